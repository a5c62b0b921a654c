// Where the booking sheet offers the waitlist, and the range its form opens with.
import type { ServiceAvailability } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { aBusiness, aService } from '@/test-utils/fixtures';
import { dayHours, prefillWindow, waitlistStart } from './waitlist-model';

type Day = ServiceAvailability['days'][number];
const slot = (startTime: string | null, remaining: number | null) => ({
  startTime,
  remaining,
  teamMemberIds: [],
});
const answer = (days: Day[], bookingType: ServiceAvailability['bookingType'] = 'datetime') => ({
  timezone: 'America/New_York',
  bookingType,
  days,
});
const TUE: Day = { date: '2026-03-03', open: true, slots: [slot('15:00', 1), slot('15:30', 0)] };
const WED_FULL: Day = { date: '2026-03-04', open: true, slots: [slot('09:00', 0), slot('09:30', 0)] };
const CLOSED: Day = { date: '2026-03-02', open: false, slots: [] };
const none = { bookingDate: '', startTime: '' };

describe('waitlistStart', () => {
  it('offers the day looked at when one of its times is full, from that time', () => {
    const availability = answer([CLOSED, TUE, WED_FULL]);
    expect(waitlistStart('datetime', availability, { bookingDate: '2026-03-03', startTime: '' })).toEqual({
      date: '2026-03-03',
      fullTime: '15:30',
    });
    // The chosen time filled up meanwhile.
    const filled = answer([{ ...TUE, slots: [slot('15:00', 0), slot('15:30', 0), slot('16:00', 1)] }]);
    expect(waitlistStart('datetime', filled, { bookingDate: '2026-03-03', startTime: '15:30' })).toEqual({
      date: '2026-03-03',
      fullTime: '15:30',
    });
  });

  it('offers a whole day without a free time, the one looked at or else the first of the strip', () => {
    const availability = answer([CLOSED, { ...TUE, slots: [slot('15:00', 1)] }, WED_FULL]);
    expect(waitlistStart('datetime', availability, { bookingDate: '2026-03-04', startTime: '' })).toEqual({
      date: '2026-03-04',
      fullTime: null,
    });
    expect(waitlistStart('datetime', availability, { bookingDate: '2026-03-03', startTime: '' })).toEqual({
      date: '2026-03-04',
      fullTime: null,
    });
    expect(waitlistStart('datetime', availability, none)).toEqual({ date: '2026-03-04', fullTime: null });
  });

  it('offers a full date-only day, and today of a time-only service', () => {
    const dateOnly = answer(
      [
        { date: '2026-03-03', open: true, slots: [slot(null, 2)] },
        { date: '2026-03-04', open: true, slots: [slot(null, 0)] },
      ],
      'date-only',
    );
    expect(waitlistStart('date-only', dateOnly, { bookingDate: '2026-03-04', startTime: '' })).toEqual({
      date: '2026-03-04',
      fullTime: null,
    });
    expect(waitlistStart('date-only', dateOnly, { bookingDate: '2026-03-03', startTime: '' })).toEqual({
      date: '2026-03-04',
      fullTime: null,
    });
    const today = answer(
      [{ date: '2026-03-02', open: true, slots: [slot('10:00', 0), slot('11:00', 1)] }],
      'time-only',
    );
    expect(waitlistStart('time-only', today, none)).toEqual({ date: '2026-03-02', fullTime: '10:00' });
  });

  it('offers nothing while every time has a place, without a slot limit, or for a flexible service', () => {
    const free = answer([{ ...TUE, slots: [slot('15:00', 1)] }]);
    expect(waitlistStart('datetime', free, { bookingDate: '2026-03-03', startTime: '' })).toBeNull();
    const unlimited = answer([{ ...TUE, slots: [slot('15:00', null)] }]);
    expect(waitlistStart('datetime', unlimited, none)).toBeNull();
    expect(waitlistStart('time-only', answer([TUE], 'time-only'), none)).toEqual({
      date: '2026-03-03',
      fullTime: '15:30',
    });
    expect(
      waitlistStart('time-only', answer([{ ...TUE, slots: [slot('15:00', 1)] }], 'time-only'), none),
    ).toBeNull();
    expect(waitlistStart('flexible', { ...answer([]), remaining: 0 }, none)).toBeNull();
    expect(waitlistStart('datetime', undefined, none)).toBeNull();
  });
});

describe('prefillWindow', () => {
  const service = aService({ duration: 30 });
  // Monday 2 March 2026, 8:00 in New York; the default hours are 9:00-17:00 on weekdays.
  const now = new Date('2026-03-02T13:00:00Z');

  it('runs from a full time for an hour, not past the end of the last time', () => {
    expect(prefillWindow(service, aBusiness(), TUE, { date: '2026-03-03', fullTime: '15:30' }, now)).toEqual({
      from: '15:30',
      to: '16:00',
    });
    const day = { ...TUE, slots: [slot('10:00', 0), slot('16:30', 1)] };
    expect(prefillWindow(service, aBusiness(), day, { date: '2026-03-03', fullTime: '10:00' }, now)).toEqual({
      from: '10:00',
      to: '11:00',
    });
  });

  it("covers a whole day's times, or its opening hours when it lists none", () => {
    expect(
      prefillWindow(service, aBusiness(), WED_FULL, { date: '2026-03-04', fullTime: null }, now),
    ).toEqual({
      from: '09:00',
      to: '10:00',
    });
    expect(
      prefillWindow(service, aBusiness(), undefined, { date: '2026-03-04', fullTime: null }, now),
    ).toEqual({
      from: '09:00',
      to: '17:00',
    });
    const override = aBusiness({
      dateOverrides: [{ date: '2026-03-04', start: '12:00', end: '14:00', note: '' }],
    });
    expect(prefillWindow(service, override, undefined, { date: '2026-03-04', fullTime: null }, now)).toEqual({
      from: '12:00',
      to: '14:00',
    });
  });

  it('starts no earlier than now today', () => {
    const noon = new Date('2026-03-02T17:05:00Z'); // 12:05 in New York
    expect(
      prefillWindow(service, aBusiness(), undefined, { date: '2026-03-02', fullTime: null }, noon),
    ).toEqual({
      from: '12:15',
      to: '17:00',
    });
  });

  it("reads a date's hours: the override first, closed days none", () => {
    expect(dayHours(service, aBusiness(), '2026-03-03')).toEqual({ open: 540, close: 1020 });
    expect(dayHours(service, aBusiness(), '2026-03-07')).toBeNull();
    const closed = aBusiness({ dateOverrides: [{ date: '2026-03-03', closed: true, note: 'Training' }] });
    expect(dayHours(service, closed, '2026-03-03')).toBeNull();
  });
});
