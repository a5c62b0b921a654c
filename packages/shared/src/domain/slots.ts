// Which dates and start times a service offers (spec section 2 "Booking form", decisions.md
// sections 4 and 5). Pure: `now` and the zone come in as arguments.
//
// Speed: a year of slots must cost well under 5 ms. The grid of each weekday is built once per
// call in integer minutes and its `HH:mm` labels are reused for every date with that weekday;
// luxon is asked for today's wall clock once and, unless remembered, for the zone's offset
// changes in the window about 80 times; never per slot. Only today and the (rare) days on which the clocks change
// convert slots to instants, with the precomputed offset table.

import type { BreakHour, Schedule } from '../schemas/schedule';
import type { BookingType } from './booking-types';
import { ADVANCE_BOOKING_LIMIT_MAX, DEFAULT_SLOT_DURATION_MINUTES } from './constants';
import { breakMinutesOn, effectiveSchedule, openingMinutes, weekdayOfDayNumber, WEEKDAYS } from './schedule';
import {
  cachedOffsetTable,
  dateToDayNumber,
  dayNumberToDate,
  daysWithOffsetChange,
  minutesToTime,
  MS_PER_DAY,
  MS_PER_MINUTE,
  resolveLocalMs,
  weekdayIndexOfDayNumber,
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
}

/** The fields of a business that decide its services' dates and times. */
export interface SchedulingBusiness {
  schedule?: Schedule | null;
  /** IANA zone of the business: every date and time here is wall-clock time there. */
  timezone: string;
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
    const hours = openingMinutes(schedule[weekday]);
    if (!hours) return null;
    const minutes = slotGridMinutes(
      hours.open,
      hours.close,
      service.bookingInterval,
      length,
      breakMinutesOn(service.breakHours, weekday),
    );
    return { minutes, labels: minutes.map(minutesToTime) };
  });
}

/** Everything about "now" and the zone that a call needs, computed once per call. */
interface ZoneContext {
  nowMs: number;
  today: number;
  table: OffsetTable;
  offsetChangeDays: Set<number>;
}

function zoneContext(
  timeZone: string,
  now: Date,
  today: number,
  firstDay: number,
  lastDay: number,
): ZoneContext {
  // Wall times of day D lie within D - 14 h .. D + 1 day + 12 h in UTC; a day either side is plenty.
  const table = cachedOffsetTable(timeZone, (firstDay - 1) * MS_PER_DAY, (lastDay + 2) * MS_PER_DAY);
  return { nowMs: now.getTime(), today, table, offsetChangeDays: daysWithOffsetChange(table) };
}

/**
 * The labels of a weekday plan on one date. A start that does not exist on the wall clock that
 * day (DST gap) is left out: such times are not bookable (see time.ts). Today keeps only starts
 * still ahead of `now`.
 */
function slotsOnDay(plan: WeekdayPlan, dayNumber: number, context: ZoneContext): string[] {
  const isToday = dayNumber === context.today;
  if (!isToday && !context.offsetChangeDays.has(dayNumber)) return plan.labels.slice();
  const result: string[] = [];
  const dayStartMs = dayNumber * MS_PER_DAY;
  for (let i = 0; i < plan.minutes.length; i++) {
    const utcMs = resolveLocalMs(
      dayStartMs + (plan.minutes[i] as number) * MS_PER_MINUTE,
      context.table.offsetAt,
    );
    if (utcMs === null || (isToday && utcMs <= context.nowMs)) continue;
    result.push(plan.labels[i] as string);
  }
  return result;
}

function isOpenOnDay(schedule: Schedule, dayNumber: number): boolean {
  return openingMinutes(schedule[weekdayOfDayNumber(dayNumber)]) !== null;
}

/**
 * Whether a date can be chosen: within today .. today + advanceBookingLimit and its weekday open
 * in the effective schedule (spec section 2). Only dated booking types have bookable dates.
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
  return isBookableDay(service, business, dayNumber, today);
}

function isBookableDay(
  service: SchedulingService,
  business: SchedulingBusiness,
  dayNumber: number,
  today: number,
): boolean {
  if (dayNumber < today || dayNumber > today + advanceDays(service)) return false;
  return isOpenOnDay(effectiveSchedule(service, business), dayNumber);
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
  if (!isBookableDay(service, business, dayNumber, today)) return [];
  const plan = planWeek(service, business)[weekdayIndexOfDayNumber(dayNumber)];
  if (!plan) return [];
  return slotsOnDay(plan, dayNumber, zoneContext(business.timezone, now, today, dayNumber, dayNumber));
}

/**
 * Today's choices of a time-only service: the hourly 09:00-17:00 choices that are still ahead of
 * `now`, exist on today's wall clock, and do not overlap a break of today (with the slot length).
 * Opening hours do not narrow them (the spec fixes the list), but a closed weekday offers none.
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
  if (!isOpenOnDay(effectiveSchedule(service, business), today)) return [];
  const length = slotLengthMinutes(service);
  const breaks = breakMinutesOn(service.breakHours, weekday);
  const minutes = TIME_ONLY_CHOICES.map((time) => Number(time.slice(0, 2)) * 60).filter((start) =>
    breaks.every(([breakStart, breakEnd]) => !(start < breakEnd && start + length > breakStart)),
  );
  const plan = { minutes, labels: minutes.map(minutesToTime) };
  return slotsOnDay(plan, today, zoneContext(business.timezone, now, today, today, today));
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
 */
export function availabilityWindow(
  service: SchedulingService,
  business: SchedulingBusiness,
  now: Date,
): AvailabilityDay[] {
  if (service.bookingType === 'flexible') return [];
  const today = zonedNow(now, business.timezone).dayNumber;
  if (service.bookingType === 'time-only') {
    if (!isOpenOnDay(effectiveSchedule(service, business), today)) return [];
    return [{ date: dayNumberToDate(today), slots: timeOnlyChoicesOn(service, business, now, today) }];
  }
  const plans = planWeek(service, business);
  const lastDay = today + advanceDays(service);
  const context =
    service.bookingType === 'datetime' ? zoneContext(business.timezone, now, today, today, lastDay) : null;
  const days: AvailabilityDay[] = [];
  for (let dayNumber = today; dayNumber <= lastDay; dayNumber++) {
    const plan = plans[weekdayIndexOfDayNumber(dayNumber)];
    if (!plan) continue;
    days.push({
      date: dayNumberToDate(dayNumber),
      slots: context ? slotsOnDay(plan, dayNumber, context) : [],
    });
  }
  return days;
}
