// Choosing a booking's date and time, on top of the shared rules (spec sections 2 and 5): which
// message goes under which control, which slot the availability check asks about, and the quick
// date picks. The booking form and the reschedule dialog both use them.
import {
  availabilityWindow,
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
  todayInZone,
  weekdayOfDate,
  weekdayPluralLabel,
  type BookingType,
  type SchedulingBusiness,
  type SchedulingService,
} from '@booklane/shared';

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

/**
 * The next `count` bookable dates from today, for one-tap picking: the first dates of the shared
 * booking window, so the picks and the server agree on which dates exist (open days from today to
 * the advance limit; a datetime day whose slots are over keeps its place, as the date input
 * accepts it). Only services that ask for a date have any.
 */
export function upcomingBookableDates(
  service: SchedulingService,
  business: SchedulingBusiness,
  now: Date,
  count: number,
): string[] {
  if (!BOOKING_TYPE_RULES[service.bookingType].needsDate) return [];
  return availabilityWindow(service, business, now)
    .slice(0, Math.max(count, 0))
    .map((day) => day.date);
}

export type AvailabilityQuery = { bookingType: BookingType; date?: string; time?: string };

/**
 * The slot the availability check asks about, or null while the selection is incomplete.
 * Results are kept per date, per date and time, or once for a flexible service (spec section 2).
 */
export function availabilityQuery(
  service: Pick<SchedulingService, 'bookingType'>,
  business: SchedulingBusiness,
  selection: Selection,
  now: Date,
): AvailabilityQuery | null {
  const type = service.bookingType;
  const rules = BOOKING_TYPE_RULES[type];
  const date = selection.bookingDate || undefined;
  const time = selection.startTime || undefined;
  if (type === 'flexible') return { bookingType: type };
  if (type === 'time-only')
    return time ? { bookingType: type, date: todayInZone(now, business.timezone), time } : null;
  if (!date || (rules.needsTime && !time)) return null;
  return rules.needsTime
    ? { bookingType: type, date, ...(time ? { time } : {}) }
    : { bookingType: type, date };
}

/** Whether a service that asks for a date or a time has no open day at all ('No available hours'). */
export function hasNoHours(service: SchedulingService, business: SchedulingBusiness): boolean {
  const rules = BOOKING_TYPE_RULES[service.bookingType];
  return rules.needsDate || rules.needsTime ? hasNoOpenDay(effectiveSchedule(service, business)) : false;
}
