// GET /bookings/business/{id}/history: completed and cancelled bookings, newest first. Under the
// business's bookings key, so the dashboard's changes reach it.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export function useBusinessHistory(businessId: string | undefined) {
  return useQuery({
    queryKey: [...QUERY_KEYS.businessBookings(businessId), 'history'] as const,
    queryFn: ({ signal }) =>
      callApi('listBusinessBookingHistory', { params: { id: businessId ?? '' } }, { signal }),
    enabled: Boolean(businessId),
  });
}
