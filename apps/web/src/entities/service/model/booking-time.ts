// Choosing a booking's date and time, on top of the shared rules (spec sections 2 and 5): which
// message goes under which control. The dates and times offered come from the server
// (service-availability.ts). The booking form and the reschedule dialog both use them.
import {
  BOOKING_MESSAGES,
  BOOKING_TYPE_RULES,
  bookingDateBounds,
  checkBookingTime,
  effectiveSchedule,
  hasNoOpenDay,
  isDateBookable,
  isValidDate,
  isWeekdayOpen,
  serviceNotAvailableOnWeekdayMessage,
  weekdayOfDate,
  weekdayPluralLabel,
  type SchedulingBusiness,
  type SchedulingService,
} from '@booklane/shared/domain';

export type BookingFormField = 'bookingDate' | 'startTime' | 'root';
export type TimeProblem = { field: BookingFormField; message: string };
export type Selection = { bookingDate?: string | null; startTime?: string | null };

/** The first problem with the chosen date and time, placed under the control it concerns. */
export function timeProblem(
  service: SchedulingService,
  business: SchedulingBusiness,
  selection: Selection,
  now: Date,
): TimeProblem | null {
  const check = checkBookingTime(service, business, selection, now);
  if (check.ok) return null;
  // The shared rule decides the field, as it does for the server's `details[].path`.
  return { field: check.field === '' ? 'root' : check.field, message: check.message };
}

/**
 * What to say right under the date input once a date is picked: nothing when it can be booked,
 * 'This service is not available on Saturdays.' for a closed weekday, else the spec's
 * 'not available on the selected date'.
 */
export function dateHint(
  service: SchedulingService,
  business: SchedulingBusiness,
  date: string,
  now: Date,
): string | null {
  if (!date) return null;
  if (!isValidDate(date)) return BOOKING_MESSAGES.dateNotAvailable;
  if (isDateBookable(service, business, date, now)) return null;
  const { min, max } = bookingDateBounds(service, business.timezone, now);
  const weekday = weekdayOfDate(date);
  if (date >= min && date <= max && !isWeekdayOpen(effectiveSchedule(service, business), weekday)) {
    return serviceNotAvailableOnWeekdayMessage(weekdayPluralLabel(weekday));
  }
  return BOOKING_MESSAGES.dateNotAvailable;
}

/** Whether a service that asks for a date or a time has no open day at all ('No available hours'). */
export function hasNoHours(service: SchedulingService, business: SchedulingBusiness): boolean {
  const rules = BOOKING_TYPE_RULES[service.bookingType];
  return rules.needsDate || rules.needsTime ? hasNoOpenDay(effectiveSchedule(service, business)) : false;
}
