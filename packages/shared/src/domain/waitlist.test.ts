import { describe, expect, it } from 'vitest';
import { WAITLIST_MESSAGES as W } from './messages';
import { defaultSchedule } from './schedule';
import type { SchedulingBusiness, SchedulingService } from './slots';
import type { SchedulingMember } from './team';
import { firstPlaceFor, linePositions, waitlistWindowProblem, type LineEntry } from './waitlist';

// Monday 1 June 2026, 10:30 in Berlin (UTC+2): the default hours are Mon-Fri 09:00-17:00.
const NOW = new Date('2026-06-01T08:30:00Z');
const business: SchedulingBusiness = {
  timezone: 'Europe/Berlin',
  schedule: defaultSchedule(),
  dateOverrides: [],
};
const service: SchedulingService = {
  bookingType: 'datetime',
  hasCustomSchedule: false,
  customSchedule: null,
  breakHours: [],
  bookingInterval: 30,
  hasDuration: true,
  duration: 60,
  advanceBookingLimit: 30,
};
const TUESDAY = '2026-06-02';
const window = (from: string, to: string, date = TUESDAY) => ({ date, from, to });
const problem = (
  w: { date: string; from: string; to: string },
  s: SchedulingService = service,
  members: SchedulingMember[] = [],
  b: SchedulingBusiness = business,
) => waitlistWindowProblem(s, b, members, w, NOW);

describe('which services take a waitlist', () => {
  it('takes timed and date-only services, never flexible ones', () => {
    expect(problem(window('10:00', '12:00'))).toBeNull();
    expect(problem(window('10:00', '12:00'), { ...service, bookingType: 'date-only' })).toBeNull();
    expect(problem(window('10:00', '12:00'), { ...service, bookingType: 'flexible' })).toBe(
      W.serviceTakesNoWaitlist,
    );
  });
});

describe('the time range a person waits for', () => {
  it('accepts a range inside the day, up to its opening and closing', () => {
    expect(problem(window('10:00', '12:00'))).toBeNull();
    expect(problem(window('09:00', '17:00'))).toBeNull();
  });

  it('refuses a range whose end is not after its start', () => {
    expect(problem(window('12:00', '12:00'))).toBe(W.windowOrder);
    expect(problem(window('13:00', '12:00'))).toBe(W.windowOrder);
  });

  it('refuses a range outside the opening hours or on a closed day', () => {
    expect(problem(window('08:30', '10:00'))).toBe(W.windowOutsideHours);
    expect(problem(window('16:00', '17:30'))).toBe(W.windowOutsideHours);
    expect(problem(window('10:00', '12:00', '2026-06-06'))).toBe(W.windowOutsideHours);
  });

  it('follows the day’s one-off hours and closures first', () => {
    const closed = {
      ...business,
      dateOverrides: [{ date: TUESDAY, closed: true, start: '09:00', end: '17:00' }],
    };
    expect(problem(window('10:00', '12:00'), service, [], closed)).toBe(W.windowOutsideHours);
    const late = {
      ...business,
      dateOverrides: [{ date: '2026-06-06', closed: false, start: '12:00', end: '20:00' }],
    };
    expect(problem(window('18:00', '20:00', '2026-06-06'), service, [], late)).toBeNull();
    expect(problem(window('11:00', '13:00', '2026-06-06'), service, [], late)).toBe(W.windowOutsideHours);
  });

  it('refuses a past day, and a range of today that is over, but not one still running', () => {
    expect(problem(window('10:00', '12:00', '2026-05-29'))).toBe(W.windowInPast);
    expect(problem(window('09:00', '10:30', '2026-06-01'))).toBe(W.windowInPast);
    expect(problem(window('10:00', '11:00', '2026-06-01'))).toBeNull();
  });

  it('refuses a day beyond the service’s advance limit', () => {
    expect(problem(window('10:00', '12:00', '2026-07-01'))).toBeNull();
    expect(problem(window('10:00', '12:00', '2026-07-02'))).toBe(W.beyondAdvanceLimit);
  });

  it('waits for today only on a time-only service', () => {
    const timeOnly = { ...service, bookingType: 'time-only' as const };
    expect(problem(window('11:00', '12:00', '2026-06-01'), timeOnly)).toBeNull();
    expect(problem(window('11:00', '12:00'), timeOnly)).toBe(W.timeOnlyToday);
  });

  it('follows the member’s hours, or any performer’s when anyone will do', () => {
    const early: SchedulingMember = {
      id: 'early',
      schedule: { ...defaultSchedule(), tuesday: { isOpen: true, start: '07:00', end: '12:00' } },
      breakHours: [],
    };
    const usual: SchedulingMember = { id: 'usual', schedule: null, breakHours: [] };
    expect(problem(window('07:00', '08:00'), service, [early])).toBeNull();
    expect(problem(window('07:00', '08:00'), service, [usual])).toBe(W.windowOutsideHours);
    expect(problem(window('07:00', '08:00'), service, [usual, early])).toBeNull();
    expect(problem(window('13:00', '15:00'), service, [early])).toBe(W.windowOutsideHours);
  });
});

describe('places in line', () => {
  const at = (id: string, minute: number, seq: number, extra: Partial<LineEntry> = {}): LineEntry => ({
    id,
    serviceId: 's1',
    date: TUESDAY,
    status: 'waiting',
    createdAt: new Date(NOW.getTime() + minute * 60_000),
    seq,
    ...extra,
  });

  it('counts the waiting entries ahead, by joining time then the server’s order', () => {
    const positions = linePositions([
      at('c', 5, 3),
      at('a', 0, 9),
      at('b', 5, 2),
      at('gone', 1, 4, { status: 'left' }),
      at('other-day', 0, 1, { date: '2026-06-03' }),
      at('other-service', 0, 5, { serviceId: 's2' }),
    ]);
    expect(Object.fromEntries(positions)).toEqual({ a: 1, b: 2, c: 3, 'other-day': 1, 'other-service': 1 });
  });
});

describe('the place a freed day offers an entry', () => {
  const slots = [
    { startTime: '09:00', remaining: 0, teamMemberIds: [] },
    { startTime: '10:00', remaining: 1, teamMemberIds: ['b'] },
    { startTime: '11:00', remaining: null, teamMemberIds: ['a', 'b'] },
    { startTime: '14:00', remaining: 1, teamMemberIds: ['a'] },
  ];
  const entry = (from: string, to: string, teamMemberId: string | null = null) => ({
    from,
    to,
    teamMemberId,
  });

  it('a start inside the window suits it, the end excluded', () => {
    const at = (startTime: string) => [{ startTime, remaining: 1, teamMemberIds: ['a'] }];
    const window = entry('10:00', '11:00');
    expect(firstPlaceFor(at('10:00'), window, true)).toEqual({ startTime: '10:00', teamMemberId: 'a' });
    expect(firstPlaceFor(at('10:59'), window, true)).toEqual({ startTime: '10:59', teamMemberId: 'a' });
    expect(firstPlaceFor(at('11:00'), window, true)).toBeNull();
    expect(firstPlaceFor(at('09:59'), window, true)).toBeNull();
  });

  it('the first time with room in the window, with the first free member in the owner order', () => {
    expect(firstPlaceFor(slots, entry('09:00', '12:00'), true)).toEqual({
      startTime: '10:00',
      teamMemberId: 'b',
    });
    expect(firstPlaceFor(slots, entry('10:30', '17:00'), true)).toEqual({
      startTime: '11:00',
      teamMemberId: 'a',
    });
    expect(firstPlaceFor(slots, entry('09:00', '10:00'), true)).toBeNull();
  });

  it('an entry that asked for a member waits for that member', () => {
    expect(firstPlaceFor(slots, entry('09:00', '17:00', 'a'), true)).toEqual({
      startTime: '11:00',
      teamMemberId: 'a',
    });
    expect(firstPlaceFor(slots, entry('12:00', '17:00', 'b'), true)).toBeNull();
  });

  it('a date-only day: one place without a time, the member asked for or none', () => {
    const day = [{ startTime: null, remaining: 2, teamMemberIds: ['a'] }];
    expect(firstPlaceFor(day, entry('09:00', '10:00'), false)).toEqual({
      startTime: null,
      teamMemberId: null,
    });
    expect(firstPlaceFor(day, entry('09:00', '10:00', 'a'), false)).toEqual({
      startTime: null,
      teamMemberId: 'a',
    });
    expect(
      firstPlaceFor([{ startTime: null, remaining: 0, teamMemberIds: [] }], entry('09:00', '10:00'), false),
    ).toBeNull();
  });
});
