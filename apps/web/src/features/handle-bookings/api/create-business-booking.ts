// POST /businesses/{id}/bookings (decisions.md 9.2): a walk-in or phone booking the business makes,
// confirmed at once; an email goes out only when the customer has an address.
import type { BusinessBookingForm } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function createBusinessBooking(businessId: string, booking: BusinessBookingForm) {
  return callApi('createBusinessBooking', { params: { id: businessId }, body: booking });
}
