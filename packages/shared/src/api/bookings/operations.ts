// The route table: the bookings operations' methods, paths and sign-in rules (see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const BOOKING_OPERATIONS = {
  // ---- bookings ---------------------------------------------------------------------------
  listMyBookings: {
    method: 'GET',
    path: '/api/bookings/user',
    auth: 'customer',
    tag: 'Bookings',
    summary: "The signed-in customer's pending and confirmed bookings, by start",
  },
  listMyBookingHistory: {
    method: 'GET',
    path: '/api/bookings/user/history',
    auth: 'customer',
    tag: 'Bookings',
    summary: "The signed-in customer's completed, cancelled and no-show bookings, newest first",
  },
  listMyBookingsAwaitingVerification: {
    method: 'GET',
    path: '/api/bookings/user/awaiting-verification',
    auth: 'customer',
    tag: 'Bookings',
    summary:
      "Guest bookings made from this browser with the account's unconfirmed address (they join it once confirmed)",
  },
  listBusinessBookings: {
    method: 'GET',
    path: '/api/bookings/business/{id}',
    auth: 'business',
    tag: 'Bookings',
    summary: "A business's pending and confirmed bookings, by start (optionally a date range)",
  },
  listBusinessBookingHistory: {
    method: 'GET',
    path: '/api/bookings/business/{id}/history',
    auth: 'business',
    tag: 'Bookings',
    summary: "A business's completed, cancelled and no-show bookings, newest first (optionally a date range)",
  },
  createBooking: {
    method: 'POST',
    path: '/api/bookings',
    auth: 'customer',
    tag: 'Bookings',
    summary: 'Book a service as the signed-in customer',
  },
  createGuestBooking: {
    method: 'POST',
    path: '/api/bookings/guest',
    auth: 'none',
    tag: 'Bookings',
    summary: 'Book a service as a guest, with name, email and phone',
  },
  markAllBookingsViewed: {
    method: 'PUT',
    path: '/api/bookings/mark-all-viewed',
    auth: 'customer',
    tag: 'Bookings',
    summary: 'Record that the customer has seen every current status',
  },
  updateBookingStatus: {
    method: 'PUT',
    path: '/api/bookings/{id}/status',
    auth: 'business',
    tag: 'Bookings',
    summary:
      'Confirm, cancel, complete or mark as a no-show a booking of the business (staff: of their own team member)',
  },
  removeBookingForCustomer: {
    method: 'PUT',
    path: '/api/bookings/{id}/remove-customer',
    auth: 'customer',
    tag: 'Bookings',
    summary: "Hide a cancelled booking from the customer's lists",
  },
  removeBookingForBusiness: {
    method: 'PUT',
    path: '/api/bookings/{id}/remove-business',
    auth: 'business',
    tag: 'Bookings',
    summary: "Hide a cancelled booking from the business's lists",
  },
  cancelBookingByCustomer: {
    method: 'PUT',
    path: '/api/bookings/{id}/cancel-by-customer',
    auth: 'customer',
    tag: 'Bookings',
    summary: "The customer cancels their pending or confirmed booking, until the business's cut-off",
  },
  rescheduleBooking: {
    method: 'PUT',
    path: '/api/bookings/{id}/reschedule',
    auth: 'customer',
    tag: 'Bookings',
    summary: 'The customer moves their booking to another time of the same service, until the cut-off',
  },
  rescheduleBookingByBusiness: {
    method: 'PUT',
    path: '/api/bookings/{id}/reschedule-by-business',
    auth: 'business',
    tag: 'Bookings',
    summary:
      'The business moves a pending or confirmed booking to another time and/or team member (the calendar’s drag); the customer is told',
  },
  createBusinessBooking: {
    method: 'POST',
    path: '/api/businesses/{id}/bookings',
    auth: 'business',
    tag: 'Bookings',
    summary:
      'The business books a walk-in or phone customer: confirmed at once, without minimum notice or advance limit',
  },
  getBooking: {
    method: 'GET',
    path: '/api/bookings/{id}',
    auth: 'user',
    tag: 'Bookings',
    summary:
      "One booking, for its customer and for its business's owner and staff (a completed one with the customer's review)",
  },
  listBookingEvents: {
    method: 'GET',
    path: '/api/bookings/{id}/events',
    auth: 'business',
    tag: 'Bookings',
    summary: "A booking's history for its business: what happened, when and who did it, oldest first",
  },
  listBookingNotifications: {
    method: 'GET',
    path: '/api/bookings/{id}/notifications',
    auth: 'user',
    tag: 'Bookings',
    summary: "A booking's delivery log: each email, to whom, and what became of it",
  },
  getServiceAvailability: {
    method: 'GET',
    path: '/api/services/{id}/availability',
    auth: 'optional',
    tag: 'Services',
    summary:
      'The bookable times of a service in a range of dates (at most 62), with the places each has left; a dense service answers fewer days (10,000 times and listed team members at most): ask again from the day after the last',
  },
  getCalendarFeedUrl: {
    method: 'GET',
    path: '/api/calendar-feed',
    auth: 'user',
    tag: 'Bookings',
    summary: "The secret URL of the account's calendar feed",
  },
  rotateCalendarFeedUrl: {
    method: 'POST',
    path: '/api/calendar-feed/rotate',
    auth: 'user',
    tag: 'Bookings',
    summary: 'A new secret feed URL; the old one stops working',
  },
  getCalendarFeed: {
    method: 'GET',
    path: '/api/calendar/{token}.ics',
    auth: 'none',
    tag: 'Bookings',
    summary: 'The calendar feed (iCalendar) of a secret URL: pending and confirmed bookings',
  },
  getSlotAvailability: {
    method: 'GET',
    path: '/api/bookings/service/{serviceId}/slot-availability',
    auth: 'none',
    tag: 'Bookings',
    summary: 'How many more bookings a slot of a service takes',
  },
  // ---- guests' manage links ---------------------------------------------------------------
  getManagedBooking: {
    method: 'GET',
    path: '/api/manage/{token}',
    auth: 'none',
    tag: 'Bookings',
    summary: "A guest's booking, through the manage link of its emails",
  },
  cancelManagedBooking: {
    method: 'PUT',
    path: '/api/manage/{token}/cancel',
    auth: 'none',
    tag: 'Bookings',
    summary: 'The guest cancels the booking of the manage link, until the cut-off',
  },
  rescheduleManagedBooking: {
    method: 'PUT',
    path: '/api/manage/{token}/reschedule',
    auth: 'none',
    tag: 'Bookings',
    summary: 'The guest moves the booking of the manage link, until the cut-off',
  },
} as const satisfies Record<string, OperationInfo>;
