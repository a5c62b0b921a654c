// How the business's screens speak of its bookings' changes (decisions.md 8.3): who cancelled one
// (the Bookings tab's cancelled list and the history), and the live notice of a change the
// customer or a guest made (the dashboard's toast). Business local times, as every booking shows.
import { bookingContact, bookingLocalWhen, businessTime, FALLBACK_NAMES } from '@booklane/shared/domain';
import { type BookingChange } from '@booklane/shared/realtime/event-maps';
import { type Booking } from '@booklane/shared/schemas';
import { formatDateShort } from '@/lib/format';

/** Who cancelled, in the business's words; null when not cancelled or not known. */
export function businessCancelledByText(booking: Pick<Booking, 'status' | 'cancelledBy'>): string | null {
  if (booking.status !== 'cancelled') return null;
  if (booking.cancelledBy === 'customer') return 'Cancelled by the customer';
  if (booking.cancelledBy === 'business') return 'Cancelled by you';
  return null;
}

/**
 * `Tue, Mar 3 at 10:00 AM`, `Tue, Mar 3`, `10:00 AM`, or `flexible timing`, business local, on
 * the business's clock.
 */
export function bookingWhenShort(
  booking: Pick<Booking, 'localStartTime' | 'bookingDate' | 'startTime' | 'business'>,
): string {
  const { date, time } = bookingLocalWhen(booking);
  if (date && time) return `${formatDateShort(date)} at ${businessTime(time, booking.business)}`;
  if (date) return formatDateShort(date);
  if (time) return businessTime(time, booking.business);
  return 'flexible timing';
}

/**
 * The notice of a change made by the other side (the customer or a guest); null for the
 * business's own changes (it made them: its screen already said so) and for changes the other
 * side cannot make.
 */
export function bookingChangeNotice(change: BookingChange): string | null {
  if (change.by === 'business') return null;
  const { booking } = change;
  const service = booking.service?.name || FALLBACK_NAMES.service;
  const when = bookingWhenShort(booking);
  const name = bookingContact(booking).name;
  switch (change.change) {
    case 'created':
      return booking.status === 'pending'
        ? `New booking request: ${service}, ${when}`
        : `New booking: ${service}, ${when}`;
    case 'cancelled':
      return `${name} cancelled ${service}, ${when}`;
    case 'rescheduled':
      return `${name} moved ${service} to ${when}`;
    default:
      return null;
  }
}
