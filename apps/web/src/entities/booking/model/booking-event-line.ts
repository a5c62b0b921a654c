// One line of a booking's history as the business reads it (decisions.md 9.2): what happened, who
// did it and in which role, and when, on the business's clock and saying whose time it is:
// `Confirmed by Alex Stylist (staff) · 2:05 PM (EST)` today, `Booked by Sam Lee (customer) · Tue,
// Mar 3, 9:12 AM (America/New_York)` before, for a viewer in another zone.
import { hourCycleFor, type BookingActorRole, type BookingEventAction } from '@booklane/shared/domain';
import type { BookingEvent } from '@booklane/shared/schemas';
import { zonedInstantText } from './zoned-instant';

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
  viewerZone?: string,
): string {
  const when = zonedInstantText(event.at, business.timezone, {
    now,
    hourCycle: hourCycleFor(business),
    ...(viewerZone ? { viewerZone } : {}),
  });
  return `${ACTION_WORDS[event.action]} by ${actorWords(event.actor)} · ${when}`;
}
