// Pure rules of the Waitlist tab (decisions.md 9.3): the days it shows (a week from a start day,
// today by default), each line split into who is still in it (waiting, or holding an offered place)
// and who is not any more (booked, expired, left), and the words of a place in line, a window and
// an offer's hold, in the business's clock and zone.
import { addDays, businessTime, hourCycleFor, isValidDate, type ClockSource } from '@booklane/shared/domain';
import type { BusinessWaitlistEntry } from '@booklane/shared/schemas';
import { heldUntilText, windowText } from '@/entities/waitlist';
import { formatDateShort } from '@/lib/format';

/** The days on screen at once: the start day and the six after it. */
export const WAITLIST_DAYS_SHOWN = 7;

/** The days from `start`, both ends inclusive, as the route takes them. */
export function waitlistRange(start: string): { from: string; to: string } {
  return { from: start, to: addDays(start, WAITLIST_DAYS_SHOWN - 1) };
}

/** The start day of the view: the one asked for (a valid `YYYY-MM-DD`), else today. */
export function startDay(asked: string | null, today: string): string {
  return asked && isValidDate(asked) ? asked : today;
}

/** `Wed, Mar 4 – Tue, Mar 10`. */
export function rangeWords(range: { from: string; to: string }): string {
  return `${formatDateShort(range.from)} – ${formatDateShort(range.to)}`;
}

/** `1st`, `2nd`, `3rd`, `4th`, `11th`, `12th`, `13th`, `21st`, `22nd`, `101st`. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** Still in the line: waiting for a place, or holding one offered. */
function isInLine(entry: Pick<BusinessWaitlistEntry, 'status'>): boolean {
  return entry.status === 'waiting' || entry.status === 'offered';
}

/** A service's line on a day: who is in it (in line order), then who is not any more. */
export function splitLine<E extends Pick<BusinessWaitlistEntry, 'status'>>(
  entries: readonly E[],
): { inLine: E[]; done: E[] } {
  return { inLine: entries.filter(isInLine), done: entries.filter((entry) => !isInLine(entry)) };
}

/** `2 waiting · 1 holding a place`; null when nobody is in the line any more. */
export function lineSummary(entries: ReadonlyArray<Pick<BusinessWaitlistEntry, 'status'>>): string | null {
  const waiting = entries.filter((entry) => entry.status === 'waiting').length;
  const offered = entries.filter((entry) => entry.status === 'offered').length;
  const parts = [waiting ? `${waiting} waiting` : null, offered ? `${offered} holding a place` : null].filter(
    (part): part is string => part !== null,
  );
  return parts.length ? parts.join(' · ') : null;
}

/** The status of an entry that no longer waits, in words. */
export const DONE_WORDS: Record<Exclude<BusinessWaitlistEntry['status'], 'waiting' | 'offered'>, string> = {
  booked: 'Booked',
  expired: 'Expired',
  left: 'Left the waitlist',
};

/** `9:00 AM – 12:00 PM` (or `09:00 – 12:00` on a 24-hour clock), as the customer reads it too. */
export function windowWords(window: { from: string; to: string }, business: ClockSource): string {
  return windowText(window, hourCycleFor(business));
}

/** What is held: `10:30 AM with Maya Lopez`, `10:30 AM`, or for a date-only place `A place that day`. */
export function heldPlaceWords(
  offer: Pick<NonNullable<BusinessWaitlistEntry['offer']>, 'startTime' | 'teamMember'>,
  business: ClockSource,
): string {
  const when = offer.startTime ? businessTime(offer.startTime, business) : 'A place that day';
  return offer.teamMember ? `${when} with ${offer.teamMember.name}` : when;
}

/**
 * Until when an offer holds its place, in the business's zone: `Held until 3:15 PM` today, else
 * with its day (`Held until Thu, Mar 5, 9:00 AM`); once passed (the next answer moves it on),
 * `Hold ran out at 3:15 PM`.
 */
export function holdWords(
  expiresAt: string,
  business: { timezone: string } & ClockSource,
  now: Date,
): string {
  const words = heldUntilText(expiresAt, business.timezone, hourCycleFor(business), now);
  return Date.parse(expiresAt) <= now.getTime() ? `Hold ran out at ${words}` : `Held until ${words}`;
}
