// GET /bookings/business/{id}/history: the business's completed and cancelled bookings, newest
// first. One cached answer serves the history page and the Bookings tab's cancelled list.
import type { Booking } from '@booklane/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { BOOKINGS_POLL_MS } from './get-business-bookings';
import { businessBookingsKey } from './keys';

/** The business's finished bookings; with a range, only those dated from `start` to `end`. */
const historyQuery = (businessId: string | undefined, range?: { start: string; end: string }) =>
  queryOptions({
    queryKey: [
      ...businessBookingsKey(businessId),
      'history',
      ...(range ? [range.start, range.end] : []),
    ] as const,
    queryFn: ({ signal }) =>
      callApi(
        'listBusinessBookingHistory',
        { params: { id: businessId ?? '' }, ...(range ? { query: range } : {}) },
        { signal },
      ),
    enabled: Boolean(businessId),
  });

export function useBusinessBookingHistory(businessId: string | undefined) {
  return useQuery(historyQuery(businessId));
}

/** The finished bookings dated from `start` to `end` (the calendar's days on screen). */
export function useBusinessBookingHistoryInRange(businessId: string, start: string, end: string) {
  return useQuery(historyQuery(businessId, { start, end }));
}

/** The cancelled ones, which the Bookings tab offers to remove; polled while the tab is open. */
export function useCancelledBookings(businessId: string) {
  return useQuery({
    ...historyQuery(businessId),
    select: (list: Booking[]) => list.filter((booking) => booking.status === 'cancelled'),
    refetchInterval: BOOKINGS_POLL_MS,
  });
}
