// The booking form's state: react-hook-form with bookingResolver, the server's availability of
// the chosen range for the chosen team member or anyone (kept live), the first open day chosen
// once it is known (a datetime service), and the booking itself: POST /bookings for a signed-in
// customer, /bookings/guest otherwise.
import { BOOKING_MESSAGES, customerBookingProblem } from '@booklane/shared/domain';
import {
  type Booking,
  type Business,
  type GuestBookingRequest,
  type Service,
} from '@booklane/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  cachedBookingAvailability,
  refreshServiceAvailability,
  useBookingAvailability,
} from '@/entities/service/api/get-service-availability';
import { choiceProblem, dateChoices } from '@/entities/service/model/availability-choices';
import { hasNoHours } from '@/entities/service/model/booking-time';
import { useTeamMembers } from '@/entities/team-member/api/get-team-members';
import { membersForService } from '@/entities/team-member/model/team-member';
import { failureText, hasStatus } from '@/lib/api-client';
import type { RegistrationPrefill } from '@/lib/registration-prefill';
import { useSession } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useCreateBooking, type BookingRequest } from '../../api/create-booking';
import { bookingResolver, type BookingPayload, type BookingValues } from './booking-resolver';

export type BookedResult = {
  booking: Booking;
  asCustomer: boolean;
  /** What a signed-out guest typed (name, email, phone): offered again to create an account. */
  guest: RegistrationPrefill | null;
};

/** What is sent: a customer's booking carries no contact details (the account has them). */
function requestOf(payload: BookingPayload, asCustomer: boolean): BookingRequest {
  if (!asCustomer) return { kind: 'guest', body: payload as GuestBookingRequest };
  const { service, business, notes, bookingDate, startTime, teamMember } = payload;
  return { kind: 'customer', body: { service, business, notes, bookingDate, startTime, teamMember } };
}

export function useBookingForm(
  service: Service,
  business: Business,
  onBooked: (result: BookedResult) => void,
) {
  const { user } = useSession();
  const asCustomer = user?.role === 'customer';
  // A business account books as a guest, but only customers and guests wait (decisions.md 9.3).
  const mayWait = user?.role !== 'business';
  const now = useNow();
  const queryClient = useQueryClient();
  const noHours = hasNoHours(service, business);
  const phoneProblem = asCustomer && user ? customerBookingProblem(user) : null;
  const form = useForm<BookingValues, unknown, BookingPayload>({
    resolver: bookingResolver(service, business, !asCustomer, (date, teamMember) =>
      cachedBookingAvailability(queryClient, { service, business, teamMember }, date),
    ),
    defaultValues: {
      service: service._id,
      business: business._id,
      notes: '',
      bookingDate: '',
      startTime: '',
      // Anyone (decisions.md 9.1) until the visitor chooses a team member.
      teamMember: null,
      // A signed-in business owner books as a guest with their own details.
      guestName: asCustomer ? '' : (user?.name ?? ''),
      guestEmail: asCustomer ? '' : (user?.email ?? ''),
      guestPhone: asCustomer ? '' : (user?.phone ?? ''),
    },
  });
  const { getValues, setValue, setError } = form;
  const { isSubmitted } = form.formState;
  const bookingDate = useWatch({ control: form.control, name: 'bookingDate' }) ?? '';
  const startTime = useWatch({ control: form.control, name: 'startTime' }) ?? '';
  const teamMember = useWatch({ control: form.control, name: 'teamMember' }) ?? null;
  const team = useTeamMembers(business._id);
  const members = membersForService(team.data ?? [], service._id);
  const availability = useBookingAvailability({ service, business, teamMember }, bookingDate, now, !noHours);

  // The sheet opens on the times of the first open day (a datetime service), once.
  const firstOpenDay =
    service.bookingType === 'datetime'
      ? dateChoices(availability.data, business).find((choice) => choice.state === 'open')?.date
      : undefined;
  const openedOnDay = useRef(false);
  useEffect(() => {
    if (!firstOpenDay || openedOnDay.current) return;
    openedOnDay.current = true;
    if (!getValues('bookingDate')) setValue('bookingDate', firstOpenDay);
  }, [firstOpenDay, getValues, setValue]);

  const createBooking = useCreateBooking();
  const onSubmit = form.handleSubmit((payload) => {
    const problem =
      phoneProblem ??
      choiceProblem(availability.data, service.bookingType, {
        bookingDate: payload.bookingDate ?? '',
        startTime: payload.startTime ?? '',
      })?.message;
    if (problem) {
      setError('root.server', { message: problem });
      return;
    }
    createBooking.mutate(requestOf(payload, asCustomer), {
      onSuccess: (booking) => {
        refreshServiceAvailability(queryClient, service._id);
        const typed = payload as GuestBookingRequest;
        const guest = user
          ? null
          : { name: typed.guestName, email: typed.guestEmail, phone: typed.guestPhone };
        onBooked({ booking, asCustomer, guest });
      },
      onError: (err) => {
        // The slot filled up meanwhile (or the time moved on): show the server's times again.
        if (hasStatus(err, 409)) refreshServiceAvailability(queryClient, service._id);
        setError('root.server', {
          message: failureText(err, BOOKING_MESSAGES.createFailed, { errorField: true, errorText: true }),
        });
      },
    });
  });

  // Once submitted, a fixed field loses its error at once (react-hook-form re-validates on change).
  const pickDate = (date: string) => {
    setValue('startTime', '');
    setValue('bookingDate', date, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  // Another team member has other free times: the time is chosen again, on the same date.
  const pickMember = (member: string | null) => {
    setValue('startTime', '');
    setValue('teamMember', member, { shouldDirty: true });
  };

  return {
    form,
    asCustomer,
    mayWait,
    now,
    noHours,
    phoneProblem,
    availability,
    bookingDate,
    startTime,
    pickDate,
    members,
    teamMember,
    pickMember,
    onSubmit,
    pending: createBooking.isPending,
  };
}
