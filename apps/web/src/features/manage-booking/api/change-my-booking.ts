// The customer's own changes to a booking (decisions.md 8.3): PUT /bookings/{id}/cancel-by-customer
// and PUT /bookings/{id}/reschedule. Both answer the booking as it is now; the server refuses
// (409, naming the cut-off) once the business's notice has begun.
import type { Booking, RescheduleBookingRequest } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function cancelMyBooking(bookingId: string): Promise<Booking> {
  return callApi('cancelBookingByCustomer', { params: { id: bookingId } });
}

export function rescheduleMyBooking(bookingId: string, body: RescheduleBookingRequest): Promise<Booking> {
  return callApi('rescheduleBooking', { params: { id: bookingId }, body });
}
