import type { BookingChange } from '@booklane/shared/realtime/event-maps';
import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { bookingChangeToast } from './live-customer-bookings';

const booking = {
  _id: '11111111-1111-4111-8111-111111111111',
  service: { _id: null, name: 'Haircut' },
  business: { _id: '22222222-2222-4222-8222-222222222222', name: 'Luxe Hair' },
} as Booking;
const change = (overrides: Partial<BookingChange>): BookingChange => ({
  change: 'confirmed',
  by: 'business',
  booking,
  ...overrides,
});

describe('bookingChangeToast', () => {
  it("tells the business's answers", () => {
    expect(bookingChangeToast(change({}))).toBe('Luxe Hair confirmed your Haircut booking.');
    expect(bookingChangeToast(change({ change: 'cancelled' }))).toBe(
      'Luxe Hair cancelled your Haircut booking.',
    );
    expect(bookingChangeToast(change({ change: 'completed' }))).toBe(
      'Luxe Hair marked your Haircut booking as completed.',
    );
  });

  it('tells where the business moved a booking, on its clock', () => {
    const moved = {
      ...booking,
      bookingDate: '2026-03-05',
      startTime: '14:30',
      localStartTime: '2026-03-05T14:30',
    };
    expect(bookingChangeToast(change({ change: 'rescheduled', booking: moved }))).toBe(
      'Luxe Hair moved your Haircut booking to Thu, Mar 5 at 2:30 PM.',
    );
  });

  it('uses the fallback names', () => {
    expect(
      bookingChangeToast(
        change({ booking: { ...booking, service: null, business: { ...booking.business, name: '' } } }),
      ),
    ).toBe('Unknown Business confirmed your booking.');
  });

  it("stays quiet about the customer's own changes and new bookings", () => {
    expect(bookingChangeToast(change({ by: 'customer', change: 'cancelled' }))).toBeNull();
    expect(bookingChangeToast(change({ by: 'guest', change: 'rescheduled' }))).toBeNull();
    expect(bookingChangeToast(change({ change: 'created' }))).toBeNull();
  });
});
