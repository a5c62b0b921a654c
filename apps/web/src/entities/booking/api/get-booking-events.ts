// GET /bookings/{id}/events (decisions.md 9.2): a booking's history for its business, oldest
// first: what happened, when, and who did it. The booking details dialog of the calendar reads
// it; the booking's changes refresh it with the business's lists (same key root).
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bookingEventsKey } from './keys';

export function useBookingEvents(businessId: string, bookingId: string) {
  return useQuery({
    queryKey: bookingEventsKey(businessId, bookingId),
    queryFn: ({ signal }) => callApi('listBookingEvents', { params: { id: bookingId } }, { signal }),
    staleTime: 0,
  });
}
