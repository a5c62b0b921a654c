import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { bookingActionLabel } from './booking-action-label';

const booking: Booking = {
  _id: '00000000-0000-4000-8000-000000000010',
  status: 'pending',
  service: {
    _id: '00000000-0000-4000-8000-000000000011',
    name: "Women's Haircut",
    duration: 60,
    price: 45,
    hasDuration: true,
    hasPricing: true,
  },
  business: { _id: '00000000-0000-4000-8000-000000000012', name: 'Luxe Hair', timezone: 'Europe/Berlin' },
  customer: { name: 'Alex Morgan', email: 'alex@example.test', phone: null },
  teamMember: null,
  guestName: null,
  guestEmail: null,
  guestPhone: null,
  notes: '',
  bookingDate: '2026-11-27',
  startTime: '15:00',
  localStartTime: '2026-11-27T15:00',
  startsAt: '2026-11-27T14:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  cancelledBy: null,
  changeableUntil: null,
};

describe('bookingActionLabel', () => {
  it('names the service, the person and the business-local day and time after the visible verb', () => {
    expect(bookingActionLabel('Confirm', booking)).toBe(
      "Confirm Women's Haircut for Alex Morgan, Fri 27 Nov 15:00",
    );
    expect(bookingActionLabel('Mark Completed', booking)).toBe(
      "Mark Completed Women's Haircut for Alex Morgan, Fri 27 Nov 15:00",
    );
  });

  it('uses the local start time, not the instant, and a single-digit day as is', () => {
    const early = {
      ...booking,
      bookingDate: '2026-03-02',
      startTime: '09:30',
      localStartTime: '2026-03-02T09:30',
    };
    expect(bookingActionLabel('Cancel', early)).toBe(
      "Cancel Women's Haircut for Alex Morgan, Mon 2 Mar 09:30",
    );
  });

  it("writes the time on the business's clock: 12-hour for a business in New York", () => {
    const newYork = { ...booking, business: { ...booking.business, timezone: 'America/New_York' } };
    expect(bookingActionLabel('Confirm', newYork)).toBe(
      "Confirm Women's Haircut for Alex Morgan, Fri 27 Nov 3:00 PM",
    );
  });

  it('names a guest, a date-only and a flexible booking', () => {
    const guest = { ...booking, customer: null, guestName: 'Robin Guest', guestEmail: 'robin@example.test' };
    expect(bookingActionLabel('Remove', { ...guest, startTime: null, localStartTime: null })).toBe(
      "Remove Women's Haircut for Robin Guest, Fri 27 Nov",
    );
    expect(
      bookingActionLabel('Confirm', { ...booking, bookingDate: null, startTime: null, localStartTime: null }),
    ).toBe("Confirm Women's Haircut for Alex Morgan, flexible timing");
  });

  it('falls back to the generic service name when the service is gone', () => {
    expect(bookingActionLabel('Cancel', { ...booking, service: null })).toMatch(
      /^Cancel \S.* for Alex Morgan, Fri 27 Nov 15:00$/,
    );
  });
});
