// GET /bookings/user (active: pending and confirmed) and GET /bookings/user/history (completed and
// cancelled: the cancelled ones can be removed from the dashboard, the completed ones are counted).
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CUSTOMER_BOOKINGS_KEY } from '@/lib/customer-bookings';
import { useSession } from '@/lib/session';

export function useActiveBookings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...CUSTOMER_BOOKINGS_KEY, 'active', token] as const,
    queryFn: ({ signal }) => callApi('listMyBookings', {}, { signal }),
    enabled: Boolean(token),
    refetchInterval: 60_000,
    // Bookings change elsewhere (a booking just made, a business's answer): arriving on the
    // dashboard always loads them afresh.
    refetchOnMount: 'always',
  });
}

export function useFinishedBookings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...CUSTOMER_BOOKINGS_KEY, 'finished', token] as const,
    queryFn: ({ signal }) => callApi('listMyBookingHistory', {}, { signal }),
    enabled: Boolean(token),
    refetchOnMount: 'always',
  });
}
