// GET /bookings/business/{id}: active bookings (pending and confirmed), sorted by start. Polled,
// so new bookings appear without a reload; the calendar asks for a range with start/end.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { businessBookingsKey } from './keys';

/** How often the open dashboard looks for new bookings. */
export const BOOKINGS_POLL_MS = 20_000;

function getBusinessBookings(
  businessId: string,
  range: { start?: string; end?: string } = {},
  signal?: AbortSignal,
) {
  return callApi('listBusinessBookings', { params: { id: businessId }, query: range }, { signal });
}

export function useBusinessBookings(businessId: string) {
  return useQuery({
    queryKey: [...businessBookingsKey(businessId), 'active'] as const,
    queryFn: ({ signal }) => getBusinessBookings(businessId, {}, signal),
    refetchInterval: BOOKINGS_POLL_MS,
  });
}

/** The calendar's range, both ends inclusive (`YYYY-MM-DD`, business local). */
export function useBusinessBookingsInRange(businessId: string, start: string, end: string) {
  return useQuery({
    queryKey: [...businessBookingsKey(businessId), 'range', start, end] as const,
    queryFn: ({ signal }) => getBusinessBookings(businessId, { start, end }, signal),
    refetchInterval: BOOKINGS_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
