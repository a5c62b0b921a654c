// Weekly opening hours and break hours, and which schedule applies to a service.

import type { BreakHour, DaySchedule, Schedule } from '../schemas/schedule';
import type { Service } from '../schemas/service';
import type { Business } from '../schemas/business';
import { dateToDayNumber, timeToMinutes, weekdayIndexOfDayNumber } from './time';
import { defaultSchedule } from './default-schedule';

// Apart so that what needs only the defaults (the booking types) does not carry the rest (issue 37).
export { defaultSchedule } from './default-schedule';

/** Monday first, as the spec lists them and as weekday indexes count (0 = Monday). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `monday` -> `Monday`. */
export function weekdayLabel(weekday: Weekday): string {
  return weekday.charAt(0).toUpperCase() + weekday.slice(1);
}

/** `monday` -> `Mondays`, as in 'This service is not available on Mondays.'. */
export function weekdayPluralLabel(weekday: Weekday): string {
  return `${weekdayLabel(weekday)}s`;
}

/** The weekday of a day number (days since 1970-01-01). */
export function weekdayOfDayNumber(dayNumber: number): Weekday {
  // weekdayIndexOfDayNumber answers 0..6, always an index of WEEKDAYS.
  return WEEKDAYS[weekdayIndexOfDayNumber(dayNumber)] as Weekday;
}

/** The weekday of a `YYYY-MM-DD` date (calendar arithmetic: a date has one weekday in every zone). */
export function weekdayOfDate(date: string): Weekday {
  const dayNumber = dateToDayNumber(date);
  if (Number.isNaN(dayNumber)) throw new RangeError(`Not a date: ${date}`);
  return weekdayOfDayNumber(dayNumber);
}

/**
 * Frozen default hours, for reading; use `defaultSchedule()` for a copy to edit.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export const DEFAULT_SCHEDULE: Readonly<Schedule> = Object.freeze(defaultSchedule());

/** A new break: 'Lunch Break', 12:00-13:00, Monday to Friday (spec section 3). */
export function defaultBreakHour(): BreakHour {
  return {
    name: 'Lunch Break',
    start: '12:00',
    end: '13:00',
    days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  };
}

/** The service's custom schedule when it has one, else the business's, else the defaults (decisions.md section 4). */
export function effectiveSchedule(
  service: Pick<Service, 'hasCustomSchedule'> & { customSchedule?: Schedule | null },
  business?: { schedule?: Business['schedule'] } | null,
): Schedule {
  if (service.hasCustomSchedule && service.customSchedule) return service.customSchedule;
  return business?.schedule ?? DEFAULT_SCHEDULE;
}

/** One opening interval of a day (`HH:mm`). */
export type HoursInterval = { start: string; end: string };

/**
 * A day's opening intervals as written: its `intervals` (a split shift), else `start`-`end`.
 * Whether the day is open is not looked at.
 */
export function dayIntervals(day: Pick<DaySchedule, 'start' | 'end' | 'intervals'>): HoursInterval[] {
  if (day.intervals && day.intervals.length > 0)
    return day.intervals.map(({ start, end }) => ({ start, end }));
  return [{ start: day.start, end: day.end }];
}

/** Whether intervals overlap once sorted (touching is fine: 09:00-12:00 and 12:00-13:00). */
export function intervalsOverlap(intervals: readonly HoursInterval[]): boolean {
  const sorted = intervals
    .map((interval) => [timeToMinutes(interval.start), timeToMinutes(interval.end)] as const)
    .sort((a, b) => a[0] - b[0]);
  return sorted.some((interval, i) => i > 0 && interval[0] < (sorted[i - 1] as readonly [number, number])[1]);
}

/**
 * A day as it is stored and answered: intervals in order, `start` and `end` the first opening
 * and the last closing, and no `intervals` for a day of one.
 */
export function normalizeDaySchedule(day: DaySchedule): DaySchedule {
  const { intervals, ...rest } = day;
  if (!intervals || intervals.length === 0) return rest;
  const sorted = [...intervals]
    .map(({ start, end }) => ({ start, end }))
    .sort((a, b) => timeToMinutes(a.start) - timeToMinutes(b.start));
  const first = sorted[0] as HoursInterval;
  const last = sorted[sorted.length - 1] as HoursInterval;
  if (sorted.length === 1) return { ...rest, start: first.start, end: first.end };
  return { ...rest, start: first.start, end: last.end, intervals: sorted };
}

/**
 * The open intervals of a day in minutes, in order: none when it is closed; an interval whose
 * hours make no sense is left out.
 */
export function openIntervalMinutes(day: DaySchedule | undefined): Array<{ open: number; close: number }> {
  if (!day || !day.isOpen) return [];
  return intervalMinutes(dayIntervals(day));
}

/** Intervals in minutes, in order, the ones that make no sense left out. */
export function intervalMinutes(intervals: readonly HoursInterval[]): Array<{ open: number; close: number }> {
  return intervals
    .map((interval) => ({ open: timeToMinutes(interval.start), close: timeToMinutes(interval.end) }))
    .filter(({ open, close }) => !Number.isNaN(open) && !Number.isNaN(close) && close > open)
    .sort((a, b) => a.open - b.open);
}

/** The closed stretches between a day's intervals [start, end), in minutes (a split shift's gap). */
export function gapsBetween(
  intervals: ReadonlyArray<{ open: number; close: number }>,
): Array<[number, number]> {
  const gaps: Array<[number, number]> = [];
  let end = -Infinity;
  for (const { open, close } of intervals) {
    if (end !== -Infinity && open > end) gaps.push([end, open]);
    end = Math.max(end, close);
  }
  return gaps;
}

/**
 * Opening and closing minute of a day (its first opening and its last closing), or null when it
 * is closed or its hours make no sense.
 */
export function openingMinutes(day: DaySchedule | undefined): { open: number; close: number } | null {
  const intervals = openIntervalMinutes(day);
  if (intervals.length === 0) return null;
  return {
    open: (intervals[0] as { open: number }).open,
    close: Math.max(...intervals.map((interval) => interval.close)),
  };
}

export function isWeekdayOpen(schedule: Schedule, weekday: Weekday): boolean {
  return openingMinutes(schedule[weekday]) !== null;
}

/** True when no weekday is open: the booking form says 'No available hours set for this service.'. */
export function hasNoOpenDay(schedule: Schedule): boolean {
  return WEEKDAYS.every((weekday) => !isWeekdayOpen(schedule, weekday));
}

/** Break intervals [start, end) in minutes that apply on a weekday; malformed breaks are ignored. */
export function breakMinutesOn(breakHours: readonly BreakHour[], weekday: Weekday): Array<[number, number]> {
  const result: Array<[number, number]> = [];
  for (const brk of breakHours) {
    if (!brk.days.includes(weekday)) continue;
    const start = timeToMinutes(brk.start);
    const end = timeToMinutes(brk.end);
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) continue;
    result.push([start, end]);
  }
  return result;
}

/** A break hour with every part filled in: only those are sent and stored (spec section 5). */
export function isCompleteBreakHour(brk: {
  name?: string | null;
  start?: string | null;
  end?: string | null;
  days?: readonly string[] | null;
}): boolean {
  return Boolean(brk.name?.trim() && brk.start && brk.end && brk.days && brk.days.length > 0);
}
