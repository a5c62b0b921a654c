// The words of a guest booking that joins the new account once its address is confirmed
// (decisions.md 8.5, issue 39): where and when, on the business's clock.
import { bookingLocalWhen, businessTime } from '@booklane/shared/domain';
import type { BookingAwaitingVerification } from '@booklane/shared/schemas';
import { formatDateShort } from '@/lib/format';

/**
 * `Confirm your email to see your booking at Luxe Hair on Tue, Jun 2 at 14:00` (the date alone
 * for a date-only booking, neither for a flexible one).
 */
export function awaitingVerificationText(booking: BookingAwaitingVerification): string {
  const { date, time } = bookingLocalWhen(booking);
  const day = date ? ` on ${formatDateShort(date)}` : '';
  const at = time ? ` at ${businessTime(time, booking.business)}` : '';
  return `Confirm your email to see your booking at ${booking.business.name}${day}${at}`;
}
