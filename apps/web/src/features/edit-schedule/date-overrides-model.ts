// Pure helpers of the Schedule tab's closures and special hours (decisions.md 8.4): the month grid
// the owner picks dates on, the overrides a pick makes, and how the list reads.
import {
  addDays,
  addMonths as addMonthsToDate,
  dateToDayNumber,
  dayNumberToDate,
  formatClockTime,
  weekdayIndexOfDayNumber,
  type HourCycle,
} from '@booklane/shared/domain';
import { dateOverrideSchema, type DateOverride } from '@booklane/shared/schemas';

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month `count` months after `month` (`YYYY-MM`), negative for earlier ones. */
export function addMonths(month: string, count: number): string {
  return monthOf(addMonthsToDate(`${month}-01`, count));
}

/** `2026-12` -> `December 2026`. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 15)),
  );
}

export type GridDay = { date: string; inMonth: boolean };

/**
 * The weeks of a month as a calendar shows them, Monday first: whole weeks, so the first and last
 * may hold days of the months around it.
 */
export function monthGrid(month: string): GridDay[][] {
  const first = `${month}-01`;
  const firstDay = dateToDayNumber(first);
  // weekdayIndexOfDayNumber: 0 is Monday.
  const start = firstDay - weekdayIndexOfDayNumber(firstDay);
  const nextMonthFirst = dateToDayNumber(`${addMonths(month, 1)}-01`);
  const weeks: GridDay[][] = [];
  for (let day = start; day < nextMonthFirst; day += 7) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      const date = dayNumberToDate(day + i);
      week.push({ date, inMonth: monthOf(date) === month });
    }
    weeks.push(week);
  }
  return weeks;
}

/** The picked dates with `date` added, or taken out when it was picked; in date order. */
export function togglePicked(picked: readonly string[], date: string): string[] {
  return picked.includes(date) ? picked.filter((d) => d !== date) : [...picked, date].sort();
}

/** What the owner chose for the picked dates. */
export type OverrideDraft = {
  kind: 'closed' | 'hours';
  start: string;
  end: string;
  note: string;
};

export const EMPTY_DRAFT: OverrideDraft = { kind: 'closed', start: '10:00', end: '14:00', note: '' };

/** Where a draft is wrong, in the shared messages (decisions.md 8.4). */
export type DraftErrors = { dates?: string; end?: string; note?: string };

/**
 * One override per picked date, checked with the shared schema; the errors in its words when the
 * draft is not valid.
 */
export function overridesFromDraft(
  dates: readonly string[],
  draft: OverrideDraft,
): { overrides: DateOverride[] } | { errors: DraftErrors } {
  if (dates.length === 0) return { errors: { dates: 'Pick one or more dates on the calendar' } };
  const candidate =
    draft.kind === 'closed'
      ? { date: dates[0], closed: true, note: draft.note }
      : { date: dates[0], start: draft.start, end: draft.end, note: draft.note };
  const parsed = dateOverrideSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors: DraftErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'note') errors.note ??= issue.message;
      else if (field === 'end' || field === 'start') errors.end ??= issue.message;
    }
    // A union's branches may report in other shapes: never leave the owner without a reason.
    if (!errors.note && !errors.end) errors.end = parsed.error.issues[0]?.message ?? 'Check the hours';
    return { errors };
  }
  const checked = parsed.data as DateOverride;
  return { overrides: dates.map((date) => ({ ...checked, date })) };
}

/** The list with the added overrides, a date's new override replacing its old one; in date order. */
export function mergeOverrides(
  current: readonly DateOverride[],
  added: readonly DateOverride[],
): DateOverride[] {
  const byDate = new Map<string, DateOverride>();
  for (const override of current) byDate.set(override.date, override);
  for (const override of added) byDate.set(override.date, override);
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** `Closed` or `Open 10:00 AM – 2:00 PM` (`Open 10:00 – 14:00` on a 24-hour clock). */
export function overrideHoursText(override: DateOverride, hourCycle: HourCycle): string {
  return override.closed
    ? 'Closed'
    : `Open ${formatClockTime(override.start, hourCycle)} – ${formatClockTime(override.end, hourCycle)}`;
}

/** The overrides from `today` on (business-local), as the server lists them. */
export function upcomingOverrides(overrides: readonly DateOverride[], today: string): DateOverride[] {
  return overrides.filter((override) => override.date >= today);
}

/** The last date the calendar offers: a year from today (nothing is bookable further ahead). */
export function lastPickableDate(today: string): string {
  return addDays(today, 366);
}

/** The message of each override's validation errors, by index (react-hook-form shape). */
export function overrideErrorsOf(errors: unknown): Record<number, string> {
  const result: Record<number, string> = {};
  if (!errors || typeof errors !== 'object') return result;
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const index = Number(key);
    if (!Number.isInteger(index) || !value || typeof value !== 'object') continue;
    const record = value as Record<string, { message?: string } | undefined>;
    const message =
      record.date?.message ?? record.end?.message ?? record.start?.message ?? record.note?.message;
    if (message) result[index] = message;
  }
  return result;
}
