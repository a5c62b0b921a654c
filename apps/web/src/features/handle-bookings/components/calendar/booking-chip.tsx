// A booking on the calendar: its time, service and team member ("10:00 AM Cut · Maya", decisions.md
// 9.1), coloured by status; a tap selects its day.
import { bookingContact, bookingLocalWhen, businessTime, FALLBACK_NAMES } from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { BOOKING_STATUS_COLOURS } from '@/entities/booking/model/status-look';

export function BookingChip({ booking, onSelect }: { booking: Booking; onSelect: () => void }) {
  const { time } = bookingLocalWhen(booking);
  const name = booking.service?.name || FALLBACK_NAMES.service;
  const member = booking.teamMember ? ` · ${booking.teamMember.name}` : '';
  const shown = time ? businessTime(time, booking.business) : null;
  return (
    <button
      type="button"
      onClick={onSelect}
      className={`block w-full truncate rounded-md border px-1.5 py-1 text-left text-xs font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${BOOKING_STATUS_COLOURS[booking.status]}`}
      title={`${shown ?? 'Any time'} ${name}${member} – ${bookingContact(booking).name}`}
    >
      {shown ? <span className="mr-1 font-semibold">{shown}</span> : null}
      {name}
      {member}
    </button>
  );
}
