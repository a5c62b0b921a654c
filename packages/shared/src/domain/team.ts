// Team members (decisions.md 9.1): whose hours a slot follows, which time a member holds, and the
// availability answer over a team. Pure: times come in as epoch milliseconds.

import type { BreakHour, Schedule } from '../schemas/schedule';
import { AVAILABILITY_ANSWER_BUDGET, BUFFER_MINUTES_MAX, SERVICE_DURATION_MAX_MINUTES } from './constants';
import {
  dayIntervals,
  intervalMinutes,
  normalizeDaySchedule,
  WEEKDAYS,
  type HoursInterval,
} from './schedule';
import {
  countsByTime,
  serviceAvailabilityWith,
  type AvailabilityAnswer,
  type AvailabilityAnswerDay,
  type SchedulingBusiness,
  type SlotCount,
  type SchedulingService,
  type TakenPlace,
} from './slots';
import {
  addDays,
  dateToDayNumber,
  dayNumberToDate,
  minutesToTime,
  timeToMinutes,
  utcToZonedDateTime,
} from './time';

/** A team member as scheduling reads them: their hours (null: the business's) and breaks. */
export interface SchedulingMember {
  id: string;
  schedule: Schedule | null;
  breakHours: readonly BreakHour[];
}

/**
 * The hours both schedules are open, per weekday (closed where either is).
 * @internal Exported for its unit tests.
 */
export function intersectSchedules(a: Schedule, b: Schedule): Schedule {
  const result = {} as Record<(typeof WEEKDAYS)[number], Schedule['monday']>;
  for (const day of WEEKDAYS) {
    const x = a[day];
    const y = b[day];
    const both: HoursInterval[] = [];
    for (const p of intervalMinutes(dayIntervals(x))) {
      for (const q of intervalMinutes(dayIntervals(y))) {
        const open = Math.max(p.open, q.open);
        const close = Math.min(p.close, q.close);
        if (close > open) both.push({ start: minutesToTime(open), end: minutesToTime(close) });
      }
    }
    if (both.length === 0) {
      // Closed: the narrowest reading of the two, as before split shifts.
      const start = timeToMinutes(x.start) >= timeToMinutes(y.start) ? x.start : y.start;
      const end = timeToMinutes(x.end) <= timeToMinutes(y.end) ? x.end : y.end;
      result[day] = { start, end, isOpen: false };
      continue;
    }
    result[day] = normalizeDaySchedule({ start: '', end: '', isOpen: x.isOpen && y.isOpen, intervals: both });
  }
  return result;
}

/**
 * The service as one member offers it: their hours narrowed by the service's custom schedule
 * (a member without their own hours keeps the service's rules and the business's breaks), with
 * their own breaks too. A service's own breaks (kept from before teams) still apply.
 */
export function memberScheduling<S extends SchedulingService>(
  service: S,
  member: SchedulingMember,
  business?: Pick<SchedulingBusiness, 'breakHours'>,
): S {
  const extra = memberBreaks(member, business);
  const breakHours = extra.length ? [...service.breakHours, ...extra] : service.breakHours;
  if (!member.schedule) return { ...service, breakHours };
  const custom =
    service.hasCustomSchedule && service.customSchedule
      ? intersectSchedules(member.schedule, service.customSchedule)
      : member.schedule;
  return { ...service, hasCustomSchedule: true, customSchedule: custom, breakHours };
}

/**
 * A member's breaks: their own, and the business's when they work the business's hours (a member
 * with hours of their own sets their own breaks).
 */
export function memberBreaks(
  member: Pick<SchedulingMember, 'schedule' | 'breakHours'>,
  business?: Pick<SchedulingBusiness, 'breakHours'> | null,
): BreakHour[] {
  const shared = member.schedule ? [] : (business?.breakHours ?? []);
  return [...shared, ...member.breakHours];
}

/**
 * Whether a block's time meets the business-local dates `from`..`to` (whole days, both included):
 * it begins before the day after `to` begins and ends after `from` begins, in the business's zone.
 */
export function blockMeetsDates(
  block: { startsAt: Date; endsAt: Date },
  range: { from: string; to: string },
  timeZone: string,
): boolean {
  const local = (at: Date) => {
    const zoned = utcToZonedDateTime(at, timeZone);
    return `${zoned.date}T${zoned.time}`;
  };
  return (
    local(block.startsAt) < `${addDays(range.to, 1)}T00:00` && local(block.endsAt) > `${range.from}T00:00`
  );
}

/** Whether a member performs a service: the service names them, or names nobody (everyone). */
export function performs(service: { teamMemberIds: readonly string[] }, memberId: string): boolean {
  return service.teamMemberIds.length === 0 || service.teamMemberIds.includes(memberId);
}

/**
 * A service's list of members after one member starts or stops performing it; `activeIds` are the
 * business's active members (an empty list means all of them). Null: nobody would be left.
 */
export function serviceMembersAfter(
  list: readonly string[],
  memberId: string,
  performsIt: boolean,
  activeIds: readonly string[],
): string[] | null {
  if (performsIt) return list.length === 0 || list.includes(memberId) ? [...list] : [...list, memberId];
  const base = list.length === 0 ? activeIds : list;
  const next = base.filter((id) => id !== memberId);
  return next.length === 0 ? null : next;
}

/** The longest time one booking can hold: the longest duration and both buffers. */
const LONGEST_HOLD_MS = (SERVICE_DURATION_MAX_MINUTES + 2 * BUFFER_MINUTES_MAX) * 60_000;

/** A time a booking holds of its member; `session`: `service id|slot key` (a group session). */
export interface HeldTime {
  fromMs: number;
  untilMs: number;
  session: string;
}

/** What a member's time holds: bookings sorted by `fromMs`, and blocks (theirs and the business's). */
export interface MemberTime {
  held: readonly HeldTime[];
  blocks: ReadonlyArray<{ fromMs: number; untilMs: number }>;
}

/** A slot asked of a member: its own span, the span it would hold (with buffers), its session. */
export interface SlotAsk {
  fromMs: number;
  untilMs: number;
  heldFromMs: number;
  heldUntilMs: number;
  session: string;
}

function firstFrom(held: readonly HeldTime[], ms: number): number {
  let lo = 0;
  let hi = held.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((held[mid] as HeldTime).fromMs < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * What a member can still take at a slot: 0 when a block lies over it or another session holds
 * their time; else the service's limit less the slot's own session (null: no limit).
 */
export function memberRemaining(time: MemberTime, ask: SlotAsk, limit: number | null): number | null {
  for (const block of time.blocks) {
    if (block.fromMs < ask.untilMs && block.untilMs > ask.fromMs) return 0;
  }
  let same = 0;
  const { held } = time;
  for (let i = firstFrom(held, ask.heldFromMs - LONGEST_HOLD_MS); i < held.length; i++) {
    const h = held[i] as HeldTime;
    if (h.fromMs >= ask.heldUntilMs) break;
    if (h.untilMs <= ask.heldFromMs) continue;
    if (h.session !== ask.session) return 0;
    same++;
  }
  return limit === null ? null : Math.max(0, limit - same);
}

/** Null (no limit) beats any number. */
const better = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(a, b));

/** An availability answer over a team: each slot lists the members free for it. */
export type TeamAvailabilityAnswer = Omit<AvailabilityAnswer, 'days'> & {
  days: Array<
    Omit<AvailabilityAnswerDay, 'slots'> & {
      slots: Array<AvailabilityAnswerDay['slots'][number] & { teamMemberIds: string[] }>;
    }
  >;
};

type TeamService = SchedulingService & { id: string; hasSlotLimit: boolean; maxSlotsPerTimeSlot: number };

type TeamAnswerDay = TeamAvailabilityAnswer['days'][number];

/**
 * What a day of an availability answer costs against AVAILABILITY_ANSWER_BUDGET: 1 per time and
 * 1 per team member a time lists (a member's id is most of a time's bytes).
 * @internal Exported for its unit tests.
 */
export function availabilityDayCost(day: Pick<TeamAnswerDay, 'slots'>): number {
  let cost = 0;
  for (const slot of day.slots) cost += 1 + slot.teamMemberIds.length;
  return cost;
}

/** A day alone over the budget: its first times, as many as fit. */
function cutDay(day: TeamAnswerDay, budget: number): TeamAnswerDay {
  let cost = 0;
  const slots: TeamAnswerDay['slots'] = [];
  for (const slot of day.slots) {
    cost += 1 + slot.teamMemberIds.length;
    if (cost > budget) break;
    slots.push(slot);
  }
  return { ...day, slots };
}

/** Days computed at a time at most: a dense service's answer ends before much is computed past it. */
const CHUNK_DAYS_MAX = 7;

/**
 * `GET /services/{id}/availability` over a team (decisions.md 9.1). Timed services: each member's
 * slots (their hours, the service's rules) with what their time can take; a slot lists the members
 * free for it and answers the chosen member's remaining places, or the best of all. Date-only and
 * flexible services count per service as before (`serviceTaken`) and list every member.
 *
 * One answer holds at most `budget` (AVAILABILITY_ANSWER_BUDGET, issue 32): the days of the range
 * from its first, whole, while they fit; the first day always, its times cut at the budget when it
 * alone is over it. The caller asks for the rest from the day after the last one answered. Days are
 * computed a few at a time (1, 2, 4, then up to CHUNK_DAYS_MAX as the budget allows), so a dense
 * service costs about what its answer holds, not its whole range.
 */
export function teamAvailability(
  service: TeamService,
  business: SchedulingBusiness,
  range: { from: string; to: string },
  now: Date,
  members: ReadonlyArray<SchedulingMember & { time: MemberTime }>,
  serviceTaken: readonly TakenPlace[],
  budget: number = AVAILABILITY_ANSWER_BUDGET,
): TeamAvailabilityAnswer {
  const first = dateToDayNumber(range.from);
  const last = dateToDayNumber(range.to);
  // Each member's held times indexed once, and the groups of the same hours formed once, for
  // every chunk of days below.
  const team = countsByTime(service.bookingType) ? indexTeam(members) : [];
  if (service.bookingType === 'flexible' || !(last >= first)) {
    return teamAvailabilityOver(service, business, range, now, members, team, serviceTaken);
  }
  const days: TeamAnswerDay[] = [];
  let answer: TeamAvailabilityAnswer | undefined;
  let used = 0;
  let densest = 0;
  let chunk = 1;
  for (let next = first; next <= last;) {
    const to = Math.min(last, next + chunk - 1);
    answer = teamAvailabilityOver(
      service,
      business,
      { from: dayNumberToDate(next), to: dayNumberToDate(to) },
      now,
      members,
      team,
      serviceTaken,
    );
    for (const day of answer.days) {
      const cost = availabilityDayCost(day);
      if (used + cost > budget) {
        if (days.length === 0) days.push(cutDay(day, budget));
        return { ...answer, days };
      }
      days.push(day);
      used += cost;
      densest = Math.max(densest, cost);
    }
    next = to + 1;
    // As many days as the budget still holds at the densest day's cost (one more shows the end).
    const fit = densest > 0 ? Math.floor((budget - used) / densest) + 1 : CHUNK_DAYS_MAX;
    chunk = Math.max(1, Math.min(CHUNK_DAYS_MAX, 2 * chunk, fit));
  }
  return { ...(answer as TeamAvailabilityAnswer), days };
}

/**
 * A member's held times as flat arrays, for the many slots an availability answer asks about:
 * `reach[i]` is the latest end among held times 0..i (they are sorted by start), so the first one
 * that can overlap a time is found by bisection, however long the held times are.
 */
interface TimeIndex {
  from: Float64Array;
  until: Float64Array;
  reach: Float64Array;
  sessions: string[];
  blocks: MemberTime['blocks'];
}

function indexTime(time: MemberTime): TimeIndex {
  const n = time.held.length;
  const from = new Float64Array(n);
  const until = new Float64Array(n);
  const reach = new Float64Array(n);
  const sessions: string[] = new Array<string>(n);
  let latest = -Infinity;
  for (let i = 0; i < n; i++) {
    const h = time.held[i] as HeldTime;
    from[i] = h.fromMs;
    until[i] = h.untilMs;
    latest = Math.max(latest, h.untilMs);
    reach[i] = latest;
    sessions[i] = h.session;
  }
  return { from, until, reach, sessions, blocks: time.blocks };
}

/** `memberRemaining` over an indexed time, for a slot whose session is `session`. */
function remainingIn(time: TimeIndex, slot: SlotCount, session: string, limit: number | null): number | null {
  for (const block of time.blocks) {
    if (block.fromMs < slot.untilMs && block.untilMs > slot.fromMs) return 0;
  }
  const { from, until, reach, sessions } = time;
  let lo = 0;
  let hi = reach.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((reach[mid] as number) <= slot.heldFromMs) lo = mid + 1;
    else hi = mid;
  }
  let same = 0;
  for (let i = lo; i < from.length && (from[i] as number) < slot.heldUntilMs; i++) {
    if ((until[i] as number) <= slot.heldFromMs) continue;
    if (sessions[i] !== session) return 0;
    same++;
  }
  return limit === null ? null : Math.max(0, limit - same);
}

/** A group of members with the same hours and breaks, their times indexed (see `sameHours`). */
type IndexedGroup = { first: SchedulingMember; ids: string[]; times: TimeIndex[] };

function indexTeam(members: ReadonlyArray<SchedulingMember & { time: MemberTime }>): IndexedGroup[] {
  return sameHours(members).map((group) => ({
    first: group[0]!,
    ids: group.map((m) => m.id),
    times: group.map((m) => indexTime(m.time)),
  }));
}

/** Groups this large list their free members in a new array per slot, not one per combination. */
const MASKED_GROUP_MAX = 30;

/**
 * A group's slot grid over the range, with each slot's best remaining and its free members (in
 * the owner's order). Slots with the same free members share one list: a salon's slots mostly
 * list the same few combinations, and the answer is read, never changed.
 */
function groupAvailability(
  service: TeamService,
  business: SchedulingBusiness,
  range: { from: string; to: string },
  now: Date,
  group: IndexedGroup,
  limit: number | null,
): { answer: AvailabilityAnswer; free: string[][] } {
  const free: string[][] = [];
  const lists = new Map<number, string[]>();
  const { ids, times } = group;
  const masked = ids.length <= MASKED_GROUP_MAX;
  const sessionOf = `${service.id}|`;
  const answer = serviceAvailabilityWith(
    memberScheduling(service, group.first, business),
    business,
    range,
    now,
    {
      remainingAt: (slot) => {
        const session = sessionOf + slot.slotKey;
        let best: number | null = 0;
        let mask = 0;
        let list: string[] | undefined = masked ? undefined : [];
        for (let i = 0; i < times.length; i++) {
          const left = remainingIn(times[i] as TimeIndex, slot, session, limit);
          best = i === 0 ? left : better(best, left);
          if (left === 0) continue;
          if (list) list.push(ids[i] as string);
          else mask |= 1 << i;
        }
        if (!list) {
          list = lists.get(mask);
          if (!list) {
            list = ids.filter((_, i) => (mask & (1 << i)) !== 0);
            lists.set(mask, list);
          }
        }
        // Called once per slot of the answer, in the answer's order (serviceAvailabilityWith).
        free.push(list);
        return best;
      },
    },
  );
  let count = 0;
  for (const day of answer.days) count += day.slots.length;
  if (count !== free.length) throw new Error('teamAvailability: a slot without its members');
  return { answer, free };
}

/** `teamAvailability` over the whole range, without a budget. */
function teamAvailabilityOver(
  service: TeamService,
  business: SchedulingBusiness,
  range: { from: string; to: string },
  now: Date,
  members: ReadonlyArray<SchedulingMember & { time: MemberTime }>,
  team: readonly IndexedGroup[],
  serviceTaken: readonly TakenPlace[],
): TeamAvailabilityAnswer {
  const limit = service.hasSlotLimit ? service.maxSlotsPerTimeSlot : null;
  if (!countsByTime(service.bookingType)) {
    const answer = serviceAvailabilityWith(service, business, range, now, { taken: serviceTaken });
    const ids = members.map((m) => m.id);
    return {
      ...answer,
      days: answer.days.map((day) => ({
        ...day,
        slots: day.slots.map((slot) => ({ ...slot, teamMemberIds: slot.remaining === 0 ? [] : ids })),
      })),
    };
  }
  // One group (a salon whose members all work its hours, or one member asked for): its grid is
  // the answer, its slots already in order and its members in the owner's order.
  if (team.length === 1) {
    const { answer, free } = groupAvailability(service, business, range, now, team[0]!, limit);
    let k = 0;
    return {
      timezone: answer.timezone,
      bookingType: answer.bookingType,
      days: answer.days.map((day) => ({
        date: day.date,
        open: day.open,
        ...(day.note ? { note: day.note } : {}),
        slots: day.slots.map((slot) => ({
          startTime: slot.startTime,
          remaining: slot.remaining,
          teamMemberIds: free[k++] as string[],
        })),
      })),
    };
  }
  type Merged = { remaining: number | null; ids: string[]; seen: boolean };
  const byDay = new Map<string, { open: boolean; note?: string; slots: Map<string, Merged> }>();
  let base: Pick<AvailabilityAnswer, 'timezone' | 'bookingType'> = {
    timezone: business.timezone,
    bookingType: service.bookingType,
  };
  // Members with the same hours and breaks share one slot grid: it is laid out once per group, and
  // each of its slots asks every member of the group (a salon of ten on the business's hours
  // computes one grid, not ten).
  for (const group of team) {
    const { answer, free } = groupAvailability(service, business, range, now, group, limit);
    let k = 0;
    base = { timezone: answer.timezone, bookingType: answer.bookingType };
    for (const day of answer.days) {
      const merged = byDay.get(day.date) ?? {
        open: false,
        ...(day.note ? { note: day.note } : {}),
        slots: new Map(),
      };
      byDay.set(day.date, merged);
      merged.open ||= day.open;
      for (const slot of day.slots) {
        const key = slot.startTime ?? '';
        const entry = merged.slots.get(key) ?? { remaining: 0, ids: [], seen: false };
        merged.slots.set(key, entry);
        entry.remaining = entry.seen ? better(entry.remaining, slot.remaining) : slot.remaining;
        entry.seen = true;
        entry.ids.push(...(free[k++] as string[]));
      }
    }
  }
  // Free members in the owner's order, whichever group they were counted in.
  const order = new Map(members.map((m, i) => [m.id, i]));
  const byOrder = (a: string, b: string) => order.get(a)! - order.get(b)!;
  const days = rangeDates(range).map((date) => {
    const merged = byDay.get(date);
    const slots = [...(merged?.slots.entries() ?? [])]
      .sort(([a], [b]) => timeToMinutes(a) - timeToMinutes(b))
      .map(([startTime, entry]) => ({
        startTime,
        remaining: entry.remaining,
        teamMemberIds: entry.ids.sort(byOrder),
      }));
    return { date, open: merged?.open ?? false, ...(merged?.note ? { note: merged.note } : {}), slots };
  });
  return { ...base, days };
}

/** The members in groups of the same hours and breaks (each group in the owner's order). */
function sameHours<M extends SchedulingMember>(members: readonly M[]): M[][] {
  const groups = new Map<string, M[]>();
  for (const member of members) {
    const key = JSON.stringify([member.schedule, member.breakHours]);
    const group = groups.get(key);
    if (group) group.push(member);
    else groups.set(key, [member]);
  }
  return [...groups.values()];
}

function rangeDates(range: { from: string; to: string }): string[] {
  const dates: string[] = [];
  const first = Date.parse(`${range.from}T00:00:00Z`);
  const last = Date.parse(`${range.to}T00:00:00Z`);
  for (let ms = first; ms <= last; ms += 86_400_000) dates.push(new Date(ms).toISOString().slice(0, 10));
  return dates;
}
