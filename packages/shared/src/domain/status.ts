// The booking status machine (spec section 4, decisions.md section 5).

import type { UserRole } from './constants';
import { BOOKING_RESULT_TEXTS } from './messages';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Still to happen: what dashboards list. */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];
/** Over: what history lists. */
export const HISTORY_BOOKING_STATUSES = [
  'completed',
  'cancelled',
  'no-show',
] as const satisfies readonly BookingStatus[];

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

/** Button text of the action that moves a booking into a status (spec section 2). */
export const BOOKING_STATUS_ACTIONS: Readonly<Partial<Record<BookingStatus, string>>> = {
  confirmed: 'Confirm',
  cancelled: 'Cancel',
  completed: 'Mark Completed',
  'no-show': 'No-show',
};

// The transitions of decisions.md 8.5 (docs/decisions/0016). The business owner: pending ->
// confirmed or cancelled; confirmed -> cancelled (with a reason quoted to the customer) or, once
// the start has passed, completed. The customer: pending or confirmed -> cancelled, until the
// business's cut-off (`customerChangeCheck`). Once the start has passed, the business may also
// mark a confirmed booking as a no-show (decisions.md 9.2). Finished bookings never move again.
const TRANSITIONS: Readonly<Record<UserRole, Readonly<Record<BookingStatus, readonly BookingStatus[]>>>> = {
  business: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['completed', 'no-show', 'cancelled'],
    completed: [],
    cancelled: [],
    'no-show': [],
  },
  customer: {
    pending: ['cancelled'],
    confirmed: ['cancelled'],
    completed: [],
    cancelled: [],
    'no-show': [],
  },
};

/** What a transition depends on besides the two statuses. */
export type TransitionContext = {
  /** Whether the booking's start has passed (`hasStarted`): completion waits for it. */
  started: boolean;
};

/** The statuses `actorRole` may move a booking in status `from` to, in the order the buttons show. */
export function allowedNextStatuses(
  from: BookingStatus,
  actorRole: UserRole,
  context: TransitionContext,
): readonly BookingStatus[] {
  return TRANSITIONS[actorRole][from].filter(
    (to) => (to !== 'completed' && to !== 'no-show') || context.started,
  );
}

/** Whether `actorRole` may change a booking from `from` to `to` (the server answers 409 otherwise). */
export function canTransition(
  from: BookingStatus,
  to: BookingStatus,
  actorRole: UserRole,
  context: TransitionContext,
): boolean {
  return allowedNextStatuses(from, actorRole, context).includes(to);
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
): 'confirmedAt' | 'completedAt' | 'cancelledAt' | 'noShowAt' | null {
  if (to === 'confirmed') return 'confirmedAt';
  if (to === 'completed') return 'completedAt';
  if (to === 'cancelled') return 'cancelledAt';
  if (to === 'no-show') return 'noShowAt';
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
