import { describe, expect, it } from 'vitest';
import { bookingContact, bookingLocalWhen } from './booking-display';

const guest = { customer: null, guestName: 'Gina', guestEmail: 'g@x.test', guestPhone: '123' };

describe('bookingContact', () => {
  it('prefers the signed-in customer', () => {
    expect(bookingContact({ ...guest, customer: { name: 'Casey', email: 'c@x.test', phone: null } })).toEqual(
      { name: 'Casey', email: 'c@x.test', phone: null, isGuest: false },
    );
  });
  it('falls back to the guest fields', () => {
    expect(bookingContact(guest)).toEqual({ name: 'Gina', email: 'g@x.test', phone: '123', isGuest: true });
  });
  it('names an unknown guest', () => {
    expect(bookingContact({ customer: null, guestName: ' ', guestEmail: null, guestPhone: null }).name).toBe(
      'Guest',
    );
  });
});

describe('bookingLocalWhen', () => {
  it('reads the local start time', () => {
    expect(
      bookingLocalWhen({ localStartTime: '2026-03-02T09:30', bookingDate: '2026-03-02', startTime: '09:30' }),
    ).toEqual({ date: '2026-03-02', time: '09:30' });
  });
  it('keeps the date of a date-only booking', () => {
    expect(bookingLocalWhen({ localStartTime: null, bookingDate: '2026-03-02', startTime: null })).toEqual({
      date: '2026-03-02',
      time: null,
    });
  });
  it('has neither for a flexible booking', () => {
    expect(bookingLocalWhen({ localStartTime: null, bookingDate: null, startTime: null })).toEqual({
      date: null,
      time: null,
    });
  });
});
