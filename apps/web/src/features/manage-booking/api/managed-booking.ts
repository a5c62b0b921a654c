// A guest's booking through the manage link of its emails (decisions.md 8.3), no sign-in:
// GET /manage/{token}, PUT /manage/{token}/cancel and PUT /manage/{token}/reschedule, and the
// review of a completed booking (POST and PUT /manage/{token}/review). An unknown, altered or
// expired token answers 404.
import type { BodyInput, Booking, OwnReview, RescheduleBookingRequest } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const managedBookingKey = (token: string) => ['managed-booking', token] as const;

export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: managedBookingKey(token),
    queryFn: ({ signal }) => callApi('getManagedBooking', { params: { token } }, { signal }),
    // The business may have answered since: opening the page always shows the booking as it is.
    refetchOnMount: 'always',
    // Guests have no live connection: the business's answer shows within a minute.
    refetchInterval: 60_000,
  });
}

export function cancelManagedBooking(token: string): Promise<Booking> {
  return callApi('cancelManagedBooking', { params: { token } });
}

export function rescheduleManagedBooking(token: string, body: RescheduleBookingRequest): Promise<Booking> {
  return callApi('rescheduleManagedBooking', { params: { token }, body });
}

/** Writes the guest's review of the completed booking, or changes it (for 7 days). */
export function saveManagedReview(
  token: string,
  body: BodyInput<'createManagedReview'>,
  existing: OwnReview | null,
): Promise<OwnReview> {
  return existing
    ? callApi('updateManagedReview', { params: { token }, body })
    : callApi('createManagedReview', { params: { token }, body });
}
