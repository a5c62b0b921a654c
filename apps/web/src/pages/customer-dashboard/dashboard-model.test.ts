import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { quickStats } from './dashboard-model';

const booking = (status: Booking['status']) => ({ status }) as Booking;

describe('quickStats', () => {
  it('counts active, pending, confirmed and completed bookings', () => {
    expect(
      quickStats(
        [booking('pending'), booking('confirmed'), booking('confirmed')],
        [booking('completed'), booking('cancelled')],
      ),
    ).toEqual({ active: 3, pending: 1, confirmed: 2, completed: 1 });
    expect(quickStats(undefined, undefined)).toEqual({ active: 0, pending: 0, confirmed: 0, completed: 0 });
  });
});
