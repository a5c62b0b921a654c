// GET /bookings/user/history: the customer's completed and cancelled bookings, newest first, with
// the review of each completed one. One cached answer serves the history page and the dashboard
// (its cancelled list and the count of completed visits).
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { CUSTOMER_BOOKINGS_KEY } from './keys';

function getMyBookingHistory(signal?: AbortSignal) {
  return callApi('listMyBookingHistory', {}, { signal });
}

export function useMyBookingHistory() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...CUSTOMER_BOOKINGS_KEY, 'history', token] as const,
    queryFn: ({ signal }) => getMyBookingHistory(signal),
    enabled: Boolean(token),
    // A booking removed or finished since the last visit must not linger: always reload on arrival.
    refetchOnMount: 'always',
  });
}
