// Insights (decisions.md 9.4, docs/decisions/0036): the range a period is compared with, and a
// team member's open time, the divisor of their utilisation. Pure: blocks come in as instants and
// the zone as an argument; the hours, closed days and breaks are the slot rules' own.

import type { BreakHour, DateOverride, Schedule } from '../schemas/schedule';
import { breakMinutesOn, effectiveSchedule, gapsBetween, weekdayOfDayNumber } from './schedule';
import { dayHours, dayOpenIntervals, overridesByDay } from './slots';
import { memberBreaks } from './team';
import { cachedOffsetTable, dateToDayNumber, dayNumberToDate, MS_PER_DAY, MS_PER_MINUTE } from './time';

const MINUTES_PER_DAY = 1440;

/** A range of business-local days, both inclusive (`YYYY-MM-DD`). */
export interface DayRange {
  from: string;
  to: string;
}

/** The range of as many days ending the day before `range` starts: what `previous` covers. */
export function previousRange(range: DayRange): DayRange {
  const first = dateToDayNumber(range.from);
  const days = dateToDayNumber(range.to) - first + 1;
  return { from: dayNumberToDate(first - days), to: dayNumberToDate(first - 1) };
}

/** Every date of a range, in order (none when it ends before it starts). */
export function datesOf(range: DayRange): string[] {
  const dates: string[] = [];
  for (let day = dateToDayNumber(range.from); day <= dateToDayNumber(range.to); day++) {
    dates.push(dayNumberToDate(day));
  }
  return dates;
}

/** Spans [from, until) of minutes, sorted and merged where they overlap or touch. */
function merged(spans: Array<[number, number]>): Array<[number, number]> {
  const sorted = spans.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const result: Array<[number, number]> = [];
  for (const [a, b] of sorted) {
    const last = result.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else result.push([a, b]);
  }
  return result;
}

/** How much of [from, until) the spans cover (each minute once, however many spans lie on it). */
function covered(from: number, until: number, spans: Array<[number, number]>): number {
  let total = 0;
  for (const [a, b] of merged(spans.map(([a, b]) => [Math.max(a, from), Math.min(b, until)]))) {
    total += b - a;
  }
  return total;
}

/**
 * The minutes a team member is open over a range of days: each day's hours (their own weekly
 * hours, else the business's; a closed day or one-off hours of the business first, as the slots
 * follow them), less their breaks (theirs, and the business's when they work its hours) and the
 * `blocks` that lie over them (the caller passes the ones that apply: theirs and the business's).
 * Counted on the wall clock of the business's zone: a day open 09:00-17:00 is 480 minutes, on the
 * days the clocks change too.
 */
export function memberOpenMinutes(
  member: { schedule: Schedule | null; breakHours: readonly BreakHour[] },
  business: {
    schedule?: Schedule | null;
    timezone: string;
    dateOverrides?: readonly DateOverride[] | null;
    breakHours?: readonly BreakHour[] | null;
  },
  range: DayRange,
  blocks: ReadonlyArray<{ fromMs: number; untilMs: number }>,
): number {
  const first = dateToDayNumber(range.from);
  const last = dateToDayNumber(range.to);
  if (!(last >= first)) return 0;
  const schedule = effectiveSchedule(
    { hasCustomSchedule: member.schedule !== null, customSchedule: member.schedule },
    business,
  );
  const breaks = memberBreaks(member, business);
  const overrides = overridesByDay(business);
  // Blocks are instants: on the business's wall clock (minutes since 1970-01-01 there), merged.
  const table = cachedOffsetTable(business.timezone, (first - 1) * MS_PER_DAY, (last + 2) * MS_PER_DAY);
  const local = (ms: number) => (ms + table.offsetAt(ms) * MS_PER_MINUTE) / MS_PER_MINUTE;
  const cuts = merged(blocks.map((b): [number, number] => [local(b.fromMs), local(b.untilMs)]));
  let total = 0;
  // The first block that may still lie over a later day (the days and the blocks both go forward).
  let next = 0;
  for (let day = first; day <= last; day++) {
    const hours = dayHours(overrides.get(day), schedule, day);
    if (!hours) continue;
    const base = day * MINUTES_PER_DAY;
    const from = base + hours.open;
    const until = base + hours.close;
    while (next < cuts.length && cuts[next]![1] <= from) next++;
    // A split shift's closed stretch is no open time, like a break.
    const dayCuts = [
      ...breakMinutesOn(breaks, weekdayOfDayNumber(day)),
      ...gapsBetween(dayOpenIntervals(overrides.get(day), schedule, day)),
    ].map(([a, b]): [number, number] => [base + a, base + b]);
    for (let i = next; i < cuts.length && cuts[i]![0] < until; i++) dayCuts.push(cuts[i]!);
    total += until - from - covered(from, until, dayCuts);
  }
  return Math.round(total);
}
