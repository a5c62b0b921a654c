// Calendar invites of decisions.md 8.2 (RFC 5545 / 5546), built with ical-generator: REQUEST on
// confirmation, reschedule and reminders (tentative while the business has to confirm a moved
// booking), CANCEL on cancellation; one UID for the booking's whole life and a
// SEQUENCE that grows with every change; all-day for date-only bookings, none for flexible ones.
import { addDays } from '@booklane/shared/domain';
import ical, {
  type ICalEventData,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { BookingEvent, BookingFacts } from './payload';

/** The invite's UID: `booking-{id}@HOST-OF-PUBLIC_URL`. */
function inviteUid(bookingId: string, publicUrl: string): string {
  return `booking-${bookingId}@${new URL(publicUrl).hostname}`;
}

/** Names in calendar parameters cannot hold quotes or line breaks (RFC 5545 3.2). */
const paramText = (text: string) =>
  [...text]
    .map((c) => (c === '"' || c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/ +/g, ' ')
    .trim();

/**
 * The calendar event of a booking: the invite's UID and SEQUENCE, its time (all-day for a
 * date-only booking), and tentative while it waits for the business. Null for a flexible booking.
 */
export function bookingCalendarEvent(
  booking: BookingFacts,
  options: { publicUrl: string; now: Date; cancelled?: boolean },
): ICalEventData | null {
  if (!booking.bookingDate) return null;
  const timed = booking.startsAt !== null;
  const start = timed ? new Date(booking.startsAt as string) : booking.bookingDate;
  // A booking without a duration takes the slot length the rules give it (30 minutes).
  const end = timed
    ? new Date(new Date(booking.startsAt as string).getTime() + (booking.durationMinutes ?? 30) * 60_000)
    : addDays(booking.bookingDate, 1);
  return {
    id: inviteUid(booking.bookingId, options.publicUrl),
    sequence: booking.icsSequence,
    stamp: options.now,
    start,
    end,
    allDay: !timed,
    summary: `${booking.serviceName} at ${booking.business.name}`,
    description: [
      `${booking.serviceName} at ${booking.business.name}`,
      booking.teamMemberName ? `With ${booking.teamMemberName}` : '',
      booking.business.phone ? `Phone: ${booking.business.phone}` : '',
      booking.notes ? `Notes: ${booking.notes}` : '',
      `${options.publicUrl}/${booking.business.username}`,
    ]
      .filter(Boolean)
      .join('\n'),
    ...(booking.business.address ? { location: booking.business.address } : {}),
    url: `${options.publicUrl}/${booking.business.username}`,
    // A booking waiting for the business (moved by its customer) is in the calendar as tentative.
    status: options.cancelled
      ? ICalEventStatus.CANCELLED
      : booking.status === 'pending'
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
    organizer: { name: paramText(booking.business.name), email: booking.business.email },
    attendees: [
      {
        name: paramText(booking.customer.name),
        email: booking.customer.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  };
}

/** The .ics text of the invite a booking event carries, or null (no invite, or a flexible booking). */
export function buildInvite(
  booking: BookingFacts,
  event: BookingEvent,
  options: { publicUrl: string; now: Date },
): { method: 'REQUEST' | 'CANCEL'; content: string } | null {
  if (!event.invite) return null;
  const data = bookingCalendarEvent(booking, { ...options, cancelled: event.invite === 'CANCEL' });
  if (!data) return null;
  const method = event.invite === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: 'Booklane', product: 'Booklane', language: 'EN' },
    method,
  });
  calendar.createEvent(data);
  return { method: event.invite, content: calendar.toString() };
}
