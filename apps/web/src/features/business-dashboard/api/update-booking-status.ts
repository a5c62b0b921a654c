// PUT /bookings/{id}/status {status}: Confirm, Cancel, Mark Completed.
import type { Booking, BookingStatus } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';

export function updateBookingStatus(bookingId: string, status: BookingStatus): Promise<Booking> {
  return apiRequest<Booking>(`/bookings/${encodeURIComponent(bookingId)}/status`, {
    method: 'PUT',
    body: { status },
  });
}
