// Small rules of the business page (spec section 2).
import { addDays, businessTime, businessToday, openingOn, type HoursInterval } from '@booklane/shared/domain';
import { type Business } from '@booklane/shared/schemas';
import { formatDateShort } from '@/lib/format';

/** What the business's clock is read from (`hourCycleFor`): its zone, and its currency when known. */
type ClockOf = { currency?: Business['currency'] };

/**
 * "Open today · 9:00 AM – 5:00 PM" (a split shift: "9:00 AM – 12:00 PM, 2:00 PM – 7:00 PM") or
 * "Closed today", on the business's date in its zone: the shared `openingOn`, as the booking
 * sheet's strip of dates, so the two always agree.
 */
export function todayHours(
  business: Pick<Business, 'schedule' | 'timezone'> & { dateOverrides?: Business['dateOverrides'] } & ClockOf,
  now: Date,
): {
  open: boolean;
  text: string;
} {
  const opening = openingOn(business, businessToday(business.timezone, now));
  if (!opening.open) return { open: false, text: 'Closed today' };
  return { open: true, text: `Open today · ${hoursText(opening.intervals, business)}` };
}

/** "9:00 AM – 12:00 PM, 2:00 PM – 7:00 PM" in the business's clock. */
function hoursText(intervals: readonly HoursInterval[], business: ClockOf): string {
  return intervals
    .map((interval) => `${businessTime(interval.start, business)} – ${businessTime(interval.end, business)}`)
    .join(', ');
}

/** How far ahead the public page lists closures and special hours. */
const UPCOMING_OVERRIDE_DAYS = 60;

export type UpcomingOverride = { date: string; closed: boolean; text: string };

/**
 * The closures and one-off hours of the next UPCOMING_OVERRIDE_DAYS days, today first, as the
 * public page lists them (decisions.md 8.4): `Closed on Thu, Dec 24 — Christmas Eve`,
 * `Open 9:00 AM – 1:00 PM on Thu, Dec 31`.
 */
export function upcomingOverrideLines(
  business: Pick<Business, 'timezone'> & { dateOverrides?: Business['dateOverrides'] } & ClockOf,
  now: Date,
): UpcomingOverride[] {
  const today = businessToday(business.timezone, now);
  const last = addDays(today, UPCOMING_OVERRIDE_DAYS);
  return (business.dateOverrides ?? [])
    .filter((override) => override.date >= today && override.date <= last)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((override) => {
      const when = override.date === today ? 'today' : `on ${formatDateShort(override.date)}`;
      const head = override.closed
        ? `Closed ${when}`
        : `Open ${businessTime(override.start, business)} – ${businessTime(override.end, business)} ${when}`;
      return {
        date: override.date,
        closed: Boolean(override.closed),
        text: override.note ? `${head} — ${override.note}` : head,
      };
    });
}
