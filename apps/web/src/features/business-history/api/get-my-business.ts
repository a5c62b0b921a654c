// The signed-in account's business (first of my-businesses), through the app-wide cache.
import { MY_BUSINESSES_CACHE_MS, type Business } from '@booklane/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchMyBusinesses } from '@/lib/my-businesses';
import { useSession } from '@/lib/session';

export function useOwnBusiness() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['my-businesses', token] as const,
    queryFn: () => fetchMyBusinesses(token ?? ''),
    enabled: Boolean(token),
    staleTime: MY_BUSINESSES_CACHE_MS,
    select: (list: Business[]) => list[0] ?? null,
    // A new token (after a password change) must not blank the page while it reloads.
    placeholderData: keepPreviousData,
  });
}
