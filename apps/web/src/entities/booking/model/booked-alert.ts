// The alert a signed-in customer sees once booked (spec section 4), with who the appointment is
// with; a module of its own so that the business page loads it with the booking, not with itself.
import { bookingCreatedAlert } from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';
import { withMemberSentence } from './booking-member';

export function bookedAlertText(booking: Pick<Booking, 'status' | 'teamMember'>): string {
  return withMemberSentence(bookingCreatedAlert(booking.status), booking);
}
