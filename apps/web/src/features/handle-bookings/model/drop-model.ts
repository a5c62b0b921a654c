// What a drag on the day calendar asks the server (decisions.md 9.2): a booking dropped on a
// column (a team member on a date) some pixels lower or higher becomes a reschedule to that
// member, date and time, snapped to the grid's step; a drag over empty time becomes a block of the
// steps it covered. Pure: the grid gives the drop's column and distance.
import { minutesToTime, zonedDateTimeToUtc, addDays } from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';
import { bookingSpan, minuteAt, PX_PER_MINUTE, SNAP_MINUTES, type MinuteSpan } from './grid-model';

/** A column of the grid: one team member on one business-local date. */
export type ColumnTarget = { memberId: string; date: string };

const COLUMN_PREFIX = 'column';

/** The drop target id of a column. */
export function columnId({ memberId, date }: ColumnTarget): string {
  return `${COLUMN_PREFIX}|${memberId}|${date}`;
}

/**
 * The column an id names; null for anything else (a booking, another droppable).
 * @internal Exported for its unit tests.
 */
export function parseColumnId(id: string | number): ColumnTarget | null {
  const [prefix, memberId, date, extra] = String(id).split('|');
  if (prefix !== COLUMN_PREFIX || !memberId || !date || extra !== undefined) return null;
  return { memberId, date };
}

/** The body of `PUT /bookings/{id}/reschedule-by-business`; `teamMember` only when it changes. */
export type MoveRequest = { bookingDate: string; startTime: string | null; teamMember?: string };

/**
 * The move a drop asks for: the booking's start moved by `deltaY` px, snapped to the grid's step
 * and kept inside the day, on the column it was dropped on. Null when nothing changes (a drop back
 * in place, a booking without a time, a drop outside every column).
 * @internal Exported for its unit tests; the grid calls `dropAction`.
 */
export function rescheduleForDrop(
  booking: Pick<Booking, 'localStartTime' | 'bookingDate' | 'startTime' | 'service' | 'teamMember'>,
  target: ColumnTarget | null,
  deltaY: number,
  pxPerMinute = PX_PER_MINUTE,
): MoveRequest | null {
  const span = bookingSpan(booking);
  if (!target || !span) return null;
  const length = span.end - span.start;
  const moved = Math.round((span.start + deltaY / pxPerMinute) / SNAP_MINUTES) * SNAP_MINUTES;
  const start = Math.min(Math.max(moved, 0), 24 * 60 - Math.max(length, SNAP_MINUTES));
  const startTime = minutesToTime(start);
  const sameMember = booking.teamMember?._id === target.memberId;
  const sameDay = (booking.localStartTime?.slice(0, 10) ?? booking.bookingDate) === target.date;
  if (sameMember && sameDay && start === span.start) return null;
  return {
    bookingDate: target.date,
    startTime,
    ...(sameMember ? {} : { teamMember: target.memberId }),
  };
}

/**
 * The steps a drag over empty time covered: from the step it started in to the step it ended in,
 * both included, whichever way it went.
 */
export function selectionSpan(
  startOffsetPx: number,
  deltaY: number,
  visible: MinuteSpan,
  pxPerMinute = PX_PER_MINUTE,
): MinuteSpan {
  const from = minuteAt(startOffsetPx, visible, pxPerMinute);
  const to = minuteAt(startOffsetPx + deltaY, visible, pxPerMinute);
  return { start: Math.min(from, to), end: Math.max(from, to) + SNAP_MINUTES };
}

/** The instants of a span of a business-local date (ISO 8601, UTC); null in a DST gap. */
export function spanInstants(
  date: string,
  span: MinuteSpan,
  timeZone: string,
): { startsAt: string; endsAt: string } | null {
  const at = (minute: number) =>
    minute >= 24 * 60
      ? zonedDateTimeToUtc(addDays(date, 1), '00:00', timeZone)
      : zonedDateTimeToUtc(date, minutesToTime(minute), timeZone);
  const start = at(span.start);
  const end = at(span.end);
  return start && end ? { startsAt: start.toISOString(), endsAt: end.toISOString() } : null;
}

/** What a drag carries: a booking to move, or empty time of a column to block. */
export type DragData =
  { kind: 'booking'; booking: Booking } | { kind: 'select'; column: ColumnTarget & { id: string } };

/** The drag's data, if it is one of the calendar's. */
export function dragDataOf(data: unknown): DragData | null {
  if (!data || typeof data !== 'object' || !('kind' in data)) return null;
  const kind = (data as { kind: unknown }).kind;
  return kind === 'booking' || kind === 'select' ? (data as DragData) : null;
}

/** What the end of a drag asks for: a move of a booking, the time to block, or nothing. */
export type DropAction =
  | { kind: 'move'; booking: Booking; move: MoveRequest }
  | { kind: 'block'; target: ColumnTarget; span: MinuteSpan }
  | null;

/**
 * The end of a drag: a booking dropped on a column moves there (`rescheduleForDrop`); a drag over
 * empty time, started `startOffsetPx` below its column's top, blocks the steps it covered.
 */
export function dropAction(
  data: DragData | null,
  overId: string | number | null,
  deltaY: number,
  startOffsetPx: number,
  visible: MinuteSpan,
  pxPerMinute = PX_PER_MINUTE,
): DropAction {
  if (data?.kind === 'booking') {
    const target = overId === null ? null : parseColumnId(overId);
    const move = rescheduleForDrop(data.booking, target, deltaY, pxPerMinute);
    return move ? { kind: 'move', booking: data.booking, move } : null;
  }
  if (data?.kind === 'select') {
    const { memberId, date } = data.column;
    return {
      kind: 'block',
      target: { memberId, date },
      span: selectionSpan(startOffsetPx, deltaY, visible, pxPerMinute),
    };
  }
  return null;
}

/**
 * A booking as it will be once a move the server has not answered yet goes through: the calendar
 * shows it there at once, and back where it was if the server refuses.
 */
export function withMove(
  booking: Booking,
  move: MoveRequest | undefined,
  memberName: (id: string) => string | null,
): Booking {
  if (!move) return booking;
  const member = move.teamMember
    ? { _id: move.teamMember, name: memberName(move.teamMember) ?? booking.teamMember?.name ?? '' }
    : booking.teamMember;
  return {
    ...booking,
    bookingDate: move.bookingDate,
    startTime: move.startTime,
    localStartTime: move.startTime ? `${move.bookingDate}T${move.startTime}` : null,
    teamMember: member,
  };
}
