// PUT /bookings/{id}/reschedule-by-business (decisions.md 9.2): the business moves a booking to
// another time and/or team member (a drag on the calendar, or the Move form); every rule of the
// hours, blocks, capacity and members applies, and the server tells the customer.
import type { MoveRequest } from '../model/drop-model';
import { callApi } from '@/lib/api-client';

export function rescheduleByBusiness(bookingId: string, move: MoveRequest) {
  return callApi('rescheduleBookingByBusiness', { params: { id: bookingId }, body: move });
}
