// One column of the time grid: a team member on a date (decisions.md 9.2). Hour lines, the time
// they do not work shaded, breaks lighter, blocks striped, the current time as a red line, the
// bookings side by side where they overlap. The column is where a dragged booking lands; its empty
// time is clicked or tapped for a new booking, or dragged over (press and hold on touch) to block.
import type { HourCycle } from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { MouseEvent } from 'react';
import type { GridColumn } from '../../calendar-model';
import type { Shade } from '../../model/day-shading';
import type { DragData } from '../../model/drop-model';
import { minuteAt, placeSpan, PX_PER_MINUTE, type Laned, type MinuteSpan } from '../../model/grid-model';
import { BookingBlock } from './booking-block';

const SHADE_LOOK: Record<Shade['kind'], string> = {
  closed: 'bg-slate-100',
  break: 'bg-slate-50 border-y border-dashed border-slate-300',
  block:
    'border-y border-rose-300 bg-[repeating-linear-gradient(135deg,#fff1f2_0,#fff1f2_6px,#ffe4e6_6px,#ffe4e6_12px)]',
};

const HOUR_PX = 60 * PX_PER_MINUTE;
const LINES = `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX / 2 - 1}px, #f1f5f9 ${HOUR_PX / 2 - 1}px, #f1f5f9 ${HOUR_PX / 2}px, transparent ${HOUR_PX / 2}px, transparent ${HOUR_PX - 1}px, #e2e8f0 ${HOUR_PX - 1}px, #e2e8f0 ${HOUR_PX}px)`;

export type ColumnProps = {
  column: GridColumn;
  visible: MinuteSpan;
  height: number;
  shades: readonly Shade[];
  bookings: ReadonlyArray<Laned<Booking>>;
  /** The current minute when the column is today. */
  nowMinute: number | null;
  selection: MinuteSpan | null;
  hourCycle: HourCycle;
  /** Whether the viewer may create here (new bookings, blocks) and move these bookings. */
  canCreate: boolean;
  canMove: (booking: Booking) => boolean;
  onOpenBooking: (booking: Booking) => void;
  onEmptyClick: (minute: number) => void;
  /** A press on empty time, `offsetPx` below the column's top: where a drag would start. */
  onPress: (offsetPx: number) => void;
};

export function GridColumnView(props: ColumnProps) {
  const { column, visible, height, shades, bookings, nowMinute, selection, canCreate } = props;
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: column.id });
  const data: DragData = { kind: 'select', column };
  const { setNodeRef: selectRef, listeners: selectListeners } = useDraggable({
    id: `select|${column.id}`,
    data,
    disabled: !canCreate,
  });
  const offset = (event: MouseEvent<HTMLDivElement>) =>
    event.clientY - event.currentTarget.getBoundingClientRect().top;
  const click = (event: MouseEvent<HTMLDivElement>) => props.onEmptyClick(minuteAt(offset(event), visible));
  const place = (span: MinuteSpan) => placeSpan(span, visible);
  const now = nowMinute !== null ? place({ start: nowMinute, end: nowMinute + 1 }) : null;
  const chosen = selection ? place(selection) : null;
  return (
    <div
      ref={dropRef}
      role="group"
      aria-label={`${column.title}${column.subtitle ? `, ${column.subtitle}` : ''}`}
      data-testid={`calendar-column-${column.memberId}-${column.date}`}
      className={`relative border-l border-slate-200 ${isOver ? 'bg-indigo-50/60' : ''}`}
      style={{ height, backgroundImage: LINES }}
    >
      <div
        ref={selectRef}
        {...selectListeners}
        onClick={canCreate ? click : undefined}
        onPointerDown={canCreate ? (event) => props.onPress(offset(event)) : undefined}
        aria-hidden="true"
        className={`absolute inset-0 touch-manipulation ${canCreate ? 'cursor-cell' : ''}`}
      />
      {shades.map((shade) => {
        const at = place(shade.span);
        return at ? (
          <div
            key={`${shade.kind}-${shade.span.start}-${shade.label}`}
            className={`pointer-events-none absolute inset-x-0 overflow-hidden px-1 text-[11px] text-slate-700 ${SHADE_LOOK[shade.kind]}`}
            style={at}
            data-testid={`calendar-shade-${shade.kind}`}
          >
            {at.height >= 18 ? <span className="block truncate">{shade.label}</span> : null}
            {at.height < 18 ? <span className="sr-only">{shade.label}</span> : null}
          </div>
        ) : null;
      })}
      {bookings.map((laned) => {
        const at = place(laned.span);
        return at ? (
          <BookingBlock
            key={laned.item._id}
            laned={laned}
            top={at.top}
            height={at.height}
            hourCycle={props.hourCycle}
            draggable={props.canMove(laned.item)}
            onOpen={props.onOpenBooking}
          />
        ) : null;
      })}
      {chosen ? (
        <div
          className="pointer-events-none absolute inset-x-1 z-20 rounded-md border-2 border-indigo-500 bg-indigo-100/70"
          style={chosen}
          data-testid="calendar-selection"
        />
      ) : null}
      {now ? (
        <div
          className="pointer-events-none absolute inset-x-0 z-30 border-t-2 border-red-500"
          style={{ top: now.top }}
          data-testid="calendar-now"
        >
          <span className="absolute -left-1 -top-[5px] h-2 w-2 rounded-full bg-red-500" />
        </div>
      ) : null}
    </div>
  );
}
