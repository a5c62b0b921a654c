// The reschedule dialog's checks and what it sends (decisions.md 8.3, 9.1): the shared request
// schema, the date and time rules and the server's availability under their controls, "not the
// same time" (unless the booking moves to another team member), and the member the request names.
import { BOOKING_TYPE_RULES, type BookingType } from '@booklane/shared/domain';
import {
  rescheduleBookingRequestSchema,
  type Booking,
  type Business,
  type RescheduleBookingRequest,
  type Service,
  type ServiceAvailability,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { isCurrentTime, SAME_TIME_MESSAGE } from '@/entities/booking/model/self-service';
import { dayOfChoice, selectionProblem } from '@/entities/service/model/availability-choices';

export type RescheduleValues = { bookingDate: string; startTime: string };

/**
 * The `teamMember` a reschedule sends: none when the booking keeps its own member, the chosen one
 * otherwise. For Anyone (null): none while its own member is free at the chosen time, else the
 * first member the slot lists as free (in the owner's order).
 */
function memberToSend(
  own: string | null,
  choice: string | null,
  availability: ServiceAvailability | undefined,
  bookingType: BookingType,
  selection: RescheduleValues,
): string | undefined {
  if (choice !== null) return choice === own ? undefined : choice;
  if (own === null) return undefined;
  const day = dayOfChoice(availability, bookingType, selection.bookingDate);
  const slot =
    bookingType === 'date-only'
      ? day?.slots[0]
      : day?.slots.find((candidate) => candidate.startTime === selection.startTime);
  if (!slot || slot.teamMemberIds.includes(own)) return undefined;
  return slot.teamMemberIds[0];
}

/**
 * The checks under their controls; the valid answer carries the member to send, if any.
 * `availability` is the cached answer of the chosen member (or anyone's) for a date.
 */
export function rescheduleResolver(
  service: Service,
  business: Business,
  booking: Booking,
  choice: string | null,
  availability: (bookingDate: string) => ServiceAvailability | undefined,
): Resolver<RescheduleValues, unknown, RescheduleBookingRequest> {
  const base = zodResolver(rescheduleBookingRequestSchema) as unknown as Resolver<
    RescheduleValues,
    unknown,
    RescheduleBookingRequest
  >;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const now = new Date();
    const answer = availability(values.bookingDate);
    const problem = selectionProblem(service, business, answer, values, now);
    const own = booking.teamMember?._id ?? null;
    const member = memberToSend(own, choice, answer, service.bookingType, values);
    const same =
      member === undefined && isCurrentTime(booking, service.bookingType, values, now, business.timezone);
    if (!problem && !same) {
      if (member === undefined || Object.keys(result.errors).length > 0) return result;
      return { values: { ...(result.values as RescheduleBookingRequest), teamMember: member }, errors: {} };
    }
    const field = problem
      ? problem.field === 'root'
        ? 'bookingDate'
        : problem.field
      : BOOKING_TYPE_RULES[service.bookingType].needsTime
        ? 'startTime'
        : 'bookingDate';
    const message = problem ? problem.message : SAME_TIME_MESSAGE;
    return { values: {}, errors: { ...result.errors, [field]: { type: 'validate', message } } };
  };
}
