// The reschedule form's state: react-hook-form with rescheduleResolver, the team member whose
// times are offered (decisions.md 9.1: the booking's own by default; another one, or Anyone, when
// more than one performs the service) and the server's availability for them, kept live.
import {
  type Booking,
  type Business,
  type RescheduleBookingRequest,
  type Service,
} from '@booklane/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  cachedBookingAvailability,
  useBookingAvailability,
} from '@/entities/service/api/get-service-availability';
import { dateHint, hasNoHours } from '@/entities/service/model/booking-time';
import { useTeamMembers } from '@/entities/team-member/api/get-team-members';
import { membersForService } from '@/entities/team-member/model/team-member';
import { useNow } from '@/lib/use-now';
import { rescheduleResolver, type RescheduleValues } from './reschedule-resolver';

/** The member chosen at first: the booking's own, or Anyone when the choice no longer lists them. */
function defaultChoice(own: string | null, members: readonly { _id: string }[]): string | null {
  if (own === null || members.length < 2) return own;
  return members.some((member) => member._id === own) ? own : null;
}

export function useRescheduleForm(
  booking: Booking,
  service: Service,
  business: Business,
  /** A guest's manage link token (their availability then leaves the booking's own place out). */
  manageToken?: string,
) {
  const now = useNow();
  const queryClient = useQueryClient();
  const noHours = hasNoHours(service, business);
  // A datetime booking starts on its own day, to move it within the day in one tap.
  const [initialDate] = useState(() =>
    service.bookingType === 'datetime' &&
    booking.bookingDate &&
    !dateHint(service, business, booking.bookingDate, new Date())
      ? booking.bookingDate
      : '',
  );
  const team = useTeamMembers(business._id);
  const members = membersForService(team.data ?? [], service._id);
  // undefined until the customer chooses: the default follows the team list once it loads.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const teamMember = picked === undefined ? defaultChoice(booking.teamMember?._id ?? null, members) : picked;
  const target = { service, business, moving: booking._id, manageToken, teamMember };
  const form = useForm<RescheduleValues, unknown, RescheduleBookingRequest>({
    resolver: rescheduleResolver(service, business, booking, teamMember, (date) =>
      cachedBookingAvailability(queryClient, target, date),
    ),
    defaultValues: { bookingDate: initialDate, startTime: '' },
  });
  const { setValue } = form;
  const { isSubmitted } = form.formState;
  const bookingDate = useWatch({ control: form.control, name: 'bookingDate' }) ?? '';
  const startTime = useWatch({ control: form.control, name: 'startTime' }) ?? '';
  // Joins the business's view room while open, so a time taken meanwhile shows as full at once.
  // Its own place does not count: with buffers, the times next to it stay free for the move.
  const availability = useBookingAvailability(target, bookingDate, now, !noHours);

  const pickDate = (date: string) => {
    setValue('startTime', '');
    setValue('bookingDate', date, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  // Another team member has other free times: the time is chosen again, on the same date.
  const pickMember = (member: string | null) => {
    setValue('startTime', '');
    setPicked(member);
  };

  // Its own time is marked current, unless another member is chosen (then it is a change too).
  const own = booking.teamMember?._id ?? null;
  const current = teamMember === null || teamMember === own ? booking : undefined;

  return {
    form,
    now,
    availability,
    bookingDate,
    startTime,
    current,
    pickDate,
    members,
    teamMember,
    pickMember,
  };
}
