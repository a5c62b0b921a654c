// The signed-in business's own business, for the avatar and the account menu.
import { MY_BUSINESSES_CACHE_MS } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchMyBusinesses } from '@/lib/my-businesses';
import { useSession } from '@/lib/session';

export const myBusinessesQueryKey = (token: string | null) => ['my-businesses', token] as const;

export function useMyBusiness() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: myBusinessesQueryKey(token),
    queryFn: () => fetchMyBusinesses(token ?? ''),
    enabled: Boolean(token) && user?.role === 'business',
    // The shared cache already throttles to one call per 10 s (spec section 9).
    staleTime: MY_BUSINESSES_CACHE_MS,
    retry: false,
    select: (list) => list[0] ?? null,
  });
}
