import { describe, expect, it } from 'vitest';
import type { BookingType, BookingTypeDraft } from './booking-types';
import { applyBookingType, BOOKING_TYPE_RULES, BOOKING_TYPES, intervalWarningApplies } from './booking-types';
import { defaultBreakHour, defaultSchedule } from './schedule';

describe('booking type rules', () => {
  it('lists the four types, datetime first (the default)', () => {
    expect(BOOKING_TYPES).toEqual(['datetime', 'date-only', 'time-only', 'flexible']);
  });

  it.each<[BookingType, boolean, boolean, boolean, boolean, boolean]>([
    // type, needsDate, needsTime, customSchedule, breakHours, intervals
    ['datetime', true, true, true, true, true],
    ['date-only', true, false, true, false, false],
    ['time-only', false, true, false, true, true],
    ['flexible', false, false, false, false, false],
  ])(
    '%s: date %s, time %s, custom schedule %s, breaks %s, intervals %s',
    (type, date, time, custom, breaks, intervals) => {
      expect(BOOKING_TYPE_RULES[type]).toMatchObject({
        needsDate: date,
        needsTime: time,
        offersCustomSchedule: custom,
        offersBreakHours: breaks,
        offersIntervals: intervals,
      });
    },
  );
});

describe('booking type labels', () => {
  it('names each type in the service form', () => {
    expect(BOOKING_TYPES.map((type) => BOOKING_TYPE_RULES[type].label)).toEqual([
      'Date and time',
      'Date only',
      'Time only',
      'Flexible',
    ]);
  });
});

describe('applyBookingType', () => {
  const custom = { ...defaultSchedule(), saturday: { start: '08:00', end: '12:00', isOpen: true } };
  const draft = (): BookingTypeDraft & { name: string } => ({
    name: 'Cut',
    bookingType: 'datetime',
    hasCustomSchedule: true,
    customSchedule: custom,
    breakHours: [defaultBreakHour()],
  });

  it.each<[BookingType, boolean, boolean]>([
    // type, keeps custom schedule, keeps breaks
    ['datetime', true, true],
    ['date-only', true, false],
    ['time-only', false, true],
    ['flexible', false, false],
  ])('choosing %s: keeps the custom schedule %s, keeps breaks %s', (type, keepsSchedule, keepsBreaks) => {
    const next = applyBookingType(draft(), type);
    expect(next.bookingType).toBe(type);
    expect(next.name).toBe('Cut');
    expect(next.hasCustomSchedule).toBe(keepsSchedule);
    expect(next.customSchedule).toEqual(keepsSchedule ? custom : defaultSchedule());
    expect(next.breakHours).toEqual(keepsBreaks ? [defaultBreakHour()] : []);
  });

  it('does not change the draft it was given', () => {
    const original = draft();
    applyBookingType(original, 'flexible');
    expect(original).toEqual(draft());
  });
});

describe('interval warning', () => {
  it.each<[BookingType, number, boolean, number | null, boolean]>([
    ['datetime', 60, true, 30, true],
    ['time-only', 60, true, 30, true],
    ['datetime', 30, true, 30, false],
    ['datetime', 15, true, 30, false],
    ['date-only', 60, true, 30, false],
    ['flexible', 60, true, 30, false],
    ['datetime', 60, false, 30, false],
    ['datetime', 60, true, null, false],
    // A duration under a minute is no duration (the form refuses it): nothing to compare with.
    ['datetime', 60, true, 0, false],
    ['datetime', 30, true, 1, true],
  ])(
    '%s, interval %i, hasDuration %s, duration %j: warns %s',
    (bookingType, bookingInterval, hasDuration, duration, warns) => {
      const service = { bookingType, bookingInterval, hasDuration, duration };
      expect(intervalWarningApplies(service)).toBe(warns);
    },
  );
});
