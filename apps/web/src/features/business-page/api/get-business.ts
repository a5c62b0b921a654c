// GET /businesses/u/{username} and GET /businesses/detail/{businessId} (spec section 7), with the
// one retry after 1 s on HTTP 429 of the business calls (spec section 8).
import { RATE_LIMIT_RETRY_DELAY_MS, type Business } from '@booklane/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';
import { activeServicesQuery } from './get-services';

export type BusinessLookup = { username: string } | { businessId: string };

function getBusiness(lookup: BusinessLookup, signal?: AbortSignal): Promise<Business> {
  const options: CallOptions = { signal, retryOn429AfterMs: RATE_LIMIT_RETRY_DELAY_MS };
  return 'username' in lookup
    ? callApi('getBusinessByUsername', { params: { username: lookup.username.toLowerCase() } }, options)
    : callApi('getBusiness', { params: { businessId: lookup.businessId } }, options);
}

const businessQuery = (lookup: BusinessLookup) =>
  queryOptions({
    queryKey:
      'username' in lookup
        ? ([...QUERY_KEYS.business, 'username', lookup.username.toLowerCase()] as const)
        : ([...QUERY_KEYS.business, 'id', lookup.businessId] as const),
    queryFn: ({ signal }) => getBusiness(lookup, signal),
    // The route's loader has just asked (prefetchBusinessPage): a failure it met is shown as it
    // is, not asked for a second time when the page mounts. "Try again" asks again.
    retryOnMount: false,
  });

export function useBusiness(lookup: BusinessLookup) {
  return useQuery(businessQuery(lookup));
}

/**
 * Asks for the business, then its services, as soon as the page is navigated to (the route's
 * loader): the answers travel while the page's code loads, instead of after it has rendered.
 * Failures are left to the page's own queries, which show them.
 */
export function prefetchBusinessPage(queryClient: QueryClient, lookup: BusinessLookup): void {
  void queryClient
    .fetchQuery(businessQuery(lookup))
    .then((business) => queryClient.prefetchQuery(activeServicesQuery(business._id)))
    .catch(() => undefined);
}
