// The booking form of one service (spec sections 2 and 5): the Service Details, Available Hours,
// Break Hours and Book Your Appointment cards. Dates and times are the business's local ones.
import {
  BOOKING_MESSAGES,
  cancellationPolicyText,
  createBookingRequestSchema,
  customerBookingProblem,
  guestBookingRequestSchema,
  NOTES_MAX_LENGTH,
  slotFullMessage,
  type Booking,
  type Business,
  type CreateBookingRequest,
  type GuestBookingForm,
  type GuestBookingRequest,
  type Service,
} from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { BookingTimeFields } from '@/components/booking/booking-time-fields';
import { SlotAvailabilityStatus } from '@/components/booking/slot-availability-status';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { CalendarIcon, InfoIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { profilePathOf } from '@/config/paths';
import { failureText, hasStatus } from '@/lib/api-client';
import { availabilityQuery, hasNoHours, timeProblem } from '@/lib/booking-time';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { useSession } from '@/lib/session';
import { slotAvailabilityKey, slotAvailabilityRootKey, useSlotAvailability } from '@/lib/slot-availability';
import { useNow } from '@/lib/use-now';
import { useCreateBooking } from '../api/create-booking';
import { FormCard } from './form-card';
import { HoursCards } from './hours-cards';
import { ServiceDetailsCard } from './service-details-card';

type Values = GuestBookingForm;
type Payload = CreateBookingRequest | GuestBookingRequest;

export type BookedResult = { booking: Booking; asCustomer: boolean };

/** The shared request schema, plus the date and time rules of `checkBookingTime` under their controls. */
function bookingResolver(
  service: Service,
  business: Business,
  guest: boolean,
): Resolver<Values, unknown, Payload> {
  const base = zodResolver(
    guest ? guestBookingRequestSchema : createBookingRequestSchema,
  ) as unknown as Resolver<Values, unknown, Payload>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const problem = timeProblem(service, business, values, new Date());
    if (!problem) return result;
    const field = problem.field === 'root' ? 'bookingDate' : problem.field;
    return {
      values: {},
      errors: { ...result.errors, [field]: { type: 'validate', message: problem.message } },
    };
  };
}

export function BookingForm({
  service,
  business,
  onBooked,
}: {
  service: Service;
  business: Business;
  onBooked: (result: BookedResult) => void;
}) {
  const { user } = useSession();
  const asCustomer = user?.role === 'customer';
  const now = useNow();
  const queryClient = useQueryClient();
  const noHours = hasNoHours(service, business);
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  const phoneProblem = asCustomer && user ? customerBookingProblem(user) : null;

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<Values, unknown, Payload>({
    resolver: bookingResolver(service, business, !asCustomer),
    defaultValues: {
      service: service._id,
      business: business._id,
      notes: '',
      bookingDate: '',
      startTime: '',
      // A signed-in business owner books as a guest with their own details.
      guestName: asCustomer ? '' : (user?.name ?? ''),
      guestEmail: asCustomer ? '' : (user?.email ?? ''),
      guestPhone: asCustomer ? '' : (user?.phone ?? ''),
    },
  });
  const bookingDate = useWatch({ control, name: 'bookingDate' }) ?? '';
  const startTime = useWatch({ control, name: 'startTime' }) ?? '';

  // Slot availability: only with a slot limit; a customer without a phone cannot book anyway.
  const slotQuery = availabilityQuery(service, business, { bookingDate, startTime }, now);
  const availability = useSlotAvailability(
    service._id,
    slotQuery,
    service.hasSlotLimit && !phoneProblem && !noHours,
  );
  const full = availability.data?.available === false;

  const createBooking = useCreateBooking();

  const pickDate = (date: string) => {
    setValue('bookingDate', date, { shouldDirty: true });
    setValue('startTime', '');
  };

  const onSubmit = handleSubmit((payload) => {
    if (phoneProblem) {
      setError('root.server', { message: phoneProblem });
      return;
    }
    if (full) {
      setError('root.server', { message: slotFullMessage(service.bookingType) });
      return;
    }
    createBooking.mutate(
      asCustomer
        ? {
            kind: 'customer',
            body: {
              service: payload.service,
              business: payload.business,
              notes: payload.notes,
              bookingDate: payload.bookingDate,
              startTime: payload.startTime,
            },
          }
        : { kind: 'guest', body: payload as GuestBookingRequest },
      {
        onSuccess: (booking) => {
          void queryClient.invalidateQueries({ queryKey: slotAvailabilityRootKey(service._id) });
          onBooked({ booking, asCustomer });
        },
        onError: (err) => {
          if (hasStatus(err, 409)) {
            void queryClient.invalidateQueries({ queryKey: slotAvailabilityKey(service._id, slotQuery) });
          }
          setError('root.server', {
            message: failureText(err, BOOKING_MESSAGES.createFailed, { errorField: true, errorText: true }),
          });
        },
      },
    );
  });

  const dateField = register('bookingDate', { onChange: () => setValue('startTime', '') });
  const timeField = register('startTime');
  const serverError = errors.root?.server?.message;

  return (
    <div className="space-y-4">
      <ServiceDetailsCard service={service} business={business} />
      <HoursCards service={service} business={business} zoneNote={zoneNote} />

      <FormCard title="Book Your Appointment" icon={<CalendarIcon className="h-5 w-5" />}>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={createBooking.isPending}>
          {phoneProblem ? (
            <Alert
              tone="warning"
              action={
                <Link to={profilePathOf('customer')} className={buttonClasses('secondary', 'sm')}>
                  Add phone number
                </Link>
              }
            >
              {phoneProblem}
            </Alert>
          ) : null}

          <BookingTimeFields
            service={service}
            business={business}
            now={now}
            bookingDate={bookingDate}
            dateField={dateField}
            timeField={timeField}
            onPickDate={pickDate}
            dateError={errors.bookingDate?.message}
            timeError={errors.startTime?.message}
            dateFull={full}
          />

          {service.hasSlotLimit && slotQuery && !noHours ? (
            <SlotAvailabilityStatus bookingType={service.bookingType} availability={availability} />
          ) : null}

          {service.allowCustomerComments ? (
            <TextAreaField
              label="Notes"
              optional
              maxLength={NOTES_MAX_LENGTH}
              rows={3}
              placeholder="Anything the business should know?"
              error={errors.notes?.message}
              {...register('notes')}
            />
          ) : null}

          {!asCustomer ? (
            <fieldset className="space-y-4">
              <legend className="mb-1 text-sm font-semibold text-slate-900">Your details</legend>
              <p className="text-sm text-slate-600">We share them with the business so it can reach you.</p>
              <TextField
                label="Name"
                autoComplete="name"
                required
                error={errors.guestName?.message}
                {...register('guestName')}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  error={errors.guestEmail?.message}
                  {...register('guestEmail')}
                />
                <TextField
                  label="Phone"
                  type="tel"
                  autoComplete="tel"
                  required
                  error={errors.guestPhone?.message}
                  {...register('guestPhone')}
                />
              </div>
            </fieldset>
          ) : null}

          <p className="flex items-start gap-2 text-sm text-slate-600">
            <InfoIcon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" />
            {cancellationPolicyText(business.cancellationNoticeHours)}
          </p>

          {serverError ? <Alert>{serverError}</Alert> : null}

          <button
            type="submit"
            disabled={createBooking.isPending || noHours}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {createBooking.isPending ? <Spinner /> : null}
            {createBooking.isPending ? 'Booking...' : 'Confirm Booking'}
          </button>
        </form>
      </FormCard>
    </div>
  );
}
