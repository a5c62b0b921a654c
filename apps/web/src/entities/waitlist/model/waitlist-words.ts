// What the waitlist's screens say (decisions.md 9.3): which services take a waitlist, a place in
// line, the time range waited for, a held place and until when it is held, the countdown, and how
// an offer ended. Dates and times are the business's local ones, on its clock (`hourCycleFor`).
import {
  formatClockTime,
  utcToZonedDateTime,
  WAITLIST_MESSAGES,
  type HourCycle,
  type WaitlistOfferStatus,
} from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';
import { formatDateShort } from '@/lib/format';

/** Whether a service of this type takes a waitlist: the shared rule the server keeps too. */
export { takesWaitlist } from '@booklane/shared/domain';

/** `Number 2 in line`. */
export function positionText(position: number): string {
  return `Number ${position} in line`;
}

/** `2:00 PM – 4:00 PM` (h12) or `14:00 – 16:00` (h23). */
export function windowText(window: { from: string; to: string }, hourCycle: HourCycle): string {
  return `${formatClockTime(window.from, hourCycle)} – ${formatClockTime(window.to, hourCycle)}`;
}

/** The member waited for: their name, or `Anyone`. */
export function memberText(member: { name: string } | null): string {
  return member?.name || 'Anyone';
}

/** A held place: `Tue, Mar 3 at 3:00 PM`, or `Tue, Mar 3` for a date-only place. */
export function placeText(place: { date: string; startTime: string | null }, hourCycle: HourCycle): string {
  const day = formatDateShort(place.date);
  return place.startTime ? `${day} at ${formatClockTime(place.startTime, hourCycle)}` : day;
}

/**
 * Until when a place is held, in the business's zone: `3:15 PM` on the day of `now` there, else
 * with its day (`Wed, Mar 4, 9:00 AM`): a hold may run up to a day.
 */
export function heldUntilText(expiresAt: string, timeZone: string, hourCycle: HourCycle, now: Date): string {
  const at = utcToZonedDateTime(new Date(expiresAt), timeZone);
  const today = utcToZonedDateTime(now, timeZone).date;
  const time = formatClockTime(at.time, hourCycle);
  return at.date === today ? time : `${formatDateShort(at.date)}, ${time}`;
}

/** Milliseconds until `expiresAt` from `now` (0 once it has passed). */
export function remainingMs(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown as a clock shows it: `14:59`, `00:05`; from an hour on `1:05:00` (a hold may last a
 * day). A part of a second left counts as a second, so `00:00` means the time is up.
 */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** Why an offer can no longer be taken, in the server's words; null while held or once claimed. */
export function offerEndedText(status: WaitlistOfferStatus): string | null {
  switch (status) {
    case 'declined':
      return WAITLIST_MESSAGES.offerDeclined;
    case 'expired':
      return WAITLIST_MESSAGES.offerExpired;
    case 'withdrawn':
      return WAITLIST_MESSAGES.offerWithdrawn;
    default:
      return null;
  }
}

/**
 * The headline of a claimed place: `Booked!`, or `Requested: the business will confirm it` when
 * the booking waits for the business (a service that needs approval).
 */
export function claimedText(pending: boolean): string {
  return pending ? 'Requested: the business will confirm it' : 'Booked!';
}

/** Whether a claim's booking waits for the business's answer. */
export function claimIsPending(booking: Pick<Booking, 'status'>): boolean {
  return booking.status === 'pending';
}

/**
 * The answer to a join, under its title "You're on the waitlist": `You're number 2 in line. We'll
 * email you when a place frees up.`
 */
export function joinedText(position: number): string {
  return `You're number ${position} in line. We'll email you when a place frees up.`;
}
