// One availability answer holds at most AVAILABILITY_ANSWER_BUDGET (issue 32): whole days from the
// range's first while they fit, the first day always (its times cut when it alone is over), and
// the rest answered when asked from the day after the last one. No owner setting makes it big.

import { describe, expect, it } from 'vitest';
import { AVAILABILITY_ANSWER_BUDGET, AVAILABILITY_RANGE_MAX_DAYS } from './constants';
import { defaultSchedule, WEEKDAYS } from './schedule';
import type { SchedulingBusiness, SchedulingService } from './slots';
import { availabilityDayCost, teamAvailability, type MemberTime } from './team';
import { addDays } from './time';

type Service = SchedulingService & { id: string; hasSlotLimit: boolean; maxSlotsPerTimeSlot: number };

const service = (over: Partial<Service> = {}): Service => ({
  id: 'svc',
  bookingType: 'datetime',
  hasCustomSchedule: false,
  customSchedule: null,
  breakHours: [],
  bookingInterval: 30,
  hasDuration: true,
  duration: 30,
  advanceBookingLimit: 365,
  hasSlotLimit: true,
  maxSlotsPerTimeSlot: 1,
  ...over,
});

function everyDay(start: string, end: string) {
  const s = defaultSchedule();
  for (const day of WEEKDAYS) s[day] = { start, end, isOpen: true };
  return s;
}

/** Monday 2 March 2026, 00:00 UTC: every later time is bookable. */
const NOW = new Date('2026-03-02T00:00:00Z');
const FROM = '2026-03-03';
const TO = addDays(FROM, AVAILABILITY_RANGE_MAX_DAYS - 1);
const free: MemberTime = { held: [], blocks: [] };
const team = (size: number) =>
  Array.from({ length: size }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    schedule: null,
    breakHours: [],
    time: free,
  }));
const cost = (answer: { days: Array<Parameters<typeof availabilityDayCost>[0]> }) =>
  answer.days.reduce((n, day) => n + availabilityDayCost(day), 0);

describe('the availability budget', () => {
  it('answers a small business’s whole range, as before', () => {
    const business: SchedulingBusiness = { schedule: everyDay('09:00', '17:00'), timezone: 'UTC' };
    const answer = teamAvailability(service(), business, { from: FROM, to: TO }, NOW, team(1), []);
    expect(answer.days).toHaveLength(AVAILABILITY_RANGE_MAX_DAYS);
    expect(answer.days[0]!.slots).toHaveLength(16);
  });

  it('ends a dense service’s answer at whole days within the budget; the rest comes from the day after', () => {
    // A 1-minute grid, open 8 hours, a team of 3: 1,864 per day, some 115,000 over the range.
    const business: SchedulingBusiness = { schedule: everyDay('09:00', '17:00'), timezone: 'UTC' };
    const dense = service({ bookingInterval: 1, duration: 15 });
    const whole = teamAvailability(dense, business, { from: FROM, to: TO }, NOW, team(3), [], Infinity);
    expect(cost(whole)).toBe(AVAILABILITY_RANGE_MAX_DAYS * (480 - 14) * 4);
    const answer = teamAvailability(dense, business, { from: FROM, to: TO }, NOW, team(3), []);
    expect(cost(answer)).toBeLessThanOrEqual(AVAILABILITY_ANSWER_BUDGET);
    expect(answer.days.length).toBe(Math.floor(AVAILABILITY_ANSWER_BUDGET / ((480 - 14) * 4)));
    expect(answer.days.length).toBeLessThan(AVAILABILITY_RANGE_MAX_DAYS);
    expect(JSON.stringify(answer).length).toBeLessThan(1024 * 1024);
    // The days it answers are the range's first ones, exactly as without a budget.
    expect(answer.days).toEqual(whole.days.slice(0, answer.days.length));

    const last = answer.days.at(-1)!.date;
    const rest = teamAvailability(dense, business, { from: addDays(last, 1), to: TO }, NOW, team(3), []);
    expect(rest.days[0]!.date).toBe(addDays(last, 1));
    expect(rest.days).toEqual(whole.days.slice(answer.days.length, answer.days.length + rest.days.length));
  });

  it('cuts the times of a first day that alone is over the budget, and stays under it', () => {
    const business: SchedulingBusiness = { schedule: everyDay('00:00', '23:59'), timezone: 'UTC' };
    const dense = service({ bookingInterval: 1, duration: 15 });
    const answer = teamAvailability(dense, business, { from: FROM, to: TO }, NOW, team(50), []);
    expect(answer.days).toHaveLength(1);
    expect(answer.days[0]!.date).toBe(FROM);
    expect(answer.days[0]!.slots[0]!.startTime).toBe('00:00');
    expect(cost(answer)).toBeLessThanOrEqual(AVAILABILITY_ANSWER_BUDGET);
    expect(cost(answer)).toBeGreaterThan(AVAILABILITY_ANSWER_BUDGET - 51);
    expect(JSON.stringify(answer).length).toBeLessThan(1024 * 1024);
  });

  it('answers a flexible service’s places, with no days, whatever the range', () => {
    const business: SchedulingBusiness = { schedule: null, timezone: 'UTC' };
    const answer = teamAvailability(
      service({ bookingType: 'flexible' }),
      business,
      { from: FROM, to: TO },
      NOW,
      team(50),
      [],
    );
    expect(answer.days).toEqual([]);
    expect(answer.remaining).toBe(1);
  });
});
