// The time grid of the Calendar tab (decisions.md 9.2): a column per team member on a day, or per
// day of one member's week; the hours on the left; the day's date-only bookings in an all-day row;
// the bookings of members not shown (or of nobody) listed above. It scrolls inside its frame, with
// the column heads kept in view, and opens at the current time or the first opening.
import { hourCycleFor, zonedNow } from '@booklane/shared/domain';
import type { Block, Booking, Business } from '@booklane/shared/schemas';
import { DndContext, pointerWithin } from '@dnd-kit/core';
import { useEffect, useMemo, useRef } from 'react';
import type { GridColumn } from '../../calendar-model';
import { snapToSteps, useGridDrag } from '../../hooks/use-grid-drag';
import type { MemberHours } from '../../model/day-shading';
import type { ColumnTarget, MoveRequest } from '../../model/drop-model';
import { fillColumns } from '../../model/grid-columns';
import { gridHeight, PX_PER_MINUTE, type MinuteSpan } from '../../model/grid-model';
import { AllDayRow, ElsewhereStrip } from './all-day-row';
import { GridColumnView } from './grid-column';
import { TimeAxis } from './time-axis';

export type TimeGridProps = {
  business: Business;
  columns: readonly GridColumn[];
  bookings: readonly Booking[];
  blocks: readonly Block[];
  hoursOf: (memberId: string) => MemberHours | null;
  now: Date;
  /** List the bookings of members without a column (the day view of every member). */
  showElsewhere: boolean;
  canCreate: (memberId: string) => boolean;
  canMove: (booking: Booking) => boolean;
  onOpenBooking: (booking: Booking) => void;
  onEmptyClick: (target: ColumnTarget, minute: number) => void;
  onSelect: (target: ColumnTarget, span: MinuteSpan) => void;
  onMove: (booking: Booking, move: MoveRequest) => void;
};

export function TimeGrid(props: TimeGridProps) {
  const { business, columns, bookings, blocks, hoursOf, now } = props;
  const { visible, filled, elsewhere } = useMemo(
    () => fillColumns(business, columns, bookings, blocks, hoursOf),
    [business, columns, bookings, blocks, hoursOf],
  );
  const drag = useGridDrag({ visible, onMove: props.onMove, onSelect: props.onSelect });
  const open = (booking: Booking) => {
    if (drag.clickAllowed()) props.onOpenBooking(booking);
  };
  const hourCycle = hourCycleFor(business);
  const height = gridHeight(visible);
  const clock = zonedNow(now, business.timezone);
  const scroller = useRef<HTMLDivElement>(null);
  const firstDate = columns[0]?.date;
  // Open at the current time when today is shown (its column in view), else at the first hour.
  useEffect(() => {
    const frame = scroller.current;
    if (!frame) return;
    const today = frame.querySelector<HTMLElement>('[data-today]');
    const minute = today ? clock.minutes - 60 : visible.start;
    frame.scrollTop = Math.max(0, (minute - visible.start) * PX_PER_MINUTE);
    if (today && today.offsetLeft + today.offsetWidth > frame.clientWidth) {
      frame.scrollLeft = today.offsetLeft - 60;
    }
    // Only when the days or members shown change, never while the owner scrolls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstDate, columns.length]);
  const template = `3.75rem repeat(${columns.length}, minmax(${columns.length > 1 ? 9 : 14}rem, 1fr))`;
  return (
    <DndContext
      sensors={drag.sensors}
      collisionDetection={pointerWithin}
      modifiers={[snapToSteps]}
      {...drag.handlers}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'Open a booking with Enter to move it to another time or team member.',
        },
        announcements: {
          onDragStart: () => 'Moving.',
          onDragOver: () => undefined,
          onDragEnd: () => undefined,
          onDragCancel: () => 'Move cancelled.',
        },
      }}
    >
      {props.showElsewhere ? (
        <ElsewhereStrip bookings={elsewhere} hourCycle={hourCycle} onOpen={open} />
      ) : null}
      <div
        ref={scroller}
        role="region"
        aria-label="Time grid"
        tabIndex={0}
        className="max-h-[75vh] overflow-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <div className="grid" style={{ gridTemplateColumns: template }}>
          <div className="sticky left-0 top-0 z-40 border-b border-slate-200 bg-white" />
          {columns.map((column) => (
            <div
              key={column.id}
              data-today={column.date === clock.date ? true : undefined}
              className={`sticky top-0 z-30 min-w-0 border-b border-l border-slate-200 px-2 py-1.5 ${
                column.date === clock.date ? 'bg-indigo-50' : 'bg-white'
              }`}
            >
              <p className="truncate text-sm font-semibold text-slate-900">{column.title}</p>
              <p className="truncate text-xs text-slate-600">{column.subtitle ?? '\u00a0'}</p>
            </div>
          ))}
          <AllDayRow filled={filled} onOpen={open} />
          <TimeAxis visible={visible} height={height} hourCycle={hourCycle} />
          {filled.map(({ column, timed, shades }) => (
            <GridColumnView
              key={column.id}
              column={column}
              visible={visible}
              height={height}
              shades={shades}
              bookings={timed}
              nowMinute={column.date === clock.date ? clock.minutes : null}
              selection={drag.selection?.columnId === column.id ? drag.selection.span : null}
              hourCycle={hourCycle}
              canCreate={props.canCreate(column.memberId)}
              canMove={props.canMove}
              onOpenBooking={open}
              onPress={drag.pressAt}
              onEmptyClick={(minute) => {
                if (drag.clickAllowed()) props.onEmptyClick(column, minute);
              }}
            />
          ))}
        </div>
      </div>
    </DndContext>
  );
}
