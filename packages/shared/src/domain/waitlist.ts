// The waitlist (decisions.md 9.3): which services take one, which time ranges a person may wait
// for, and where each entry stands in its day's line. Pure: `now` and the zone come in.

import type { Schedule } from '../schemas/schedule';
import { BOOKING_TYPE_RULES, type BookingType } from './booking-types';
import { ADVANCE_BOOKING_LIMIT_MAX } from './constants';
import { WAITLIST_MESSAGES } from './messages';
import { effectiveSchedule } from './schedule';
import { dayOpenIntervals, overrideOn, type SchedulingBusiness, type SchedulingService } from './slots';
import { memberScheduling, type SchedulingMember } from './team';
import { dateToDayNumber, timeToMinutes, zonedNow } from './time';

/**
 * Where an entry is: `waiting` in line, `offered` a held place, `booked` (it claimed one), `left`
 * (the person left, or declined the place offered), `expired` (its offer ran out unclaimed, or its
 * day passed).
 */
export const WAITLIST_ENTRY_STATUSES = ['waiting', 'offered', 'booked', 'left', 'expired'] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

/** The still-open statuses: a person is in the line (or holds a place offered from it). */
export const OPEN_WAITLIST_STATUSES = [
  'waiting',
  'offered',
] as const satisfies readonly WaitlistEntryStatus[];

/**
 * An offer's place: `held` for the entry, then `claimed` (a booking), `declined`, `expired` (its
 * hold ran out), or `withdrawn` (the business took the place back: a block, a closure, the service
 * or member no longer taking it; the entry waits again).
 */
export const WAITLIST_OFFER_STATUSES = ['held', 'claimed', 'declined', 'expired', 'withdrawn'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/**
 * Whether a place starting at `startTime` (business-local `HH:mm`) suits an entry's window: the
 * start lies in [from, to). A date-only place (no time) suits every window of its day.
 */
export function windowTakes(window: { from: string; to: string }, startTime: string | null): boolean {
  // Zero-padded 24-hour `HH:mm` strings sort as the times do (no parsing: a line of a hundred
  // entries is matched inside a cancellation).
  return startTime === null || (window.from <= startTime && startTime < window.to);
}

/**
 * Whether a service takes a waitlist: a person waits for a day (date-only) or a time of a day
 * (datetime, time-only); a flexible service has neither.
 */
export function takesWaitlist(bookingType: BookingType): boolean {
  const rules = BOOKING_TYPE_RULES[bookingType];
  return rules.needsDate || rules.needsTime;
}

/** The open intervals of a date under a schedule, the business's override first. */
function dayIntervalsOn(
  schedule: Schedule,
  overrides: Pick<SchedulingBusiness, 'dateOverrides'>,
  date: string,
): Array<{ open: number; close: number }> {
  return dayOpenIntervals(overrideOn(overrides, date), schedule, dateToDayNumber(date));
}

export interface WaitlistWindow {
  date: string;
  /** Business-local `HH:mm`. */
  from: string;
  to: string;
}

/**
 * Why a person may not wait for `window` (a message for a 400), or null. The window must be
 * ordered, not over yet (today: its end still ahead), within the service's advance limit, and
 * inside the opening hours of that day: of the chosen member, or of at least one of `members`
 * (those who perform the service) when anyone will do. A time-only service waits for today only.
 */
export function waitlistWindowProblem(
  service: SchedulingService,
  business: SchedulingBusiness,
  members: readonly SchedulingMember[],
  window: WaitlistWindow,
  now: Date,
): string | null {
  if (!takesWaitlist(service.bookingType)) return WAITLIST_MESSAGES.serviceTakesNoWaitlist;
  const from = timeToMinutes(window.from);
  const to = timeToMinutes(window.to);
  if (!(from < to)) return WAITLIST_MESSAGES.windowOrder;
  const today = zonedNow(now, business.timezone);
  const day = dateToDayNumber(window.date);
  if (day < today.dayNumber || (day === today.dayNumber && to <= today.minutes)) {
    return WAITLIST_MESSAGES.windowInPast;
  }
  if (service.bookingType === 'time-only' && day !== today.dayNumber) return WAITLIST_MESSAGES.timeOnlyToday;
  const advance = Math.min(Math.max(Math.floor(service.advanceBookingLimit), 0), ADVANCE_BOOKING_LIMIT_MAX);
  if (day > today.dayNumber + advance) return WAITLIST_MESSAGES.beyondAdvanceLimit;
  const schedules = members.length
    ? members.map((member) => effectiveSchedule(memberScheduling(service, member, business), business))
    : [effectiveSchedule(service, business)];
  const fits = schedules.some((schedule) => {
    // Inside one interval of the day: a split shift's closed stretch is no time to wait for.
    return dayIntervalsOn(schedule, business, window.date).some(
      (hours) => hours.open <= from && to <= hours.close,
    );
  });
  return fits ? null : WAITLIST_MESSAGES.windowOutsideHours;
}

/**
 * An entry as the line orders it: by when it joined, then by the order the server took them in
 * (`seq`, for two in the same instant).
 */
export interface LineEntry {
  id: string;
  serviceId: string;
  date: string;
  status: WaitlistEntryStatus;
  createdAt: Date;
  seq: number;
}

/** True when `a` stands ahead of `b` in a line. */
function aheadInLine(
  a: Pick<LineEntry, 'seq' | 'createdAt'>,
  b: Pick<LineEntry, 'seq' | 'createdAt'>,
): boolean {
  const diff = a.createdAt.getTime() - b.createdAt.getTime();
  return diff < 0 || (diff === 0 && a.seq < b.seq);
}

/**
 * Each waiting entry's place in its line (service and date): 1 + the waiting entries ahead of it.
 * Entries that no longer wait have no place (absent from the map).
 */
export function linePositions(entries: readonly LineEntry[]): Map<string, number> {
  const lines = new Map<string, LineEntry[]>();
  for (const entry of entries) {
    if (entry.status !== 'waiting') continue;
    const key = `${entry.serviceId}|${entry.date}`;
    const line = lines.get(key);
    if (line) line.push(entry);
    else lines.set(key, [entry]);
  }
  const positions = new Map<string, number>();
  for (const line of lines.values()) {
    line.sort((a, b) => (aheadInLine(a, b) ? -1 : aheadInLine(b, a) ? 1 : 0));
    line.forEach((entry, index) => positions.set(entry.id, index + 1));
  }
  return positions;
}

/** A time of a day as an availability answer lists it: what it can take, and who is free for it. */
export interface OfferableSlot {
  /** `HH:mm`; null for a date-only day. */
  startTime: string | null;
  /** 0: full; null: no limit. */
  remaining: number | null;
  /** The members free for it, in the owner's order. */
  teamMemberIds: readonly string[];
}

/**
 * The place a freed day offers an entry (decisions.md 9.3): the first time of the day, in time
 * order, with room left, starting inside the entry's window (`windowTakes`), with the member the
 * entry asked for free for it, or else the first free member in the owner's order. A date-only
 * day has one place without a time; its member is the one asked for, or none. Null when nothing
 * suits the entry.
 */
export function firstPlaceFor(
  slots: readonly OfferableSlot[],
  entry: { from: string; to: string; teamMemberId: string | null },
  timed: boolean,
): { startTime: string | null; teamMemberId: string | null } | null {
  for (const slot of slots) {
    if (slot.remaining === 0 || (timed && slot.teamMemberIds.length === 0)) continue;
    if (!windowTakes(entry, timed ? slot.startTime : null)) continue;
    if (entry.teamMemberId !== null && !slot.teamMemberIds.includes(entry.teamMemberId)) continue;
    const member = entry.teamMemberId ?? (timed ? slot.teamMemberIds[0]! : null);
    return { startTime: timed ? slot.startTime : null, teamMemberId: member };
  }
  return null;
}
