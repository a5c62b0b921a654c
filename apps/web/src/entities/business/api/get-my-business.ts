// The signed-in account's businesses (spec section 6: GET /businesses/my-businesses) for every
// screen that shows or changes them: the navigation bar, the business page's action panel, the
// dashboard, the history and the profile. Each carries the account's membership (decisions.md
// 9.2): `owner`, or `staff` with the team member the account is. One query: TanStack Query shares
// it in flight among every screen asking and keeps the answer 10 s (spec section 7's business
// cache); the one retry after 1 s on HTTP 429 is the request's own. One refresh after a change.
import { MY_BUSINESSES_CACHE_MS, RATE_LIMIT_RETRY_DELAY_MS } from '@booklane/shared/domain';
import { type BusinessMembership, type MyBusiness } from '@booklane/shared/schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { BUSINESS_KEYS } from './keys';
import { useSession } from '@/lib/session';

/**
 * GET /businesses/my-businesses, kept per token so accounts never see each other's business.
 * @internal Exported for its unit tests; screens use the hooks below.
 */
export function myBusinessesQuery(token: string | null) {
  return queryOptions({
    queryKey: [...BUSINESS_KEYS.mine, token] as const,
    queryFn: () => callApi('getMyBusinesses', {}, { retryOn429AfterMs: RATE_LIMIT_RETRY_DELAY_MS }),
    // Also what throttles the navigation bar's reloads to one per 10 s (spec section 9).
    staleTime: MY_BUSINESSES_CACHE_MS,
  });
}

function useMyBusinesses<T>(select: (list: MyBusiness[]) => T, wanted = true) {
  const { token, user } = useSession();
  const account = user?.id ?? null;
  return useQuery({
    ...myBusinessesQuery(token),
    enabled: wanted && Boolean(token) && user?.role === 'business',
    select,
    // A new token of the same account (after a password change) must not blank the business
    // while it reloads; another account's business is never shown meanwhile.
    meta: { account },
    placeholderData: (previous, previousQuery) =>
      previousQuery?.meta?.['account'] === account ? previous : undefined,
  });
}

const firstBusiness = (list: MyBusiness[]): MyBusiness | null => list[0] ?? null;

/**
 * The account's business: the one it owns, else the first it works at as staff (its
 * `membership` says which); null when it has none yet.
 */
export function useOwnBusiness() {
  return useMyBusinesses(firstBusiness);
}

/** Whether the signed-in account owns the business (false while unknown or signed out; staff do not). */
export function useOwnsBusiness(businessId: string | undefined): boolean {
  const { data } = useMyBusinesses(
    (list) => list.some((business) => business._id === businessId && business.membership === 'owner'),
    Boolean(businessId),
  );
  return Boolean(businessId && data);
}

/** How the signed-in account belongs to a business (decisions.md 9.2). */
export type Membership = { membership: BusinessMembership; teamMemberId: string | null };

/**
 * The account's membership of the business (`businessId`; absent: of `useOwnBusiness`'s business):
 * `owner`, or `staff` with the team member it is, whose bookings and time it acts on. Undefined
 * while loading; null when the account has no part in it.
 */
export function useMembership(businessId?: string): Membership | null | undefined {
  const { data } = useMyBusinesses((list) => {
    const business = businessId === undefined ? list[0] : list.find((b) => b._id === businessId);
    return business ? { membership: business.membership, teamMemberId: business.teamMemberId ?? null } : null;
  });
  return data;
}

/**
 * After the business changed (created, edited, new logo or hours): the app-wide cache, every
 * screen showing it (navigation bar, dashboard, profile) and the public screens that show its
 * name, logo and hours (directory, business page).
 */
export async function refreshOwnBusiness(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: BUSINESS_KEYS.mine });
  await queryClient.invalidateQueries({ queryKey: BUSINESS_KEYS.business });
  await queryClient.invalidateQueries({ queryKey: BUSINESS_KEYS.businesses });
}
