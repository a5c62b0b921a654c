import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  bookingWhenText,
  businessInstantWords,
  cancelledByText,
  freeCancellationEndedText,
  freeCancellationUntilText,
  isCurrentTime,
  selfServiceState,
} from './self-service';

// Sunday 31 May 2026, 12:00 UTC.
const now = new Date('2026-05-31T12:00:00Z');
const booking = (overrides: Partial<Booking> = {}) =>
  ({
    status: 'confirmed',
    bookingDate: '2026-06-02',
    startTime: '10:00',
    changeableUntil: '2026-06-01T08:00:00.000Z',
    service: { _id: '11111111-1111-4111-8111-111111111111', name: 'Haircut' },
    business: { _id: '22222222-2222-4222-8222-222222222222', name: 'Luxe Hair', timezone: 'Europe/Berlin' },
    cancelledBy: null,
    ...overrides,
  }) as Booking;

describe('selfServiceState', () => {
  it('offers cancel and reschedule before the cut-off, naming it in the business time', () => {
    expect(selfServiceState(booking(), now, 'Europe/Berlin')).toEqual({
      kind: 'open',
      canReschedule: true,
      until: 'Monday 1 June 2026, 10:00',
    });
    expect(selfServiceState(booking({ status: 'pending' }), now, 'Europe/Berlin').kind).toBe('open');
  });

  it('adds the business zone when the visitor is elsewhere', () => {
    expect(selfServiceState(booking(), now, 'America/New_York')).toEqual({
      kind: 'open',
      canReschedule: true,
      until: 'Monday 1 June 2026, 10:00, Berlin time (Europe/Berlin)',
    });
  });

  it('replaces the buttons with the ended cut-off once it has passed (as the server: not at the instant itself)', () => {
    const late = new Date('2026-06-01T09:00:00Z');
    expect(selfServiceState(booking(), late, 'Europe/Berlin')).toEqual({
      kind: 'closed',
      ended: 'Monday 1 June 2026, 10:00',
    });
    expect(selfServiceState(booking(), new Date('2026-06-01T08:00:00Z'), 'Europe/Berlin').kind).toBe('open');
    expect(selfServiceState(booking(), new Date('2026-06-01T08:00:00.001Z'), 'Europe/Berlin').kind).toBe(
      'closed',
    );
  });

  it('lets a flexible booking be cancelled at any time, without a reschedule', () => {
    expect(
      selfServiceState(
        booking({ bookingDate: null, startTime: null, changeableUntil: null }),
        now,
        'Europe/Berlin',
      ),
    ).toEqual({ kind: 'open', canReschedule: false, until: null });
  });

  it('moves date-only and time-only bookings, but not one whose service was deleted', () => {
    expect(selfServiceState(booking({ startTime: null }), now, 'UTC')).toMatchObject({ canReschedule: true });
    const deleted = booking({ service: { ...booking().service!, _id: null } });
    expect(selfServiceState(deleted, now, 'UTC')).toMatchObject({ kind: 'open', canReschedule: false });
    expect(selfServiceState(booking({ service: null }), now, 'UTC')).toMatchObject({ canReschedule: false });
  });

  it('offers nothing for a finished booking', () => {
    expect(selfServiceState(booking({ status: 'cancelled' }), now, 'UTC')).toEqual({ kind: 'none' });
    expect(selfServiceState(booking({ status: 'completed' }), now, 'UTC')).toEqual({ kind: 'none' });
  });

  it("falls back to the visitor's zone when the answer has no business zone", () => {
    const noZone = booking({ business: { _id: booking().business._id, name: 'Luxe Hair' } });
    // Nothing says which clock either: the spec's 12-hour one.
    expect(selfServiceState(noZone, now, 'UTC')).toMatchObject({ until: 'Monday 1 June 2026, 8:00 AM' });
  });

  it("names the cut-off on the business's clock", () => {
    const newYork = booking({
      business: { ...booking().business, timezone: 'America/New_York', currency: 'USD' },
      changeableUntil: '2026-06-01T18:30:00.000Z',
    });
    expect(selfServiceState(newYork, now, 'America/New_York')).toMatchObject({
      until: 'Monday 1 June 2026, 2:30 PM',
    });
  });
});

describe('the words', () => {
  it('says until when, and when it ended', () => {
    expect(freeCancellationUntilText('Monday 1 June 2026, 10:00')).toBe(
      'Free cancellation until Monday 1 June 2026, 10:00.',
    );
    expect(freeCancellationEndedText('Monday 1 June 2026, 10:00')).toBe(
      'Free cancellation ended on Monday 1 June 2026, 10:00.',
    );
  });

  it('reads an instant in the business zone', () => {
    expect(businessInstantWords(new Date('2026-01-05T23:30:00Z'), 'Asia/Tokyo', 'Asia/Tokyo', 'h23')).toBe(
      'Tuesday 6 January 2026, 08:30',
    );
    expect(businessInstantWords(new Date('2026-01-05T23:30:00Z'), 'Asia/Tokyo', 'Asia/Tokyo', 'h12')).toBe(
      'Tuesday 6 January 2026, 8:30 AM',
    );
  });

  it('says who cancelled', () => {
    expect(cancelledByText(booking({ status: 'cancelled', cancelledBy: 'customer' }))).toBe(
      'Cancelled by you',
    );
    expect(cancelledByText(booking({ status: 'cancelled', cancelledBy: 'business' }))).toBe(
      'Cancelled by the business',
    );
    expect(cancelledByText(booking({ status: 'cancelled', cancelledBy: null }))).toBeNull();
    expect(cancelledByText(booking({ status: 'confirmed', cancelledBy: 'customer' }))).toBeNull();
  });
});

describe('bookingWhenText', () => {
  it("shows what the booking type has, on the business's clock", () => {
    const at = {
      bookingDate: '2026-06-01',
      startTime: '14:30',
      localStartTime: '2026-06-01T14:30',
      business: { _id: booking().business._id, name: 'Luxe Hair', timezone: 'America/New_York' },
    };
    expect(bookingWhenText(at)).toBe('Mon, Jun 1 · 2:30 PM');
    expect(bookingWhenText({ ...at, business: booking().business })).toBe('Mon, Jun 1 · 14:30');
    expect(bookingWhenText({ ...at, startTime: null, localStartTime: null })).toBe('Mon, Jun 1');
    expect(bookingWhenText({ ...at, bookingDate: null, startTime: null, localStartTime: null })).toBe(
      'Any time (flexible)',
    );
  });
});

describe('isCurrentTime', () => {
  const b = booking();
  it('compares what each booking type chooses', () => {
    expect(isCurrentTime(b, 'datetime', { bookingDate: '2026-06-02', startTime: '10:00' }, now, 'UTC')).toBe(
      true,
    );
    expect(isCurrentTime(b, 'datetime', { bookingDate: '2026-06-02', startTime: '11:00' }, now, 'UTC')).toBe(
      false,
    );
    expect(isCurrentTime(b, 'date-only', { bookingDate: '2026-06-02', startTime: '' }, now, 'UTC')).toBe(
      true,
    );
    expect(isCurrentTime(b, 'flexible', { bookingDate: '', startTime: '' }, now, 'UTC')).toBe(false);
  });

  it('treats a time-only choice as the same only on the day of the booking', () => {
    const today = booking({ bookingDate: '2026-05-31' });
    expect(isCurrentTime(today, 'time-only', { bookingDate: '', startTime: '10:00' }, now, 'UTC')).toBe(true);
    expect(isCurrentTime(b, 'time-only', { bookingDate: '', startTime: '10:00' }, now, 'UTC')).toBe(false);
  });
});
