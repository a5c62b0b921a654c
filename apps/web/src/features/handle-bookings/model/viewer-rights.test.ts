import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { viewerRights } from './viewer-rights';

const booking = (status: Booking['status'], startTime: string | null) =>
  ({ status, startTime, localStartTime: null, bookingDate: '2026-03-04' }) as Booking;

describe('viewerRights', () => {
  it('lets the owner create for anyone and staff for their own member only', () => {
    expect(viewerRights({ staffOf: null }).canCreate('m2')).toBe(true);
    expect(viewerRights({ staffOf: 'm1' }).canCreate('m1')).toBe(true);
    expect(viewerRights({ staffOf: 'm1' }).canCreate('m2')).toBe(false);
    expect(viewerRights({ staffOf: 'm1' }).onlyMember).toBe('m1');
  });

  it('lets a drag pick up active bookings with a time', () => {
    const rights = viewerRights({ staffOf: null });
    expect(rights.canMove(booking('confirmed', '10:00'))).toBe(true);
    expect(rights.canMove(booking('pending', '10:00'))).toBe(true);
    expect(rights.canMove(booking('completed', '10:00'))).toBe(false);
    expect(rights.canMove(booking('confirmed', null))).toBe(false);
  });
});
