// Team members (decisions.md 9.1): whose hours a slot follows, what a member's time holds, and the
// property that ties the team's availability answer to the creation check, member by member.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BreakHour, Schedule } from '../schemas/schedule';
import { checkBookingTime } from './booking-rules';
import { defaultSchedule, normalizeDaySchedule, WEEKDAYS } from './schedule';
import type { SchedulingBusiness, SchedulingService } from './slots';
import { occupiedSpan, slotsForDate } from './slots';
import {
  blockMeetsDates,
  intersectSchedules,
  memberRemaining,
  memberScheduling,
  serviceMembersAfter,
  teamAvailability,
  type HeldTime,
  type MemberTime,
} from './team';
import { addDays, minutesToTime, zonedDateTimeToUtc } from './time';

type Service = SchedulingService & { id: string; hasSlotLimit: boolean; maxSlotsPerTimeSlot: number };

const service = (over: Partial<Service> = {}): Service => ({
  id: 'svc',
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
  ...over,
});

/** The same hours every day, one interval or several (a split shift). */
function splitHours(intervals: ReadonlyArray<{ open: number; close: number }>): Schedule {
  const s = defaultSchedule();
  const times = intervals.map((i) => ({ start: minutesToTime(i.open), end: minutesToTime(i.close) }));
  for (const day of WEEKDAYS) {
    s[day] = normalizeDaySchedule({ start: '', end: '', isOpen: true, intervals: times });
  }
  return s;
}

function hours(start: string, end: string, closed: string[] = []): Schedule {
  const s = defaultSchedule();
  for (const day of WEEKDAYS) s[day] = { start, end, isOpen: !closed.includes(day) };
  return s;
}

const business: SchedulingBusiness = { schedule: hours('09:00', '17:00'), timezone: 'UTC' };
/** Monday 2 March 2026, 06:00 UTC. */
const NOW = new Date('2026-03-02T06:00:00Z');
const free: MemberTime = { held: [], blocks: [] };
const at = (iso: string) => Date.parse(iso);

describe('a member’s hours', () => {
  it('are the business’s when they have none of their own, with the service’s rules untouched', () => {
    const s = service({ breakHours: [{ name: 'Lunch', start: '12:00', end: '13:00', days: ['monday'] }] });
    const m = { id: 'a', schedule: null, breakHours: [] };
    expect(slotsForDate(memberScheduling(s, m), business, '2026-03-02', NOW)).toEqual(
      slotsForDate(s, business, '2026-03-02', NOW),
    );
  });

  it('are their own, narrowed by the service’s custom schedule, with their breaks too', () => {
    const s = service({ hasCustomSchedule: true, customSchedule: hours('10:00', '14:00') });
    const lunch: BreakHour = { name: 'Lunch', start: '12:00', end: '12:30', days: ['monday'] };
    const m = { id: 'a', schedule: hours('11:00', '18:00'), breakHours: [lunch] };
    expect(slotsForDate(memberScheduling(s, m), business, '2026-03-02', NOW)).toEqual([
      '11:00',
      '12:30',
      '13:00',
    ]);
  });

  it('meet another schedule where both are open', () => {
    const a = hours('09:00', '13:00', ['sunday']);
    const b = hours('12:00', '18:00', ['monday']);
    const both = intersectSchedules(a, b);
    expect(both.tuesday).toEqual({ start: '12:00', end: '13:00', isOpen: true });
    expect(both.monday.isOpen).toBe(false);
    expect(both.sunday.isOpen).toBe(false);
    expect(intersectSchedules(hours('09:00', '10:00'), hours('11:00', '12:00')).friday.isOpen).toBe(false);
  });

  it('meet a split shift interval by interval', () => {
    const split = splitHours([
      { open: 9 * 60, close: 12 * 60 },
      { open: 14 * 60, close: 19 * 60 },
    ]);
    expect(intersectSchedules(split, hours('10:00', '16:00')).monday).toEqual({
      start: '10:00',
      end: '16:00',
      isOpen: true,
      intervals: [
        { start: '10:00', end: '12:00' },
        { start: '14:00', end: '16:00' },
      ],
    });
    expect(intersectSchedules(hours('12:00', '14:00'), split).monday.isOpen).toBe(false);
    expect(intersectSchedules(split, hours('15:00', '18:00')).monday).toEqual({
      start: '15:00',
      end: '18:00',
      isOpen: true,
    });
  });
});

describe('who performs a service', () => {
  it.each([
    { list: [], member: 'a', performs: true, active: ['a', 'b'], next: [] },
    { list: ['b'], member: 'a', performs: true, active: ['a', 'b'], next: ['b', 'a'] },
    { list: [], member: 'a', performs: false, active: ['a', 'b'], next: ['b'] },
    { list: ['a', 'b'], member: 'a', performs: false, active: ['a', 'b'], next: ['b'] },
    { list: ['a'], member: 'a', performs: false, active: ['a', 'b'], next: null },
    { list: [], member: 'a', performs: false, active: ['a'], next: null },
    // An inactive member who stops: the others are named, so reactivating them changes nothing.
    { list: [], member: 'c', performs: false, active: ['a', 'b'], next: ['a', 'b'] },
  ])('$list, $member performs: $performs -> $next', ({ list, member, performs, active, next }) => {
    expect(serviceMembersAfter(list, member, performs, active)).toEqual(next);
  });
});

describe('what a member can still take', () => {
  const ask = (from: string, minutes: number, session = 'svc|x', buffers = 0) => ({
    fromMs: at(from),
    untilMs: at(from) + minutes * 60_000,
    heldFromMs: at(from) - buffers * 60_000,
    heldUntilMs: at(from) + (minutes + buffers) * 60_000,
    session,
  });
  const held = (from: string, to: string, session: string): HeldTime => ({
    fromMs: at(from),
    untilMs: at(to),
    session,
  });

  it('is the limit when they are free, null without a limit', () => {
    expect(memberRemaining(free, ask('2026-03-02T10:00:00Z', 60), 3)).toBe(3);
    expect(memberRemaining(free, ask('2026-03-02T10:00:00Z', 60), null)).toBeNull();
  });

  it('is nothing under a block, or when another session holds their time (buffers included)', () => {
    const blocked = {
      held: [],
      blocks: [{ fromMs: at('2026-03-02T10:30:00Z'), untilMs: at('2026-03-02T11:00:00Z') }],
    };
    expect(memberRemaining(blocked, ask('2026-03-02T10:00:00Z', 60), 1)).toBe(0);
    expect(memberRemaining(blocked, ask('2026-03-02T11:00:00Z', 60), 1)).toBe(1);
    const busy = { held: [held('2026-03-02T11:00:00Z', '2026-03-02T12:00:00Z', 'other|y')], blocks: [] };
    // Touching is fine; a buffer that reaches into it is not.
    expect(memberRemaining(busy, ask('2026-03-02T10:00:00Z', 60), null)).toBeNull();
    expect(memberRemaining(busy, ask('2026-03-02T10:00:00Z', 60, 'svc|x', 15), 1)).toBe(0);
    expect(memberRemaining(busy, ask('2026-03-02T12:10:00Z', 60, 'svc|x', 15), 1)).toBe(0);
    expect(memberRemaining(busy, ask('2026-03-02T12:00:00Z', 60), 1)).toBe(1);
  });

  it('counts the people of the slot’s own session against the limit', () => {
    const session = {
      held: [
        held('2026-03-02T10:00:00Z', '2026-03-02T11:00:00Z', 'svc|x'),
        held('2026-03-02T10:00:00Z', '2026-03-02T11:00:00Z', 'svc|x'),
      ],
      blocks: [],
    };
    expect(memberRemaining(session, ask('2026-03-02T10:00:00Z', 60), 4)).toBe(2);
    expect(memberRemaining(session, ask('2026-03-02T10:00:00Z', 60), 2)).toBe(0);
    expect(memberRemaining(session, ask('2026-03-02T10:30:00Z', 60, 'svc|z'), 4)).toBe(0);
  });
});

describe('the team’s availability', () => {
  it('lists per time the members free for it, and the chosen or best remaining', () => {
    const s = service();
    const a = { id: 'a', schedule: null, breakHours: [] };
    const b = { id: 'b', schedule: hours('12:00', '17:00'), breakHours: [] };
    const busyA: MemberTime = {
      held: [{ fromMs: at('2026-03-03T14:00:00Z'), untilMs: at('2026-03-03T15:00:00Z'), session: 'other|q' }],
      blocks: [],
    };
    const answer = teamAvailability(
      s,
      business,
      { from: '2026-03-03', to: '2026-03-03' },
      NOW,
      [
        { ...a, time: busyA },
        { ...b, time: free },
      ],
      [],
    );
    const slot = (time: string) => answer.days[0]!.slots.find((x) => x.startTime === time);
    expect(slot('10:00')).toEqual({ startTime: '10:00', remaining: 1, teamMemberIds: ['a'] });
    expect(slot('13:00')).toEqual({ startTime: '13:00', remaining: 1, teamMemberIds: ['a', 'b'] });
    expect(slot('14:00')).toEqual({ startTime: '14:00', remaining: 1, teamMemberIds: ['b'] });
    const times = answer.days[0]!.slots.map((x) => x.startTime);
    expect(times).toEqual([...times].sort());
    expect(new Set(times).size).toBe(times.length);
  });

  it('agrees with the creation check and the member rule at every five minutes (random members, bookings, blocks, sessions)', () => {
    const hoursArb = fc
      .record({ open: fc.integer({ min: 0, max: 160 }), span: fc.integer({ min: 12, max: 180 }) })
      .map(({ open, span }) => ({ open: open * 5, close: Math.min(open * 5 + span * 5, 1435) }));
    // A member's own hours: one interval or a split shift (a closed stretch between two).
    const ownArb = fc.oneof(
      hoursArb.map((h) => [h]),
      fc
        .record({
          first: hoursArb,
          gap: fc.integer({ min: 1, max: 24 }),
          span: fc.integer({ min: 6, max: 60 }),
        })
        .map(({ first, gap, span }) => [
          first,
          { open: first.close + gap * 5, close: Math.min(first.close + (gap + span) * 5, 1435) },
        ])
        .filter(([, second]) => second!.close > second!.open),
    );
    fc.assert(
      fc.property(
        fc.record({
          interval: fc.constantFrom(15, 20, 30, 60),
          duration: fc.integer({ min: 10, max: 120 }),
          before: fc.constantFrom(0, 0, 10, 30),
          after: fc.constantFrom(0, 0, 15, 45),
          limit: fc.constantFrom(null, 1, 1, 2, 3),
          zone: fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York'),
          // Berlin's clocks go forward on 29 March: the third day.
          dayOffset: fc.integer({ min: 1, max: 3 }),
          members: fc.array(
            fc.record({
              own: fc.option(ownArb, { nil: null }),
              held: fc.array(
                fc.record({
                  minute: fc.integer({ min: 0, max: 287 }),
                  length: fc.integer({ min: 2, max: 30 }),
                  sameService: fc.boolean(),
                }),
                { maxLength: 5 },
              ),
              block: fc.option(
                fc.record({
                  minute: fc.integer({ min: 0, max: 287 }),
                  length: fc.integer({ min: 1, max: 48 }),
                }),
                {
                  nil: null,
                },
              ),
            }),
            { minLength: 1, maxLength: 3 },
          ),
        }),
        (c) => {
          const now = new Date('2026-03-27T05:00:00Z');
          const s = service({
            bookingInterval: c.interval,
            duration: c.duration,
            bufferBeforeMinutes: c.before,
            bufferAfterMinutes: c.after,
            hasSlotLimit: c.limit !== null,
            maxSlotsPerTimeSlot: c.limit ?? 1,
          });
          const biz: SchedulingBusiness = { schedule: hours('08:00', '18:00'), timezone: c.zone };
          const day = addDays(
            new Intl.DateTimeFormat('en-CA', { timeZone: c.zone }).format(now),
            c.dayOffset,
          );
          const instant = (minute: number) =>
            zonedDateTimeToUtc(day, minutesToTime(minute), c.zone)?.getTime();
          const members = c.members.map((m, i) => {
            const held: HeldTime[] = [];
            for (const h of m.held) {
              const from = instant(h.minute * 5);
              if (from === undefined) continue;
              // A booking of this service holds its own buffered span; another service's, any span.
              const span = h.sameService
                ? occupiedSpan(s, new Date(from))
                : { from: new Date(from), until: new Date(from + h.length * 5 * 60_000) };
              held.push({
                fromMs: span.from.getTime(),
                untilMs: span.until.getTime(),
                session: h.sameService ? `svc|${day}T${minutesToTime(h.minute * 5)}` : `other|${h.minute}`,
              });
            }
            held.sort((x, y) => x.fromMs - y.fromMs);
            const blockFrom = m.block ? instant(m.block.minute * 5) : undefined;
            const blocks =
              m.block && blockFrom !== undefined
                ? [{ fromMs: blockFrom, untilMs: blockFrom + m.block.length * 5 * 60_000 }]
                : [];
            const schedule = m.own ? splitHours(m.own) : null;
            return { id: `m${i}`, own: m.own, schedule, breakHours: [], time: { held, blocks } };
          });
          const answer = teamAvailability(s, biz, { from: day, to: day }, now, members, []);
          const offered = new Map(answer.days[0]!.slots.map((slot) => [slot.startTime, slot]));
          for (let minute = 0; minute < 1440; minute += 5) {
            const time = minutesToTime(minute);
            const startsAt = zonedDateTimeToUtc(day, time, c.zone);
            for (const m of members) {
              const check = checkBookingTime(
                memberScheduling(s, m),
                biz,
                { bookingDate: day, startTime: time },
                now,
              );
              let expected = false;
              if (check.ok && startsAt && check.slot.bookingDate === day) {
                const start = startsAt.getTime();
                const end = start + c.duration * 60_000;
                const heldFrom = start - c.before * 60_000;
                const heldUntil = end + c.after * 60_000;
                const session = `svc|${day}T${time}`;
                const blocked = m.time.blocks.some((b) => b.fromMs < end && b.untilMs > start);
                const overlapping = m.time.held.filter((h) => h.fromMs < heldUntil && h.untilMs > heldFrom);
                const clash = overlapping.some((h) => h.session !== session);
                const same = overlapping.length;
                expected = !blocked && !clash && (c.limit === null || same < c.limit);
              }
              const listed = offered.get(time)?.teamMemberIds.includes(m.id) ?? false;
              expect(listed, `${m.id} ${day} ${time}`).toBe(expected);
              // Never in the closed stretch of a member's split shift.
              if (listed && m.own) {
                const inside = m.own.some((h) => h.open <= minute && minute + c.duration <= h.close);
                expect(inside, `${m.id} ${day} ${time} inside their hours`).toBe(true);
              }
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('blockMeetsDates', () => {
  const block = (startsAt: string, endsAt: string) => ({
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
  });
  it('keeps a block that meets the dates in the business zone, not one on the day before or after', () => {
    // 23:00-01:00 UTC on the night of 1 to 2 June is 01:00-03:00 on 2 June in Berlin.
    const night = block('2026-06-01T23:00:00Z', '2026-06-02T01:00:00Z');
    expect(blockMeetsDates(night, { from: '2026-06-02', to: '2026-06-02' }, 'Europe/Berlin')).toBe(true);
    expect(blockMeetsDates(night, { from: '2026-06-01', to: '2026-06-01' }, 'Europe/Berlin')).toBe(false);
    expect(blockMeetsDates(night, { from: '2026-06-01', to: '2026-06-01' }, 'UTC')).toBe(true);
    // Ending as the day begins does not meet it; a holiday over several days meets each of them.
    const untilMidnight = block('2026-06-01T08:00:00Z', '2026-06-01T22:00:00Z');
    expect(blockMeetsDates(untilMidnight, { from: '2026-06-02', to: '2026-06-03' }, 'Europe/Berlin')).toBe(
      false,
    );
    const holiday = block('2026-06-01T00:00:00Z', '2026-06-08T00:00:00Z');
    expect(blockMeetsDates(holiday, { from: '2026-06-04', to: '2026-06-04' }, 'UTC')).toBe(true);
    expect(blockMeetsDates(holiday, { from: '2026-06-08', to: '2026-06-09' }, 'UTC')).toBe(false);
  });
});
