// Customer self-service (decisions.md 8.3 and 8.5): when a booking starts, until when its customer
// may cancel or move it, when its reminders go out, and when the business may mark it completed.
// Pure: the caller passes `now` and the business's zone.

import { BOOKING_TYPE_RULES, type BookingType } from './booking-types';
import {
  deadlineWords,
  formatClockTime,
  hourCycleFor,
  type ClockSource,
  type HourCycle,
} from './clock-format';
import { MANAGE_LINK_VALID_DAYS } from './constants';
import {
  BOOKING_MESSAGES,
  cancellationClosedMessage,
  cancellationPolicyText,
  freeCancellationDeadlineText,
  insideCancellationWindowText,
} from './messages';
import type { BookingStatus } from './status';
import { isValidDate, isValidTime, todayInZone, utcToZonedDateTime, zonedDateTimeToUtc } from './time';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

/** The part of a booking that says when it takes place. */
export type BookingWhen = {
  /** `YYYY-MM-DD`, business local; null for a flexible booking. */
  bookingDate: string | null;
  /** The UTC start when the booking has a time (datetime, time-only). */
  startsAt: Date | string | null;
};

/**
 * The instant a booking starts: its start time, or the start of its day (business local) for a
 * date-only booking; null for a flexible one (no time agreed in the app).
 *
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function bookingStart(when: BookingWhen, timeZone: string): Date | null {
  if (when.startsAt) return new Date(when.startsAt);
  if (!when.bookingDate) return null;
  // Midnight, or the first minute of the day that exists (a zone may skip midnight in spring).
  return (
    zonedDateTimeToUtc(when.bookingDate, '00:00', timeZone) ??
    zonedDateTimeToUtc(when.bookingDate, '01:00', timeZone)
  );
}

/** Until when the customer may cancel or reschedule: `noticeHours` before the start; null without a start. */
export function changeCutoff(when: BookingWhen, timeZone: string, noticeHours: number): Date | null {
  const start = bookingStart(when, timeZone);
  return start ? new Date(start.getTime() - noticeHours * MS_PER_HOUR) : null;
}

/**
 * `Tuesday 2 June 2026, 10:00` (`10:00 AM` on a 12-hour clock) in the business's zone: how the
 * cut-off is named.
 */
export function localInstantWords(instant: Date, timeZone: string, hourCycle: HourCycle): string {
  const { date, time } = utcToZonedDateTime(instant, timeZone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
  return `${day.replace(',', '')}, ${formatClockTime(time, hourCycle)}`;
}

export type CustomerChangeCheck =
  | { allowed: true; cutoff: Date | null }
  | { allowed: false; reason: 'status' | 'cutoff'; message: string; cutoff: Date | null };

/**
 * Whether the customer may cancel or reschedule now (decisions.md 8.3): a pending or confirmed
 * booking, until `noticeHours` before its start (a flexible booking has no start: always).
 */
export function customerChangeCheck(
  booking: BookingWhen & { status: BookingStatus },
  business: { timezone: string; cancellationNoticeHours: number } & ClockSource,
  now: Date,
): CustomerChangeCheck {
  const cutoff = changeCutoff(booking, business.timezone, business.cancellationNoticeHours);
  if (booking.status !== 'pending' && booking.status !== 'confirmed') {
    return { allowed: false, reason: 'status', message: BOOKING_MESSAGES.customerChangeOnlyActive, cutoff };
  }
  if (cutoff && now.getTime() > cutoff.getTime()) {
    return {
      allowed: false,
      reason: 'cutoff',
      message: cancellationClosedMessage(
        localInstantWords(cutoff, business.timezone, hourCycleFor(business)),
      ),
      cutoff,
    };
  }
  return { allowed: true, cutoff };
}

/** What the booking form can say about cancelling the time being chosen (docs/decisions/0032). */
export type ChoiceCancellation =
  /** Nothing with a start is chosen yet: the business's rule in general. */
  | { kind: 'policy' }
  /** A flexible service: no start, so no cut-off (`customerChangeCheck` always allows). */
  | { kind: 'anytime' }
  /** The customer may cancel the chosen time themselves until `cutoff`. */
  | { kind: 'until'; cutoff: Date }
  /** The chosen time starts within the business's notice: only the business can cancel it. */
  | { kind: 'inside-window'; cutoff: Date };

/**
 * Until when the customer could cancel the time being chosen (`choice`: '' for not chosen), by the
 * rule `customerChangeCheck` applies to the booking it becomes: the start less the business's
 * notice. A time-only choice is for today; a date-only one starts at the beginning of its day
 * (business local), as `bookingStart` says; a flexible one has no cut-off.
 */
export function choiceCancellation(
  bookingType: BookingType,
  choice: { bookingDate: string; startTime: string },
  business: { timezone: string; cancellationNoticeHours: number },
  now: Date,
): ChoiceCancellation {
  if (bookingType === 'flexible') return { kind: 'anytime' };
  const rules = BOOKING_TYPE_RULES[bookingType];
  const date = rules.needsDate ? choice.bookingDate : todayInZone(now, business.timezone);
  if (!isValidDate(date)) return { kind: 'policy' };
  let startsAt: Date | null = null;
  if (rules.needsTime) {
    if (!isValidTime(choice.startTime)) return { kind: 'policy' };
    startsAt = zonedDateTimeToUtc(date, choice.startTime, business.timezone);
    if (!startsAt) return { kind: 'policy' };
  }
  const cutoff = changeCutoff(
    { bookingDate: date, startsAt },
    business.timezone,
    business.cancellationNoticeHours,
  );
  if (!cutoff) return { kind: 'policy' };
  // As `customerChangeCheck`: still allowed at the cut-off itself.
  return now.getTime() <= cutoff.getTime() ? { kind: 'until', cutoff } : { kind: 'inside-window', cutoff };
}

/**
 * The booking form's cancellation line for the time being chosen: `Free cancellation until Tue
 * 14:00` (the deadline in the business's zone and clock), the window's warning, `Free cancellation
 * at any time` (flexible), or the general rule while nothing is chosen.
 */
export function choiceCancellationText(
  cancellation: ChoiceCancellation,
  business: { timezone: string; cancellationNoticeHours: number } & ClockSource,
  now: Date,
): string {
  switch (cancellation.kind) {
    case 'policy':
      return cancellationPolicyText(business.cancellationNoticeHours);
    case 'anytime':
      return freeCancellationDeadlineText(null);
    case 'until':
      return freeCancellationDeadlineText(
        deadlineWords(cancellation.cutoff, business.timezone, hourCycleFor(business), now),
      );
    case 'inside-window':
      return insideCancellationWindowText(business.cancellationNoticeHours);
  }
}

/** Whether the booking's start has passed (a business marks it completed only then; flexible: any time). */
export function hasStarted(when: BookingWhen, timeZone: string, now: Date): boolean {
  const start = bookingStart(when, timeZone);
  return start === null || start.getTime() <= now.getTime();
}

/**
 * The reminders of a booking: one per lead time, at its start minus the lead, only those still
 * ahead of `now` (none for a time already past), soonest first; none without a start.
 */
export function reminderTimes(
  when: BookingWhen,
  timeZone: string,
  leadMinutes: readonly number[],
  now: Date,
): Array<{ leadMinutes: number; sendAt: Date }> {
  const start = bookingStart(when, timeZone);
  if (!start) return [];
  return [...new Set(leadMinutes)]
    .map((lead) => ({ leadMinutes: lead, sendAt: new Date(start.getTime() - lead * MS_PER_MINUTE) }))
    .filter((r) => r.sendAt.getTime() > now.getTime())
    .sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime());
}

/**
 * Until when a guest's manage link works: 7 days after the booking's start; a flexible booking's
 * link, 7 days after `since` (its last change) once it is over, and while it is active.
 */
export function manageLinkValidUntil(
  booking: BookingWhen & { status: BookingStatus; updatedAt: Date | string },
  timeZone: string,
): Date | null {
  const start = bookingStart(booking, timeZone);
  if (start) return new Date(start.getTime() + MANAGE_LINK_VALID_DAYS * MS_PER_DAY);
  if (booking.status === 'pending' || booking.status === 'confirmed') return null;
  return new Date(new Date(booking.updatedAt).getTime() + MANAGE_LINK_VALID_DAYS * MS_PER_DAY);
}
