// Whether the signed-in business owns the page being viewed (for the action panel), from the
// shared my-businesses cache.
import { MY_BUSINESSES_CACHE_MS } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchMyBusinesses } from '@/lib/my-businesses';
import { useSession } from '@/lib/session';

export function useOwnsBusiness(businessId: string | undefined): boolean {
  const { token, user } = useSession();
  const { data } = useQuery({
    queryKey: ['my-businesses', token] as const,
    queryFn: () => fetchMyBusinesses(token ?? ''),
    enabled: Boolean(token) && user?.role === 'business' && Boolean(businessId),
    staleTime: MY_BUSINESSES_CACHE_MS,
    retry: false,
  });
  return Boolean(businessId && data?.some((business) => business._id === businessId));
}
