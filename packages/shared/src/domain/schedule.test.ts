import { describe, expect, it } from 'vitest';
import type { Schedule } from '../schemas/schedule';
import {
  breakMinutesOn,
  DEFAULT_SCHEDULE,
  defaultBreakHour,
  defaultSchedule,
  effectiveSchedule,
  hasNoOpenDay,
  isCompleteBreakHour,
  isWeekdayOpen,
  openingMinutes,
  WEEKDAYS,
  weekdayLabel,
  weekdayOfDate,
  weekdayPluralLabel,
} from './schedule';

const allClosed = (): Schedule => {
  const s = defaultSchedule();
  for (const day of WEEKDAYS) s[day].isOpen = false;
  return s;
};

describe('weekdays', () => {
  it('run Monday to Sunday', () => {
    expect(WEEKDAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });

  it.each([
    ['monday', 'Monday', 'Mondays'],
    ['saturday', 'Saturday', 'Saturdays'],
    ['sunday', 'Sunday', 'Sundays'],
  ] as const)('%s reads %s / %s', (day, label, plural) => {
    expect(weekdayLabel(day)).toBe(label);
    expect(weekdayPluralLabel(day)).toBe(plural);
  });

  it.each([
    ['2026-03-02', 'monday'],
    ['2026-03-07', 'saturday'],
    ['2026-03-08', 'sunday'],
    ['2026-03-29', 'sunday'],
    ['2024-02-29', 'thursday'],
  ] as const)('%s is a %s', (date, day) => {
    expect(weekdayOfDate(date)).toBe(day);
  });

  it('refuses a non-date', () => {
    expect(() => weekdayOfDate('2026-02-30')).toThrow(new RangeError('Not a date: 2026-02-30'));
  });
});

describe('defaults', () => {
  it('opens Mon-Fri 09:00-17:00 and keeps the weekend closed at 10:00-15:00', () => {
    const s = defaultSchedule();
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      expect(s[day]).toEqual({ start: '09:00', end: '17:00', isOpen: true });
    }
    for (const day of ['saturday', 'sunday'] as const) {
      expect(s[day]).toEqual({ start: '10:00', end: '15:00', isOpen: false });
    }
    expect(DEFAULT_SCHEDULE).toEqual(s);
  });

  it('hands out independent copies', () => {
    const a = defaultSchedule();
    a.monday.isOpen = false;
    expect(defaultSchedule().monday.isOpen).toBe(true);
    expect(Object.isFrozen(DEFAULT_SCHEDULE)).toBe(true);
  });

  it('starts a new break as a weekday lunch break', () => {
    expect(defaultBreakHour()).toEqual({
      name: 'Lunch Break',
      start: '12:00',
      end: '13:00',
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    });
  });
});

describe('effectiveSchedule', () => {
  const custom = { ...defaultSchedule(), saturday: { start: '08:00', end: '12:00', isOpen: true } };
  const businessHours = { ...defaultSchedule(), monday: { start: '07:00', end: '19:00', isOpen: true } };

  it.each([
    [
      'custom schedule when the service has one',
      { hasCustomSchedule: true, customSchedule: custom },
      { schedule: businessHours },
      custom,
    ],
    [
      'business schedule when the service has none',
      { hasCustomSchedule: false, customSchedule: custom },
      { schedule: businessHours },
      businessHours,
    ],
    [
      'business schedule when the custom one is missing',
      { hasCustomSchedule: true, customSchedule: null },
      { schedule: businessHours },
      businessHours,
    ],
    [
      'defaults when the business has no schedule',
      { hasCustomSchedule: false },
      { schedule: null },
      DEFAULT_SCHEDULE,
    ],
    ['defaults without a business', { hasCustomSchedule: false }, null, DEFAULT_SCHEDULE],
  ])('uses the %s', (_label, service, business, expected) => {
    expect(effectiveSchedule(service, business)).toEqual(expected);
  });
});

describe('opening hours', () => {
  it.each([
    [
      { start: '09:00', end: '17:00', isOpen: true },
      { open: 540, close: 1020 },
    ],
    [{ start: '09:00', end: '17:00', isOpen: false }, null],
    [{ start: '17:00', end: '09:00', isOpen: true }, null],
    [{ start: '09:00', end: '09:00', isOpen: true }, null],
    [{ start: '9', end: '17:00', isOpen: true }, null],
    [undefined, null],
  ])('%j opens %j', (day, expected) => {
    expect(openingMinutes(day)).toEqual(expected);
  });

  it('knows open weekdays and a schedule with none', () => {
    expect(isWeekdayOpen(defaultSchedule(), 'monday')).toBe(true);
    expect(isWeekdayOpen(defaultSchedule(), 'sunday')).toBe(false);
    expect(hasNoOpenDay(defaultSchedule())).toBe(false);
    expect(hasNoOpenDay(allClosed())).toBe(true);
  });
});

describe('break hours', () => {
  it('lists the breaks of one weekday in minutes and skips malformed ones', () => {
    const breaks = [
      defaultBreakHour(),
      { name: 'Tea', start: '15:00', end: '15:15', days: ['monday' as const] },
      { name: 'Backwards', start: '16:00', end: '15:00', days: ['monday' as const] },
      { name: 'Bad', start: '1500', end: '15:15', days: ['monday' as const] },
      { name: 'Empty', start: '11:00', end: '11:00', days: ['monday' as const] },
    ];
    expect(breakMinutesOn(breaks, 'monday')).toEqual([
      [720, 780],
      [900, 915],
    ]);
    expect(breakMinutesOn(breaks, 'saturday')).toEqual([]);
  });

  it.each([
    [{ name: 'Lunch', start: '12:00', end: '13:00', days: ['monday'] }, true],
    [{ name: '  ', start: '12:00', end: '13:00', days: ['monday'] }, false],
    [{ name: null, start: '12:00', end: '13:00', days: ['monday'] }, false],
    [{ name: 'Lunch', start: '', end: '13:00', days: ['monday'] }, false],
    [{ name: 'Lunch', start: '12:00', end: '', days: ['monday'] }, false],
    [{ name: 'Lunch', start: '12:00', end: '13:00', days: [] }, false],
    [{ name: 'Lunch', start: '12:00', end: '13:00' }, false],
  ])('%j is complete: %s', (brk, complete) => {
    expect(isCompleteBreakHour(brk)).toBe(complete);
  });
});
