// GET /bookings/user/awaiting-verification: the guest bookings this browser made with the account's
// address, which join the account once the address is confirmed (decisions.md 8.5, issue 39).
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { CUSTOMER_BOOKINGS_KEY } from './keys';

function getMyBookingsAwaitingVerification(signal?: AbortSignal) {
  return callApi('listMyBookingsAwaitingVerification', {}, { signal });
}

/** Asked only while the account's address is not known to be confirmed (the server answers none then). */
export function useMyBookingsAwaitingVerification() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: [...CUSTOMER_BOOKINGS_KEY, 'awaiting-verification', token] as const,
    queryFn: ({ signal }) => getMyBookingsAwaitingVerification(signal),
    enabled: Boolean(token) && user?.role === 'customer' && user.emailVerified !== true,
  });
}
