// The booking form's words (spec section 2): the hours cards' weekly hours and break days, the
// sticky summary's headline and its button, and the line on cancelling the chosen time. Times are
// on the business's clock (docs/decisions/0032).
import {
  choiceCancellation,
  choiceCancellationText,
  formatClockTime,
  initialBookingStatus,
  minutesToTime,
  openIntervalMinutes,
  WEEKDAYS,
  type HourCycle,
  type Weekday,
} from '@booklane/shared/domain';
import { type Business, type Schedule, type Service } from '@booklane/shared/schemas';
import { choiceSummary } from '@/entities/service/model/availability-choices';

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
export function weeklyHoursRows(schedule: Schedule, hourCycle: HourCycle): HoursRow[] {
  const rows: Array<{ first: Weekday; last: Weekday; hours: string | null }> = [];
  for (const day of WEEKDAYS) {
    // A split shift's intervals one after the other: `9:00 AM – 12:00 PM, 2:00 PM – 7:00 PM`.
    const intervals = openIntervalMinutes(schedule[day]);
    const hours = intervals.length
      ? intervals
          .map(
            ({ open, close }) =>
              `${formatClockTime(minutesToTime(open), hourCycle)} – ${formatClockTime(minutesToTime(close), hourCycle)}`,
          )
          .join(', ')
      : null;
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

/**
 * The headline of the sticky summary: `Fri, Nov 27 · 3:00 PM · $65` once something is chosen,
 * else what to choose ('Choose a time', 'Choose a date'), or the price or name of a service
 * without a date or time.
 */
export function summaryHeadline(parts: {
  needsDate: boolean;
  needsTime: boolean;
  bookingDate: string;
  startTime: string;
  price: string | null;
  serviceName: string;
  hourCycle: HourCycle;
}): string {
  const date = parts.needsDate ? parts.bookingDate : null;
  const time = parts.needsTime ? parts.startTime : null;
  const clock = parts.hourCycle;
  if (choiceSummary({ date, time }, clock)) return choiceSummary({ date, time, price: parts.price }, clock);
  if (parts.needsTime) return 'Choose a time';
  if (parts.needsDate) return 'Choose a date';
  return choiceSummary({ price: parts.price }, clock) || parts.serviceName;
}

/**
 * Whether the booking made is a request the business still has to confirm (the service does not
 * auto-accept): the form then asks for it in those words (docs/decisions/0032).
 */
export function needsApproval(service: Pick<Service, 'autoAcceptBookings'>): boolean {
  return initialBookingStatus(service.autoAcceptBookings) === 'pending';
}

/** The submit button: `Request booking` for a request, else the spec's `Confirm Booking`. */
export function submitLabel(request: boolean, pending: boolean): string {
  if (request) return pending ? 'Requesting...' : 'Request booking';
  return pending ? 'Booking...' : 'Confirm Booking';
}

/**
 * The line on cancelling the chosen time: until when the customer could cancel it themselves
 * (`Free cancellation until Tue 14:00`), or a warning when it starts inside the business's notice.
 */
export function cancellationLine(
  service: Pick<Service, 'bookingType'>,
  business: Pick<Business, 'timezone' | 'cancellationNoticeHours' | 'currency'>,
  choice: { bookingDate: string; startTime: string },
  now: Date,
): { text: string; warning: boolean } {
  const cancellation = choiceCancellation(service.bookingType, choice, business, now);
  return {
    text: choiceCancellationText(cancellation, business, now),
    warning: cancellation.kind === 'inside-window',
  };
}
