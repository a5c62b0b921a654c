// Which dates and start times a service offers (spec section 2 "Booking form", decisions.md
// sections 4 and 5). Pure: `now` and the zone come in as arguments.
//
// Speed: a year of slots must cost well under 5 ms. The grid of each weekday is built once per
// call in integer minutes and its `HH:mm` labels are reused for every date with that weekday;
// luxon is asked for today's wall clock once and, unless remembered, for the zone's offset
// changes in the window about 80 times; never per slot. Only today and the (rare) days on which the clocks change
// convert slots to instants, with the precomputed offset table.

import type { BreakHour, DateOverride, Schedule } from '../schemas/schedule';
import type { BookingType } from './booking-types';
import { ADVANCE_BOOKING_LIMIT_MAX, DEFAULT_SLOT_DURATION_MINUTES } from './constants';
import {
  breakMinutesOn,
  effectiveSchedule,
  gapsBetween,
  openingMinutes,
  openIntervalMinutes,
  weekdayOfDayNumber,
  WEEKDAYS,
} from './schedule';
import {
  cachedOffsetTable,
  dateToDayNumber,
  dayNumberToDate,
  daysWithOffsetChange,
  minutesToTime,
  MS_PER_DAY,
  MS_PER_MINUTE,
  resolveLocalMs,
  timeToMinutes,
  weekdayIndexOfDayNumber,
  zonedDateTimeToUtc,
  zonedNow,
} from './time';
import type { OffsetTable } from './time';

/** The fields of a service that decide its dates and times. */
export interface SchedulingService {
  bookingType: BookingType;
  hasCustomSchedule: boolean;
  customSchedule?: Schedule | null;
  breakHours: readonly BreakHour[];
  bookingInterval: number;
  hasDuration: boolean;
  duration?: number | null;
  advanceBookingLimit: number;
  /** Minutes kept free before and after each booking (decisions.md 8.4); 0 when absent. */
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
  /** A time must start at least this many minutes after now; 0 when absent. */
  minimumNoticeMinutes?: number;
}

/** The fields of a business that decide its services' dates and times. */
export interface SchedulingBusiness {
  schedule?: Schedule | null;
  /** IANA zone of the business: every date and time here is wall-clock time there. */
  timezone: string;
  /** Closed days and one-off hours: they beat the weekly hours of every service that day. */
  dateOverrides?: readonly DateOverride[] | null;
  /** Breaks of everyone who works the business's hours (team members without their own). */
  breakHours?: readonly BreakHour[] | null;
}

/** The override of a date, if the business has one. */
export function overrideOn(
  business: Pick<SchedulingBusiness, 'dateOverrides'>,
  date: string,
): DateOverride | undefined {
  return business.dateOverrides?.find((override) => override.date === date);
}

/** Opening and closing minute of an override's day, or null when it closes the day. */
function overrideMinutes(override: DateOverride): { open: number; close: number } | null {
  if (override.closed) return null;
  const open = timeToMinutes(override.start);
  const close = timeToMinutes(override.end);
  return Number.isNaN(open) || Number.isNaN(close) || close <= open ? null : { open, close };
}

/**
 * Opening and closing minute of a day: its override's hours when the business has one for it
 * (null: closed that day), else the weekday's in `schedule`; null when closed.
 */
export function dayHours(
  override: DateOverride | undefined,
  schedule: Schedule,
  dayNumber: number,
): { open: number; close: number } | null {
  if (override) return overrideMinutes(override);
  return openingMinutes(schedule[weekdayOfDayNumber(dayNumber)]);
}

/**
 * The open intervals of a day in minutes, in order: its override's hours when the business has
 * one for it (none: closed that day), else the weekday's in `schedule` (a split shift has several).
 */
export function dayOpenIntervals(
  override: DateOverride | undefined,
  schedule: Schedule,
  dayNumber: number,
): Array<{ open: number; close: number }> {
  if (override) {
    const hours = overrideMinutes(override);
    return hours ? [hours] : [];
  }
  return openIntervalMinutes(schedule[weekdayOfDayNumber(dayNumber)]);
}

/** The overrides by day number, made once per call. */
export function overridesByDay(
  business: Pick<SchedulingBusiness, 'dateOverrides'>,
): Map<number, DateOverride> {
  const map = new Map<number, DateOverride>();
  for (const override of business.dateOverrides ?? []) {
    const day = dateToDayNumber(override.date);
    if (!Number.isNaN(day)) map.set(day, override);
  }
  return map;
}

/** Whole minutes of a service's optional number field (missing or bad: 0). */
function minutesOf(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Hourly choices of time-only services: 09:00 to 17:00 (spec section 2).
 * @internal Exported for its unit tests, not used elsewhere.
 */
export const TIME_ONLY_CHOICES = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
] as const;

/**
 * Minutes a slot occupies: the duration, or 30 when the service has none.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function slotLengthMinutes(service: Pick<SchedulingService, 'hasDuration' | 'duration'>): number {
  const { duration } = service;
  return service.hasDuration && duration != null && duration >= 1 ? duration : DEFAULT_SLOT_DURATION_MINUTES;
}

/**
 * Slot starts of one day in minutes: from opening at every `interval`, each ending
 * (start + `length`) by closing, none overlapping a break [start, end). Touching a break is fine.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function slotGridMinutes(
  open: number,
  close: number,
  interval: number,
  length: number,
  breaks: ReadonlyArray<readonly [number, number]>,
): number[] {
  const starts: number[] = [];
  if (!Number.isInteger(interval) || interval < 1 || !(length >= 1)) return starts;
  for (let start = open; start + length <= close; start += interval) {
    const end = start + length;
    let clashes = false;
    for (const [breakStart, breakEnd] of breaks) {
      if (start < breakEnd && end > breakStart) {
        clashes = true;
        break;
      }
    }
    if (!clashes) starts.push(start);
  }
  return starts;
}

/** Slot starts of a day of several open intervals: each interval's grid from its own opening. */
function intervalsGridMinutes(
  intervals: ReadonlyArray<{ open: number; close: number }>,
  interval: number,
  length: number,
  breaks: ReadonlyArray<readonly [number, number]>,
): number[] {
  const starts: number[] = [];
  for (const hours of intervals) {
    for (const start of slotGridMinutes(hours.open, hours.close, interval, length, breaks)) {
      if (starts.length === 0 || start > (starts[starts.length - 1] as number)) starts.push(start);
    }
  }
  return starts;
}

/** First and last bookable date (`YYYY-MM-DD`, inclusive): today .. today + advanceBookingLimit, business local. */
export interface DateBounds {
  min: string;
  max: string;
}

// The schema keeps the limit within 1..365; stored data outside it is clamped rather than
// allowed to make a window of unbounded size.
function advanceDays(service: Pick<SchedulingService, 'advanceBookingLimit'>): number {
  const limit = Math.floor(service.advanceBookingLimit);
  return Number.isFinite(limit) ? Math.min(Math.max(limit, 0), ADVANCE_BOOKING_LIMIT_MAX) : 0;
}

export function bookingDateBounds(
  service: Pick<SchedulingService, 'advanceBookingLimit'>,
  timeZone: string,
  now: Date,
): DateBounds {
  const today = zonedNow(now, timeZone).dayNumber;
  return { min: dayNumberToDate(today), max: dayNumberToDate(today + advanceDays(service)) };
}

interface WeekdayPlan {
  minutes: number[];
  labels: string[];
}

/** Slot grid per weekday (index 0 = Monday); null for a closed day. */
function planWeek(
  service: SchedulingService,
  business: SchedulingBusiness | null | undefined,
): Array<WeekdayPlan | null> {
  const schedule = effectiveSchedule(service, business);
  const length = slotLengthMinutes(service);
  return WEEKDAYS.map((weekday) => {
    const intervals = openIntervalMinutes(schedule[weekday]);
    if (intervals.length === 0) return null;
    const minutes = intervalsGridMinutes(
      intervals,
      service.bookingInterval,
      length,
      breakMinutesOn(service.breakHours, weekday),
    );
    return { minutes, labels: minutes.map(minutesToTime) };
  });
}

/**
 * The slot grid of every date: the weekday's, or the override's hours (with that weekday's
 * breaks), or none on a closed date. Grids are made once per weekday and per override.
 */
class DayPlanner {
  private readonly week: Array<WeekdayPlan | null>;
  private readonly overrides: Map<number, DateOverride>;
  private readonly overridePlans = new Map<number, WeekdayPlan | null>();

  constructor(
    private readonly service: SchedulingService,
    business: SchedulingBusiness,
  ) {
    this.week = planWeek(service, business);
    this.overrides = overridesByDay(business);
  }

  /** The override of a day, if any. */
  override(dayNumber: number): DateOverride | undefined {
    return this.overrides.get(dayNumber);
  }

  /** Opening and closing minute of a day, overrides first; null when closed. */
  hours(dayNumber: number, schedule: Schedule): { open: number; close: number } | null {
    return dayHours(this.overrides.get(dayNumber), schedule, dayNumber);
  }

  plan(dayNumber: number): WeekdayPlan | null {
    const override = this.overrides.get(dayNumber);
    if (!override) return this.week[weekdayIndexOfDayNumber(dayNumber)] ?? null;
    if (this.overridePlans.has(dayNumber)) return this.overridePlans.get(dayNumber) ?? null;
    const hours = overrideMinutes(override);
    const plan = hours
      ? (() => {
          const minutes = slotGridMinutes(
            hours.open,
            hours.close,
            this.service.bookingInterval,
            slotLengthMinutes(this.service),
            breakMinutesOn(this.service.breakHours, weekdayOfDayNumber(dayNumber)),
          );
          return { minutes, labels: minutes.map(minutesToTime) };
        })()
      : null;
    this.overridePlans.set(dayNumber, plan);
    return plan;
  }
}

/** Everything about "now" and the zone that a call needs, computed once per call. */
interface ZoneContext {
  nowMs: number;
  today: number;
  /** Starts before this instant are too soon (now plus the minimum notice). */
  cutoffMs: number;
  /** The business-local day of the cut-off: later days need no per-slot check. */
  cutoffDay: number;
  table: OffsetTable;
  offsetChangeDays: Set<number>;
}

function zoneContext(
  timeZone: string,
  now: Date,
  today: number,
  firstDay: number,
  lastDay: number,
  noticeMinutes = 0,
): ZoneContext {
  // Wall times of day D lie within D - 14 h .. D + 1 day + 12 h in UTC; a day either side is plenty.
  const table = cachedOffsetTable(timeZone, (firstDay - 1) * MS_PER_DAY, (lastDay + 2) * MS_PER_DAY);
  const nowMs = now.getTime();
  const cutoffMs = nowMs + noticeMinutes * MS_PER_MINUTE;
  const cutoffDay = noticeMinutes > 0 ? zonedNow(new Date(cutoffMs), timeZone).dayNumber : today;
  return { nowMs, today, cutoffMs, cutoffDay, table, offsetChangeDays: daysWithOffsetChange(table) };
}

/** The UTC instant of a local minute of a day, or null in a DST gap. */
function instantOf(dayNumber: number, minute: number, context: ZoneContext): number | null {
  return resolveLocalMs(dayNumber * MS_PER_DAY + minute * MS_PER_MINUTE, context.table.offsetAt);
}

/**
 * The instant a day opens: its opening minute, or, when the clocks skip that minute (a DST gap),
 * the first minute after it that the wall clock shows before closing; null when there is none.
 */
function openingInstant(
  dayNumber: number,
  hours: { open: number; close: number },
  context: ZoneContext,
): number | null {
  for (let minute = hours.open; minute < hours.close; minute++) {
    const instant = instantOf(dayNumber, minute, context);
    if (instant !== null) return instant;
  }
  return null;
}

/** Whether a start at `utcMs` is late enough: after now and past the minimum notice. */
function startsLateEnough(utcMs: number, context: ZoneContext): boolean {
  return utcMs > context.nowMs && utcMs >= context.cutoffMs;
}

/**
 * The labels of a day plan on one date. A start that does not exist on the wall clock that
 * day (DST gap) is left out: such times are not bookable (see time.ts). Days up to the cut-off
 * keep only starts after now and past the minimum notice.
 */
function slotsOnDay(plan: WeekdayPlan, dayNumber: number, context: ZoneContext): string[] {
  if (dayNumber > context.cutoffDay && !context.offsetChangeDays.has(dayNumber)) return plan.labels.slice();
  const result: string[] = [];
  for (let i = 0; i < plan.minutes.length; i++) {
    const utcMs = instantOf(dayNumber, plan.minutes[i] as number, context);
    if (utcMs === null || !startsLateEnough(utcMs, context)) continue;
    result.push(plan.labels[i] as string);
  }
  return result;
}

/** The slots of a day plan with their instants (for counting what they hold). */
function timedSlotsOnDay(
  plan: WeekdayPlan,
  dayNumber: number,
  context: ZoneContext,
): Array<{ label: string; utcMs: number }> {
  const result: Array<{ label: string; utcMs: number }> = [];
  for (let i = 0; i < plan.minutes.length; i++) {
    const utcMs = instantOf(dayNumber, plan.minutes[i] as number, context);
    if (utcMs === null || !startsLateEnough(utcMs, context)) continue;
    result.push({ label: plan.labels[i] as string, utcMs });
  }
  return result;
}

/**
 * Whether a date can be chosen: within today .. today + advanceBookingLimit and open that day
 * (the override's hours or the effective weekly schedule; spec section 2, decisions.md 8.4). A
 * date-only service with a minimum notice also needs the day's opening that far ahead (a day
 * whose opening time falls in a DST gap opens when the gap ends).
 */
export function isDateBookable(
  service: SchedulingService,
  business: SchedulingBusiness,
  date: string,
  now: Date,
): boolean {
  const dayNumber = dateToDayNumber(date);
  if (Number.isNaN(dayNumber)) return false;
  const today = zonedNow(now, business.timezone).dayNumber;
  const context = zoneContext(
    business.timezone,
    now,
    today,
    dayNumber,
    dayNumber,
    minutesOf(service.minimumNoticeMinutes),
  );
  return isBookableDay(service, business, new DayPlanner(service, business), dayNumber, context);
}

function isBookableDay(
  service: SchedulingService,
  business: SchedulingBusiness,
  planner: DayPlanner,
  dayNumber: number,
  context: ZoneContext,
): boolean {
  if (dayNumber < context.today || dayNumber > context.today + advanceDays(service)) return false;
  const hours = planner.hours(dayNumber, effectiveSchedule(service, business));
  if (!hours) return false;
  if (
    service.bookingType === 'date-only' &&
    minutesOf(service.minimumNoticeMinutes) > 0 &&
    dayNumber <= context.cutoffDay
  ) {
    const opening = openingInstant(dayNumber, hours, context);
    return opening !== null && opening >= context.cutoffMs;
  }
  return true;
}

/** Start times (`HH:mm`) a datetime service offers on a date; [] when the date is not bookable. */
export function slotsForDate(
  service: SchedulingService,
  business: SchedulingBusiness,
  date: string,
  now: Date,
): string[] {
  const dayNumber = dateToDayNumber(date);
  if (Number.isNaN(dayNumber)) return [];
  const today = zonedNow(now, business.timezone).dayNumber;
  const context = zoneContext(
    business.timezone,
    now,
    today,
    dayNumber,
    dayNumber,
    minutesOf(service.minimumNoticeMinutes),
  );
  const planner = new DayPlanner(service, business);
  if (!isBookableDay(service, business, planner, dayNumber, context)) return [];
  const plan = planner.plan(dayNumber);
  if (!plan) return [];
  return slotsOnDay(plan, dayNumber, context);
}

/**
 * Today's choices of a time-only service: the hourly 09:00-17:00 choices that are still ahead of
 * `now` (and past the minimum notice), exist on today's wall clock, and do not overlap a break of
 * today (with the slot length). Opening hours do not narrow them (the spec fixes the list), but a
 * closed weekday or a closure today offers none; one-off hours today open a closed weekday.
 */
export function timeOnlyChoices(
  service: SchedulingService,
  business: SchedulingBusiness,
  now: Date,
): string[] {
  const today = zonedNow(now, business.timezone).dayNumber;
  return timeOnlyChoicesOn(service, business, now, today);
}

function timeOnlyChoicesOn(
  service: SchedulingService,
  business: SchedulingBusiness,
  now: Date,
  today: number,
): string[] {
  const weekday = weekdayOfDayNumber(today);
  const planner = new DayPlanner(service, business);
  const schedule = effectiveSchedule(service, business);
  if (!planner.hours(today, schedule)) return [];
  const length = slotLengthMinutes(service);
  // The closed stretch of a split shift counts as a break.
  const breaks = [
    ...breakMinutesOn(service.breakHours, weekday),
    ...gapsBetween(dayOpenIntervals(planner.override(today), schedule, today)),
  ];
  const minutes = TIME_ONLY_CHOICES.map((time) => Number(time.slice(0, 2)) * 60).filter((start) =>
    breaks.every(([breakStart, breakEnd]) => !(start < breakEnd && start + length > breakStart)),
  );
  const plan = { minutes, labels: minutes.map(minutesToTime) };
  return slotsOnDay(
    plan,
    today,
    zoneContext(business.timezone, now, today, today, today, minutesOf(service.minimumNoticeMinutes)),
  );
}

/** One bookable date and its start times. */
export interface AvailabilityDay {
  date: string;
  /** `HH:mm` starts; [] for date-only services (no time is chosen) and on a datetime day already over. */
  slots: string[];
}

/**
 * Every bookable date of a service with its start times, for the whole booking window:
 * - datetime: each open date from today to today + advanceBookingLimit with its slot grid;
 * - date-only: the same dates, without times;
 * - time-only: today only, with the hourly choices (none when today is closed);
 * - flexible: nothing to choose, [].
 * The product asks the server (`serviceAvailability`); this stays for the rules' own tests and bench.
 * @internal
 */
export function availabilityWindow(
  service: SchedulingService,
  business: SchedulingBusiness,
  now: Date,
): AvailabilityDay[] {
  if (service.bookingType === 'flexible') return [];
  const today = zonedNow(now, business.timezone).dayNumber;
  if (service.bookingType === 'time-only') {
    const slots = timeOnlyChoicesOn(service, business, now, today);
    return new DayPlanner(service, business).hours(today, effectiveSchedule(service, business))
      ? [{ date: dayNumberToDate(today), slots }]
      : [];
  }
  const lastDay = today + advanceDays(service);
  const context = zoneContext(
    business.timezone,
    now,
    today,
    today,
    lastDay,
    minutesOf(service.minimumNoticeMinutes),
  );
  const planner = new DayPlanner(service, business);
  const days: AvailabilityDay[] = [];
  for (let dayNumber = today; dayNumber <= lastDay; dayNumber++) {
    if (!isBookableDay(service, business, planner, dayNumber, context)) continue;
    const plan = planner.plan(dayNumber);
    if (!plan) continue;
    days.push({
      date: dayNumberToDate(dayNumber),
      slots: service.bookingType === 'datetime' ? slotsOnDay(plan, dayNumber, context) : [],
    });
  }
  return days;
}

// ---- occupancy and remaining capacity (decisions.md 8.4) -------------------------------------

/** Whether a booking type counts capacity by time (overlapping bookings) rather than by its key. */
export function countsByTime(bookingType: BookingType): boolean {
  return bookingType === 'datetime' || bookingType === 'time-only';
}

/** The time a slot starting at `startsAt` takes: [start, start + slot length). */
export function slotSpan(
  service: Pick<SchedulingService, 'hasDuration' | 'duration'>,
  startsAt: Date,
): { from: Date; until: Date } {
  return {
    from: startsAt,
    until: new Date(startsAt.getTime() + slotLengthMinutes(service) * MS_PER_MINUTE),
  };
}

/**
 * The time a booking starting at `startsAt` keeps from others: its slot widened by the service's
 * buffers. A slot's capacity counts the active bookings whose widened time overlaps the slot.
 */
export function occupiedSpan(
  service: Pick<SchedulingService, 'hasDuration' | 'duration' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
  startsAt: Date,
): { from: Date; until: Date } {
  const slot = slotSpan(service, startsAt);
  return {
    from: new Date(slot.from.getTime() - minutesOf(service.bufferBeforeMinutes) * MS_PER_MINUTE),
    until: new Date(slot.until.getTime() + minutesOf(service.bufferAfterMinutes) * MS_PER_MINUTE),
  };
}

/** An active booking as availability counts it. */
export interface TakenPlace {
  slotKey: string;
  /** The occupied time of a timed booking, in epoch milliseconds; null without a time. */
  occupiedFromMs: number | null;
  occupiedUntilMs: number | null;
}

/** One day of an availability answer. */
export interface AvailabilityAnswerDay {
  date: string;
  /** Whether the day has bookable times (before counting what is taken). */
  open: boolean;
  /** The override's note of a closed or specially opened day. */
  note?: string;
  slots: Array<{ startTime: string | null; remaining: number | null }>;
}

export interface AvailabilityAnswer {
  timezone: string;
  bookingType: BookingType;
  days: AvailabilityAnswerDay[];
  /** Flexible services only: the free capacity of the whole service (null without a limit). */
  remaining?: number | null;
}

function upperBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A timed slot asked of a counter: its span, the span it would hold (buffers), its key. */
export interface SlotCount {
  fromMs: number;
  untilMs: number;
  heldFromMs: number;
  heldUntilMs: number;
  slotKey: string;
}

/**
 * How an availability answer counts what a slot can take: the service's own active bookings
 * (`taken`), or a counter per timed slot (a team member's held time, see team.ts).
 */
export type SlotCounter =
  { taken: readonly TakenPlace[] } | { remainingAt(slot: SlotCount): number | null; taken?: undefined };

/**
 * `GET /services/{id}/availability` (decisions.md 8.4): every date of `from`..`to` (business local)
 * with the bookable times and what each can still take, given the service's active bookings in
 * the range (`taken`). Times are the same the creation check accepts: the shared rules above.
 * The server answers over its team (`teamAvailability`, team.ts), which runs these rules per member.
 * @internal Exported for the rules' own tests and bench.
 */
export function serviceAvailability(
  service: SchedulingService & { hasSlotLimit: boolean; maxSlotsPerTimeSlot: number },
  business: SchedulingBusiness,
  range: { from: string; to: string },
  now: Date,
  taken: readonly TakenPlace[],
): AvailabilityAnswer {
  return serviceAvailabilityWith(service, business, range, now, { taken });
}

/** `serviceAvailability` with a counter of its own. */
export function serviceAvailabilityWith(
  service: SchedulingService & { hasSlotLimit: boolean; maxSlotsPerTimeSlot: number },
  business: SchedulingBusiness,
  range: { from: string; to: string },
  now: Date,
  counter: SlotCounter,
): AvailabilityAnswer {
  const taken = counter.taken ?? [];
  const limit = service.hasSlotLimit ? service.maxSlotsPerTimeSlot : null;
  const remainingOf = (count: number) => (limit === null ? null : Math.max(0, limit - count));
  const base = { timezone: business.timezone, bookingType: service.bookingType };
  if (service.bookingType === 'flexible') return { ...base, days: [], remaining: remainingOf(taken.length) };

  const firstDay = dateToDayNumber(range.from);
  const lastDay = dateToDayNumber(range.to);
  const today = zonedNow(now, business.timezone).dayNumber;
  const context = zoneContext(
    business.timezone,
    now,
    today,
    Math.min(firstDay, today),
    Math.max(lastDay, today),
    minutesOf(service.minimumNoticeMinutes),
  );
  const planner = new DayPlanner(service, business);
  const schedule = effectiveSchedule(service, business);
  const length = slotLengthMinutes(service) * MS_PER_MINUTE;

  // Overlap counting in O(log n) per slot: those starting before the slot ends, minus those over
  // by its start (every one of those also starts before the slot ends).
  const timed = taken.filter((t) => t.occupiedFromMs !== null && t.occupiedUntilMs !== null);
  const froms = Float64Array.from(timed, (t) => t.occupiedFromMs as number).sort();
  const untils = Float64Array.from(timed, (t) => t.occupiedUntilMs as number).sort();
  const byKey = new Map<string, number>();
  for (const t of taken) byKey.set(t.slotKey, (byKey.get(t.slotKey) ?? 0) + 1);
  const overlapping = (startMs: number) =>
    upperBound(froms, startMs + length - 1) - upperBound(untils, startMs);
  const before = minutesOf(service.bufferBeforeMinutes) * MS_PER_MINUTE;
  const after = minutesOf(service.bufferAfterMinutes) * MS_PER_MINUTE;
  const remainingAt = (startMs: number, date: string, label: string) =>
    counter.taken
      ? remainingOf(overlapping(startMs))
      : counter.remainingAt({
          fromMs: startMs,
          untilMs: startMs + length,
          heldFromMs: startMs - before,
          heldUntilMs: startMs + length + after,
          slotKey: `${date}T${label}`,
        });

  const timeOnlyToday =
    service.bookingType === 'time-only' ? new Set(timeOnlyChoicesOn(service, business, now, today)) : null;
  const days: AvailabilityAnswerDay[] = [];
  for (let dayNumber = firstDay; dayNumber <= lastDay; dayNumber++) {
    const date = dayNumberToDate(dayNumber);
    const note = planner.override(dayNumber)?.note;
    const day: AvailabilityAnswerDay = { date, open: false, ...(note ? { note } : {}), slots: [] };
    days.push(day);
    if (service.bookingType === 'time-only') {
      if (dayNumber !== today || !planner.hours(today, schedule) || !timeOnlyToday) continue;
      for (const label of TIME_ONLY_CHOICES) {
        if (!timeOnlyToday.has(label)) continue;
        const utcMs = instantOf(dayNumber, timeToMinutes(label), context);
        if (utcMs === null) continue;
        day.slots.push({ startTime: label, remaining: remainingAt(utcMs, date, label) });
      }
      day.open = day.slots.length > 0;
      continue;
    }
    if (!isBookableDay(service, business, planner, dayNumber, context)) continue;
    const plan = planner.plan(dayNumber);
    if (!plan) continue;
    if (service.bookingType === 'date-only') {
      day.open = true;
      day.slots.push({ startTime: null, remaining: remainingOf(byKey.get(date) ?? 0) });
      continue;
    }
    for (const slot of timedSlotsOnDay(plan, dayNumber, context)) {
      day.slots.push({ startTime: slot.label, remaining: remainingAt(slot.utcMs, date, slot.label) });
    }
    day.open = day.slots.length > 0;
  }
  return { ...base, days };
}

/**
 * The first moment at which the clock alone may change an availability answer computed at `now`
 * (epoch ms; docs/decisions/0018), so a kept copy can live until then and never offer a time that
 * has passed or is inside the minimum notice. With no booking or edit in between, the clock
 * only takes times away, and what it takes goes in this order:
 * - a listed time leaves the answer once it is within the notice (`startsLateEnough`): the
 *   earliest listed start less the notice. A day's times are in order, so its first is its
 *   earliest; the first two days with times are read, in case a change of the clocks puts a later
 *   day's first time before an earlier day's last;
 * - the business's day turns at its local midnight: today (the range's default start, a
 *   date-only service's last bookable day, a time-only service's one day) and the last day of
 *   the booking window move on.
 * Null when it cannot tell: a date-only service with a minimum notice, whose days leave at their
 * opening less the notice (the caller keeps the answer for the rest of the minute at most).
 */
export function availabilityChangesAt(
  service: Pick<SchedulingService, 'bookingType' | 'minimumNoticeMinutes'>,
  answer: Pick<AvailabilityAnswer, 'timezone' | 'days'>,
  now: Date,
): number | null {
  const notice = minutesOf(service.minimumNoticeMinutes);
  if (service.bookingType === 'date-only' && notice > 0) return null;
  let changes = nextLocalMidnight(now, answer.timezone);
  let daysRead = 0;
  for (const day of answer.days) {
    if (daysRead === 2) break;
    const first = day.slots.find((slot) => slot.startTime !== null)?.startTime;
    if (!first) continue;
    daysRead++;
    // Null in a DST gap: such a time is never listed.
    const start = zonedDateTimeToUtc(day.date, first, answer.timezone);
    if (start) changes = Math.min(changes, start.getTime() - notice * MS_PER_MINUTE);
  }
  return changes;
}

/** The first instant after `now` that is on a later local day than `now` (to the minute). */
function nextLocalMidnight(now: Date, timeZone: string): number {
  const today = zonedNow(now, timeZone).dayNumber;
  const minute = Math.floor(now.getTime() / MS_PER_MINUTE);
  // A local day lasts at most 27 hours of real time (a clock change included); bisect minutes.
  let lo = minute;
  let hi = minute + 27 * 60;
  while (lo + 1 < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (zonedNow(new Date(mid * MS_PER_MINUTE), timeZone).dayNumber > today) hi = mid;
    else lo = mid;
  }
  return hi * MS_PER_MINUTE;
}

/**
 * Whether a booking on an override's date no longer fits that day: the day is closed, or a
 * timed booking starts before the one-off opening or ends after the closing. The owner is shown
 * these to handle; nothing is cancelled by itself (decisions.md 8.4).
 */
export function bookingOutsideOverride(
  booking: { startTime: string | null; durationMinutes: number | null },
  override: DateOverride,
): boolean {
  const hours = overrideMinutes(override);
  if (!hours) return true;
  if (!booking.startTime) return false;
  const start = timeToMinutes(booking.startTime);
  const length =
    booking.durationMinutes && booking.durationMinutes >= 1
      ? booking.durationMinutes
      : DEFAULT_SLOT_DURATION_MINUTES;
  return start < hours.open || start + length > hours.close;
}
