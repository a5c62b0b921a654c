// The bookings' cache keys. The screens that cache one account's bookings share a root, so a
// change made on one screen, or told by the server (`bookingChanged`), reloads them all.

/** The signed-in customer's bookings: the dashboard's active and finished lists, the history. */
export const CUSTOMER_BOOKINGS_KEY = ['customer-bookings'] as const;

/** A business's bookings: the dashboard's lists and calendar ranges, and the history. */
export const businessBookingsKey = (businessId: string | undefined) =>
  ['business-bookings', businessId] as const;

/**
 * A booking's history lines (decisions.md 9.2): under the business's root, so every change told
 * by the server or made on this screen reloads them with the lists.
 */
export const bookingEventsKey = (businessId: string, bookingId: string) =>
  [...businessBookingsKey(businessId), 'events', bookingId] as const;

/** A booking's delivery log (decisions.md 8.2). */
export const bookingNotificationsKey = (bookingId: string) => ['booking-notifications', bookingId] as const;

/** A guest's booking through its manage link. */
export const managedBookingKey = (token: string) => ['managed-booking', token] as const;

/** The keys to reload after a booking of the customer changed: the lists and its delivery log. */
export function customerBookingChangedKeys(bookingId: string) {
  return [CUSTOMER_BOOKINGS_KEY, bookingNotificationsKey(bookingId)] as const;
}
