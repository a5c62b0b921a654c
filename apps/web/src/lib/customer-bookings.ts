// The signed-in customer's bookings as several screens cache them (the dashboard's active and
// finished lists, the history): one root, so a change made on one screen, or told by the server
// (`bookingChanged`), reloads them all.
import { bookingNotificationsKey } from './booking-notifications';

export const CUSTOMER_BOOKINGS_KEY = ['customer-bookings'] as const;

/** The keys to reload after a booking of the customer changed: the lists and its delivery log. */
export function customerBookingChangedKeys(bookingId: string) {
  return [CUSTOMER_BOOKINGS_KEY, bookingNotificationsKey(bookingId)] as const;
}
