// GET /bookings/service/{id}/slot-availability?date&time&bookingType (spec section 7): asked only
// for services with a slot limit; a failure counts as available.
import type { SlotAvailabilityResponse } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AvailabilityQuery } from '../booking-model';

export function getSlotAvailability(
  serviceId: string,
  query: AvailabilityQuery,
  signal?: AbortSignal,
): Promise<SlotAvailabilityResponse> {
  return apiRequest<SlotAvailabilityResponse>(
    `/bookings/service/${encodeURIComponent(serviceId)}/slot-availability`,
    { query: { date: query.date, time: query.time, bookingType: query.bookingType }, signal },
  );
}

export const slotAvailabilityKey = (serviceId: string, query: AvailabilityQuery | null) =>
  ['slot-availability', serviceId, query?.bookingType, query?.date ?? '', query?.time ?? ''] as const;

export function useSlotAvailability(serviceId: string, query: AvailabilityQuery | null, enabled: boolean) {
  return useQuery({
    queryKey: slotAvailabilityKey(serviceId, query),
    queryFn: ({ signal }) => getSlotAvailability(serviceId, query as AvailabilityQuery, signal),
    enabled: enabled && query !== null,
    staleTime: 15_000,
    retry: false,
  });
}
