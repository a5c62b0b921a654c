// PUT /bookings/{id}/remove-business: hides a cancelled booking from the business's lists, then
// tells the other screens (spec section 4: the businessBookingRemoved event) and remembers it
// under the spec's key.
import { BOOKING_REMOVED_EVENTS } from '@booklane/shared/domain';
import { callApi } from '@/lib/api-client';
import { local, STORAGE_KEYS } from '@/lib/storage';

function rememberRemoved(bookingId: string): void {
  let list: string[] = [];
  try {
    const parsed: unknown = JSON.parse(local.get(STORAGE_KEYS.businessRemovedBookings) ?? '[]');
    if (Array.isArray(parsed)) list = parsed.filter((v): v is string => typeof v === 'string');
  } catch {
    list = [];
  }
  if (!list.includes(bookingId)) list.push(bookingId);
  // Keep it bounded: the server is the source of truth, this is only a hint for other tabs.
  local.set(STORAGE_KEYS.businessRemovedBookings, JSON.stringify(list.slice(-200)));
}

export async function removeBusinessBooking(bookingId: string): Promise<void> {
  await callApi('removeBookingForBusiness', { params: { id: bookingId } });
  rememberRemoved(bookingId);
  window.dispatchEvent(new CustomEvent(BOOKING_REMOVED_EVENTS.business, { detail: { bookingId } }));
}
