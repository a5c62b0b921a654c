// GET /businesses/my-businesses through the app-wide cache (spec section 7); the first business
// is the account's (spec section 6). Same query key as the navigation bar, so both refresh together.
import { MY_BUSINESSES_CACHE_MS, type Business } from '@booklane/shared';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchMyBusinesses, invalidateMyBusinesses } from '@/lib/my-businesses';
import { useSession } from '@/lib/session';

export const myBusinessesKey = (token: string | null) => ['my-businesses', token] as const;

export function useOwnBusiness() {
  const { token } = useSession();
  return useQuery({
    queryKey: myBusinessesKey(token),
    queryFn: () => fetchMyBusinesses(token ?? ''),
    enabled: Boolean(token),
    staleTime: MY_BUSINESSES_CACHE_MS,
    select: (list: Business[]) => list[0] ?? null,
    // A new token (after a password change) must not blank the page while it reloads.
    placeholderData: keepPreviousData,
  });
}

/** After the business changed: the shared cache and every screen showing it (navigation bar). */
export async function refreshOwnBusiness(queryClient: QueryClient): Promise<void> {
  invalidateMyBusinesses();
  await queryClient.invalidateQueries({ queryKey: ['my-businesses'] });
}
