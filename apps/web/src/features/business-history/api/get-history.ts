// GET /bookings/business/{id}/history: completed and cancelled bookings, newest first.
import type { Booking } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useBusinessHistory(businessId: string | undefined) {
  return useQuery({
    queryKey: ['business-bookings', businessId, 'history'] as const,
    queryFn: ({ signal }) =>
      apiRequest<Booking[]>(`/bookings/business/${encodeURIComponent(businessId ?? '')}/history`, { signal }),
    enabled: Boolean(businessId),
  });
}
