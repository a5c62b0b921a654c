// The Insights tab's range (decisions.md 9.4): a preset computed from the business's today, or two
// days the owner chooses. Business-local days, both inclusive; the figures beside them are those
// of as many days just before (the server's `previous`).
import { addDays, addMonths, dateToDayNumber, startOfMonth, weekDays } from '@booklane/shared/domain';
import { insightsQuerySchema, type InsightsQuery } from '@booklane/shared/schemas';
import { formatDateShort } from '@/lib/format';

export const RANGE_PRESETS = ['week', 'last30', 'month', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const PRESET_LABELS: Record<RangePreset, string> = {
  week: 'This week',
  last30: 'Last 30 days',
  month: 'This month',
  custom: 'Custom',
};

/**
 * The days of a preset around `today` (the business's): this week Monday to Sunday, the last 30
 * days up to today, this month from the 1st to its last day. Whole weeks and months, so the
 * bookings already made for the coming days count too.
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): InsightsQuery {
  switch (preset) {
    case 'week': {
      const days = weekDays(today);
      return { from: days[0] ?? today, to: days[6] ?? today };
    }
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: startOfMonth(today), to: addDays(addMonths(today, 1), -1) };
  }
}

/**
 * How many days a range holds (both ends included).
 * @internal Exported for its unit tests.
 */
export function rangeDays(range: InsightsQuery): number {
  return dateToDayNumber(range.to) - dateToDayNumber(range.from) + 1;
}

/** `previous 30 days`, `previous day`: the days each figure is compared with. */
export function previousPeriod(range: InsightsQuery): string {
  const days = rangeDays(range);
  return days === 1 ? 'previous day' : `previous ${days} days`;
}

/** `vs previous 30 days`, `vs previous day`. */
export function previousWords(range: InsightsQuery): string {
  return `vs ${previousPeriod(range)}`;
}

/** `Mon, Mar 2 – Sun, Mar 8, 2026`, `Mon, Mar 2, 2026` for one day. */
export function rangeWords(range: InsightsQuery): string {
  const year = range.to.slice(0, 4);
  if (range.from === range.to) return `${formatDateShort(range.from)}, ${year}`;
  const fromYear = range.from.slice(0, 4);
  const from =
    fromYear === year ? formatDateShort(range.from) : `${formatDateShort(range.from)}, ${fromYear}`;
  return `${from} – ${formatDateShort(range.to)}, ${year}`;
}

/**
 * A custom range as typed: the range to ask for, or the reason it cannot be asked (the shared
 * schema's own message: the server says the same).
 */
export function customRange(from: string, to: string): { range: InsightsQuery } | { error: string } {
  if (!from || !to) return { error: 'Choose both days.' };
  const parsed = insightsQuerySchema.safeParse({ from, to });
  if (parsed.success) return { range: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Choose a valid range.' };
}
