// Bookings the grid cannot place by time: each column's date-only bookings in an all-day row (shown
// only when a column has one), and, in the day view of every member, the day's bookings of members
// without a column (or of nobody yet) in a strip above the grid. Each opens its details.
import {
  bookingContact,
  bookingLocalWhen,
  formatClockTime,
  FALLBACK_NAMES,
  type HourCycle,
} from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';
import { BOOKING_STATUS_COLOURS } from '@/entities/booking/model/status-look';
import type { FilledColumn } from '../../model/grid-columns';

function Chip({
  booking,
  hourCycle,
  onOpen,
}: {
  booking: Booking;
  hourCycle?: HourCycle;
  onOpen: (b: Booking) => void;
}) {
  const { time } = bookingLocalWhen(booking);
  const service = booking.service?.name || FALLBACK_NAMES.service;
  return (
    <button
      type="button"
      onClick={() => onOpen(booking)}
      data-testid="calendar-booking"
      data-booking-id={booking._id}
      className={`block w-full truncate rounded-md border border-l-4 px-1.5 py-1 text-left text-xs font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${
        BOOKING_STATUS_COLOURS[booking.status]
      }`}
    >
      {time && hourCycle ? `${formatClockTime(time, hourCycle)} ` : ''}
      {bookingContact(booking).name} · {service}
      {booking.status === 'pending' ? ' · Pending' : ''}
    </button>
  );
}

export function AllDayRow({
  filled,
  onOpen,
}: {
  filled: readonly FilledColumn[];
  onOpen: (b: Booking) => void;
}) {
  if (!filled.some((column) => column.allDay.length > 0)) return null;
  return (
    <>
      <div className="sticky left-0 z-20 border-b border-slate-200 bg-white px-1 py-1.5 text-right text-[11px] text-slate-600">
        All day
      </div>
      {filled.map(({ column, allDay }) => (
        <ul
          key={column.id}
          className="min-w-0 space-y-1 border-b border-l border-slate-200 p-1"
          aria-label={`${column.title}: all day`}
        >
          {allDay.map((booking) => (
            <li key={booking._id}>
              <Chip booking={booking} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      ))}
    </>
  );
}

export function ElsewhereStrip({
  bookings,
  hourCycle,
  onOpen,
}: {
  bookings: readonly Booking[];
  hourCycle: HourCycle;
  onOpen: (b: Booking) => void;
}) {
  if (bookings.length === 0) return null;
  return (
    <section
      aria-labelledby="calendar-elsewhere"
      className="mb-2 rounded-xl border border-slate-200 bg-white p-2"
    >
      <h3 id="calendar-elsewhere" className="mb-1 text-xs font-semibold text-slate-700">
        Without a team member on the grid
      </h3>
      <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {bookings.map((booking) => (
          <li key={booking._id}>
            <Chip booking={booking} hourCycle={hourCycle} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}
