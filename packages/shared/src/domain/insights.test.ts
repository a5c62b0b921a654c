// Insights' pure rules (decisions.md 9.4): the previous range, and a team member's open minutes
// from their hours, the business's closed days and one-off hours, breaks and blocks.

import { describe, expect, it } from 'vitest';
import type { BreakHour, Schedule } from '../schemas/schedule';
import { datesOf, memberOpenMinutes, previousRange } from './insights';
import { defaultSchedule, WEEKDAYS } from './schedule';
import { zonedDateTimeToUtc } from './time';

function hours(start: string, end: string, closed: string[] = []): Schedule {
  const s = defaultSchedule();
  for (const day of WEEKDAYS) s[day] = { start, end, isOpen: !closed.includes(day) };
  return s;
}

const lunch: BreakHour = {
  name: 'Lunch',
  start: '12:00',
  end: '13:00',
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
};
/** Open 09:00-17:00 Monday to Friday, lunch 12:00-13:00 for whoever works these hours. */
const business = {
  schedule: hours('09:00', '17:00', ['saturday', 'sunday']),
  breakHours: [lunch],
  timezone: 'UTC',
  dateOverrides: [],
};
const onBusinessHours = { schedule: null, breakHours: [] };
/** Monday 1 to Sunday 7 June 2026. */
const WEEK = { from: '2026-06-01', to: '2026-06-07' };
const span = (from: string, until: string) => ({ fromMs: Date.parse(from), untilMs: Date.parse(until) });

describe('the previous range', () => {
  it('is as many days, ending the day before', () => {
    expect(previousRange(WEEK)).toEqual({ from: '2026-05-25', to: '2026-05-31' });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    // Across a leap day: 1-31 March (31 days) follows 30 January - 29 February 2024.
    expect(previousRange({ from: '2024-03-01', to: '2024-03-31' })).toEqual({
      from: '2024-01-30',
      to: '2024-02-29',
    });
  });

  it('lists every date of a range', () => {
    expect(datesOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesOf({ from: '2026-03-02', to: '2026-03-01' })).toEqual([]);
  });
});

describe('a member’s open minutes', () => {
  it('are the business’s hours less its breaks for a member on its hours', () => {
    // Five days of 8 hours less the lunch hour: 5 × 420.
    expect(memberOpenMinutes(onBusinessHours, business, WEEK, [])).toBe(2100);
  });

  it('add the member’s own breaks to the business’s, counting an overlap once', () => {
    const member = {
      schedule: null,
      breakHours: [{ name: 'Coffee', start: '12:30', end: '13:30', days: ['monday' as const] }],
    };
    // Monday loses 12:00-13:30 (90 minutes) instead of 60.
    expect(memberOpenMinutes(member, business, WEEK, [])).toBe(2100 - 30);
  });

  it('follow the member’s own hours and breaks, without the business’s breaks', () => {
    const member = {
      schedule: hours('10:00', '14:00', ['sunday']),
      breakHours: [{ name: 'Tea', start: '11:00', end: '11:15', days: ['saturday' as const] }],
    };
    // Monday to Friday 4 hours, Saturday 4 hours less a quarter.
    expect(memberOpenMinutes(member, business, WEEK, [])).toBe(5 * 240 + 225);
  });

  it('follow the business’s closed days and one-off hours, with that weekday’s breaks', () => {
    const withOverrides = {
      ...business,
      dateOverrides: [
        { date: '2026-06-02', closed: true as const },
        { date: '2026-06-03', start: '11:00', end: '15:00' },
        { date: '2026-06-06', start: '10:00', end: '12:00' },
      ],
    };
    // Tuesday closed; Wednesday 11-15 less lunch (180); Saturday opens 10-12 (120).
    expect(memberOpenMinutes(onBusinessHours, withOverrides, WEEK, [])).toBe(3 * 420 + 180 + 120);
    // A member with hours of their own is closed on the business's closed day too.
    expect(
      memberOpenMinutes({ schedule: hours('09:00', '10:00'), breakHours: [] }, withOverrides, WEEK, []),
    ).toBe(60 * 4 + 240 + 120);
  });

  it('lose the blocks over their hours, each minute once, and nothing outside them', () => {
    const blocks = [
      span('2026-06-01T10:00:00Z', '2026-06-01T11:00:00Z'), // Monday: 60
      span('2026-06-01T10:30:00Z', '2026-06-01T12:30:00Z'), // overlaps it and lunch: 11-12 more
      span('2026-06-02T16:00:00Z', '2026-06-03T10:00:00Z'), // Tuesday 16-17 and Wednesday 9-10: 120
      span('2026-06-06T09:00:00Z', '2026-06-06T17:00:00Z'), // Saturday is closed: nothing
      span('2026-05-29T09:00:00Z', '2026-05-29T17:00:00Z'), // before the range: nothing
    ];
    expect(memberOpenMinutes(onBusinessHours, business, WEEK, blocks)).toBe(2100 - 120 - 120);
  });

  it('read blocks on the business’s wall clock, over a change of the clocks', () => {
    // Paris moves to summer time on Sunday 29 March 2026; the week after is open 09:00-17:00.
    const paris = { ...business, timezone: 'Europe/Paris' };
    const range = { from: '2026-03-27', to: '2026-03-30' }; // Friday to Monday
    const block = {
      fromMs: zonedDateTimeToUtc('2026-03-27', '15:00', 'Europe/Paris')!.getTime(),
      untilMs: zonedDateTimeToUtc('2026-03-30', '10:00', 'Europe/Paris')!.getTime(),
    };
    // Friday 15-17 and Monday 9-10 are blocked: 2 × 420 less 180.
    expect(memberOpenMinutes(onBusinessHours, paris, range, [block])).toBe(2 * 420 - 180);
  });

  it('are none over an empty range', () => {
    expect(memberOpenMinutes(onBusinessHours, business, { from: '2026-06-02', to: '2026-06-01' }, [])).toBe(
      0,
    );
  });
});
