// Availability v2 (decisions.md 8.4): date overrides, minimum notice, buffers and the capacity
// that overlapping bookings take, and the property that ties the availability answer to the
// creation check: no time offered is refused, no refused time is offered.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BreakHour, DateOverride, Schedule } from '../schemas/schedule';
import { dateOverridesSchema } from '../schemas/schedule';
import { checkBookingTime } from './booking-rules';
import { defaultSchedule, WEEKDAYS } from './schedule';
import type { SchedulingBusiness, SchedulingService, TakenPlace } from './slots';
import {
  availabilityWindow,
  bookingOutsideOverride,
  isDateBookable,
  occupiedSpan,
  serviceAvailability,
  slotsForDate,
  timeOnlyChoices,
} from './slots';
import { addDays, minutesToTime, zonedDateTimeToUtc } from './time';

type Service = SchedulingService & { hasSlotLimit: boolean; maxSlotsPerTimeSlot: number };

function makeService(over: Partial<Service> = {}): Service {
  return {
    bookingType: 'datetime',
    hasCustomSchedule: false,
    customSchedule: null,
    breakHours: [],
    bookingInterval: 30,
    hasDuration: true,
    duration: 30,
    advanceBookingLimit: 30,
    hasSlotLimit: true,
    maxSlotsPerTimeSlot: 1,
    ...over,
  };
}

function makeBusiness(over: Partial<SchedulingBusiness> = {}): SchedulingBusiness {
  return { schedule: null, timezone: 'Europe/Berlin', ...over };
}

/** Berlin, Monday 2026-03-02 07:00 local (CET, UTC+1). */
const MONDAY_MORNING = new Date('2026-03-02T06:00:00Z');

/** A booking of `service` at a Berlin wall time, as the server stores its occupied time. */
function booked(service: Service, date: string, time: string, timezone = 'Europe/Berlin'): TakenPlace {
  const startsAt = zonedDateTimeToUtc(date, time, timezone) as Date;
  const span = occupiedSpan(service, startsAt);
  return {
    slotKey: `${date}T${time}`,
    occupiedFromMs: span.from.getTime(),
    occupiedUntilMs: span.until.getTime(),
  };
}

function remainingAt(answer: ReturnType<typeof serviceAvailability>, date: string, time: string | null) {
  return answer.days.find((d) => d.date === date)?.slots.find((s) => s.startTime === time)?.remaining;
}

describe('date overrides', () => {
  const business = makeBusiness({
    dateOverrides: [
      { date: '2026-03-03', closed: true, note: 'Staff training' },
      { date: '2026-03-04', start: '12:00', end: '14:00' },
      { date: '2026-03-07', start: '10:00', end: '11:00', note: 'Saturday special' },
    ],
  });

  it('close a day for every service, custom hours or not', () => {
    for (const service of [
      makeService(),
      makeService({ hasCustomSchedule: true, customSchedule: defaultSchedule() }),
    ]) {
      expect(isDateBookable(service, business, '2026-03-03', MONDAY_MORNING)).toBe(false);
      expect(slotsForDate(service, business, '2026-03-03', MONDAY_MORNING)).toEqual([]);
      expect(availabilityWindow(service, business, MONDAY_MORNING).map((d) => d.date)).not.toContain(
        '2026-03-03',
      );
      expect(
        checkBookingTime(
          service,
          business,
          { bookingDate: '2026-03-03', startTime: '10:00' },
          MONDAY_MORNING,
        ),
      ).toMatchObject({ ok: false, reason: 'date_unavailable' });
    }
  });

  it('give one-off hours that replace the weekly ones that day, and open a closed weekday', () => {
    const service = makeService();
    expect(slotsForDate(service, business, '2026-03-04', MONDAY_MORNING)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
    // Saturday is closed every week, but open 10:00-11:00 on the 7th.
    expect(slotsForDate(service, business, '2026-03-07', MONDAY_MORNING)).toEqual(['10:00', '10:30']);
    expect(slotsForDate(service, business, '2026-03-14', MONDAY_MORNING)).toEqual([]);
  });

  it('keep the breaks of the weekday on one-off hours', () => {
    const lunch: BreakHour = { name: 'Lunch', start: '12:30', end: '13:00', days: ['wednesday'] };
    expect(
      slotsForDate(makeService({ breakHours: [lunch] }), business, '2026-03-04', MONDAY_MORNING),
    ).toEqual(['12:00', '13:00', '13:30']);
  });

  it('close today for a time-only service, and the availability answer carries the note', () => {
    const closedToday = makeBusiness({
      dateOverrides: [{ date: '2026-03-02', closed: true, note: 'Holiday' }],
    });
    const service = makeService({ bookingType: 'time-only' });
    expect(timeOnlyChoices(service, closedToday, MONDAY_MORNING)).toEqual([]);
    const answer = serviceAvailability(
      service,
      closedToday,
      { from: '2026-03-02', to: '2026-03-02' },
      MONDAY_MORNING,
      [],
    );
    expect(answer.days).toEqual([{ date: '2026-03-02', open: false, note: 'Holiday', slots: [] }]);
  });

  it('open a datetime day while a time is left on it', () => {
    const service = makeService();
    const range = { from: '2026-03-02', to: '2026-03-03' };
    // 16:30 in Berlin: Monday's last time (16:30) is not after now; Tuesday is whole.
    const answer = serviceAvailability(service, makeBusiness(), range, new Date('2026-03-02T15:30:00Z'), []);
    expect(answer.days[0]).toEqual({ date: '2026-03-02', open: false, slots: [] });
    expect(answer.days[1]?.open).toBe(true);
    expect(answer.days[1]?.slots).toHaveLength(16);
  });

  it('open today for a time-only service while a choice is left, with its places', () => {
    const service = makeService({ bookingType: 'time-only' });
    const range = { from: '2026-03-02', to: '2026-03-03' };
    // 16:30 in Berlin: only 17:00 is left today; tomorrow is not offered to time-only services.
    const late = serviceAvailability(service, makeBusiness(), range, new Date('2026-03-02T15:30:00Z'), []);
    expect(late.days).toEqual([
      { date: '2026-03-02', open: true, slots: [{ startTime: '17:00', remaining: 1 }] },
      { date: '2026-03-03', open: false, slots: [] },
    ]);
    const over = serviceAvailability(service, makeBusiness(), range, new Date('2026-03-02T16:30:00Z'), []);
    expect(over.days[0]).toEqual({ date: '2026-03-02', open: false, slots: [] });
  });

  it('close a day whose stored hours make no sense (end not after start, or not a time)', () => {
    const dateOnly = makeService({ bookingType: 'date-only' });
    for (const hours of [
      { start: '14:00', end: '10:00' },
      { start: '10:00', end: '10:00' },
      { start: '9am', end: '17:00' },
      { start: '09:00', end: '5pm' },
    ]) {
      const odd = makeBusiness({ dateOverrides: [{ date: '2026-03-03', ...hours }] });
      expect(isDateBookable(dateOnly, odd, '2026-03-03', MONDAY_MORNING), JSON.stringify(hours)).toBe(false);
    }
  });

  it('are checked: end after start, one per date, sorted by date', () => {
    const parsed = dateOverridesSchema.safeParse([
      { date: '2026-03-05', closed: true },
      { date: '2026-03-04', start: '12:00', end: '14:00', note: '  ' },
    ]);
    expect(parsed.success && parsed.data).toEqual([
      { date: '2026-03-04', start: '12:00', end: '14:00' },
      { date: '2026-03-05', closed: true },
    ]);
    const bad = dateOverridesSchema.safeParse([
      { date: '2026-03-04', start: '14:00', end: '12:00' },
      { date: '2026-03-05', closed: true },
      { date: '2026-03-05', closed: true },
    ]);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['Closing time must be after opening time', 'Each date may have one override']),
    );
  });
});

describe('minimum notice', () => {
  it('leaves out the times that start too soon, on the server check as well', () => {
    // 07:00 in Berlin; 150 minutes of notice: 09:30 is the first time that is far enough ahead.
    const service = makeService({ minimumNoticeMinutes: 150 });
    const business = makeBusiness();
    expect(slotsForDate(service, business, '2026-03-02', MONDAY_MORNING).slice(0, 2)).toEqual([
      '09:30',
      '10:00',
    ]);
    expect(
      checkBookingTime(service, business, { bookingDate: '2026-03-02', startTime: '09:00' }, MONDAY_MORNING),
    ).toMatchObject({
      ok: false,
      reason: 'time_unavailable',
    });
    // Two days of notice: the whole of Monday and Tuesday are gone.
    const twoDays = makeService({ minimumNoticeMinutes: 2 * 1440 });
    const days = availabilityWindow(twoDays, business, MONDAY_MORNING);
    const first = days.find((day) => day.slots.length > 0);
    expect(first?.date).toBe('2026-03-04');
    expect(first?.slots[0]).toBe('09:00');
  });

  it('needs a date-only day to open far enough ahead', () => {
    const service = makeService({ bookingType: 'date-only', minimumNoticeMinutes: 180 });
    expect(isDateBookable(service, makeBusiness(), '2026-03-02', MONDAY_MORNING)).toBe(false);
    expect(isDateBookable(service, makeBusiness(), '2026-03-03', MONDAY_MORNING)).toBe(true);
    expect(
      isDateBookable(makeService({ bookingType: 'date-only' }), makeBusiness(), '2026-03-02', MONDAY_MORNING),
    ).toBe(true);
  });

  it('lets a date-only day open exactly at the end of the notice, not a minute before', () => {
    // 07:00 in Berlin, the day opens at 09:00: 120 minutes of notice still reach it, 121 do not.
    const today = (minimumNoticeMinutes: number) =>
      isDateBookable(
        makeService({ bookingType: 'date-only', minimumNoticeMinutes }),
        makeBusiness(),
        '2026-03-02',
        MONDAY_MORNING,
      );
    expect([today(60), today(120), today(121)]).toEqual([true, true, false]);
  });

  it('opens a date-only day whose opening time the clocks skip when the gap ends', () => {
    // New York, Saturday 2026-03-07 23:00 EST; two hours of notice reach Sunday 01:00. On Sunday
    // clocks go from 02:00 to 03:00: opening at 02:30 is opening at 03:00, after the notice.
    const service = makeService({ bookingType: 'date-only', minimumNoticeMinutes: 120 });
    const opensAt = (start: string) =>
      makeBusiness({
        timezone: 'America/New_York',
        schedule: { ...defaultSchedule(), sunday: { start, end: '12:00', isOpen: true } },
      });
    const now = new Date('2026-03-08T04:00:00Z');
    expect(isDateBookable(service, opensAt('03:00'), '2026-03-08', now)).toBe(true);
    expect(isDateBookable(service, opensAt('02:30'), '2026-03-08', now)).toBe(true);
    expect(checkBookingTime(service, opensAt('02:30'), { bookingDate: '2026-03-08' }, now)).toMatchObject({
      ok: true,
      slot: { bookingDate: '2026-03-08' },
    });
    // Opening at 00:30, before the gap, is too soon; at 01:00 exactly at the end of the notice.
    expect(isDateBookable(service, opensAt('00:30'), '2026-03-08', now)).toBe(false);
    expect(isDateBookable(service, opensAt('01:00'), '2026-03-08', now)).toBe(true);
  });

  it.each([-30, Number.NaN, Number.POSITIVE_INFINITY])('treats a notice of %d as none', (notice) => {
    const service = makeService({ minimumNoticeMinutes: notice });
    expect(slotsForDate(service, makeBusiness(), '2026-03-02', MONDAY_MORNING)[0]).toBe('09:00');
  });
});

describe('the time a booking keeps from others', () => {
  const startsAt = new Date('2026-03-03T09:00:00Z');

  it('is its slot widened by the buffers before and after', () => {
    expect(
      occupiedSpan(
        { hasDuration: true, duration: 60, bufferBeforeMinutes: 15, bufferAfterMinutes: 10 },
        startsAt,
      ),
    ).toEqual({ from: new Date('2026-03-03T08:45:00Z'), until: new Date('2026-03-03T10:10:00Z') });
    // Whole minutes only.
    expect(
      occupiedSpan({ hasDuration: false, bufferBeforeMinutes: 5.9, bufferAfterMinutes: 0.5 }, startsAt),
    ).toEqual({ from: new Date('2026-03-03T08:55:00Z'), until: new Date('2026-03-03T09:30:00Z') });
  });

  it.each([-15, Number.NaN, Number.POSITIVE_INFINITY])('treats a buffer of %d as none', (buffer) => {
    expect(
      occupiedSpan(
        { hasDuration: true, duration: 60, bufferBeforeMinutes: buffer, bufferAfterMinutes: buffer },
        startsAt,
      ),
    ).toEqual({ from: startsAt, until: new Date('2026-03-03T10:00:00Z') });
  });
});

describe('bookings that no longer fit an override', () => {
  const oneOff: DateOverride = { date: '2026-03-04', start: '10:00', end: '14:00' };

  it.each<[string | null, number | null, boolean]>([
    ['10:00', 60, false], // starts at the opening
    ['13:00', 60, false], // ends at the closing
    ['09:30', 60, true], // starts before the opening
    ['13:30', 60, true], // ends after the closing
    ['13:30', null, false], // no duration: 30 minutes, ends at the closing
    ['13:45', null, true],
    ['13:45', 0, true], // a duration under a minute counts as 30 minutes too
    ['13:45', -15, true],
    ['13:59', 1, false], // one minute, ends at the closing
    [null, null, false], // a date-only booking: the day is still open
  ])('a booking at %j for %j minutes on 10:00-14:00: outside %s', (startTime, durationMinutes, outside) => {
    expect(bookingOutsideOverride({ startTime, durationMinutes }, oneOff)).toBe(outside);
  });

  it('are every booking of a closed day, timed or not, and of a day with senseless hours', () => {
    const closed: DateOverride = { date: '2026-03-04', closed: true };
    expect(bookingOutsideOverride({ startTime: '11:00', durationMinutes: 60 }, closed)).toBe(true);
    expect(bookingOutsideOverride({ startTime: null, durationMinutes: null }, closed)).toBe(true);
    const backwards: DateOverride = { date: '2026-03-04', start: '14:00', end: '10:00' };
    expect(bookingOutsideOverride({ startTime: null, durationMinutes: null }, backwards)).toBe(true);
  });
});

describe('capacity: overlapping bookings, widened by buffers', () => {
  const business = makeBusiness();
  const range = { from: '2026-03-03', to: '2026-03-03' };

  it('counts a 60-minute booking at 10:00 in the 10:30 slot of a 30-minute grid', () => {
    const service = makeService({ duration: 60 });
    const answer = serviceAvailability(service, business, range, MONDAY_MORNING, [
      booked(service, '2026-03-03', '10:00'),
    ]);
    expect(remainingAt(answer, '2026-03-03', '09:30')).toBe(0); // 09:30-10:30 overlaps 10:00-11:00
    expect(remainingAt(answer, '2026-03-03', '10:00')).toBe(0);
    expect(remainingAt(answer, '2026-03-03', '10:30')).toBe(0);
    expect(remainingAt(answer, '2026-03-03', '09:00')).toBe(1);
    expect(remainingAt(answer, '2026-03-03', '11:00')).toBe(1);
  });

  it('blocks the neighbouring slots by the buffers', () => {
    const after = makeService({ bufferAfterMinutes: 10 });
    const a = serviceAvailability(after, business, range, MONDAY_MORNING, [
      booked(after, '2026-03-03', '10:00'),
    ]);
    expect([
      remainingAt(a, '2026-03-03', '09:30'),
      remainingAt(a, '2026-03-03', '10:30'),
      remainingAt(a, '2026-03-03', '11:00'),
    ]).toEqual([1, 0, 1]);
    const before = makeService({ bufferBeforeMinutes: 10 });
    const b = serviceAvailability(before, business, range, MONDAY_MORNING, [
      booked(before, '2026-03-03', '10:00'),
    ]);
    expect([remainingAt(b, '2026-03-03', '09:30'), remainingAt(b, '2026-03-03', '10:30')]).toEqual([0, 1]);
  });

  it('shows 2, 1, then 0 places as bookings arrive in a slot of two', () => {
    const service = makeService({ maxSlotsPerTimeSlot: 2 });
    const places = [0, 1, 2].map((n) =>
      remainingAt(
        serviceAvailability(
          service,
          business,
          range,
          MONDAY_MORNING,
          Array.from({ length: n }, () => booked(service, '2026-03-03', '11:00')),
        ),
        '2026-03-03',
        '11:00',
      ),
    );
    expect(places).toEqual([2, 1, 0]);
  });

  it('answers null without a slot limit; date-only by date; flexible at the top', () => {
    const unlimited = makeService({ hasSlotLimit: false });
    expect(
      remainingAt(serviceAvailability(unlimited, business, range, MONDAY_MORNING, []), '2026-03-03', '09:00'),
    ).toBeNull();
    const dateOnly = makeService({ bookingType: 'date-only', maxSlotsPerTimeSlot: 3 });
    const taken = [{ slotKey: '2026-03-03', occupiedFromMs: null, occupiedUntilMs: null }];
    const answer = serviceAvailability(
      dateOnly,
      business,
      { from: '2026-03-02', to: '2026-03-08' },
      MONDAY_MORNING,
      taken,
    );
    expect(answer.days.find((d) => d.date === '2026-03-03')).toEqual({
      date: '2026-03-03',
      open: true,
      slots: [{ startTime: null, remaining: 2 }],
    });
    expect(answer.days.find((d) => d.date === '2026-03-07')?.open).toBe(false); // Saturday
    const flexible = makeService({ bookingType: 'flexible', maxSlotsPerTimeSlot: 5 });
    expect(serviceAvailability(flexible, business, range, MONDAY_MORNING, [...taken, ...taken])).toEqual({
      timezone: 'Europe/Berlin',
      bookingType: 'flexible',
      days: [],
      remaining: 3,
    });
  });
});

// ---- the property: what availability offers is what creation accepts --------------------------

const hoursArb = fc
  .record({ open: fc.integer({ min: 0, max: 1380 }), span: fc.integer({ min: 30, max: 1439 }) })
  // Openings on five-minute marks, so that the five-minute sweep below meets every slot.
  .map(({ open, span }) => ({ open: open - (open % 5), close: Math.min(open - (open % 5) + span, 1439) }));

const breakArb: fc.Arbitrary<BreakHour> = fc
  .record({
    start: fc.integer({ min: 0, max: 1400 }),
    length: fc.integer({ min: 5, max: 180 }),
    days: fc.subarray([...WEEKDAYS], { minLength: 1 }),
  })
  .map(({ start, length, days }) => ({
    name: 'Break',
    start: minutesToTime(start),
    end: minutesToTime(Math.min(start + length, 1439)),
    days,
  }));

/** A day's hours: one interval, or a split shift of two with a closed stretch between them. */
const dayHoursArb: fc.Arbitrary<Array<{ open: number; close: number }>> = fc.oneof(
  hoursArb.map((hours) => [hours]),
  fc
    .record({
      open: fc.integer({ min: 0, max: 240 }),
      first: fc.integer({ min: 6, max: 60 }),
      gap: fc.integer({ min: 1, max: 36 }),
      second: fc.integer({ min: 6, max: 80 }),
    })
    .map(({ open, first, gap, second }) => [
      { open: open * 5, close: (open + first) * 5 },
      { open: (open + first + gap) * 5, close: Math.min((open + first + gap + second) * 5, 1439) },
    ])
    .filter(([, second]) => second!.close > second!.open),
);

function scheduleOf(
  intervals: ReadonlyArray<{ open: number; close: number }>,
  closedDays: readonly string[],
): Schedule {
  const s = defaultSchedule();
  const times = intervals.map((i) => ({ start: minutesToTime(i.open), end: minutesToTime(i.close) }));
  for (const day of WEEKDAYS) {
    s[day] = {
      start: times[0]!.start,
      end: times[times.length - 1]!.end,
      isOpen: !closedDays.includes(day),
      ...(times.length > 1 ? { intervals: times } : {}),
    };
  }
  return s;
}

/** Days around "now" that include daylight-saving changes in these zones. */
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'] as const;
const NOWS = [
  '2026-03-07T10:17:00Z',
  '2026-03-27T23:40:00Z',
  '2026-10-24T08:05:00Z',
  '2026-10-31T21:00:00Z',
  '2026-04-04T12:00:00Z',
];

describe('availability and the creation check agree', () => {
  it('no offered time is refused and no refused time is offered (random schedules, split shifts, breaks, overrides, notice, zones, DST days)', () => {
    fc.assert(
      fc.property(
        fc.record({
          hours: dayHoursArb,
          closedDays: fc.subarray([...WEEKDAYS]),
          interval: fc.constantFrom(5, 10, 15, 20, 30, 45, 60, 90),
          duration: fc.integer({ min: 5, max: 240 }),
          hasDuration: fc.boolean(),
          breaks: fc.array(breakArb, { maxLength: 2 }),
          notice: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 * 1440 })),
          zone: fc.constantFrom(...ZONES),
          now: fc.constantFrom(...NOWS),
          advance: fc.integer({ min: 1, max: 6 }),
          bookingType: fc.constantFrom('datetime' as const, 'date-only' as const, 'time-only' as const),
          overrides: fc.array(
            fc.record({
              offset: fc.integer({ min: 0, max: 5 }),
              closed: fc.boolean(),
              hours: hoursArb,
            }),
            { maxLength: 3 },
          ),
        }),
        (c) => {
          const now = new Date(c.now);
          const service = makeService({
            bookingType: c.bookingType,
            bookingInterval: c.interval,
            duration: c.duration,
            hasDuration: c.hasDuration,
            breakHours: c.breaks,
            minimumNoticeMinutes: c.notice,
            advanceBookingLimit: c.advance,
          });
          const today = new Intl.DateTimeFormat('en-CA', { timeZone: c.zone }).format(now);
          const seen = new Set<string>();
          const dateOverrides: DateOverride[] = [];
          for (const o of c.overrides) {
            const date = addDays(today, o.offset);
            if (seen.has(date)) continue;
            seen.add(date);
            dateOverrides.push(
              o.closed
                ? { date, closed: true }
                : { date, start: minutesToTime(o.hours.open), end: minutesToTime(o.hours.close) },
            );
          }
          const business = makeBusiness({
            timezone: c.zone,
            schedule: scheduleOf(c.hours, c.closedDays),
            dateOverrides,
          });
          const range = { from: today, to: addDays(today, 5) };
          const answer = serviceAvailability(service, business, range, now, []);
          for (const day of answer.days) {
            const offered = new Set(day.slots.map((s) => s.startTime));
            if (c.bookingType === 'date-only') {
              const check = checkBookingTime(service, business, { bookingDate: day.date }, now);
              expect(check.ok).toBe(day.open);
              continue;
            }
            // Every 5 minutes of the day: accepted exactly when offered.
            for (let m = 0; m < 1440; m += 5) {
              const time = minutesToTime(m);
              const check = checkBookingTime(
                service,
                business,
                { bookingDate: day.date, startTime: time },
                now,
              );
              const accepted = check.ok && check.slot.bookingDate === day.date;
              expect(accepted, `${day.date} ${time}`).toBe(offered.has(time));
              // A time of the weekly hours lies with its whole slot in one interval: never in a
              // split shift's closed stretch.
              if (offered.has(time) && c.bookingType === 'datetime' && !seen.has(day.date)) {
                const length = c.hasDuration ? c.duration : 30;
                const inside = c.hours.some((h) => h.open <= m && m + length <= h.close);
                expect(inside, `${day.date} ${time} inside the hours`).toBe(true);
              }
            }
          }
        },
      ),
      { numRuns: 120 },
    );
  }, 60_000);
});

describe('places left agree with the overlap rule the creation check applies', () => {
  it('each slot has its limit less the bookings whose buffered time overlaps it (random buffers, durations, bookings, zones)', () => {
    fc.assert(
      fc.property(
        fc.record({
          interval: fc.constantFrom(10, 15, 30, 45, 60),
          duration: fc.integer({ min: 5, max: 180 }),
          before: fc.integer({ min: 0, max: 90 }),
          after: fc.integer({ min: 0, max: 90 }),
          places: fc.integer({ min: 1, max: 3 }),
          zone: fc.constantFrom(...ZONES),
          bookings: fc.array(
            fc.record({ day: fc.integer({ min: 1, max: 3 }), minute: fc.integer({ min: 0, max: 287 }) }),
            {
              maxLength: 30,
            },
          ),
        }),
        (c) => {
          const now = new Date('2026-03-27T06:00:00Z');
          const service = makeService({
            bookingInterval: c.interval,
            duration: c.duration,
            bufferBeforeMinutes: c.before,
            bufferAfterMinutes: c.after,
            maxSlotsPerTimeSlot: c.places,
            advanceBookingLimit: 10,
          });
          const business = makeBusiness({
            timezone: c.zone,
            schedule: scheduleOf([{ open: 0, close: 1439 }], []),
          });
          const today = new Intl.DateTimeFormat('en-CA', { timeZone: c.zone }).format(now);
          const taken: TakenPlace[] = [];
          for (const b of c.bookings) {
            const startsAt = zonedDateTimeToUtc(addDays(today, b.day), minutesToTime(b.minute * 5), c.zone);
            if (!startsAt) continue;
            const span = occupiedSpan(service, startsAt);
            taken.push({
              slotKey: 'x',
              occupiedFromMs: span.from.getTime(),
              occupiedUntilMs: span.until.getTime(),
            });
          }
          const answer = serviceAvailability(
            service,
            business,
            { from: addDays(today, 1), to: addDays(today, 3) },
            now,
            taken,
          );
          for (const day of answer.days) {
            for (const slot of day.slots) {
              const start = (
                zonedDateTimeToUtc(day.date, slot.startTime as string, c.zone) as Date
              ).getTime();
              const end = start + c.duration * 60_000;
              const overlapping = taken.filter(
                (t) => (t.occupiedFromMs as number) < end && (t.occupiedUntilMs as number) > start,
              ).length;
              expect(slot.remaining, `${day.date} ${slot.startTime}`).toBe(
                Math.max(0, c.places - overlapping),
              );
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
