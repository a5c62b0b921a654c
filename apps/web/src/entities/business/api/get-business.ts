// GET /businesses/u/{username} and GET /businesses/detail/{businessId} (spec section 7), with the
// one retry after 1 s on HTTP 429 of the business calls (spec section 8): the business page, the
// manage page's contact card and the reschedule dialog share the answer.
import { RATE_LIMIT_RETRY_DELAY_MS } from '@booklane/shared/domain';
import { type Business } from '@booklane/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { BUSINESS_KEYS } from './keys';

export type BusinessLookup = { username: string } | { businessId: string };

function getBusiness(lookup: BusinessLookup, signal?: AbortSignal): Promise<Business> {
  const options: CallOptions = { signal, retryOn429AfterMs: RATE_LIMIT_RETRY_DELAY_MS };
  return 'username' in lookup
    ? callApi('getBusinessByUsername', { params: { username: lookup.username.toLowerCase() } }, options)
    : callApi('getBusiness', { params: { businessId: lookup.businessId } }, options);
}

export const businessQuery = (lookup: BusinessLookup) =>
  queryOptions({
    queryKey:
      'username' in lookup
        ? ([...BUSINESS_KEYS.business, 'username', lookup.username.toLowerCase()] as const)
        : ([...BUSINESS_KEYS.business, 'id', lookup.businessId] as const),
    queryFn: ({ signal }) => getBusiness(lookup, signal),
    // The route's loader has just asked (prefetchBusinessPage): a failure it met is shown as it
    // is, not asked for a second time when the page mounts. "Try again" asks again.
    retryOnMount: false,
  });

export function useBusiness(lookup: BusinessLookup) {
  return useQuery(businessQuery(lookup));
}

/** A booked business afresh (its contact details, its hours for a new time); nothing without an id. */
export function useBusinessById(businessId: string | null | undefined) {
  return useQuery({ ...businessQuery({ businessId: businessId ?? '' }), enabled: Boolean(businessId) });
}
