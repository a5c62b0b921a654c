// PUT /bookings/{id}/status {status, reason?}: Confirm, Cancel, Mark Completed. Cancelling a
// confirmed booking may give a reason, which the customer's email quotes (decisions.md 8.5).
import type { BookingStatus } from '@booklane/shared/domain';
import { callApi } from '@/lib/api-client';

export function updateBookingStatus(bookingId: string, status: BookingStatus, reason?: string) {
  return callApi('updateBookingStatus', {
    params: { id: bookingId },
    body: reason ? { status, reason } : { status },
  });
}
