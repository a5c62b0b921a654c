// A booking on the calendar: its time, service and team member ("10:00 AM Cut · Maya", decisions.md
// 9.1), coloured by status; a tap selects its day.
import {
  bookingContact,
  bookingLocalWhen,
  businessTime,
  FALLBACK_NAMES,
  type BookingStatus,
} from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';

const CHIP: Record<BookingStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  confirmed: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  completed: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  cancelled: 'border-red-200 bg-red-50 text-red-800 line-through',
};

export function BookingChip({ booking, onSelect }: { booking: Booking; onSelect: () => void }) {
  const { time } = bookingLocalWhen(booking);
  const name = booking.service?.name || FALLBACK_NAMES.service;
  const member = booking.teamMember ? ` · ${booking.teamMember.name}` : '';
  const shown = time ? businessTime(time, booking.business) : null;
  return (
    <button
      type="button"
      onClick={onSelect}
      className={`block w-full truncate rounded-md border px-1.5 py-1 text-left text-xs font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${CHIP[booking.status]}`}
      title={`${shown ?? 'Any time'} ${name}${member} – ${bookingContact(booking).name}`}
    >
      {shown ? <span className="mr-1 font-semibold">{shown}</span> : null}
      {name}
      {member}
    </button>
  );
}
