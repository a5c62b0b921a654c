// The booking a customer reviews. There is no GET of one booking for customers: its completed
// bookings come with their `review` in GET /bookings/user/history; a booking found only in the
// active list (GET /bookings/user) is one that has not been completed yet.
import type { Booking } from '@booklane/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { getMyBookingHistory } from './get-my-booking-history';
import { getMyBookings } from './get-my-bookings';
import { CUSTOMER_BOOKINGS_KEY } from './keys';

export const myBookingKey = (bookingId: string, token: string | null) =>
  [...CUSTOMER_BOOKINGS_KEY, 'review', bookingId, token] as const;

async function findBooking(bookingId: string, signal: AbortSignal): Promise<Booking | null> {
  const history = await getMyBookingHistory(signal);
  const finished = history.find((booking) => booking._id === bookingId);
  if (finished) return finished;
  const active = await getMyBookings(signal);
  return active.find((booking) => booking._id === bookingId) ?? null;
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
