// Where the booking sheet offers the waitlist (decisions.md 9.3), and the form it opens prefilled:
// a time that is full on the day looked at (or a day without a free time) offers "Join the
// waitlist" for that day; the range starts at the full time and runs an hour, or covers the day's
// times. The server checks the range against the opening hours (a 400 the form shows).
import {
  effectiveSchedule,
  minutesToTime,
  openingMinutes,
  overrideOn,
  timeToMinutes,
  weekdayOfDate,
  zonedNow,
  type BookingType,
} from '@booklane/shared/domain';
import type { Business, Service, ServiceAvailability } from '@booklane/shared/schemas';
import { takesWaitlist } from '@/entities/waitlist';

type AvailabilityDay = ServiceAvailability['days'][number];

/** The day the waitlist is offered for, and the full time looked at (none: the whole day). */
export type WaitlistStart = { date: string; fullTime: string | null };

/** The window a form opens with: business-local `HH:mm`. */
export type WaitlistWindow = { from: string; to: string };

const LAST_MINUTE = 23 * 60 + 59;
const DEFAULT_SLOT_MINUTES = 30;

const isFull = (slot: AvailabilityDay['slots'][number]) => slot.remaining === 0;

/**
 * Whether the sheet offers the waitlist, and for which day: the day looked at when one of its
 * times is full (the chosen time, when it filled up meanwhile; the first full one; the whole day
 * when none is free), else the first day of the answer without a free time (the strip shows it
 * full and cannot pick it). Null for a flexible service, or while nothing is full.
 */
export function waitlistStart(
  bookingType: BookingType,
  availability: ServiceAvailability | undefined,
  selection: { bookingDate: string; startTime: string },
): WaitlistStart | null {
  if (!availability || !takesWaitlist(bookingType)) return null;
  const looked =
    bookingType === 'time-only'
      ? availability.days[0]
      : availability.days.find((day) => day.date === selection.bookingDate);
  const full = looked?.open ? looked.slots.filter(isFull) : [];
  if (looked && full.length > 0) {
    if (bookingType === 'date-only') return { date: looked.date, fullTime: null };
    const chosen = full.find((slot) => slot.startTime === selection.startTime)?.startTime;
    const wholeDay = full.length === looked.slots.length;
    return { date: looked.date, fullTime: chosen ?? (wholeDay ? null : (full[0]?.startTime ?? null)) };
  }
  if (bookingType === 'time-only') return null;
  const fullDay = availability.days.find(
    (day) => day.open && day.slots.length > 0 && day.slots.every(isFull),
  );
  return fullDay ? { date: fullDay.date, fullTime: null } : null;
}

/** Opening and closing minute of a date: the business's override first, then the weekly hours. */
export function dayHours(
  service: Pick<Service, 'hasCustomSchedule' | 'customSchedule'>,
  business: Pick<Business, 'schedule' | 'dateOverrides'>,
  date: string,
): { open: number; close: number } | null {
  const override = overrideOn(business, date);
  if (override) {
    if (override.closed) return null;
    const open = timeToMinutes(override.start);
    const close = timeToMinutes(override.end);
    return Number.isNaN(open) || Number.isNaN(close) || close <= open ? null : { open, close };
  }
  return openingMinutes(effectiveSchedule(service, business)[weekdayOfDate(date)]);
}

/**
 * The range the form opens with. From a full time: that time to an hour later (not past the end
 * of the day's times). For a whole day: its first time (or opening, not before now today) to the
 * end of its last time (or closing). Without hours or times: 9:00 to 17:00.
 */
export function prefillWindow(
  service: Service,
  business: Business,
  day: AvailabilityDay | undefined,
  start: WaitlistStart,
  now: Date,
): WaitlistWindow {
  const hours = dayHours(service, business, start.date);
  const length = service.hasDuration && service.duration ? service.duration : DEFAULT_SLOT_MINUTES;
  const starts = (day?.date === start.date ? day.slots : []).flatMap((slot) =>
    slot.startTime === null ? [] : [timeToMinutes(slot.startTime)],
  );
  const lastEnd = starts.length > 0 ? Math.max(...starts) + length : null;
  const close = hours?.close ?? LAST_MINUTE;
  const end = Math.min(lastEnd ?? hours?.close ?? 17 * 60, close, LAST_MINUTE);

  let from: number;
  let to: number;
  if (start.fullTime) {
    from = timeToMinutes(start.fullTime);
    to = Math.min(from + 60, end);
  } else {
    from = starts.length > 0 ? Math.min(...starts) : (hours?.open ?? 9 * 60);
    const here = zonedNow(now, business.timezone);
    if (here.date === start.date && from < here.minutes) {
      const soon = Math.ceil(here.minutes / 15) * 15;
      if (soon < end) from = soon;
    }
    to = end;
  }
  if (!(to > from)) to = Math.min(from + 60, LAST_MINUTE);
  return { from: minutesToTime(from), to: minutesToTime(to) };
}
