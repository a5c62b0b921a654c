// What the booking form and the reschedule dialog offer, read from the server's availability
// (`GET /services/{id}/availability`, decisions.md 8.4): the strip of dates, the times of a date
// with their free places, the problem of a choice that is closed or full, and the words of the
// summary. The server computes every slot; nothing here generates one.
import {
  addDays,
  AVAILABILITY_RANGE_MAX_DAYS,
  BOOKING_MESSAGES,
  dateToDayNumber,
  formatClockTime,
  openingOn,
  slotFullMessage,
  stripDayState,
  utcToZonedDateTime,
  zonedDateTimeToUtc,
  type BookingType,
  type HourCycle,
  type OpeningBusiness,
  type SchedulingBusiness,
  type SchedulingService,
  type StripDayState,
} from '@booklane/shared/domain';
import { type ServiceAvailability } from '@booklane/shared/schemas';
import { dateHint, timeProblem, type Selection, type TimeProblem } from './booking-time';
import { formatDateShort } from '@/lib/format';

type AvailabilityDay = ServiceAvailability['days'][number];

export type DateRange = { from: string; to: string };

/**
 * The range to ask for: the part of the booking window (today .. today + advance days) that holds
 * the chosen date, in blocks of the longest range one answer covers, so the strip (the first
 * block) and a date typed further ahead each cost one call. Only today for a time-only or
 * flexible service.
 */
export function availabilityRange(
  bookingType: BookingType,
  today: string,
  advanceDays: number,
  chosenDate?: string,
): DateRange {
  if (bookingType === 'time-only' || bookingType === 'flexible') return { from: today, to: today };
  const last = Math.max(0, Math.floor(advanceDays));
  const offset = chosenDate ? dateToDayNumber(chosenDate) - dateToDayNumber(today) : 0;
  const block =
    Number.isFinite(offset) && offset > 0 && offset <= last
      ? Math.floor(offset / AVAILABILITY_RANGE_MAX_DAYS)
      : 0;
  const start = block * AVAILABILITY_RANGE_MAX_DAYS;
  const end = Math.min(start + AVAILABILITY_RANGE_MAX_DAYS - 1, last);
  return { from: addDays(today, start), to: addDays(today, end) };
}

/** An answer kept for a range, with the date its range starts. */
type AnsweredRange = { from: string; days: ReadonlyArray<{ date: string }> };

/**
 * Where the range for `chosenDate` starts. A dense service's answer ends before its range does
 * (AVAILABILITY_ANSWER_BUDGET: the server answers whole days from `from` while they fit), so once
 * the block's answer is in (`answered` holds the kept answers of the block's other ranges too): the
 * start of an answer that holds the chosen date, or else the chosen date itself, past the block's
 * answer, so the next answer begins with it. The block's own start otherwise.
 */
export function rangeStart(block: DateRange, answered: readonly AnsweredRange[], chosenDate: string): string {
  if (!chosenDate || chosenDate < block.from || chosenDate > block.to) return block.from;
  const first = answered.find((answer) => answer.from === block.from);
  const firstLast = first?.days.at(-1)?.date;
  if (!first || firstLast === undefined || chosenDate <= firstLast) return block.from;
  const holding = answered.find(
    (answer) => answer.from <= chosenDate && chosenDate <= (answer.days.at(-1)?.date ?? ''),
  );
  return holding ? holding.from : chosenDate;
}

/** `closed` exactly when the business is (the shared `openingOn`, as the page's "Open today"). */
export type DateChoiceState = StripDayState;

export type DateChoice = {
  date: string;
  state: DateChoiceState;
  /** The business's note of a closure or of one-off hours that day. */
  note?: string;
};

/** A day as the strip shows it: closed (the business is), none left, full, or open. */
function dateChoiceOf(day: AvailabilityDay, business: OpeningBusiness): DateChoice {
  const state = stripDayState(openingOn(business, day.date), day);
  return day.note ? { date: day.date, state, note: day.note } : { date: day.date, state };
}

/** Every date of the answer, for the strip; `business` tells which days it is closed. */
export function dateChoices(
  availability: ServiceAvailability | undefined,
  business: OpeningBusiness,
): DateChoice[] {
  return availability ? availability.days.map((day) => dateChoiceOf(day, business)) : [];
}

function dayOf(availability: ServiceAvailability | undefined, date: string): AvailabilityDay | undefined {
  return availability?.days.find((day) => day.date === date);
}

export type TimeChoice = { time: string; remaining: number | null; full: boolean };

/** The start times of a day with their free places; a date-only day has none to choose. */
export function timeChoices(day: AvailabilityDay | undefined): TimeChoice[] {
  if (!day?.open) return [];
  return day.slots.flatMap((slot) =>
    slot.startTime === null
      ? []
      : [{ time: slot.startTime, remaining: slot.remaining, full: slot.remaining === 0 }],
  );
}

/** The day a choice falls on: the chosen date, or the only day of a time-only answer (today). */
export function dayOfChoice(
  availability: ServiceAvailability | undefined,
  bookingType: BookingType,
  bookingDate: string,
): AvailabilityDay | undefined {
  if (bookingType === 'time-only') return availability?.days[0];
  return bookingDate ? dayOf(availability, bookingDate) : undefined;
}

/**
 * The free places of the chosen slot: a number, null without a slot limit, undefined while the
 * choice is incomplete or its day is not in the answer.
 */
export function remainingOfChoice(
  availability: ServiceAvailability | undefined,
  bookingType: BookingType,
  selection: { bookingDate: string; startTime: string },
): number | null | undefined {
  if (!availability) return undefined;
  if (bookingType === 'flexible') return availability.remaining ?? null;
  const day = dayOfChoice(availability, bookingType, selection.bookingDate);
  if (!day?.open) return undefined;
  if (bookingType === 'date-only') return day.slots[0]?.remaining;
  if (!selection.startTime) return undefined;
  const slot = day.slots.find((s) => s.startTime === selection.startTime);
  return slot ? slot.remaining : undefined;
}

export type ChoiceProblem = { field: 'bookingDate' | 'startTime' | 'root'; message: string };

/**
 * What the server's availability says against a choice the shared rules accept: a closed day,
 * a time it no longer offers, a full slot (the spec's messages). Null while it cannot tell.
 */
export function choiceProblem(
  availability: ServiceAvailability | undefined,
  bookingType: BookingType,
  selection: { bookingDate: string; startTime: string },
): ChoiceProblem | null {
  if (!availability) return null;
  if (bookingType === 'flexible') {
    return availability.remaining === 0 ? { field: 'root', message: slotFullMessage(bookingType) } : null;
  }
  const day = dayOfChoice(availability, bookingType, selection.bookingDate);
  if (!day) return null;
  if (!day.open || day.slots.length === 0) {
    return bookingType === 'time-only'
      ? { field: 'startTime', message: BOOKING_MESSAGES.timeSlotNotAvailable }
      : { field: 'bookingDate', message: BOOKING_MESSAGES.dateNotAvailable };
  }
  if (bookingType === 'date-only') {
    return day.slots[0]?.remaining === 0
      ? { field: 'bookingDate', message: slotFullMessage(bookingType) }
      : null;
  }
  if (!selection.startTime) return null;
  const slot = day.slots.find((s) => s.startTime === selection.startTime);
  if (!slot) return { field: 'startTime', message: BOOKING_MESSAGES.timeSlotNotAvailable };
  return slot.remaining === 0 ? { field: 'startTime', message: slotFullMessage(bookingType) } : null;
}

/**
 * What is wrong with a chosen date and time, for the booking form and the reschedule dialog: the
 * shared booking rules first (the server's own check), then the server's answer (closed, full).
 */
export function selectionProblem(
  service: SchedulingService,
  business: SchedulingBusiness,
  availability: ServiceAvailability | undefined,
  selection: Selection,
  now: Date,
): TimeProblem | ChoiceProblem | null {
  return (
    timeProblem(service, business, selection, now) ??
    choiceProblem(availability, service.bookingType, {
      bookingDate: selection.bookingDate ?? '',
      startTime: selection.startTime ?? '',
    })
  );
}

/** `1 place left.`, `3 places left.`; null without a limit or when full (the full message says it). */
export function placesLeftText(remaining: number | null | undefined): string | null {
  if (remaining === null || remaining === undefined || remaining === 0) return null;
  return remaining === 1 ? '1 place left.' : `${remaining} places left.`;
}

/**
 * The chosen time in the visitor's own zone, when it differs from the business's:
 * `9:00 AM your time`, with the visitor's day when it is another one (`Thu, Nov 26, 9:00 PM your time`),
 * on the business's clock like every time of the sheet.
 */
export function visitorTimeText(
  date: string,
  time: string,
  businessZone: string,
  visitorZone: string,
  hourCycle: HourCycle,
): string | null {
  if (!date || !time || businessZone === visitorZone) return null;
  let local: { date: string; time: string };
  try {
    const instant = zonedDateTimeToUtc(date, time, businessZone);
    if (!instant) return null;
    local = utcToZonedDateTime(instant, visitorZone);
  } catch {
    return null;
  }
  const localTime = formatClockTime(local.time, hourCycle);
  return local.date === date
    ? `${localTime} your time`
    : `${formatDateShort(local.date)}, ${localTime} your time`;
}

/** The sticky summary: `Fri, Nov 27 · 3:00 PM · $65`, with what is chosen so far, on the business's clock. */
export function choiceSummary(
  parts: {
    date?: string | null;
    time?: string | null;
    price?: string | null;
  },
  hourCycle: HourCycle,
): string {
  return [
    parts.date ? formatDateShort(parts.date) : null,
    parts.time ? formatClockTime(parts.time, hourCycle) : null,
    parts.price ?? null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A day the answer shows closed: the business's note when it gave one. */
function closedDayHint(
  service: SchedulingService,
  business: SchedulingBusiness,
  day: AvailabilityDay,
  now: Date,
): string | null {
  if (day.note) return `${BOOKING_MESSAGES.dateNotAvailable}: ${day.note}`;
  return dateHint(service, business, day.date, now);
}

/**
 * What to say under the date input once a date is chosen that cannot be booked: outside the
 * window or a closed weekday (the shared rules), or closed that day in the server's answer.
 */
export function chosenDateHint(
  service: SchedulingService,
  business: SchedulingBusiness,
  availability: ServiceAvailability,
  bookingDate: string,
  now: Date,
): string | null {
  if (!bookingDate) return null;
  const picked = dayOf(availability, bookingDate);
  if (!picked) return dateHint(service, business, bookingDate, now);
  if (picked.open && picked.slots.length > 0) return null;
  return closedDayHint(service, business, picked, now) ?? BOOKING_MESSAGES.dateNotAvailable;
}

/** A time-only service's today, closed (with the business's note) or over; null while open. */
export function timeOnlyTodayHint(
  service: SchedulingService,
  business: SchedulingBusiness,
  day: AvailabilityDay | undefined,
  today: string,
  now: Date,
): string | null {
  if (day?.open) return null;
  return day ? closedDayHint(service, business, day, now) : dateHint(service, business, today, now);
}
