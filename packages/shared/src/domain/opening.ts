// Whether a business is open on a date, one rule for every place that says so (issue 39): the
// business page's "Open today" and the booking sheet's strip of dates. Dates are the business's,
// in its own zone; a closure or one-off hours beat the weekly hours (decisions.md 8.4).

import type { DateOverride, Schedule } from '../schemas/schedule';
import { effectiveSchedule, openIntervalMinutes, weekdayOfDate, type HoursInterval } from './schedule';
import { overrideOn } from './slots';
import { minutesToTime } from './time';

/** How a business is open on one of its dates. */
interface DayOpening {
  date: string;
  open: boolean;
  /** The open intervals in order (`HH:mm`); [] when closed. */
  intervals: HoursInterval[];
  /** Whether a closure or one-off hours decide the day, not the weekly hours. */
  special: boolean;
  /** The business's note of that closure or those hours. */
  note?: string;
}

/** What the rule reads of a business: its weekly hours (none: the spec's defaults) and overrides. */
export interface OpeningBusiness {
  schedule?: Schedule | null;
  dateOverrides?: readonly DateOverride[] | null;
}

/**
 * How the business is open on `date` (its own date, `YYYY-MM-DD`): the override of that date
 * when it has one, else the weekly hours of the weekday (a split shift has several intervals).
 */
export function openingOn(business: OpeningBusiness, date: string): DayOpening {
  const override = overrideOn(business, date);
  if (override) {
    const note = override.note ? { note: override.note } : {};
    if (override.closed) return { date, open: false, intervals: [], special: true, ...note };
    return {
      date,
      open: true,
      intervals: [{ start: override.start, end: override.end }],
      special: true,
      ...note,
    };
  }
  const day = effectiveSchedule({ hasCustomSchedule: false }, business)[weekdayOfDate(date)];
  const intervals = openIntervalMinutes(day).map(({ open, close }) => ({
    start: minutesToTime(open),
    end: minutesToTime(close),
  }));
  return { date, open: intervals.length > 0, intervals, special: false };
}

/** A day of the strip: closed (the business is), none left, every time taken, or open. */
export type StripDayState = 'closed' | 'none' | 'full' | 'open';

/**
 * How the booking sheet's strip shows a day of a service's availability answer. 'closed' exactly
 * when `openingOn` says the business is closed that day, so the strip never says "Closed" under
 * "Open today"; an open day without a bookable time left (over for today, or the service not
 * offered then) is 'none', one whose every time is taken 'full'.
 */
export function stripDayState(
  opening: Pick<DayOpening, 'open'>,
  day: { open: boolean; slots: ReadonlyArray<{ remaining: number | null }> },
): StripDayState {
  if (!opening.open) return 'closed';
  if (!day.open || day.slots.length === 0) return 'none';
  return day.slots.every((slot) => slot.remaining === 0) ? 'full' : 'open';
}
