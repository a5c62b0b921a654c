// GET /bookings/user/history: the customer's completed and cancelled bookings, newest first.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CUSTOMER_BOOKINGS_KEY } from '@/lib/customer-bookings';
import { useSession } from '@/lib/session';

export function useCustomerHistory() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...CUSTOMER_BOOKINGS_KEY, 'history', token] as const,
    queryFn: ({ signal }) => callApi('listMyBookingHistory', {}, { signal }),
    enabled: Boolean(token),
    // A booking removed or finished since the last visit must not linger: always reload on arrival.
    refetchOnMount: 'always',
  });
}
