// GET /bookings/service/{id}/slot-availability?date&time&bookingType (spec section 7): asked only
// for services with a slot limit; a failure counts as available.
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import type { AvailabilityQuery } from './booking-time';

function getSlotAvailability(serviceId: string, query: AvailabilityQuery, signal?: AbortSignal) {
  return callApi(
    'getSlotAvailability',
    {
      params: { serviceId },
      query: { date: query.date, time: query.time, bookingType: query.bookingType },
    },
    { signal },
  );
}

/** Every cached answer of one service: invalidated once a booking takes or frees a place. */
export const slotAvailabilityRootKey = (serviceId: string) => ['slot-availability', serviceId] as const;

export const slotAvailabilityKey = (serviceId: string, query: AvailabilityQuery | null) =>
  [...slotAvailabilityRootKey(serviceId), query?.bookingType, query?.date ?? '', query?.time ?? ''] as const;

export function useSlotAvailability(serviceId: string, query: AvailabilityQuery | null, enabled: boolean) {
  return useQuery({
    queryKey: slotAvailabilityKey(serviceId, query),
    // No query while the selection is incomplete.
    queryFn: query ? ({ signal }) => getSlotAvailability(serviceId, query, signal) : skipToken,
    enabled,
    staleTime: 15_000,
    retry: false,
  });
}
