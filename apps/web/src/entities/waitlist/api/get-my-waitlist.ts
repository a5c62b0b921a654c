// GET /waitlist: the signed-in customer's entries still in line or holding a place, with their
// places in line (decisions.md 9.3). Kept live by useMyWaitlistUpdates.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { myWaitlistKey } from './keys';

function getMyWaitlist(signal?: AbortSignal) {
  return callApi('listMyWaitlist', {}, { signal });
}

/**
 * The customer's entries; asks nothing for anyone else (a guest, a business account). `poll`: the
 * places in line move as others leave or book, which no push tells: read them each minute (the
 * dashboard; the banner only needs the held places, which are pushed).
 */
export function useMyWaitlist({ poll = true }: { poll?: boolean } = {}) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: myWaitlistKey(token),
    queryFn: ({ signal }) => getMyWaitlist(signal),
    enabled: Boolean(token) && user?.role === 'customer',
    staleTime: 30_000,
    refetchInterval: poll ? 60_000 : false,
  });
}
