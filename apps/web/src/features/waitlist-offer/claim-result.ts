// What a claim of a held place answered, as the offer page and the banner tell it (decisions.md
// 9.3): booked, or requested (the business confirms this service's bookings itself), or why not
// (409: the hold ran out, the person passed on it, the business took it back).
import type { Booking } from '@booklane/shared/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { CUSTOMER_BOOKINGS_KEY } from '@/entities/booking/api/keys';
import { claimIsPending } from '@/entities/waitlist';
import { failureText } from '@/lib/api-client';

export type ClaimResult =
  { kind: 'booked'; pending: boolean; account: boolean } | { kind: 'refused'; message: string };

const CLAIM_FAILED = 'Could not book this place. Please try again.';

/** A booking made: pending or not, and whether it belongs to an account (its dashboard shows it). */
export function bookedResult(booking: Booking): ClaimResult {
  return { kind: 'booked', pending: claimIsPending(booking), account: booking.customer !== null };
}

/** A refusal in the server's words. */
export function refusedResult(err: unknown): ClaimResult {
  return { kind: 'refused', message: failureText(err, CLAIM_FAILED, { errorField: true }) };
}

/** The customer's booking lists hold the new booking. */
export function reloadCustomerBookings(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: CUSTOMER_BOOKINGS_KEY });
}
