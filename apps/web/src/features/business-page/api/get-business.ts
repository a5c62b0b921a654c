// GET /businesses/u/{username} and GET /businesses/detail/{businessId} (spec section 7), with the
// one retry after 1 s on HTTP 429 of the business calls (spec section 8).
import { RATE_LIMIT_RETRY_DELAY_MS, type Business } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type BusinessLookup = { username: string } | { businessId: string };

export function getBusiness(lookup: BusinessLookup, signal?: AbortSignal): Promise<Business> {
  const path =
    'username' in lookup
      ? `/businesses/u/${encodeURIComponent(lookup.username.toLowerCase())}`
      : `/businesses/detail/${encodeURIComponent(lookup.businessId)}`;
  return apiRequest<Business>(path, { signal, retryOn429AfterMs: RATE_LIMIT_RETRY_DELAY_MS });
}

export const businessQueryKey = (lookup: BusinessLookup) =>
  'username' in lookup
    ? (['business', 'username', lookup.username.toLowerCase()] as const)
    : (['business', 'id', lookup.businessId] as const);

export function useBusiness(lookup: BusinessLookup) {
  return useQuery({
    queryKey: businessQueryKey(lookup),
    queryFn: ({ signal }) => getBusiness(lookup, signal),
  });
}
