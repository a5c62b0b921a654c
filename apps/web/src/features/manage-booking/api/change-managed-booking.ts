// A guest's own changes through the manage link (decisions.md 8.3): PUT /manage/{token}/cancel and
// PUT /manage/{token}/reschedule. Both answer the booking as it is now.
import type { Booking, RescheduleBookingRequest } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function cancelManagedBooking(token: string): Promise<Booking> {
  return callApi('cancelManagedBooking', { params: { token } });
}

export function rescheduleManagedBooking(token: string, body: RescheduleBookingRequest): Promise<Booking> {
  return callApi('rescheduleManagedBooking', { params: { token }, body });
}
