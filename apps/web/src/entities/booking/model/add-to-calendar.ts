// "Add to calendar" for a booking (docs/decisions/0032, 0041): an iCalendar file (RFC 5545)
// written here, in the browser, since no route answers one booking's .ics (the emails' invites
// come with a confirmation; the account's feed is a subscription), and Google Calendar and
// Outlook.com links. Times are UTC instants; a date-only booking is an all-day event; a flexible
// one has no time, so there is nothing to add, nor is there for a booking that is over or
// cancelled. The UID is the one of the booking's email invites (`booking-{id}@host`), so the
// invite that confirms a request updates this event, not a copy.
import { addDays, DEFAULT_SLOT_DURATION_MINUTES, FALLBACK_NAMES } from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';

export type CalendarEvent = {
  uid: string;
  title: string;
  details: string;
  location: string | null;
  /** The business's page. */
  url: string | null;
  /** A timed event (UTC instants), or whole days (`first`, and the day after the last). */
  when: { kind: 'timed'; start: Date; end: Date } | { kind: 'all-day'; first: string; after: string };
  /** Waiting for the business: a tentative event. */
  tentative: boolean;
};

/**
 * The event of a booking, or null when there is nothing to put in a calendar: no time (flexible),
 * or no appointment ahead (cancelled, completed, no-show). `origin` is the web app's (its host
 * names the UID, as PUBLIC_URL's does in the invites).
 */
export function bookingCalendarEvent(
  booking: Pick<
    Booking,
    '_id' | 'status' | 'service' | 'business' | 'teamMember' | 'notes' | 'bookingDate' | 'startsAt'
  >,
  place: { origin: string; address?: string | null },
): CalendarEvent | null {
  if (!booking.bookingDate) return null;
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return null;
  const service = booking.service?.name || FALLBACK_NAMES.service;
  const business = booking.business?.name || FALLBACK_NAMES.business;
  const tentative = booking.status === 'pending';
  const start = booking.startsAt ? new Date(booking.startsAt) : null;
  const minutes =
    booking.service?.hasDuration && booking.service.duration
      ? booking.service.duration
      : DEFAULT_SLOT_DURATION_MINUTES;
  const when: CalendarEvent['when'] =
    start && !Number.isNaN(start.getTime())
      ? { kind: 'timed', start, end: new Date(start.getTime() + minutes * 60_000) }
      : { kind: 'all-day', first: booking.bookingDate, after: addDays(booking.bookingDate, 1) };
  const url = booking.business?.username ? `${place.origin}/${booking.business.username}` : null;
  const details = [
    `${service} at ${business}`,
    tentative ? `Requested: ${business} will confirm.` : '',
    booking.teamMember ? `With ${booking.teamMember.name}` : '',
    booking.notes.trim() ? `Notes: ${booking.notes.trim()}` : '',
    url ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    uid: `booking-${booking._id}@${new URL(place.origin).hostname}`,
    title: `${tentative ? 'Requested: ' : ''}${service} at ${business}`,
    details,
    location: place.address?.trim() || null,
    url,
    when,
    tentative,
  };
}

/** `20260602T080000Z`. */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** `2026-06-02` -> `20260602`. */
const dateStamp = (date: string) => date.replace(/-/g, '');

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped; no other controls. */
function icsText(value: string): string {
  return [...value.replace(/\r\n?/g, '\n')]
    .map((c) => {
      if (c === '\\') return '\\\\';
      if (c === ';') return '\\;';
      if (c === ',') return '\\,';
      if (c === '\n') return '\\n';
      const code = c.charCodeAt(0);
      return code < 32 || code === 127 ? ' ' : c;
    })
    .join('');
}

const encoder = new TextEncoder();

/** A content line folded at 75 octets (RFC 5545 3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const c of line) {
    const size = encoder.encode(c).length;
    // The first line holds 75 octets; each continuation, after its leading space, 74.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += c;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The .ics file of the event (one VEVENT), CRLF line ends; `now` is its DTSTAMP.
 * @internal Exported for its unit tests.
 */
export function calendarFileText(event: CalendarEvent, now: Date): string {
  const times =
    event.when.kind === 'timed'
      ? [`DTSTART:${utcStamp(event.when.start)}`, `DTEND:${utcStamp(event.when.end)}`]
      : [
          `DTSTART;VALUE=DATE:${dateStamp(event.when.first)}`,
          `DTEND;VALUE=DATE:${dateStamp(event.when.after)}`,
        ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Booklane//Booklane//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...times,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.details)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    // A URI is not TEXT: nothing to escape, but no line break may end the line early.
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    `STATUS:${event.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The file as a link's address (`<a download>`): nothing leaves the browser. */
export function calendarFileHref(event: CalendarEvent, now: Date): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarFileText(event, now))}`;
}

/** A file name of letters, digits and hyphens: `womens-haircut-2026-06-02.ics`. */
export function calendarFileName(serviceName: string, date: string): string {
  const slug = serviceName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'booking'}-${date}.ics`;
}

/**
 * Google Calendar's "create event" page with the event filled in:
 * `https://calendar.google.com/calendar/render?action=TEMPLATE&text=...&dates=START/END&details=...&location=...`
 * (timed: `YYYYMMDDTHHMMSSZ`, all-day: `YYYYMMDD`, the end exclusive).
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const dates =
    event.when.kind === 'timed'
      ? `${utcStamp(event.when.start)}/${utcStamp(event.when.end)}`
      : `${dateStamp(event.when.first)}/${dateStamp(event.when.after)}`;
  const params = [
    'action=TEMPLATE',
    `text=${encodeURIComponent(event.title)}`,
    `dates=${dates}`,
    `details=${encodeURIComponent(event.details)}`,
    ...(event.location ? [`location=${encodeURIComponent(event.location)}`] : []),
  ];
  return `https://calendar.google.com/calendar/render?${params.join('&')}`;
}

/** `2026-06-02T08:00:00Z`: the instant as Outlook reads it (seconds, no fraction). */
const outlookStamp = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Outlook.com's "new event" page with the event filled in:
 * `https://outlook.live.com/calendar/0/action/compose?subject=...&startdt=...&enddt=...&body=...&location=...`
 * (timed: UTC ISO 8601 instants; all-day: the dates with `allday=true`, the end exclusive as in
 * the .ics file and Google's link).
 */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const [start, end] =
    event.when.kind === 'timed'
      ? [outlookStamp(event.when.start), outlookStamp(event.when.end)]
      : [event.when.first, event.when.after];
  const params = [
    `subject=${encodeURIComponent(event.title)}`,
    `startdt=${encodeURIComponent(start)}`,
    `enddt=${encodeURIComponent(end)}`,
    ...(event.when.kind === 'all-day' ? ['allday=true'] : []),
    `body=${encodeURIComponent(event.details)}`,
    ...(event.location ? [`location=${encodeURIComponent(event.location)}`] : []),
  ];
  return `https://outlook.live.com/calendar/0/action/compose?${params.join('&')}`;
}
