// The booking a customer reviews: GET /bookings/{id}, a completed one with its `review`. A booking
// that is not theirs (or no longer exists) answers 404: null here.
import type { Booking } from '@booklane/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { callApi, hasStatus } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { CUSTOMER_BOOKINGS_KEY } from './keys';

export const myBookingKey = (bookingId: string, token: string | null) =>
  [...CUSTOMER_BOOKINGS_KEY, 'review', bookingId, token] as const;

async function findBooking(bookingId: string, signal: AbortSignal): Promise<Booking | null> {
  try {
    return await callApi('getBooking', { params: { id: bookingId } }, { signal });
  } catch (err) {
    if (hasStatus(err, 404)) return null;
    throw err;
  }
}

/** The customer's booking (null: not one of theirs), with its review when it is completed. */
export function useMyBooking(bookingId: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: myBookingKey(bookingId, token),
    queryFn: ({ signal }) => findBooking(bookingId, signal),
    enabled: Boolean(token),
    refetchOnMount: 'always',
  });
}
