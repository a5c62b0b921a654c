// The booking status machine (spec section 4, decisions.md section 5).

import type { UserRole } from './constants';
import { BOOKING_RESULT_TEXTS } from './messages';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Still to happen: what dashboards list. */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];
/** Over: what history lists. */
export const HISTORY_BOOKING_STATUSES = [
  'completed',
  'cancelled',
] as const satisfies readonly BookingStatus[];

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Button text of the action that moves a booking into a status (spec section 2). */
export const BOOKING_STATUS_ACTIONS: Readonly<Partial<Record<BookingStatus, string>>> = {
  confirmed: 'Confirm',
  cancelled: 'Cancel',
  completed: 'Mark Completed',
};

// The business owner's transitions (decisions.md section 5, and 8.5: a confirmed booking may be
// cancelled too, with a reason quoted to the customer). Finished bookings never move again.
const BUSINESS_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The statuses `actorRole` may move a booking in status `from` to, in the order the buttons show. */
export function allowedNextStatuses(from: BookingStatus, actorRole: UserRole): readonly BookingStatus[] {
  return actorRole === 'business' ? BUSINESS_TRANSITIONS[from] : [];
}

/** Whether `actorRole` may change a booking from `from` to `to` (the server answers 409 otherwise). */
export function canTransition(from: BookingStatus, to: BookingStatus, actorRole: UserRole): boolean {
  return allowedNextStatuses(from, actorRole).includes(to);
}

/** Only cancelled bookings can be removed from a side's lists (decisions.md section 5). */
export const REMOVABLE_BOOKING_STATUSES = ['cancelled'] as const satisfies readonly BookingStatus[];
export function canRemoveBooking(status: BookingStatus): boolean {
  return (REMOVABLE_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);
}

/** A new booking is confirmed at once when the service auto-accepts, else it waits for the business. */
export function initialBookingStatus(autoAcceptBookings: boolean): BookingStatus {
  return autoAcceptBookings ? 'confirmed' : 'pending';
}

/** Which timestamp column a status change records besides `updatedAt`. */
export function statusTimestampField(
  to: BookingStatus,
): 'confirmedAt' | 'completedAt' | 'cancelledAt' | null {
  if (to === 'confirmed') return 'confirmedAt';
  if (to === 'completed') return 'completedAt';
  if (to === 'cancelled') return 'cancelledAt';
  return null;
}

/** What a signed-in customer is told after booking (spec section 4). */
export function bookingCreatedAlert(status: BookingStatus): string {
  return status === 'confirmed'
    ? BOOKING_RESULT_TEXTS.customerConfirmedAlert
    : BOOKING_RESULT_TEXTS.customerPendingAlert;
}

/** Title and text of the guest success modal (spec section 2). */
export function guestBookingResult(status: BookingStatus): { title: string; text: string } {
  return status === 'confirmed'
    ? { title: BOOKING_RESULT_TEXTS.guestConfirmedTitle, text: BOOKING_RESULT_TEXTS.guestConfirmedText }
    : { title: BOOKING_RESULT_TEXTS.guestPendingTitle, text: BOOKING_RESULT_TEXTS.guestPendingText };
}
