import type { SchedulingBusiness, SchedulingService } from '@booklane/shared';
import { describe, expect, it } from 'vitest';
import { addDays, bookingDateBounds, defaultSchedule, isDateBookable } from '@booklane/shared';
import { availabilityQuery, dateHint, hasNoHours, timeProblem, upcomingBookableDates } from './booking-time';

// Monday 2026-03-02, 08:00 in UTC.
const now = new Date('2026-03-02T08:00:00Z');
const business: SchedulingBusiness = { schedule: null, timezone: 'UTC' };
const service = (overrides: Partial<SchedulingService> = {}): SchedulingService => ({
  bookingType: 'datetime',
  hasCustomSchedule: false,
  customSchedule: null,
  breakHours: [],
  bookingInterval: 30,
  hasDuration: true,
  duration: 30,
  advanceBookingLimit: 30,
  ...overrides,
});

describe('timeProblem', () => {
  it('asks for both date and time under the date input when nothing is chosen', () => {
    expect(timeProblem(service(), business, {}, now)).toEqual({
      field: 'bookingDate',
      message: 'Please select both date and time',
    });
  });

  it('puts it under the times once the date is there', () => {
    expect(timeProblem(service(), business, { bookingDate: '2026-03-03' }, now)?.field).toBe('startTime');
  });

  it('refuses a closed day and a time off the grid with the spec texts', () => {
    expect(timeProblem(service(), business, { bookingDate: '2026-03-07', startTime: '10:00' }, now)).toEqual({
      field: 'bookingDate',
      message: 'This service is not available on the selected date',
    });
    expect(timeProblem(service(), business, { bookingDate: '2026-03-03', startTime: '10:10' }, now)).toEqual({
      field: 'startTime',
      message: 'This time slot is not available for this service',
    });
  });

  it('accepts a slot of the grid', () => {
    expect(
      timeProblem(service(), business, { bookingDate: '2026-03-03', startTime: '16:30' }, now),
    ).toBeNull();
  });

  it('asks time-only services for a time, date-only ones for a date', () => {
    expect(timeProblem(service({ bookingType: 'time-only' }), business, {}, now)).toEqual({
      field: 'startTime',
      message: 'Please select a time.',
    });
    expect(timeProblem(service({ bookingType: 'date-only' }), business, {}, now)).toEqual({
      field: 'bookingDate',
      message: 'Please select a date',
    });
    expect(timeProblem(service({ bookingType: 'flexible' }), business, {}, now)).toBeNull();
  });

  it('says when no day is open at all', () => {
    const closed = {
      ...business,
      schedule: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          { start: '09:00', end: '17:00', isOpen: false },
        ]),
      ) as SchedulingBusiness['schedule'],
    };
    expect(timeProblem(service(), closed, { bookingDate: '2026-03-03', startTime: '10:00' }, now)).toEqual({
      field: 'root',
      message: 'No available hours set for this service.',
    });
  });
});

describe('dateHint', () => {
  it('names a closed weekday', () => {
    expect(dateHint(service(), business, '2026-03-07', now)).toBe(
      'This service is not available on Saturdays.',
    );
  });

  it('refuses dates outside the booking window', () => {
    expect(dateHint(service(), business, '2026-03-01', now)).toBe(
      'This service is not available on the selected date',
    );
    expect(dateHint(service({ advanceBookingLimit: 2 }), business, '2026-03-05', now)).toBe(
      'This service is not available on the selected date',
    );
  });

  it('is quiet for a bookable date or none', () => {
    expect(dateHint(service(), business, '2026-03-03', now)).toBeNull();
    expect(dateHint(service(), business, '', now)).toBeNull();
  });
});

describe('upcomingBookableDates', () => {
  it('skips closed days', () => {
    expect(upcomingBookableDates(service(), business, now, 6)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
    ]);
  });

  it('offers exactly the dates the date input accepts, in order, up to the advance limit', () => {
    const saturdaysOnly = defaultSchedule();
    for (const day of Object.keys(saturdaysOnly) as Array<keyof typeof saturdaysOnly>) {
      saturdaysOnly[day] = { ...saturdaysOnly[day], isOpen: day === 'saturday' };
    }
    const cases: SchedulingService[] = [
      service(),
      service({ bookingType: 'date-only' }),
      service({ advanceBookingLimit: 3 }),
      service({ hasCustomSchedule: true, customSchedule: saturdaysOnly, advanceBookingLimit: 20 }),
    ];
    for (const svc of cases) {
      const { min, max } = bookingDateBounds(svc, business.timezone, now);
      const accepted: string[] = [];
      for (let date = min; date <= max; date = addDays(date, 1)) {
        if (isDateBookable(svc, business, date, now)) accepted.push(date);
      }
      expect(upcomingBookableDates(svc, business, now, 100)).toEqual(accepted);
      expect(upcomingBookableDates(svc, business, now, 2)).toEqual(accepted.slice(0, 2));
    }
  });

  it('stops at the advance limit', () => {
    expect(upcomingBookableDates(service({ advanceBookingLimit: 3 }), business, now, 6)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
  });

  it("keeps today once its slots are over (the date input accepts it) and reads today in the business's zone", () => {
    const evening = new Date('2026-03-02T20:00:00Z');
    expect(upcomingBookableDates(service(), business, evening, 1)).toEqual(['2026-03-02']);
    // 20:00 UTC Monday is already Tuesday in Tokyo.
    expect(upcomingBookableDates(service(), { ...business, timezone: 'Asia/Tokyo' }, evening, 1)).toEqual([
      '2026-03-03',
    ]);
  });

  it('has none for services without a date, or without an open day', () => {
    expect(upcomingBookableDates(service({ bookingType: 'time-only' }), business, now, 6)).toEqual([]);
    expect(upcomingBookableDates(service({ bookingType: 'flexible' }), business, now, 6)).toEqual([]);
    const closed = defaultSchedule();
    for (const day of Object.keys(closed) as Array<keyof typeof closed>) {
      closed[day] = { ...closed[day], isOpen: false };
    }
    expect(upcomingBookableDates(service(), { ...business, schedule: closed }, now, 6)).toEqual([]);
    expect(upcomingBookableDates(service(), business, now, 0)).toEqual([]);
  });
});

describe('availabilityQuery', () => {
  it('waits for a complete selection', () => {
    expect(availabilityQuery(service(), business, { bookingDate: '2026-03-03' }, now)).toBeNull();
    expect(availabilityQuery(service({ bookingType: 'time-only' }), business, {}, now)).toBeNull();
  });

  it('asks per date and time, per date, per time today, or once', () => {
    expect(
      availabilityQuery(service(), business, { bookingDate: '2026-03-03', startTime: '10:00' }, now),
    ).toEqual({
      bookingType: 'datetime',
      date: '2026-03-03',
      time: '10:00',
    });
    expect(
      availabilityQuery(
        service({ bookingType: 'date-only' }),
        business,
        { bookingDate: '2026-03-03', startTime: '10:00' },
        now,
      ),
    ).toEqual({ bookingType: 'date-only', date: '2026-03-03' });
    expect(
      availabilityQuery(service({ bookingType: 'time-only' }), business, { startTime: '10:00' }, now),
    ).toEqual({
      bookingType: 'time-only',
      date: '2026-03-02',
      time: '10:00',
    });
    expect(availabilityQuery(service({ bookingType: 'flexible' }), business, {}, now)).toEqual({
      bookingType: 'flexible',
    });
  });
});

describe('hasNoHours', () => {
  it('is true only for a service that needs a date or time and has no open day', () => {
    const closed = defaultSchedule();
    for (const day of Object.keys(closed) as Array<keyof typeof closed>) {
      closed[day] = { ...closed[day], isOpen: false };
    }
    expect(hasNoHours(service(), business)).toBe(false);
    expect(hasNoHours(service(), { ...business, schedule: closed })).toBe(true);
    expect(hasNoHours(service({ bookingType: 'flexible' }), { ...business, schedule: closed })).toBe(false);
  });
});
