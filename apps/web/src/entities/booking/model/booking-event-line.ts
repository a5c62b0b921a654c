// One line of a booking's history as the business reads it (decisions.md 9.2): what happened, who
// did it and in which role, and when, on the business's clock and in its zone: `Confirmed by Alex
// Stylist (staff) · 2:05 PM` today, `Booked by Sam Lee (customer) · Tue, Mar 3, 9:12 AM` before.
import {
  formatClockTime,
  hourCycleFor,
  utcToZonedDateTime,
  type BookingActorRole,
  type BookingEventAction,
} from '@booklane/shared/domain';
import type { BookingEvent } from '@booklane/shared/schemas';
import { formatDateShort } from '@/lib/format';

const ACTION_WORDS: Record<BookingEventAction, string> = {
  created: 'Booked',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Marked completed',
  'no-show': 'Marked as no-show',
  rescheduled: 'Moved',
};

const ROLE_WORDS: Record<BookingActorRole, string> = {
  customer: 'customer',
  guest: 'guest',
  owner: 'owner',
  staff: 'staff',
  system: 'system',
};

/** Who acted: `Alex Stylist (staff)`, `the owner` when no name was kept, `Booklane` for the system. */
function actorWords(actor: BookingEvent['actor']): string {
  if (actor.role === 'system') return 'Booklane';
  const name = actor.name?.trim();
  return name ? `${name} (${ROLE_WORDS[actor.role]})` : `the ${ROLE_WORDS[actor.role]}`;
}

export function bookingEventLine(
  event: BookingEvent,
  business: { timezone: string; currency?: string | null },
  now: Date,
): string {
  const at = utcToZonedDateTime(new Date(event.at), business.timezone);
  const today = utcToZonedDateTime(now, business.timezone).date;
  const time = formatClockTime(at.time, hourCycleFor(business));
  const when = at.date === today ? time : `${formatDateShort(at.date)}, ${time}`;
  return `${ACTION_WORDS[event.action]} by ${actorWords(event.actor)} · ${when}`;
}
