// The booking form's words (spec section 2): the hours cards' weekly hours and break days, and the
// sticky summary's headline.
import { formatTime12h, openingMinutes, WEEKDAYS, type Weekday } from '@booklane/shared/domain';
import { type Schedule } from '@booklane/shared/schemas';
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
}): string {
  const date = parts.needsDate ? parts.bookingDate : null;
  const time = parts.needsTime ? parts.startTime : null;
  if (choiceSummary({ date, time })) return choiceSummary({ date, time, price: parts.price });
  if (parts.needsTime) return 'Choose a time';
  if (parts.needsDate) return 'Choose a date';
  return choiceSummary({ price: parts.price }) || parts.serviceName;
}
