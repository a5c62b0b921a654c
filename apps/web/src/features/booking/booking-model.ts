// The booking form's rules on top of the shared ones (spec sections 2 and 5): which message goes
// under which control, which slot the availability check asks about, and the quick date picks.
import {
  availabilityWindow,
  BOOKING_MESSAGES,
  BOOKING_TYPE_RULES,
  bookingDateBounds,
  checkBookingTime,
  effectiveSchedule,
  isDateBookable,
  isValidDate,
  isWeekdayOpen,
  serviceNotAvailableOnWeekdayMessage,
  todayInZone,
  weekdayOfDate,
  weekdayPluralLabel,
  formatTime12h,
  openingMinutes,
  WEEKDAYS,
  type BookingType,
  type Schedule,
  type Weekday,
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

export type HoursRow = { days: string; hours: string | null };

const SHORT_DAY: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** Consecutive weekdays with the same hours on one row: `Mon–Fri 9:00 AM – 5:00 PM`, `Sun` closed (null). */
export function weeklyHoursRows(schedule: Schedule): HoursRow[] {
  const rows: Array<{ first: Weekday; last: Weekday; hours: string | null }> = [];
  for (const day of WEEKDAYS) {
    const open = openingMinutes(schedule[day]);
    const hours = open ? `${formatTime12h(schedule[day].start)} – ${formatTime12h(schedule[day].end)}` : null;
    const previous = rows[rows.length - 1];
    if (previous && previous.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows.map(({ first, last, hours }) => ({
    days: first === last ? SHORT_DAY[first] : `${SHORT_DAY[first]}–${SHORT_DAY[last]}`,
    hours,
  }));
}

/** The days of a break: `Mon–Fri` for a run of three or more, else `Mon, Wed`. */
export function breakDaysText(days: readonly Weekday[]): string {
  const ordered = WEEKDAYS.filter((d) => days.includes(d));
  const indexes = ordered.map((d) => WEEKDAYS.indexOf(d));
  const run = indexes.length > 2 && indexes.every((v, i) => i === 0 || v === (indexes[i - 1] as number) + 1);
  if (run) return `${SHORT_DAY[ordered[0] as Weekday]}–${SHORT_DAY[ordered[ordered.length - 1] as Weekday]}`;
  return ordered.map((d) => SHORT_DAY[d]).join(', ');
}
