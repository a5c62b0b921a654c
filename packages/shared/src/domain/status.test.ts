import { describe, expect, it } from 'vitest';
import type { UserRole } from './constants';
import type { BookingStatus } from './status';
import {
  ACTIVE_BOOKING_STATUSES,
  allowedNextStatuses,
  BOOKING_STATUS_ACTIONS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  bookingCreatedAlert,
  canRemoveBooking,
  canTransition,
  guestBookingResult,
  HISTORY_BOOKING_STATUSES,
  initialBookingStatus,
  statusTimestampField,
} from './status';

const allowed: Record<UserRole, Set<string>> = {
  business: new Set([
    'pending->confirmed',
    'pending->cancelled',
    'confirmed->completed',
    'confirmed->no-show',
    'confirmed->cancelled',
  ]),
  customer: new Set(['pending->cancelled', 'confirmed->cancelled']),
};
const matrix: Array<[BookingStatus, BookingStatus, UserRole, boolean]> = [];
for (const from of BOOKING_STATUSES) {
  for (const to of BOOKING_STATUSES) {
    for (const role of ['business', 'customer'] as const)
      matrix.push([from, to, role, allowed[role].has(`${from}->${to}`)]);
  }
}

describe('booking status machine', () => {
  it('has the four statuses of the spec and the no-show of decisions.md 9.2', () => {
    expect(BOOKING_STATUSES).toEqual(['pending', 'confirmed', 'completed', 'cancelled', 'no-show']);
  });

  it.each(matrix)('%s -> %s by %s once started: %s', (from, to, role, ok) => {
    expect(canTransition(from, to, role, { started: true })).toBe(ok);
  });

  it('lets the business mark a booking completed only once its start has passed', () => {
    expect(canTransition('confirmed', 'completed', 'business', { started: false })).toBe(false);
    expect(canTransition('confirmed', 'cancelled', 'business', { started: false })).toBe(true);
    expect(allowedNextStatuses('confirmed', 'business', { started: false })).toEqual(['cancelled']);
  });

  it('lets the business mark a confirmed booking as a no-show only once its start has passed', () => {
    expect(canTransition('confirmed', 'no-show', 'business', { started: false })).toBe(false);
    expect(canTransition('confirmed', 'no-show', 'business', { started: true })).toBe(true);
    expect(canTransition('pending', 'no-show', 'business', { started: true })).toBe(false);
    expect(canTransition('confirmed', 'no-show', 'customer', { started: true })).toBe(false);
  });

  it.each<[BookingStatus, UserRole, BookingStatus[]]>([
    ['pending', 'business', ['confirmed', 'cancelled']],
    ['confirmed', 'business', ['completed', 'no-show', 'cancelled']],
    ['completed', 'business', []],
    ['cancelled', 'business', []],
    ['no-show', 'business', []],
    ['pending', 'customer', ['cancelled']],
    ['confirmed', 'customer', ['cancelled']],
    ['completed', 'customer', []],
    ['cancelled', 'customer', []],
    ['no-show', 'customer', []],
  ])('from %s a %s may go to %j', (from, role, next) => {
    expect(allowedNextStatuses(from, role, { started: true })).toEqual(next);
  });

  it('labels the statuses as the lists show them', () => {
    expect(BOOKING_STATUSES.map((status) => BOOKING_STATUS_LABELS[status])).toEqual([
      'Pending',
      'Confirmed',
      'Completed',
      'Cancelled',
      'No-show',
    ]);
  });

  it('labels the actions as the dashboard does', () => {
    expect(BOOKING_STATUS_ACTIONS).toEqual({
      confirmed: 'Confirm',
      cancelled: 'Cancel',
      completed: 'Mark Completed',
      'no-show': 'No-show',
    });
  });

  it.each<[BookingStatus, boolean, boolean, boolean]>([
    ['pending', true, false, false],
    ['confirmed', true, false, false],
    ['completed', false, true, false],
    ['cancelled', false, true, true],
    ['no-show', false, true, false],
  ])('%s: active %s, history %s, removable %s', (status, active, history, removable) => {
    expect(canRemoveBooking(status)).toBe(removable);
    expect((ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status)).toBe(active);
    expect((HISTORY_BOOKING_STATUSES as readonly string[]).includes(status)).toBe(history);
  });

  it('starts confirmed when the service auto-accepts, else pending', () => {
    expect(initialBookingStatus(true)).toBe('confirmed');
    expect(initialBookingStatus(false)).toBe('pending');
  });

  it.each<[BookingStatus, string | null]>([
    ['confirmed', 'confirmedAt'],
    ['completed', 'completedAt'],
    ['cancelled', 'cancelledAt'],
    ['no-show', 'noShowAt'],
    ['pending', null],
  ])('moving to %s records %s', (status, field) => {
    expect(statusTimestampField(status)).toBe(field);
  });

  it('tells the customer and the guest what happened: a request is not called a booking yet', () => {
    expect(bookingCreatedAlert('confirmed')).toBe(
      'Booking confirmed! Your appointment has been automatically accepted.',
    );
    expect(bookingCreatedAlert('pending')).toBe(
      'Requested: the business will confirm. We will email you when they do.',
    );
    expect(guestBookingResult('confirmed')).toEqual({
      title: 'Booking confirmed',
      text: 'Your appointment is confirmed. Create an account to track it and chat with the business.',
    });
    expect(guestBookingResult('pending')).toEqual({
      title: 'Requested: the business will confirm',
      text: 'Your request was sent. Create an account to track status and chat with the business.',
    });
  });
});
