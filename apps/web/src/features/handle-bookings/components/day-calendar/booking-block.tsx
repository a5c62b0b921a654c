// A booking on the time grid (decisions.md 9.2): placed by its start and sized by its duration,
// beside the bookings it overlaps, coloured by status, with the customer's name, the time and the
// service, and a Pending badge. A button: a click, a tap, Enter or Space opens its details (where
// keyboard users move it); a mouse drag, or a press and hold on touch, moves it (@dnd-kit).
import {
  bookingContact,
  BOOKING_STATUS_LABELS,
  formatClockTime,
  minutesToTime,
  FALLBACK_NAMES,
  type HourCycle,
} from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { BOOKING_STATUS_COLOURS } from '@/entities/booking/model/status-look';
import type { Laned } from '../../model/grid-model';
import type { DragData } from '../../model/drop-model';

export function BookingBlock({
  laned,
  top,
  height,
  hourCycle,
  draggable,
  onOpen,
}: {
  laned: Laned<Booking>;
  top: number;
  height: number;
  hourCycle: HourCycle;
  draggable: boolean;
  onOpen: (booking: Booking) => void;
}) {
  const { item: booking, span, lane, lanes } = laned;
  const data: DragData = { kind: 'booking', booking };
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({
    id: `booking|${booking._id}`,
    data,
    disabled: !draggable,
  });
  const clock = (minute: number) => formatClockTime(minutesToTime(Math.min(minute, 1439)), hourCycle);
  const name = bookingContact(booking).name;
  const service = booking.service?.name || FALLBACK_NAMES.service;
  const member = booking.teamMember?.name;
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...listeners}
      onClick={() => onOpen(booking)}
      data-testid="calendar-booking"
      data-booking-id={booking._id}
      style={{
        top,
        height: Math.max(height, 22),
        left: `calc(${(lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
        transform: CSS.Translate.toString(transform),
      }}
      className={`absolute z-10 flex touch-manipulation flex-col items-start overflow-hidden rounded-md border border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ${
        BOOKING_STATUS_COLOURS[booking.status]
      } ${isDragging ? 'z-40 cursor-grabbing opacity-90 shadow-lg ring-2 ring-indigo-500' : draggable ? 'cursor-grab' : ''}`}
    >
      <span className="flex w-full items-center gap-1">
        <span className="truncate font-semibold">{name}</span>
        {booking.status === 'pending' ? (
          <span className="ml-auto shrink-0 rounded-full bg-amber-200 px-1.5 text-[10px] font-semibold text-amber-950">
            Pending
          </span>
        ) : null}
      </span>
      <span className="w-full truncate">
        <span className="sr-only">, </span>
        {clock(span.start)}–{clock(span.end)} · {service}
      </span>
      <span className="sr-only">
        {member ? `, with ${member}` : ''}
        {booking.status !== 'pending' ? `, ${BOOKING_STATUS_LABELS[booking.status]}` : ''}
      </span>
    </button>
  );
}
