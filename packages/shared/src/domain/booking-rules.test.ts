import { describe, expect, it } from 'vitest';
import type { Schedule } from '../schemas/schedule';
import type { BookingType } from './booking-types';
import {
  capacitySlotKey,
  checkBookingTime,
  checkBusinessBookingTime,
  customerBookingProblem,
  slotFullMessage,
} from './booking-rules';
import { defaultBreakHour, defaultSchedule, WEEKDAYS } from './schedule';
import type { SchedulingBusiness, SchedulingService } from './slots';

function makeService(over: Partial<SchedulingService> = {}): SchedulingService {
  return {
    bookingType: 'datetime',
    hasCustomSchedule: false,
    customSchedule: null,
    breakHours: [defaultBreakHour()],
    bookingInterval: 30,
    hasDuration: true,
    duration: 30,
    advanceBookingLimit: 30,
    ...over,
  };
}
const business: SchedulingBusiness = { schedule: null, timezone: 'America/New_York' };
/** Monday 2026-03-02 10:00 in New York (EST, UTC-5). */
const NOW = new Date('2026-03-02T15:00:00Z');

const closedSchedule = (): Schedule => {
  const s = defaultSchedule();
  for (const day of WEEKDAYS) s[day].isOpen = false;
  return s;
};

describe('checkBookingTime refusals (spec section 5 texts)', () => {
  it.each<
    [
      string,
      BookingType,
      Partial<SchedulingService>,
      { bookingDate?: string | null; startTime?: string | null },
      string,
    ]
  >([
    ['datetime without anything', 'datetime', {}, {}, 'Please select both date and time'],
    [
      'datetime without a time',
      'datetime',
      {},
      { bookingDate: '2026-03-03' },
      'Please select both date and time',
    ],
    ['datetime without a date', 'datetime', {}, { startTime: '10:00' }, 'Please select both date and time'],
    [
      'datetime with empty strings',
      'datetime',
      {},
      { bookingDate: '', startTime: '' },
      'Please select both date and time',
    ],
    [
      'datetime on a closed Saturday',
      'datetime',
      {},
      { bookingDate: '2026-03-07', startTime: '10:00' },
      'This service is not available on the selected date',
    ],
    [
      'datetime yesterday',
      'datetime',
      {},
      { bookingDate: '2026-03-01', startTime: '10:00' },
      'This service is not available on the selected date',
    ],
    [
      'datetime beyond the limit',
      'datetime',
      {},
      { bookingDate: '2026-04-02', startTime: '10:00' },
      'This service is not available on the selected date',
    ],
    [
      'datetime on a non-date',
      'datetime',
      {},
      { bookingDate: '2026-02-30', startTime: '10:00' },
      'This service is not available on the selected date',
    ],
    [
      'datetime off the grid',
      'datetime',
      {},
      { bookingDate: '2026-03-03', startTime: '10:15' },
      'This time slot is not available for this service',
    ],
    [
      'datetime in the lunch break',
      'datetime',
      {},
      { bookingDate: '2026-03-03', startTime: '12:00' },
      'This time slot is not available for this service',
    ],
    [
      'datetime ending after closing',
      'datetime',
      {},
      { bookingDate: '2026-03-03', startTime: '17:00' },
      'This time slot is not available for this service',
    ],
    [
      'datetime before opening',
      'datetime',
      {},
      { bookingDate: '2026-03-03', startTime: '08:30' },
      'This time slot is not available for this service',
    ],
    [
      'datetime earlier today',
      'datetime',
      {},
      { bookingDate: '2026-03-02', startTime: '09:30' },
      'This time slot is not available for this service',
    ],
    [
      'datetime right now',
      'datetime',
      {},
      { bookingDate: '2026-03-02', startTime: '10:00' },
      'This time slot is not available for this service',
    ],
    [
      'datetime with a malformed time',
      'datetime',
      {},
      { bookingDate: '2026-03-03', startTime: '10am' },
      'This time slot is not available for this service',
    ],
    [
      'datetime without any open day',
      'datetime',
      { hasCustomSchedule: true, customSchedule: closedSchedule() },
      { bookingDate: '2026-03-03', startTime: '10:00' },
      'No available hours set for this service.',
    ],
    ['date-only without a date', 'date-only', {}, {}, 'Please select a date'],
    [
      'date-only on a closed Sunday',
      'date-only',
      {},
      { bookingDate: '2026-03-08' },
      'This service is not available on the selected date',
    ],
    [
      'date-only without any open day',
      'date-only',
      { hasCustomSchedule: true, customSchedule: closedSchedule() },
      { bookingDate: '2026-03-03' },
      'No available hours set for this service.',
    ],
    ['time-only without a time', 'time-only', {}, {}, 'Please select a time.'],
    [
      'time-only off the hourly choices',
      'time-only',
      {},
      { startTime: '11:30' },
      'This time slot is not available for this service',
    ],
    [
      'time-only after 17:00',
      'time-only',
      {},
      { startTime: '18:00' },
      'This time slot is not available for this service',
    ],
    [
      'time-only already past today',
      'time-only',
      {},
      { startTime: '09:00' },
      'This time slot is not available for this service',
    ],
    [
      'time-only at the current hour',
      'time-only',
      {},
      { startTime: '10:00' },
      'This time slot is not available for this service',
    ],
    [
      'time-only in the lunch break',
      'time-only',
      {},
      { startTime: '12:00' },
      'This time slot is not available for this service',
    ],
  ])('%s', (_label, bookingType, over, request, message) => {
    const result = checkBookingTime(makeService({ bookingType, ...over }), business, request, NOW);
    expect(result).toMatchObject({ ok: false, message });
  });

  it.each([
    ['2026-03-07T15:00:00Z', 'This service is not available on Saturdays.'],
    ['2026-03-08T15:00:00Z', 'This service is not available on Sundays.'],
  ])('time-only on a closed weekday (now %s) says %j', (now, message) => {
    const result = checkBookingTime(
      makeService({ bookingType: 'time-only' }),
      business,
      { startTime: '15:00' },
      new Date(now),
    );
    expect(result).toEqual({ ok: false, reason: 'weekday_closed', message, field: 'startTime' });
  });

  it('says Mondays with a capital M', () => {
    const schedule = { ...defaultSchedule(), monday: { start: '09:00', end: '17:00', isOpen: false } };
    const result = checkBookingTime(
      makeService({ bookingType: 'time-only' }),
      { ...business, schedule },
      { startTime: '15:00' },
      NOW,
    );
    expect(result).toMatchObject({ message: 'This service is not available on Mondays.' });
  });

  // The field a refusal belongs to: the server's details[].path and the form's control.
  it.each<
    [
      string,
      BookingType,
      Partial<SchedulingService>,
      { bookingDate?: string; startTime?: string },
      string,
      string,
    ]
  >([
    ['datetime, nothing chosen', 'datetime', {}, {}, 'selection_missing', 'bookingDate'],
    [
      'datetime, only a date',
      'datetime',
      {},
      { bookingDate: '2026-03-03' },
      'selection_missing',
      'startTime',
    ],
    ['datetime, only a time', 'datetime', {}, { startTime: '10:00' }, 'selection_missing', 'bookingDate'],
    ['date-only, no date', 'date-only', {}, {}, 'selection_missing', 'bookingDate'],
    ['time-only, no time', 'time-only', {}, {}, 'selection_missing', 'startTime'],
    [
      'time-only, no time but a date',
      'time-only',
      {},
      { bookingDate: '2026-03-03' },
      'selection_missing',
      'startTime',
    ],
    [
      'no open weekday',
      'datetime',
      { hasCustomSchedule: true, customSchedule: closedSchedule() },
      { bookingDate: '2026-03-03', startTime: '10:00' },
      'no_available_hours',
      '',
    ],
    [
      'a closed weekday',
      'datetime',
      {},
      { bookingDate: '2026-03-07', startTime: '10:00' },
      'date_unavailable',
      'bookingDate',
    ],
    [
      'a date past the limit',
      'date-only',
      {},
      { bookingDate: '2027-03-07' },
      'date_unavailable',
      'bookingDate',
    ],
    [
      'a time off the grid',
      'datetime',
      {},
      { bookingDate: '2026-03-03', startTime: '10:10' },
      'time_unavailable',
      'startTime',
    ],
    [
      'a time-only choice that is not offered',
      'time-only',
      {},
      { startTime: '10:10' },
      'time_unavailable',
      'startTime',
    ],
  ])('%s: reason %s, field %j', (_label, bookingType, over, request, reason, field) => {
    const result = checkBookingTime(makeService({ bookingType, ...over }), business, request, NOW);
    expect(result).toMatchObject({ ok: false, reason, field });
  });

  it('time-only on a closed weekday blames the time (the form has no date for it)', () => {
    const result = checkBookingTime(
      makeService({ bookingType: 'time-only' }),
      business,
      { startTime: '15:00' },
      new Date('2026-03-07T15:00:00Z'),
    );
    expect(result).toMatchObject({ reason: 'weekday_closed', field: 'startTime' });
  });

  it("time-only on a closed weekday with one-off hours today: today's hours count, another day's do not", () => {
    // Saturday 2026-03-07 10:00 in New York; Saturdays are closed every week.
    const saturday = new Date('2026-03-07T15:00:00Z');
    const service = makeService({ bookingType: 'time-only', breakHours: [] });
    const openToday = { ...business, dateOverrides: [{ date: '2026-03-07', start: '09:00', end: '17:00' }] };
    expect(checkBookingTime(service, openToday, { startTime: '15:00' }, saturday)).toMatchObject({
      ok: true,
      slot: { bookingDate: '2026-03-07', startTime: '15:00' },
    });
    const openNextWeek = {
      ...business,
      dateOverrides: [{ date: '2026-03-14', start: '09:00', end: '17:00' }],
    };
    expect(checkBookingTime(service, openNextWeek, { startTime: '15:00' }, saturday)).toMatchObject({
      ok: false,
      reason: 'weekday_closed',
      message: 'This service is not available on Saturdays.',
      field: 'startTime',
    });
  });
});

describe('checkBookingTime acceptance: what the server stores', () => {
  it('datetime: the date, time, UTC instant, local start and capacity key', () => {
    expect(
      checkBookingTime(makeService(), business, { bookingDate: '2026-03-09', startTime: '09:30' }, NOW),
    ).toEqual({
      ok: true,
      slot: {
        bookingType: 'datetime',
        bookingDate: '2026-03-09',
        startTime: '09:30',
        // 2026-03-09 is after New York moved to EDT (UTC-4) on 2026-03-08.
        startsAt: new Date('2026-03-09T13:30:00Z'),
        localStartTime: '2026-03-09T09:30',
        slotKey: '2026-03-09T09:30',
      },
    });
  });

  it('datetime: later today is fine', () => {
    const result = checkBookingTime(
      makeService(),
      business,
      { bookingDate: '2026-03-02', startTime: '10:30' },
      NOW,
    );
    expect(result).toMatchObject({ ok: true, slot: { startsAt: new Date('2026-03-02T15:30:00Z') } });
  });

  it('date-only: the date, no time and no instant', () => {
    expect(
      checkBookingTime(
        makeService({ bookingType: 'date-only' }),
        business,
        { bookingDate: '2026-03-02', startTime: '11:00' },
        NOW,
      ),
    ).toEqual({
      ok: true,
      slot: {
        bookingType: 'date-only',
        bookingDate: '2026-03-02',
        startTime: null,
        startsAt: null,
        localStartTime: null,
        slotKey: '2026-03-02',
      },
    });
  });

  it("time-only: the business's current local date, whatever date was sent", () => {
    // 03:30 UTC on Tuesday is still Monday 22:30 in New York; Tuesday 09:00 in Kolkata.
    const lateNow = new Date('2026-03-03T03:30:00Z');
    const kolkata = { ...business, timezone: 'Asia/Kolkata' };
    expect(
      checkBookingTime(
        makeService({ bookingType: 'time-only' }),
        kolkata,
        { bookingDate: '2026-03-20', startTime: '10:00' },
        lateNow,
      ),
    ).toEqual({
      ok: true,
      slot: {
        bookingType: 'time-only',
        bookingDate: '2026-03-03',
        startTime: '10:00',
        startsAt: new Date('2026-03-03T04:30:00Z'),
        localStartTime: '2026-03-03T10:00',
        slotKey: '2026-03-03T10:00',
      },
    });
  });

  it('flexible: needs nothing and stores nothing', () => {
    expect(
      checkBookingTime(
        makeService({ bookingType: 'flexible' }),
        business,
        { bookingDate: '2026-03-03', startTime: '10:00' },
        NOW,
      ),
    ).toEqual({
      ok: true,
      slot: {
        bookingType: 'flexible',
        bookingDate: null,
        startTime: null,
        startsAt: null,
        localStartTime: null,
        slotKey: '*',
      },
    });
  });

  it('flexible: even without open hours', () => {
    const service = makeService({
      bookingType: 'flexible',
      hasCustomSchedule: true,
      customSchedule: closedSchedule(),
    });
    expect(checkBookingTime(service, business, {}, NOW).ok).toBe(true);
  });

  it('refuses a datetime slot in the DST gap and accepts the hour after it', () => {
    const allDay = defaultSchedule();
    for (const day of WEEKDAYS) allDay[day] = { start: '00:00', end: '23:59', isOpen: true };
    const service = makeService({ hasCustomSchedule: true, customSchedule: allDay, breakHours: [] });
    const early = new Date('2026-03-01T12:00:00Z');
    expect(
      checkBookingTime(service, business, { bookingDate: '2026-03-08', startTime: '02:30' }, early),
    ).toMatchObject({
      ok: false,
      message: 'This time slot is not available for this service',
    });
    expect(
      checkBookingTime(service, business, { bookingDate: '2026-03-08', startTime: '03:00' }, early),
    ).toMatchObject({
      ok: true,
      slot: { startsAt: new Date('2026-03-08T07:00:00Z') },
    });
  });
});

describe('capacity', () => {
  it.each<[BookingType, string | null, string | null, string]>([
    ['datetime', '2026-03-02', '09:00', '2026-03-02T09:00'],
    ['time-only', '2026-03-02', '09:00', '2026-03-02T09:00'],
    ['date-only', '2026-03-02', null, '2026-03-02'],
    ['flexible', null, null, '*'],
  ])('a %s booking counts in bucket %j/%j -> %j', (type, date, time, key) => {
    expect(capacitySlotKey(type, date, time)).toBe(key);
  });

  it.each<[BookingType, string]>([
    ['datetime', 'This time slot is currently full. Please select another time.'],
    ['time-only', 'This time slot is currently full. Please select another time.'],
    ['date-only', 'This date is currently fully booked. Please select another date.'],
    ['flexible', 'This service is currently fully booked. Please check back later.'],
  ])('a full %s slot says %j', (type, message) => {
    expect(slotFullMessage(type)).toBe(message);
  });
});

describe('who may book', () => {
  it.each([
    [{ phone: null }, 'Please add your phone number in your profile before booking.'],
    [{ phone: '' }, 'Please add your phone number in your profile before booking.'],
    [{ phone: '   ' }, 'Please add your phone number in your profile before booking.'],
    [{}, 'Please add your phone number in your profile before booking.'],
    [{ phone: '+1 555 0100' }, null],
  ])('customer %j: %j', (user, problem) => {
    expect(customerBookingProblem(user)).toBe(problem);
  });
});

describe("the business's own bookings and moves (decisions.md 9.2)", () => {
  // NOW is Monday 2 March 2026, 10:00 in New York.
  const strict = makeService({ minimumNoticeMinutes: 180, advanceBookingLimit: 7 });
  const at = (bookingDate: string, startTime: string) => ({ bookingDate, startTime });

  it('allows earlier today, inside the notice and beyond the advance limit, as a customer may not', () => {
    for (const request of [at('2026-03-02', '09:00'), at('2026-03-02', '11:00'), at('2026-04-30', '11:00')]) {
      expect(checkBookingTime(strict, business, request, NOW).ok).toBe(false);
      const check = checkBusinessBookingTime(strict, business, request, NOW);
      expect(check.ok).toBe(true);
      if (check.ok) expect(check.slot.localStartTime).toBe(`${request.bookingDate}T${request.startTime}`);
    }
    expect(checkBusinessBookingTime(strict, business, at('2026-03-02', '09:00'), NOW)).toMatchObject({
      ok: true,
      slot: { startsAt: new Date('2026-03-02T14:00:00Z'), slotKey: '2026-03-02T09:00' },
    });
  });

  it('refuses an earlier day with its own words, and still keeps the hours and breaks', () => {
    expect(checkBusinessBookingTime(strict, business, at('2026-03-01', '11:00'), NOW)).toEqual({
      ok: false,
      reason: 'date_unavailable',
      message: 'Choose today or a later date.',
      field: 'bookingDate',
    });
    expect(checkBusinessBookingTime(strict, business, at('2026-03-02', '12:00'), NOW)).toMatchObject({
      ok: false,
      message: 'This time slot is not available for this service',
    });
    expect(checkBusinessBookingTime(strict, business, at('2026-03-07', '11:00'), NOW)).toMatchObject({
      ok: false,
      message: 'This service is not available on the selected date',
    });
    // Beyond the longest advance limit (a year) even the business cannot book.
    expect(checkBusinessBookingTime(strict, business, at('2027-03-08', '11:00'), NOW).ok).toBe(false);
  });

  it('records up to `pastDays` back (a walk-in entered later), with the hours still kept', () => {
    // Monday 2026-03-02: the Friday before is 3 days back, the Monday before 7.
    expect(checkBusinessBookingTime(strict, business, at('2026-02-27', '11:00'), NOW, 7)).toMatchObject({
      ok: true,
      slot: { startsAt: new Date('2026-02-27T16:00:00Z') },
    });
    expect(checkBusinessBookingTime(strict, business, at('2026-02-23', '09:00'), NOW, 7).ok).toBe(true);
    expect(checkBusinessBookingTime(strict, business, at('2026-02-22', '11:00'), NOW, 7)).toEqual({
      ok: false,
      reason: 'date_unavailable',
      message: 'A booking can be recorded up to 7 days back.',
      field: 'bookingDate',
    });
    expect(checkBusinessBookingTime(strict, business, at('2026-02-27', '12:00'), NOW, 7).ok).toBe(false);
  });

  it('offers every choice of today to a time-only service', () => {
    const timeOnly = makeService({ bookingType: 'time-only', minimumNoticeMinutes: 60 });
    expect(checkBusinessBookingTime(timeOnly, business, { startTime: '09:00' }, NOW).ok).toBe(true);
    expect(checkBookingTime(timeOnly, business, { startTime: '09:00' }, NOW).ok).toBe(false);
  });
});
