// GET /bookings/user: the customer's active bookings (pending and confirmed).
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { CUSTOMER_BOOKINGS_KEY } from './keys';

function getMyBookings(signal?: AbortSignal) {
  return callApi('listMyBookings', {}, { signal });
}

export function useMyBookings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...CUSTOMER_BOOKINGS_KEY, 'active', token] as const,
    queryFn: ({ signal }) => getMyBookings(signal),
    enabled: Boolean(token),
    refetchInterval: 60_000,
    // Bookings change elsewhere (a booking just made, a business's answer): arriving on the
    // dashboard always loads them afresh.
    refetchOnMount: 'always',
  });
}
