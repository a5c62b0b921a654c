// GET /businesses/u/{username} and GET /businesses/detail/{businessId} (spec section 7), with the
// one retry after 1 s on HTTP 429 of the business calls (spec section 8).
import { RATE_LIMIT_RETRY_DELAY_MS, type Business } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export type BusinessLookup = { username: string } | { businessId: string };

function getBusiness(lookup: BusinessLookup, signal?: AbortSignal): Promise<Business> {
  const options: CallOptions = { signal, retryOn429AfterMs: RATE_LIMIT_RETRY_DELAY_MS };
  return 'username' in lookup
    ? callApi('getBusinessByUsername', { params: { username: lookup.username.toLowerCase() } }, options)
    : callApi('getBusiness', { params: { businessId: lookup.businessId } }, options);
}

const businessQueryKey = (lookup: BusinessLookup) =>
  'username' in lookup
    ? ([...QUERY_KEYS.business, 'username', lookup.username.toLowerCase()] as const)
    : ([...QUERY_KEYS.business, 'id', lookup.businessId] as const);

export function useBusiness(lookup: BusinessLookup) {
  return useQuery({
    queryKey: businessQueryKey(lookup),
    queryFn: ({ signal }) => getBusiness(lookup, signal),
  });
}
