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
  it('keeps the customer phone, and names a customer without a name', () => {
    expect(bookingContact({ ...guest, customer: { name: '', email: '', phone: '+1 555 0100' } })).toEqual({
      name: 'Customer',
      email: null,
      phone: '+1 555 0100',
      isGuest: false,
    });
  });
  it('names a guest without a name', () => {
    expect(bookingContact({ customer: null, guestName: null, guestEmail: null, guestPhone: null }).name).toBe(
      'Guest',
    );
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
  it('reads the date and time fields of a booking without a local start', () => {
    expect(bookingLocalWhen({ localStartTime: null, bookingDate: '2026-03-02', startTime: '09:30' })).toEqual(
      {
        date: '2026-03-02',
        time: '09:30',
      },
    );
  });
  it('has neither for a flexible booking', () => {
    expect(bookingLocalWhen({ localStartTime: null, bookingDate: null, startTime: null })).toEqual({
      date: null,
      time: null,
    });
  });
});
