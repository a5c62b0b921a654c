// The day calendar's geometry (decisions.md 9.2): which hours the grid shows, where a booking sits
// (top and height from its start and duration, in business-local minutes), and how bookings that
// overlap in one column share its width side by side. Pure: the components only read these.
import { bookingLocalWhen, timeToMinutes } from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';

/** A span of a day in minutes since local midnight, `end` excluded. */
export type MinuteSpan = { start: number; end: number };

/** The grid's step: drags snap to it and each row of the grid is one. */
export const SNAP_MINUTES = 15;
/** An hour is 96 px high: a 15-minute booking still has room for one line. */
export const PX_PER_MINUTE = 1.6;
/** A booking of a service without a duration shows this long. */
const UNTIMED_LENGTH_MINUTES = 30;
/** The hours shown when no column is open that day: 08:00 to 18:00. */
const DEFAULT_VISIBLE: MinuteSpan = { start: 8 * 60, end: 18 * 60 };
/** Room kept before the first opening and after the last closing. */
const PAD_MINUTES = 60;
const DAY_MINUTES = 24 * 60;

/** Where a timed booking sits in its day; null for date-only and flexible bookings. */
export function bookingSpan(
  booking: Pick<Booking, 'localStartTime' | 'bookingDate' | 'startTime' | 'service'>,
): MinuteSpan | null {
  const { time } = bookingLocalWhen(booking);
  const start = time ? timeToMinutes(time) : Number.NaN;
  if (Number.isNaN(start)) return null;
  const service = booking.service;
  const length =
    service?.hasDuration && service.duration && service.duration > 0
      ? service.duration
      : UNTIMED_LENGTH_MINUTES;
  return { start, end: Math.min(start + length, DAY_MINUTES) };
}

/**
 * The hours on screen: from the hour before the earliest opening (or booking) to the hour after
 * the latest closing (or booking end), whole hours, within the day.
 */
export function visibleSpan(
  opening: ReadonlyArray<MinuteSpan | null>,
  items: readonly MinuteSpan[],
): MinuteSpan {
  const all = [...opening.filter((span): span is MinuteSpan => span !== null), ...items];
  if (all.length === 0) return DEFAULT_VISIBLE;
  const first = Math.min(...all.map((span) => span.start));
  const last = Math.max(...all.map((span) => span.end));
  return {
    start: Math.max(0, Math.floor((first - PAD_MINUTES) / 60) * 60),
    end: Math.min(DAY_MINUTES, Math.ceil((last + PAD_MINUTES) / 60) * 60),
  };
}

/** The whole hours of the visible span, each as its minute of the day. */
export function hourMarks(visible: MinuteSpan): number[] {
  const marks: number[] = [];
  for (let minute = Math.ceil(visible.start / 60) * 60; minute < visible.end; minute += 60)
    marks.push(minute);
  return marks;
}

/** Top and height in px of a span cut to what is visible; null when none of it is. */
export function placeSpan(
  span: MinuteSpan,
  visible: MinuteSpan,
  pxPerMinute = PX_PER_MINUTE,
): { top: number; height: number } | null {
  const start = Math.max(span.start, visible.start);
  const end = Math.min(span.end, visible.end);
  if (end <= start) return null;
  return { top: (start - visible.start) * pxPerMinute, height: (end - start) * pxPerMinute };
}

/** The height of the whole grid in px. */
export function gridHeight(visible: MinuteSpan, pxPerMinute = PX_PER_MINUTE): number {
  return (visible.end - visible.start) * pxPerMinute;
}

/**
 * The step of the grid a point `offsetPx` below the grid's top falls in (its start minute): a
 * click at 10:07 is 10:00. Kept inside the visible hours.
 */
export function minuteAt(offsetPx: number, visible: MinuteSpan, pxPerMinute = PX_PER_MINUTE): number {
  const raw = visible.start + offsetPx / pxPerMinute;
  const snapped = Math.floor(raw / SNAP_MINUTES) * SNAP_MINUTES;
  return Math.min(Math.max(snapped, visible.start), visible.end - SNAP_MINUTES);
}

/** One item of a column with its lane: `lane` of `lanes` side-by-side places (0 the leftmost). */
export type Laned<T> = { item: T; span: MinuteSpan; lane: number; lanes: number };

/**
 * Bookings that overlap share their column's width: each goes in the first lane free at its start,
 * and every booking of a group that overlaps (directly or through others) gets the group's number
 * of lanes. Earlier starts first; at one start the longer first.
 */
export function layoutLanes<T>(items: readonly T[], spanOf: (item: T) => MinuteSpan): Array<Laned<T>> {
  const sorted = items
    .map((item) => ({ item, span: spanOf(item) }))
    .sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const result: Array<Laned<T>> = [];
  let group: Array<{ item: T; span: MinuteSpan; lane: number }> = [];
  let laneEnds: number[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  const close = () => {
    for (const entry of group) result.push({ ...entry, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const { item, span } of sorted) {
    if (span.start >= groupEnd) {
      close();
      groupEnd = Number.NEGATIVE_INFINITY;
    }
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) lane = laneEnds.push(span.end) - 1;
    else laneEnds[lane] = span.end;
    group.push({ item, span, lane });
    groupEnd = Math.max(groupEnd, span.end);
  }
  close();
  return result;
}
