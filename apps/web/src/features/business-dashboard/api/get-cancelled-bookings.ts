// GET /bookings/business/{id}/history, cancelled ones only: the Bookings tab offers to remove them.
import type { Booking } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { BOOKINGS_POLL_MS, businessBookingsKey } from './get-bookings';

export function useCancelledBookings(businessId: string) {
  return useQuery({
    queryKey: [...businessBookingsKey(businessId), 'cancelled'] as const,
    queryFn: ({ signal }) =>
      callApi('listBusinessBookingHistory', { params: { id: businessId } }, { signal }),
    select: (list: Booking[]) => list.filter((booking) => booking.status === 'cancelled'),
    refetchInterval: BOOKINGS_POLL_MS,
  });
}
