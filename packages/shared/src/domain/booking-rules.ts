// The checks of a booking request, run by the booking form before sending and by the server
// before storing (decisions.md section 5), with the spec's texts (sections 5 and 8).
//
// Decisions where the spec is silent:
// - time-only: the date is the business's current local date; any date the client sends is
//   ignored. A choice that is not after `now` is refused like any unavailable time ('This time
//   slot is not available for this service'), as the form no longer offers it.
// - date-only and flexible bookings have no start instant: `startsAt` and `localStartTime` are
//   null (a date-only booking has its `bookingDate`; a flexible one has neither).
// - 'No available hours set for this service.' answers for every type that needs a date or a
//   time when no weekday of the effective schedule is open; it is checked right after the
//   selection is present, before the date or time.
// - A local time that does not exist because of a DST gap is never a slot (see time.ts), so it
//   is refused as an unavailable time.

import type { BookingType } from './booking-types';
import { ADVANCE_BOOKING_LIMIT_MAX } from './constants';
import { BOOKING_TYPE_RULES } from './booking-types';
import { BOOKING_MESSAGES, serviceNotAvailableOnWeekdayMessage } from './messages';
import {
  effectiveSchedule,
  hasNoOpenDay,
  isWeekdayOpen,
  weekdayOfDayNumber,
  weekdayPluralLabel,
} from './schedule';
import type { SchedulingBusiness, SchedulingService } from './slots';
import { isDateBookable, overrideOn, slotsForDate, timeOnlyChoices } from './slots';
import { addDays, isValidDate, isValidTime, toLocalStartTime, zonedDateTimeToUtc, zonedNow } from './time';

/** What the request chose: '' or null mean "not chosen". */
export interface BookingTimeRequest {
  bookingDate?: string | null;
  startTime?: string | null;
}

/** What the server stores for an accepted request. */
export interface BookingTimeSlot {
  bookingType: BookingType;
  /** `YYYY-MM-DD`, business local; null for flexible. */
  bookingDate: string | null;
  /** `HH:mm`, business local; null for date-only and flexible. */
  startTime: string | null;
  /** The UTC instant of the start; null without a time. */
  startsAt: Date | null;
  /** `YYYY-MM-DDTHH:mm`, business local; null without a time. */
  localStartTime: string | null;
  /** The capacity bucket of the booking (see `capacitySlotKey`). */
  slotKey: string;
}

export type BookingRejectionReason =
  'selection_missing' | 'no_available_hours' | 'weekday_closed' | 'date_unavailable' | 'time_unavailable';

/**
 * The request field a refusal belongs to: the server names it in `details[].path`, the booking
 * form shows the message under its control. '' is the request as a whole (no one field is wrong).
 */
export type BookingField = 'bookingDate' | 'startTime' | '';

export type BookingRejection = {
  ok: false;
  reason: BookingRejectionReason;
  message: string;
  field: BookingField;
};

export type BookingTimeCheck = { ok: true; slot: BookingTimeSlot } | BookingRejection;

function reject(reason: BookingRejectionReason, message: string, field: BookingField): BookingRejection {
  return { ok: false, reason, message, field };
}

/**
 * What a booking type still needs chosen, with the spec's text and the field to fill first, or
 * null when the selection is complete (datetime: date and time; date-only: the date; time-only:
 * the time; flexible: nothing).
 */
export function missingSelection(
  bookingType: BookingType,
  request: BookingTimeRequest,
): { message: string; field: Exclude<BookingField, ''> } | null {
  const rules = BOOKING_TYPE_RULES[bookingType];
  const date = request.bookingDate || null;
  const time = request.startTime || null;
  if (rules.needsDate && rules.needsTime) {
    if (date && time) return null;
    return { message: BOOKING_MESSAGES.selectDateAndTime, field: date ? 'startTime' : 'bookingDate' };
  }
  if (rules.needsDate && !date) return { message: BOOKING_MESSAGES.selectDate, field: 'bookingDate' };
  if (rules.needsTime && !time) return { message: BOOKING_MESSAGES.selectTime, field: 'startTime' };
  return null;
}

/**
 * The capacity bucket that `maxSlotsPerTimeSlot` counts in (decisions.md section 5):
 * datetime and time-only: date and time (`2026-03-02T09:00`); date-only: the date; flexible: the
 * whole service (`*`).
 */
export function capacitySlotKey(
  bookingType: BookingType,
  bookingDate: string | null,
  startTime: string | null,
): string {
  switch (bookingType) {
    case 'datetime':
    case 'time-only':
      return `${bookingDate ?? ''}T${startTime ?? ''}`;
    case 'date-only':
      return bookingDate ?? '';
    case 'flexible':
      return '*';
  }
}

/** The text of a full slot, per booking type (spec section 5). */
export function slotFullMessage(bookingType: BookingType): string {
  switch (bookingType) {
    case 'datetime':
    case 'time-only':
      return BOOKING_MESSAGES.timeSlotFull;
    case 'date-only':
      return BOOKING_MESSAGES.dateFull;
    case 'flexible':
      return BOOKING_MESSAGES.serviceFull;
  }
}

function accepted(
  bookingType: BookingType,
  bookingDate: string | null,
  startTime: string | null,
  timeZone: string,
): BookingTimeCheck {
  const startsAt = bookingDate && startTime ? zonedDateTimeToUtc(bookingDate, startTime, timeZone) : null;
  return {
    ok: true,
    slot: {
      bookingType,
      bookingDate,
      startTime,
      startsAt,
      localStartTime: bookingDate && startTime ? toLocalStartTime(bookingDate, startTime) : null,
      slotKey: capacitySlotKey(bookingType, bookingDate, startTime),
    },
  };
}

/**
 * Checks the chosen date and time of a booking against the service at `now`, and gives what to
 * store. The first failing rule answers, in the order the form shows them.
 */
export function checkBookingTime(
  service: SchedulingService,
  business: SchedulingBusiness,
  request: BookingTimeRequest,
  now: Date,
): BookingTimeCheck {
  const type = service.bookingType;
  const rules = BOOKING_TYPE_RULES[type];
  const date = request.bookingDate || null;
  const time = request.startTime || null;
  const schedule = effectiveSchedule(service, business);

  if (type === 'flexible') return accepted(type, null, null, business.timezone);

  const missing = missingSelection(type, request);
  if (missing) return reject('selection_missing', missing.message, missing.field);

  // One-off hours open a day even when no weekday is open (decisions.md 8.4).
  const hasOneOffHours = business.dateOverrides?.some((override) => !override.closed) ?? false;
  if (hasNoOpenDay(schedule) && !hasOneOffHours) {
    return reject('no_available_hours', BOOKING_MESSAGES.noAvailableHours, '');
  }

  if (type === 'time-only') {
    // The date is today's: a closed weekday is the time's problem (time-only has no date field).
    const today = zonedNow(now, business.timezone);
    const weekday = weekdayOfDayNumber(today.dayNumber);
    if (!overrideOn(business, today.date) && !isWeekdayOpen(schedule, weekday)) {
      const message = serviceNotAvailableOnWeekdayMessage(weekdayPluralLabel(weekday));
      return reject('weekday_closed', message, 'startTime');
    }
    if (!time || !isValidTime(time) || !timeOnlyChoices(service, business, now).includes(time)) {
      return reject('time_unavailable', BOOKING_MESSAGES.timeSlotNotAvailable, 'startTime');
    }
    return accepted(type, today.date, time, business.timezone);
  }

  if (!date || !isValidDate(date) || !isDateBookable(service, business, date, now)) {
    return reject('date_unavailable', BOOKING_MESSAGES.dateNotAvailable, 'bookingDate');
  }
  if (!rules.needsTime) return accepted(type, date, null, business.timezone);

  if (!time || !isValidTime(time) || !slotsForDate(service, business, date, now).includes(time)) {
    return reject('time_unavailable', BOOKING_MESSAGES.timeSlotNotAvailable, 'startTime');
  }
  return accepted(type, date, time, business.timezone);
}

/**
 * A booking the business makes (a walk-in, a phone call) or moves (the calendar's drag), decisions.md
 * 9.2: the hours, breaks and closures of `checkBookingTime` apply, the minimum notice and the
 * advance limit do not (the longest limit, a year ahead, still bounds it), and a time earlier
 * today is allowed, as the customer may already be there. A booking the business records after
 * the fact may be up to `pastDays` days back (`BUSINESS_BOOKING_PAST_DAYS` for a new one, none
 * for a move: nobody is moved into the past); an earlier day is refused.
 */
export function checkBusinessBookingTime(
  service: SchedulingService,
  business: SchedulingBusiness,
  request: BookingTimeRequest,
  now: Date,
  pastDays = 0,
): BookingTimeCheck {
  const today = zonedNow(now, business.timezone);
  const earliest = addDays(today.date, -pastDays);
  const date = request.bookingDate || null;
  if (BOOKING_TYPE_RULES[service.bookingType].needsDate && date && isValidDate(date) && date < earliest) {
    const message =
      pastDays > 0 ? BOOKING_MESSAGES.businessBookingTooFarBack : BOOKING_MESSAGES.businessBookingPastDay;
    return reject('date_unavailable', message, 'bookingDate');
  }
  // As if it were the first instant of the earliest day: every later time is still ahead.
  const dayStart = new Date(now.getTime() - Math.round((today.minutes + pastDays * 24 * 60) * 60_000));
  const relaxed = {
    ...service,
    minimumNoticeMinutes: 0,
    advanceBookingLimit: ADVANCE_BOOKING_LIMIT_MAX + pastDays,
  };
  return checkBookingTime(relaxed, business, request, dayStart);
}

/** A signed-in user without a phone number cannot book (spec section 5). */
export function customerBookingProblem(user: { phone?: string | null }): string | null {
  return user.phone?.trim() ? null : BOOKING_MESSAGES.phoneRequiredForBooking;
}
