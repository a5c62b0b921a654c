// Calendar dates and time zones as the visitor reads them. Booking dates are business-local
// calendar days (`YYYY-MM-DD`): they are formatted as days, never converted through an instant.

import { DATE_PATTERN } from '@booklane/shared/domain';

function dayAsUtc(date: string): Date | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

/** `2026-03-02` -> `Monday, March 2, 2026`; the input as is when it is not a date. */
export function formatDateLong(date: string): string {
  const day = dayAsUtc(date);
  if (!day) return date;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** `2026-03-02` -> `Mon, Mar 2`. */
export function formatDateShort(date: string): string {
  const day = dayAsUtc(date);
  if (!day) return date;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** The visitor's IANA zone (the browser's). */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * decisions.md section 7: times are the business's local times, labelled with its zone when it
 * differs from the visitor's. Answers the label (`Europe/Berlin` -> `Berlin time (Europe/Berlin)`)
 * or null when no label is needed.
 */
export function timeZoneNote(businessZone: string | null | undefined, visitorZone: string): string | null {
  if (!businessZone || businessZone === visitorZone) return null;
  const city = businessZone.split('/').pop()?.replace(/_/g, ' ');
  return city && city !== businessZone ? `${city} time (${businessZone})` : `${businessZone} time`;
}
