import { describe, expect, it } from 'vitest';
import { bookingEventLine } from './booking-event-line';

const newYork = { timezone: 'America/New_York', currency: 'USD' };
const berlin = { timezone: 'Europe/Berlin', currency: 'EUR' };
// Wednesday 4 March 2026, 15:00 UTC.
const now = new Date('2026-03-04T15:00:00Z');

describe('bookingEventLine', () => {
  it("says what happened, who did it and when on the business's clock", () => {
    const confirmed = {
      action: 'confirmed' as const,
      at: '2026-03-04T14:05:00.000Z',
      actor: { role: 'staff' as const, name: 'Alex Stylist' },
    };
    expect(bookingEventLine(confirmed, newYork, now, 'America/New_York')).toBe(
      'Confirmed by Alex Stylist (staff) · 9:05 AM (EST)',
    );
    expect(bookingEventLine(confirmed, berlin, now, 'Europe/Berlin')).toBe(
      'Confirmed by Alex Stylist (staff) · 15:05 (GMT+1)',
    );
    // A viewer elsewhere is told whose time it is by the zone's name.
    expect(bookingEventLine(confirmed, berlin, now, 'America/New_York')).toBe(
      'Confirmed by Alex Stylist (staff) · 15:05 (Europe/Berlin)',
    );
  });

  it('gives the day of an earlier line, and words for an actor without a name', () => {
    expect(
      bookingEventLine(
        { action: 'created', at: '2026-03-03T14:12:00.000Z', actor: { role: 'guest', name: 'Sam Lee' } },
        newYork,
        now,
        'America/New_York',
      ),
    ).toBe('Booked by Sam Lee (guest) · Tue, Mar 3, 9:12 AM (EST)');
    expect(
      bookingEventLine(
        { action: 'no-show', at: '2026-03-04T14:00:00.000Z', actor: { role: 'owner', name: null } },
        newYork,
        now,
        'America/New_York',
      ),
    ).toBe('Marked as no-show by the owner · 9:00 AM (EST)');
    expect(
      bookingEventLine(
        { action: 'completed', at: '2026-03-04T14:00:00.000Z', actor: { role: 'system', name: null } },
        newYork,
        now,
        'Europe/London',
      ),
    ).toBe('Marked completed by Booklane · 9:00 AM (America/New_York)');
  });
});
