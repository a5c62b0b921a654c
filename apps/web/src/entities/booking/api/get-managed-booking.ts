// GET /manage/{token}: a guest's booking through the manage link of its emails (decisions.md
// 8.3), no sign-in. An unknown, altered or expired token answers 404.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { managedBookingKey } from './keys';

export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: managedBookingKey(token),
    queryFn: ({ signal }) => callApi('getManagedBooking', { params: { token } }, { signal }),
    // The business may have answered since: opening the page always shows the booking as it is.
    refetchOnMount: 'always',
    // Guests have no live connection: the business's answer shows within a minute.
    refetchInterval: 60_000,
  });
}
