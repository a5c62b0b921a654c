// The drags of the time grid (@dnd-kit, decisions.md 9.2): a mouse drag (6 px to start) or a press
// and hold on touch (300 ms, so a swipe still scrolls) picks up a booking or starts a selection
// over empty time. A booking snaps to the grid's step as it moves; the drop asks `onMove`, a
// selection `onSelect`. The click that ends a drag opens nothing (`clickAllowed`).
import {
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type Modifier,
} from '@dnd-kit/core';
import type { Booking } from '@booklane/shared/schemas';
import { useEffect, useRef, useState } from 'react';
import {
  dragDataOf,
  dropAction,
  selectionSpan,
  type ColumnTarget,
  type MoveRequest,
} from '../model/drop-model';
import { PX_PER_MINUTE, SNAP_MINUTES, type MinuteSpan } from '../model/grid-model';

const STEP_PX = SNAP_MINUTES * PX_PER_MINUTE;

/**
 * A dragged booking moves in whole steps of the grid. A selection's distance is left as it is (its
 * node is never moved on screen: the selection is drawn instead).
 */
export const snapToSteps: Modifier = ({ transform, active }) => {
  const data = dragDataOf(active?.data.current);
  if (data?.kind !== 'booking') return transform;
  return { ...transform, y: Math.round(transform.y / STEP_PX) * STEP_PX };
};

export function useGridDrag({
  visible,
  onMove,
  onSelect,
}: {
  visible: MinuteSpan;
  onMove: (booking: Booking, move: MoveRequest) => void;
  onSelect: (target: ColumnTarget, span: MinuteSpan) => void;
}) {
  const [selection, setSelection] = useState<{ columnId: string; span: MinuteSpan } | null>(null);
  const startOffset = useRef(0);
  // The click the end of a drag causes comes with no press of its own: it is swallowed until the
  // next press (a pointer or a key), however soon, and any press after the drop is a click again.
  const afterDrop = useRef(false);
  useEffect(() => {
    const pressed = () => {
      afterDrop.current = false;
    };
    document.addEventListener('pointerdown', pressed, true);
    document.addEventListener('keydown', pressed, true);
    return () => {
      document.removeEventListener('pointerdown', pressed, true);
      document.removeEventListener('keydown', pressed, true);
    };
  }, []);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 8 } }),
  );
  const follow = (columnId: string, deltaY: number) =>
    setSelection({ columnId, span: selectionSpan(startOffset.current, deltaY, visible) });

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = dragDataOf(active.data.current);
    if (data?.kind === 'select') follow(data.column.id, 0);
  };
  const onDragMove = ({ active, delta }: DragMoveEvent) => {
    const data = dragDataOf(active.data.current);
    if (data?.kind === 'select') follow(data.column.id, delta.y);
  };
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    afterDrop.current = true;
    setSelection(null);
    const action = dropAction(
      dragDataOf(active.data.current),
      over?.id ?? null,
      delta.y,
      startOffset.current,
      visible,
    );
    if (action?.kind === 'move') onMove(action.booking, action.move);
    if (action?.kind === 'block') onSelect(action.target, action.span);
  };
  return {
    sensors,
    selection,
    handlers: { onDragStart, onDragMove, onDragEnd, onDragCancel: () => setSelection(null) },
    /** Where a press on a column's empty time was, from the column's top (a selection starts there). */
    pressAt: (offsetPx: number) => {
      startOffset.current = offsetPx;
    },
    /** False for the click the end of a drag causes (it is let through once, then allowed again). */
    clickAllowed: () => {
      const allowed = !afterDrop.current;
      afterDrop.current = false;
      return allowed;
    },
  };
}
