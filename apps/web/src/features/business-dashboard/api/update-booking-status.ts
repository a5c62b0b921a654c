// PUT /bookings/{id}/status {status}: Confirm, Cancel, Mark Completed.
import type { BookingStatus } from '@booklane/shared';
import { callApi } from '@/lib/api-client';

export function updateBookingStatus(bookingId: string, status: BookingStatus) {
  return callApi('updateBookingStatus', { params: { id: bookingId }, body: { status } });
}
