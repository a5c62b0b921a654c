// A booked service and its business, loaded afresh to choose a new time (the reschedule dialog of
// the customer's dashboard and of a guest's manage page): GET /businesses/detail/{id} and
// GET /services/business/{id}, with the one retry after 1 s on HTTP 429 of the business calls
// (spec section 8). Cached under the roots other screens invalidate when either changes.
import { RATE_LIMIT_RETRY_DELAY_MS } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { QUERY_KEYS } from './query-keys';

export function useBusinessById(businessId: string | null | undefined) {
  return useQuery({
    queryKey: [...QUERY_KEYS.business, 'detail', businessId] as const,
    queryFn: ({ signal }) =>
      callApi(
        'getBusiness',
        { params: { businessId: businessId ?? '' } },
        { signal, retryOn429AfterMs: RATE_LIMIT_RETRY_DELAY_MS },
      ),
    enabled: Boolean(businessId),
  });
}

/**
 * The service of a booking as it is bookable now: undefined while loading, null when it was
 * deleted or taken offline (no new time can be chosen online).
 */
export function useBookableService(
  businessId: string | null | undefined,
  serviceId: string | null | undefined,
) {
  return useQuery({
    queryKey: [...QUERY_KEYS.services(businessId ?? undefined), 'bookable'] as const,
    queryFn: ({ signal }) =>
      callApi('listServices', { params: { businessId: businessId ?? '' } }, { signal }),
    enabled: Boolean(businessId && serviceId),
    select: (services) => services.find((service) => service._id === serviceId && service.isActive) ?? null,
  });
}
