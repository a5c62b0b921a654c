import { describe, expect, it } from 'vitest';
import type { Schedule } from '../schemas/schedule';
import { openingOn, stripDayState } from './opening';
import { businessToday } from './time';
import { defaultSchedule } from './schedule';
import { serviceAvailability, type SchedulingService } from './slots';
import { addDays } from './time';

// Open 09:00-18:00 every day, closed on Wednesdays, a split shift on Thursdays.
function weekly(): Schedule {
  const s = defaultSchedule();
  for (const day of ['monday', 'tuesday', 'friday', 'saturday', 'sunday'] as const) {
    s[day] = { start: '09:00', end: '18:00', isOpen: true };
  }
  s.wednesday = { start: '09:00', end: '18:00', isOpen: false };
  s.thursday = {
    start: '09:00',
    end: '19:00',
    isOpen: true,
    intervals: [
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '19:00' },
    ],
  };
  return s;
}

const service: SchedulingService & { hasSlotLimit: boolean; maxSlotsPerTimeSlot: number } = {
  bookingType: 'datetime',
  hasCustomSchedule: false,
  customSchedule: null,
  breakHours: [],
  bookingInterval: 30,
  hasDuration: true,
  duration: 60,
  advanceBookingLimit: 30,
  hasSlotLimit: true,
  maxSlotsPerTimeSlot: 1,
};

describe('openingOn', () => {
  it('reads the weekly hours, a split shift interval by interval, and lets overrides beat them', () => {
    const business = {
      schedule: weekly(),
      dateOverrides: [
        { date: '2026-11-23', closed: true as const, note: 'Team day' },
        { date: '2026-11-25', start: '10:00', end: '12:00' },
      ],
    };
    expect(openingOn(business, '2026-11-24')).toEqual({
      date: '2026-11-24',
      open: true,
      intervals: [{ start: '09:00', end: '18:00' }],
      special: false,
    });
    expect(openingOn(business, '2026-11-26').intervals).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '19:00' },
    ]);
    expect(openingOn(business, '2026-12-02')).toMatchObject({ open: false, intervals: [] });
    expect(openingOn(business, '2026-11-23')).toEqual({
      date: '2026-11-23',
      open: false,
      intervals: [],
      special: true,
      note: 'Team day',
    });
    // One-off hours open a closed Wednesday.
    expect(openingOn(business, '2026-11-25')).toMatchObject({ open: true, special: true });
    // No hours saved: the spec's defaults (weekends closed).
    expect(openingOn({}, '2026-11-28').open).toBe(false);
    expect(openingOn({ schedule: null }, '2026-11-27').open).toBe(true);
  });
});

describe('"Open today" and the strip of dates', () => {
  // Instants where the visitor's (UTC) date is not the business's, and near closing time.
  it.each([
    { zone: 'Pacific/Auckland', at: '2026-11-24T23:30:00Z', today: '2026-11-25', open: false },
    { zone: 'America/Los_Angeles', at: '2026-11-26T05:00:00Z', today: '2026-11-25', open: false },
    { zone: 'America/Los_Angeles', at: '2026-11-27T01:30:00Z', today: '2026-11-26', open: true },
    { zone: 'Asia/Kolkata', at: '2026-11-25T19:00:00Z', today: '2026-11-26', open: true },
    { zone: 'Europe/London', at: '2026-11-24T17:30:00Z', today: '2026-11-24', open: true },
    { zone: 'Pacific/Kiritimati', at: '2026-11-27T11:00:00Z', today: '2026-11-28', open: true },
    { zone: 'Not/AZone', at: '2026-11-24T12:00:00Z', today: '2026-11-24', open: true },
  ])('in $zone at $at: today is $today, open $open', ({ zone, at, today, open }) => {
    const now = new Date(at);
    expect(businessToday(zone, now)).toBe(today);
    const business = { schedule: weekly(), timezone: zone === 'Not/AZone' ? 'UTC' : zone };
    expect(openingOn(business, today).open).toBe(open);
    const answer = serviceAvailability(service, business, { from: today, to: addDays(today, 6) }, now, []);
    for (const day of answer.days) {
      const state = stripDayState(openingOn(business, day.date), day);
      // "Closed" on the strip exactly when the business is closed that day.
      expect(state === 'closed', day.date).toBe(!openingOn(business, day.date).open);
    }
    const first = answer.days[0];
    expect(first?.date).toBe(today);
    // Today is never "Closed" under "Open today", even when its last time is over.
    if (first) expect(stripDayState(openingOn(business, today), first) === 'closed').toBe(!open);
  });

  it('says "none" for an open day without a time left and "full" when every time is taken', () => {
    const open = { open: true };
    expect(stripDayState(open, { open: false, slots: [] })).toBe('none');
    expect(stripDayState(open, { open: true, slots: [{ remaining: 0 }] })).toBe('full');
    expect(stripDayState(open, { open: true, slots: [{ remaining: 0 }, { remaining: null }] })).toBe('open');
    expect(stripDayState({ open: false }, { open: true, slots: [{ remaining: 1 }] })).toBe('closed');
  });
});
