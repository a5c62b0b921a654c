// How a booking is presented to the business: who booked it and when (spec sections 2 and 3).
// Both the dashboard's Bookings tab and the booking history read these.

import type { Booking } from '../schemas/booking';
import { parseLocalStartTime } from './time';

export interface BookingContact {
  name: string;
  email: string | null;
  phone: string | null;
  /** Booked without an account (guest fields). */
  isGuest: boolean;
}

/** The person who booked: the signed-in customer, else the guest's details. */
export function bookingContact(
  booking: Pick<Booking, 'customer' | 'guestName' | 'guestEmail' | 'guestPhone'>,
): BookingContact {
  if (booking.customer) {
    return {
      name: booking.customer.name || 'Customer',
      email: booking.customer.email || null,
      phone: booking.customer.phone || null,
      isGuest: false,
    };
  }
  return {
    name: booking.guestName?.trim() || 'Guest',
    email: booking.guestEmail || null,
    phone: booking.guestPhone || null,
    isGuest: true,
  };
}

/**
 * The business-local date and time of a booking: both for datetime (and time-only), the date only
 * for date-only, neither for flexible bookings.
 */
export function bookingLocalWhen(booking: Pick<Booking, 'localStartTime' | 'bookingDate' | 'startTime'>): {
  date: string | null;
  time: string | null;
} {
  const parsed = booking.localStartTime ? parseLocalStartTime(booking.localStartTime) : null;
  if (parsed) return parsed;
  return { date: booking.bookingDate ?? null, time: booking.startTime ?? null };
}
