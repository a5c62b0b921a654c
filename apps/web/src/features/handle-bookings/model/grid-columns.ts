// What each column of the time grid holds (decisions.md 9.2): its timed bookings in lanes, its
// date-only bookings (the all-day row), its shades, and the hours the whole grid shows.
import { bookingLocalWhen } from '@booklane/shared/domain';
import type { Block, Booking, Business } from '@booklane/shared/schemas';
import type { GridColumn } from '../calendar-model';
import { columnShades, memberDay, type MemberHours, type Shade } from './day-shading';
import { bookingSpan, layoutLanes, visibleSpan, type Laned, type MinuteSpan } from './grid-model';

export type FilledColumn = {
  column: GridColumn;
  timed: Array<Laned<Booking>>;
  allDay: Booking[];
  shades: Shade[];
};

type Source = Pick<Business, 'schedule' | 'breakHours' | 'dateOverrides' | 'timezone'>;

export function fillColumns(
  business: Source,
  columns: readonly GridColumn[],
  bookings: readonly Booking[],
  blocks: readonly Block[],
  hoursOf: (memberId: string) => MemberHours | null,
): { visible: MinuteSpan; filled: FilledColumn[]; elsewhere: Booking[] } {
  const key = (memberId: string | null | undefined, date: string | null) => `${memberId ?? ''}|${date ?? ''}`;
  const shown = new Set(columns.map((column) => key(column.memberId, column.date)));
  const dates = new Set(columns.map((column) => column.date));
  const byColumn = new Map<string, Booking[]>();
  const elsewhere: Booking[] = [];
  for (const booking of bookings) {
    const { date } = bookingLocalWhen(booking);
    const at = key(booking.teamMember?._id, date);
    if (shown.has(at)) byColumn.set(at, [...(byColumn.get(at) ?? []), booking]);
    else if (date && dates.has(date)) elsewhere.push(booking);
  }
  const opening = columns.map((column) => memberDay(business, hoursOf(column.memberId), column.date).open);
  const spans = bookings.flatMap((booking) => {
    const span = bookingSpan(booking);
    return span && shown.has(key(booking.teamMember?._id, bookingLocalWhen(booking).date)) ? [span] : [];
  });
  const visible = visibleSpan(opening, spans);
  const filled = columns.map((column) => {
    const list = byColumn.get(key(column.memberId, column.date)) ?? [];
    const timed = list.filter((booking) => bookingSpan(booking) !== null);
    return {
      column,
      timed: layoutLanes(timed, (booking) => bookingSpan(booking) as MinuteSpan),
      allDay: list.filter((booking) => bookingSpan(booking) === null),
      shades: columnShades(business, column.memberId, hoursOf(column.memberId), column.date, blocks, visible),
    };
  });
  return { visible, filled, elsewhere };
}
