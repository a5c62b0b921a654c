// GET /services/{id}/availability?from&to (decisions.md 8.4): the bookable dates and times of one
// service with the places each has left, as the server computes them. The booking form and the
// reschedule dialog (customer dashboard, guest manage page) ask it; `availabilityChanged` on the
// business's view room refreshes it live. A dense service's answer ends before the range does
// (AVAILABILITY_ANSWER_BUDGET, issue 32): a date chosen past its last day is asked for on its own.
import { todayInZone } from '@booklane/shared/domain';
import { type AvailabilityChange } from '@booklane/shared/realtime/event-maps';
import { type Business, type Service, type ServiceAvailability } from '@booklane/shared/schemas';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '@/lib/api-client';
import { availabilityRange, rangeStart, type DateRange } from '../model/availability-choices';
import { statusConnection } from '@/lib/realtime';
import { useRealtimeEvent, useRealtimeRoom } from '@/lib/realtime/hooks';
import { serviceAvailabilityKey } from './keys';

/** Asks the server again for every range of a service (after this browser's booking or a refusal). */
export function refreshServiceAvailability(queryClient: QueryClient, serviceId: string): void {
  void queryClient.invalidateQueries({ queryKey: serviceAvailabilityKey(serviceId) });
}

/**
 * A range, the booking being moved (its own place does not count), if any, with the guest's manage
 * link token that shows it is theirs (a customer's session does), and the team member whose times
 * are wanted (decisions.md 9.1; anyone's without one).
 */
type AvailabilityQuery = DateRange & { excludeBooking?: string; manageToken?: string; teamMember?: string };

const availabilityRangeKey = (serviceId: string, query: AvailabilityQuery) =>
  [
    ...serviceAvailabilityKey(serviceId),
    query.from,
    query.to,
    query.excludeBooking ?? '',
    query.teamMember ?? '',
  ] as const;

function useServiceAvailability(serviceId: string, query: AvailabilityQuery, enabled = true) {
  return useQuery({
    queryKey: availabilityRangeKey(serviceId, query),
    queryFn: ({ signal }) =>
      callApi('getServiceAvailability', { params: { id: serviceId }, query }, { signal }),
    enabled,
    staleTime: 30_000,
    // Times pass and the minimum notice moves on: ask again each minute while the form is open.
    refetchInterval: 60_000,
    // The previous range stays on screen while a date further ahead loads (the same member's:
    // another member's free times are not theirs).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === serviceId && previousQuery.queryKey[5] === (query.teamMember ?? '')
        ? previous
        : undefined,
  });
}

/** The business-view room of the status socket; the online dot holds the same room (one join). */
const businessViewRoom = (businessId: string) => `business-view:${businessId}`;

/**
 * Keeps a service's availability live while mounted: holds the business's view room (joined
 * already on its public page, joined here for the reschedule dialogs) and refetches on every
 * `availabilityChanged` for this service or for the whole business, and after each (re)connect
 * (events sent before the room was joined were not heard).
 */
function useLiveServiceAvailability(businessId: string | undefined, serviceId: string | undefined): void {
  const queryClient = useQueryClient();
  const active = Boolean(businessId && serviceId);
  useRealtimeRoom(
    statusConnection,
    active && businessId ? businessViewRoom(businessId) : null,
    (socket) => socket.emit('join_business_view', businessId ?? ''),
    (socket) => socket.emit('leave_business_view', businessId ?? ''),
  );
  useRealtimeEvent(
    statusConnection,
    'availabilityChanged',
    (change: AvailabilityChange) => {
      if (!serviceId || change.businessId !== businessId) return;
      if (change.serviceId !== null && change.serviceId !== serviceId) return;
      refreshServiceAvailability(queryClient, serviceId);
    },
    active,
  );
  useEffect(() => {
    if (!active || !serviceId) return;
    // The room is (re)joined on every connect: whatever changed before that was not heard.
    return statusConnection.onConnect(() => refreshServiceAvailability(queryClient, serviceId));
  }, [active, serviceId, queryClient]);
}

type BookingTarget = {
  service: Pick<Service, '_id' | 'bookingType' | 'advanceBookingLimit'>;
  business: Pick<Business, '_id' | 'timezone'>;
  /** The booking a reschedule dialog moves. */
  moving?: string;
  /** A guest's manage link token for the booking moved (a customer's session shows it is theirs). */
  manageToken?: string;
  /** The chosen team member; anyone without one. */
  teamMember?: string | null;
};

/**
 * The range a booking form asks for: the block of the booking window that holds the chosen date;
 * or, when the block's answer (in the cache) ended before that date, the rest of the block from
 * the chosen date on (the server answers a dense service's range a part at a time).
 */
function bookingRange(
  queryClient: QueryClient,
  { service, business, moving, manageToken, teamMember }: BookingTarget,
  bookingDate: string,
  now: Date,
): AvailabilityQuery {
  const range = availabilityRange(
    service.bookingType,
    todayInZone(now, business.timezone),
    service.advanceBookingLimit,
    bookingDate,
  );
  const block = {
    ...range,
    ...(moving ? { excludeBooking: moving } : {}),
    ...(moving && manageToken ? { manageToken } : {}),
    ...(teamMember ? { teamMember } : {}),
  };
  // The kept answers of this block's ranges (same end, booking moved and member), with their starts.
  const answered = queryClient
    .getQueriesData<ServiceAvailability>({ queryKey: serviceAvailabilityKey(service._id) })
    .flatMap(([key, data]) => {
      const [, , from, to, excluded, member] = key;
      const same = to === block.to && excluded === (moving ?? '') && member === (teamMember ?? '');
      return data && same && typeof from === 'string' ? [{ from, days: data.days }] : [];
    });
  return { ...block, from: rangeStart(block, answered, bookingDate) };
}

/**
 * The availability a booking form needs: the block of the booking window that holds the chosen
 * date (the first one until a date is chosen), kept live.
 */
export function useBookingAvailability(
  target: BookingTarget,
  bookingDate: string,
  now: Date,
  enabled = true,
) {
  const queryClient = useQueryClient();
  useLiveServiceAvailability(enabled ? target.business._id : undefined, target.service._id);
  return useServiceAvailability(
    target.service._id,
    bookingRange(queryClient, target, bookingDate, now),
    enabled,
  );
}

/** What the form's validation reads: the cached answer that covers a chosen date, if loaded. */
export function cachedBookingAvailability(
  queryClient: QueryClient,
  target: BookingTarget,
  bookingDate: string,
): ServiceAvailability | undefined {
  return queryClient.getQueryData<ServiceAvailability>(
    availabilityRangeKey(target.service._id, bookingRange(queryClient, target, bookingDate, new Date())),
  );
}
