import type { SchedulingBusiness, SchedulingService } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import { defaultSchedule } from '@booklane/shared/domain';
import { dateHint, hasNoHours, timeProblem } from './booking-time';

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
