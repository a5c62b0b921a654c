import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { BreakHour, Schedule } from '../schemas/schedule';
import { defaultBreakHour, defaultSchedule, WEEKDAYS, weekdayOfDate } from './schedule';
import type { Weekday } from './schedule';
import type { SchedulingBusiness, SchedulingService } from './slots';
import {
  availabilityChangesAt,
  availabilityWindow,
  bookingDateBounds,
  countsByTime,
  isDateBookable,
  serviceAvailability,
  slotGridMinutes,
  slotLengthMinutes,
  slotsForDate,
  TIME_ONLY_CHOICES,
  timeOnlyChoices,
} from './slots';
import {
  addDays,
  dateToDayNumber,
  dayNumberToDate,
  minutesToTime,
  timeToMinutes,
  utcToZonedDateTime,
  zonedDateTimeToUtc,
} from './time';

function makeService(over: Partial<SchedulingService> = {}): SchedulingService {
  return {
    bookingType: 'datetime',
    hasCustomSchedule: false,
    customSchedule: null,
    breakHours: [],
    bookingInterval: 30,
    hasDuration: true,
    duration: 30,
    advanceBookingLimit: 30,
    ...over,
  };
}

function makeBusiness(over: Partial<SchedulingBusiness> = {}): SchedulingBusiness {
  return { schedule: null, timezone: 'Europe/Berlin', ...over };
}

function everyDay(start: string, end: string): Schedule {
  const s = defaultSchedule();
  for (const day of WEEKDAYS) s[day] = { start, end, isOpen: true };
  return s;
}

/** Berlin, Monday 2026-03-02 07:00 local (CET, UTC+1). */
const MONDAY_MORNING = new Date('2026-03-02T06:00:00Z');

describe('slotLengthMinutes', () => {
  it.each([
    [{ hasDuration: true, duration: 45 }, 45],
    [{ hasDuration: true, duration: null }, 30],
    [{ hasDuration: true, duration: 0 }, 30],
    [{ hasDuration: false, duration: 90 }, 30],
    [{ hasDuration: false }, 30],
  ])('%j fits slots of %i minutes', (service, length) => {
    expect(slotLengthMinutes(service)).toBe(length);
  });
});

describe('slotGridMinutes', () => {
  const t = (times: string[]) => times.map(timeToMinutes);
  it.each([
    ['30-min grid of 09:00-17:00', 540, 1020, 30, 30, [], 16, '09:00', '16:30'],
    ['45-min grid with 60-min slots', 540, 1020, 45, 60, [], 10, '09:00', '15:45'],
    ['2-hour grid', 540, 1020, 120, 30, [], 4, '09:00', '15:00'],
    ['slot longer than the day', 540, 600, 15, 90, [], 0, undefined, undefined],
    ['exact fit', 540, 600, 60, 60, [], 1, '09:00', '09:00'],
  ] as const)('%s', (_label, open, close, interval, length, breaks, count, first, last) => {
    const slots = slotGridMinutes(open, close, interval, length, breaks).map(minutesToTime);
    expect(slots).toHaveLength(count);
    expect(slots[0]).toBe(first);
    expect(slots.at(-1)).toBe(last);
  });

  it('removes slots overlapping a break but keeps those touching it', () => {
    const slots = slotGridMinutes(540, 1020, 15, 30, [[720, 780]]).map(minutesToTime);
    expect(slots).toContain('11:30'); // ends 12:00, when the break starts
    expect(slots).not.toContain('11:45');
    expect(slots).not.toContain('12:00');
    expect(slots).not.toContain('12:45');
    expect(slots).toContain('13:00'); // starts when the break ends
    expect(slots).toEqual(expect.arrayContaining(t(['09:00', '16:30']).map(minutesToTime)));
  });

  it.each([0, -15, 1.5, Number.NaN])('offers nothing for an interval of %d', (interval) => {
    expect(slotGridMinutes(540, 1020, interval, 30, [])).toEqual([]);
  });

  it.each([0, -30, Number.NaN])('offers nothing for a slot length of %d', (length) => {
    expect(slotGridMinutes(540, 1020, 30, length, [])).toEqual([]);
  });
});

describe('bookingDateBounds', () => {
  it.each([
    ['2026-03-02T06:00:00Z', 'Europe/Berlin', 30, '2026-03-02', '2026-04-01'],
    ['2026-03-27T23:30:00Z', 'Europe/Berlin', 1, '2026-03-28', '2026-03-29'],
    ['2026-03-27T23:30:00Z', 'America/New_York', 1, '2026-03-27', '2026-03-28'],
    ['2026-03-27T23:30:00Z', 'Pacific/Chatham', 365, '2026-03-28', '2027-03-28'],
    ['2028-02-28T12:00:00Z', 'UTC', 1, '2028-02-28', '2028-02-29'],
  ])('at %s in %s with a %i-day limit: %s .. %s', (now, zone, limit, min, max) => {
    expect(bookingDateBounds({ advanceBookingLimit: limit }, zone, new Date(now))).toEqual({ min, max });
  });
});

describe('isDateBookable', () => {
  const saturdays = { ...defaultSchedule(), saturday: { start: '10:00', end: '14:00', isOpen: true } };
  it.each([
    ['today', '2026-03-02', {}, true],
    ['yesterday', '2026-03-01', {}, false],
    ['the last day of the window', '2026-04-01', {}, true],
    ['the day after the window', '2026-04-02', {}, false],
    ['a closed Saturday', '2026-03-07', {}, false],
    [
      'a Saturday the custom schedule opens',
      '2026-03-07',
      { hasCustomSchedule: true, customSchedule: saturdays },
      true,
    ],
    ['a non-date', '2026-02-30', {}, false],
    ['garbage', 'soon', {}, false],
  ])('%s (%s): %s', (_label, date, over, bookable) => {
    expect(isDateBookable(makeService(over), makeBusiness(), date, MONDAY_MORNING)).toBe(bookable);
  });

  it('refuses yesterday even when it was an open weekday', () => {
    // Tuesday 2026-03-03 07:00 in Berlin: Monday is over, for every type that picks a date.
    const tuesday = new Date('2026-03-03T06:00:00Z');
    for (const bookingType of ['datetime', 'date-only'] as const) {
      expect(isDateBookable(makeService({ bookingType }), makeBusiness(), '2026-03-02', tuesday)).toBe(false);
      expect(isDateBookable(makeService({ bookingType }), makeBusiness(), '2026-03-03', tuesday)).toBe(true);
    }
  });

  it('follows the business schedule when the service has none', () => {
    const business = makeBusiness({
      schedule: { ...defaultSchedule(), tuesday: { start: '09:00', end: '17:00', isOpen: false } },
    });
    expect(isDateBookable(makeService(), business, '2026-03-03', MONDAY_MORNING)).toBe(false);
    expect(isDateBookable(makeService(), business, '2026-03-04', MONDAY_MORNING)).toBe(true);
  });
});

describe('slotsForDate', () => {
  it('offers the default hours on a future weekday', () => {
    const slots = slotsForDate(makeService(), makeBusiness(), '2026-03-03', MONDAY_MORNING);
    expect(slots).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
  });

  it('leaves out a lunch break of that weekday only', () => {
    const service = makeService({
      breakHours: [{ ...defaultBreakHour(), days: ['tuesday'] }],
      bookingInterval: 15,
    });
    const tuesday = slotsForDate(service, makeBusiness(), '2026-03-03', MONDAY_MORNING);
    expect(tuesday).toContain('11:30');
    expect(tuesday.filter((s) => s > '11:30' && s < '13:00')).toEqual([]);
    expect(slotsForDate(service, makeBusiness(), '2026-03-04', MONDAY_MORNING)).toContain('12:00');
  });

  it('fits slots with 30 minutes when the service has no duration', () => {
    const noDuration = makeService({ hasDuration: false, duration: null, bookingInterval: 60 });
    expect(slotsForDate(noDuration, makeBusiness(), '2026-03-03', MONDAY_MORNING).at(-1)).toBe('16:00');
    const long = makeService({ duration: 90, bookingInterval: 60 });
    expect(slotsForDate(long, makeBusiness(), '2026-03-03', MONDAY_MORNING).at(-1)).toBe('15:00');
  });

  it.each([
    ['10:07 local', '2026-03-02T09:07:00Z', '10:30'],
    ['exactly 10:30 local', '2026-03-02T09:30:00Z', '11:00'],
    ['a millisecond before 10:30 local', '2026-03-02T09:29:59.999Z', '10:30'],
    ['before opening', '2026-03-02T06:00:00Z', '09:00'],
  ])('today at %s starts at %s (a slot must start after now)', (_label, now, first) => {
    expect(slotsForDate(makeService(), makeBusiness(), '2026-03-02', new Date(now))[0]).toBe(first);
  });

  it('offers nothing today after the last slot, on closed days and outside the window', () => {
    expect(
      slotsForDate(makeService(), makeBusiness(), '2026-03-02', new Date('2026-03-02T15:30:00Z')),
    ).toEqual([]);
    expect(slotsForDate(makeService(), makeBusiness(), '2026-03-07', MONDAY_MORNING)).toEqual([]);
    expect(slotsForDate(makeService(), makeBusiness(), '2026-04-02', MONDAY_MORNING)).toEqual([]);
    expect(slotsForDate(makeService(), makeBusiness(), 'not-a-date', MONDAY_MORNING)).toEqual([]);
  });

  it('reads "today" in the business zone, not UTC', () => {
    // 23:30 UTC on Monday is already Tuesday 05:00 in Kolkata.
    const now = new Date('2026-03-02T23:30:00Z');
    const kolkata = makeBusiness({ timezone: 'Asia/Kolkata' });
    expect(slotsForDate(makeService(), kolkata, '2026-03-02', now)).toEqual([]);
    expect(slotsForDate(makeService(), kolkata, '2026-03-03', now)[0]).toBe('09:00');
  });

  it.each([
    ['Europe/Berlin', '2026-03-29', ['01:30', '03:00'], ['02:00', '02:30']],
    ['America/New_York', '2026-03-08', ['01:30', '03:00'], ['02:00', '02:30']],
    ['Pacific/Chatham', '2026-09-27', ['02:30', '04:00'], ['03:00', '03:30']],
    // Clocks that jump at midnight, and late in the evening.
    ['America/Santiago', '2026-09-06', ['01:00', '01:30'], ['00:00', '00:30']],
    ['Pacific/Easter', '2026-09-05', ['21:30', '23:00'], ['22:00', '22:30']],
  ])('leaves out the DST gap in %s on %s', (timezone, date, present, missing) => {
    const service = makeService({
      hasCustomSchedule: true,
      customSchedule: everyDay('00:00', '23:59'),
      advanceBookingLimit: 365,
    });
    const slots = slotsForDate(service, makeBusiness({ timezone }), date, new Date('2026-01-01T00:00:00Z'));
    for (const time of present) expect(slots).toContain(time);
    for (const time of missing) expect(slots).not.toContain(time);
    // 00:00 .. 23:00 (23:30 would end after 23:59) is 47 slots on an ordinary day.
    expect(slots).toHaveLength(47 - missing.length);
  });

  it('offers a repeated hour once, on the day clocks go back', () => {
    const service = makeService({
      hasCustomSchedule: true,
      customSchedule: everyDay('00:00', '23:59'),
      advanceBookingLimit: 365,
    });
    const slots = slotsForDate(service, makeBusiness(), '2026-10-25', new Date('2026-01-01T00:00:00Z'));
    expect(slots.filter((s) => s === '02:30')).toHaveLength(1);
    expect(slots).toHaveLength(47);
  });
});

describe('timeOnlyChoices', () => {
  const timeOnly = makeService({ bookingType: 'time-only' });
  it('offers the hourly choices 09:00 to 17:00', () => {
    expect(TIME_ONLY_CHOICES).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(timeOnlyChoices(timeOnly, makeBusiness(), MONDAY_MORNING)).toEqual([...TIME_ONLY_CHOICES]);
  });

  it('drops choices that are not after now', () => {
    expect(timeOnlyChoices(timeOnly, makeBusiness(), new Date('2026-03-02T10:00:00Z'))).toEqual([
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
  });

  it('drops choices overlapping a break of today, using the slot length', () => {
    const withLunch = { ...timeOnly, breakHours: [defaultBreakHour()] };
    expect(timeOnlyChoices(withLunch, makeBusiness(), MONDAY_MORNING)).not.toContain('12:00');
    expect(timeOnlyChoices(withLunch, makeBusiness(), MONDAY_MORNING)).toContain('11:00');
    expect(timeOnlyChoices({ ...withLunch, duration: 90 }, makeBusiness(), MONDAY_MORNING)).not.toContain(
      '11:00',
    );
    // An hour that ends when the break starts, or starts when it ends, touches it: both stay.
    expect(timeOnlyChoices({ ...withLunch, duration: 60 }, makeBusiness(), MONDAY_MORNING)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
  });

  it('offers nothing on a closed weekday', () => {
    expect(timeOnlyChoices(timeOnly, makeBusiness(), new Date('2026-03-07T06:00:00Z'))).toEqual([]);
  });
});

describe('availabilityWindow', () => {
  it('lists every open date of the window with its slots (datetime)', () => {
    const days = availabilityWindow(makeService(), makeBusiness(), new Date('2026-03-02T09:07:00Z'));
    // 2026-03-02 .. 2026-04-01: 31 dates, of which 23 are weekdays.
    expect(days).toHaveLength(23);
    expect(days[0]).toEqual({
      date: '2026-03-02',
      slots: slotsForDate(makeService(), makeBusiness(), '2026-03-02', new Date('2026-03-02T09:07:00Z')),
    });
    expect(days[0]?.slots[0]).toBe('10:30');
    expect(days.map((d) => d.date)).not.toContain('2026-03-07');
    expect(days.at(-1)?.date).toBe('2026-04-01');
  });

  it('lists the same dates without times for date-only services', () => {
    const days = availabilityWindow(
      makeService({ bookingType: 'date-only' }),
      makeBusiness(),
      MONDAY_MORNING,
    );
    expect(days).toHaveLength(23);
    expect(days.every((d) => d.slots.length === 0)).toBe(true);
  });

  it('lists only today for time-only services, and nothing on a closed day', () => {
    const service = makeService({ bookingType: 'time-only' });
    expect(availabilityWindow(service, makeBusiness(), MONDAY_MORNING)).toEqual([
      { date: '2026-03-02', slots: [...TIME_ONLY_CHOICES] },
    ]);
    expect(availabilityWindow(service, makeBusiness(), new Date('2026-03-07T06:00:00Z'))).toEqual([]);
  });

  it('lists nothing for flexible services', () => {
    expect(
      availabilityWindow(makeService({ bookingType: 'flexible' }), makeBusiness(), MONDAY_MORNING),
    ).toEqual([]);
  });

  it('leaves out today for a date-only service whose notice reaches past its opening', () => {
    // 07:00 in Berlin, three hours of notice: today opened too soon (09:00), tomorrow is fine.
    const service = makeService({ bookingType: 'date-only', minimumNoticeMinutes: 180 });
    const days = availabilityWindow(service, makeBusiness(), MONDAY_MORNING);
    expect(days[0]).toEqual({ date: '2026-03-03', slots: [] });
    expect(days).toHaveLength(22);
  });

  it('covers a whole year for a 365-day limit', () => {
    const service = makeService({
      advanceBookingLimit: 365,
      bookingInterval: 15,
      breakHours: [defaultBreakHour()],
    });
    const days = availabilityWindow(service, makeBusiness(), MONDAY_MORNING);
    expect(days[0]?.date).toBe('2026-03-02');
    expect(days.at(-1)?.date).toBe('2027-03-02');
    expect(days).toHaveLength(262);
    expect(days[1]?.slots).toHaveLength(26);
  });
});

describe('countsByTime', () => {
  it('counts timed bookings by overlap, date-only and flexible ones by their key', () => {
    expect(countsByTime('datetime')).toBe(true);
    expect(countsByTime('time-only')).toBe(true);
    expect(countsByTime('date-only')).toBe(false);
    expect(countsByTime('flexible')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const weekdaySet = fc.subarray([...WEEKDAYS], { minLength: 0 });
const breakArb: fc.Arbitrary<BreakHour> = fc
  .record({
    start: fc.integer({ min: 0, max: 1438 }),
    length: fc.integer({ min: 1, max: 240 }),
    days: weekdaySet,
  })
  .map(({ start, length, days }) => ({
    name: 'Break',
    start: minutesToTime(start),
    end: minutesToTime(Math.min(start + length, 1439)),
    days: days.length > 0 ? days : ['monday'],
  }));

const hoursArb = fc
  .record({ open: fc.integer({ min: 0, max: 1438 }), span: fc.integer({ min: 1, max: 1439 }) })
  .map(({ open, span }) => ({ open, close: Math.min(open + span, 1439) }));

const serviceShapeArb = fc.record({
  bookingInterval: fc.oneof(fc.constantFrom(15, 30, 45, 60, 90, 120), fc.integer({ min: 1, max: 720 })),
  hasDuration: fc.boolean(),
  duration: fc.integer({ min: 1, max: 600 }),
  breakHours: fc.array(breakArb, { maxLength: 3 }),
});

/** The spec's rules, written out plainly, as the oracle for the fast implementation. */
function checkSlotRules(
  slots: string[],
  opts: {
    open: number;
    close: number;
    interval: number;
    length: number;
    breakHours: BreakHour[];
    weekday: Weekday;
  },
) {
  const breaks = opts.breakHours
    .filter((b) => b.days.includes(opts.weekday))
    .map((b) => [timeToMinutes(b.start), timeToMinutes(b.end)] as const)
    .filter(([s, e]) => e > s);
  let previous = -1;
  for (const slot of slots) {
    const start = timeToMinutes(slot);
    const end = start + opts.length;
    expect(start).toBeGreaterThan(previous); // ascending, no repeats
    previous = start;
    expect(start).toBeGreaterThanOrEqual(opts.open); // inside opening hours
    expect(end).toBeLessThanOrEqual(opts.close); // never ends after closing
    expect((start - opts.open) % opts.interval).toBe(0); // on the grid from opening time
    for (const [bs, be] of breaks) expect(start < be && end > bs).toBe(false); // never in a break
  }
  return breaks;
}

describe('slot properties', () => {
  it('lie inside opening hours, on the grid, outside breaks, ending by closing; and none is missing', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(
        hoursArb,
        serviceShapeArb,
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom('UTC', 'Asia/Kolkata'),
        (hours, shape, dayOffset, timezone) => {
          const date = addDays('2026-01-01', dayOffset);
          const service = makeService({
            ...shape,
            hasCustomSchedule: true,
            customSchedule: everyDay(minutesToTime(hours.open), minutesToTime(hours.close)),
            advanceBookingLimit: 365,
          });
          const slots = slotsForDate(service, makeBusiness({ timezone }), date, now);
          const length = shape.hasDuration ? shape.duration : 30;
          const weekday = weekdayOfDate(date);
          const breaks = checkSlotRules(slots, {
            ...hours,
            interval: shape.bookingInterval,
            length,
            breakHours: shape.breakHours,
            weekday,
          });
          // Completeness: every grid point that fits and avoids the breaks is offered.
          const expected: string[] = [];
          for (let s = hours.open; s + length <= hours.close; s += shape.bookingInterval) {
            if (!breaks.some(([bs, be]) => s < be && s + length > bs)) expected.push(minutesToTime(s));
          }
          expect(slots).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  const dstDays = [
    ['Europe/Berlin', '2026-03-29'],
    ['Europe/Berlin', '2026-10-25'],
    ['America/New_York', '2026-03-08'],
    ['America/New_York', '2026-11-01'],
    ['Asia/Kolkata', '2026-03-29'],
    ['Asia/Kolkata', '2026-11-01'],
    ['Pacific/Chatham', '2026-04-05'],
    ['Pacific/Chatham', '2026-09-27'],
  ] as const;

  it('round-trip local -> UTC -> local for every slot on DST change days, leaving out exactly the missing times', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dstDays),
        hoursArb,
        serviceShapeArb,
        ([timezone, date], hours, shape) => {
          const service = makeService({
            ...shape,
            hasCustomSchedule: true,
            customSchedule: everyDay(minutesToTime(hours.open), minutesToTime(hours.close)),
            advanceBookingLimit: 365,
          });
          const now = new Date(`${addDays(date, -10)}T12:00:00Z`);
          const slots = slotsForDate(service, makeBusiness({ timezone }), date, now);
          const length = shape.hasDuration ? shape.duration : 30;
          const breaks = checkSlotRules(slots, {
            ...hours,
            interval: shape.bookingInterval,
            length,
            breakHours: shape.breakHours,
            weekday: weekdayOfDate(date),
          });
          for (const slot of slots) {
            const instant = zonedDateTimeToUtc(date, slot, timezone);
            expect(instant).not.toBeNull();
            expect(utcToZonedDateTime(instant as Date, timezone)).toEqual({ date, time: slot });
          }
          // What is left out besides breaks and closing is exactly what the wall clock skips.
          const [year, month, day] = date.split('-').map(Number);
          const expected: string[] = [];
          for (let s = hours.open; s + length <= hours.close; s += shape.bookingInterval) {
            if (breaks.some(([bs, be]) => s < be && s + length > bs)) continue;
            const wall = DateTime.fromObject(
              { year, month, day, hour: Math.floor(s / 60), minute: s % 60 },
              { zone: timezone },
            );
            if (wall.toFormat('yyyy-MM-dd HH:mm') === `${date} ${minutesToTime(s)}`)
              expected.push(minutesToTime(s));
          }
          expect(slots).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('today offers exactly the grid slots that start after now', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dstDays),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.integer({ min: 1, max: 120 }),
        ([timezone, date], minuteOfDay, interval) => {
          const service = makeService({
            hasCustomSchedule: true,
            customSchedule: everyDay('00:00', '23:59'),
            bookingInterval: interval,
            hasDuration: false,
          });
          // `now` is a wall time of that day (any instant that shows it, or the next real one).
          const [year, month, day] = date.split('-').map(Number);
          const nowDt = DateTime.fromObject(
            { year, month, day, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 },
            { zone: timezone },
          );
          const now = nowDt.toJSDate();
          const today = utcToZonedDateTime(now, timezone).date;
          const slots = slotsForDate(service, makeBusiness({ timezone }), today, now);
          const all = slotsForDate(
            service,
            makeBusiness({ timezone }),
            today,
            new Date(now.getTime() - 3 * 86_400_000),
          );
          const expected = all.filter(
            (slot) => (zonedDateTimeToUtc(today, slot, timezone) as Date).getTime() > now.getTime(),
          );
          expect(slots).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('availabilityWindow agrees with slotsForDate on every day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) }),
        fc.integer({ min: 1, max: 45 }),
        serviceShapeArb,
        (timezone, nowMs, limit, shape) => {
          const now = new Date(nowMs);
          const service = makeService({
            ...shape,
            hasCustomSchedule: true,
            customSchedule: {
              ...everyDay('00:00', '23:59'),
              sunday: { start: '01:00', end: '05:00', isOpen: true },
              wednesday: { start: '09:00', end: '17:00', isOpen: false },
            },
            advanceBookingLimit: limit,
          });
          const business = makeBusiness({ timezone });
          const days = availabilityWindow(service, business, now);
          const { min, max } = bookingDateBounds(service, timezone, now);
          const expected = [];
          for (let d = dateToDayNumber(min); d <= dateToDayNumber(max); d++) {
            const date = dayNumberToDate(d);
            if (!isDateBookable(service, business, date, now)) continue;
            expected.push({ date, slots: slotsForDate(service, business, date, now) });
          }
          expect(days).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('availabilityChangesAt', () => {
  const limited = { hasSlotLimit: true, maxSlotsPerTimeSlot: 1 };
  const zones = [
    'Europe/Berlin',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'Pacific/Chatham',
  ];

  it('is the first listed time less the notice, or the local midnight before it', () => {
    const service = { ...makeService({ minimumNoticeMinutes: 90 }), ...limited };
    const business = makeBusiness({ schedule: everyDay('09:00', '17:00') });
    const answer = serviceAvailability(
      service,
      business,
      { from: '2026-03-02', to: '2026-03-04' },
      MONDAY_MORNING,
      [],
    );
    // 07:00 in Berlin: 09:00 is the first time; it leaves at 07:30, 90 minutes before it.
    expect(answer.days[0]!.slots[0]!.startTime).toBe('09:00');
    expect(availabilityChangesAt(service, answer, MONDAY_MORNING)).toBe(Date.parse('2026-03-02T06:30:00Z'));
    // Nothing left today: Berlin's midnight.
    const evening = new Date('2026-03-02T18:00:00Z');
    const late = serviceAvailability(
      service,
      business,
      { from: '2026-03-02', to: '2026-03-04' },
      evening,
      [],
    );
    expect(availabilityChangesAt(service, late, evening)).toBe(Date.parse('2026-03-02T23:00:00Z'));
  });

  it('cannot tell for a date-only service with a notice', () => {
    const service = { ...makeService({ bookingType: 'date-only', minimumNoticeMinutes: 60 }), ...limited };
    const answer = serviceAvailability(
      service,
      makeBusiness(),
      { from: '2026-03-02', to: '2026-03-04' },
      MONDAY_MORNING,
      [],
    );
    expect(availabilityChangesAt(service, answer, MONDAY_MORNING)).toBeNull();
  });

  it('bounds a kept answer: recomputed at any moment before it, the answer is the same (random services, notice, zones, DST days)', () => {
    fc.assert(
      fc.property(
        fc.record({
          zone: fc.constantFrom(...zones),
          // Around the year's clock changes and an ordinary week.
          start: fc.constantFrom(
            '2026-03-07T10:00:00Z',
            '2026-03-27T20:00:00Z',
            '2026-10-24T12:00:00Z',
            '2026-04-04T08:00:00Z',
            '2026-06-15T03:00:00Z',
          ),
          offsetMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
          type: fc.constantFrom('datetime', 'time-only', 'date-only'),
          notice: fc.constantFrom(0, 0, 15, 120, 24 * 60, 2 * 24 * 60 + 30),
          interval: fc.constantFrom(15, 30, 60),
          duration: fc.constantFrom(15, 45, 90),
          open: fc.integer({ min: 0, max: 20 }),
          hours: fc.integer({ min: 1, max: 8 }),
          days: fc.integer({ min: 1, max: 8 }),
          advance: fc.integer({ min: 0, max: 10 }),
          at: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        (c) => {
          const type = c.type as SchedulingService['bookingType'];
          const service = {
            ...makeService({
              bookingType: type,
              bookingInterval: c.interval,
              duration: c.duration,
              advanceBookingLimit: c.advance,
              minimumNoticeMinutes: type === 'date-only' ? 0 : c.notice,
            }),
            ...limited,
          };
          const open = minutesToTime(c.open * 60);
          const close = minutesToTime(Math.min(c.open + c.hours, 23) * 60 + 59);
          const business = makeBusiness({ timezone: c.zone, schedule: everyDay(open, close) });
          const now = new Date(Date.parse(c.start) + c.offsetMinutes * 60_000);
          const today = utcToZonedDateTime(now, c.zone).date;
          const range = { from: today, to: addDays(today, c.days - 1) };
          const answer = serviceAvailability(service, business, range, now, []);
          const changes = availabilityChangesAt(service, answer, now);
          expect(changes).not.toBeNull();
          expect(changes!).toBeGreaterThanOrEqual(now.getTime());
          // Still today, then: the range a client asks for by default is the same.
          for (const ms of [now.getTime() + c.at * (changes! - now.getTime()), changes! - 1]) {
            if (ms < now.getTime() || changes! - 1 < now.getTime()) continue;
            const later = new Date(Math.min(Math.floor(ms), changes! - 1));
            expect(utcToZonedDateTime(later, c.zone).date).toBe(today);
            expect(serviceAvailability(service, business, range, later, [])).toEqual(answer);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
