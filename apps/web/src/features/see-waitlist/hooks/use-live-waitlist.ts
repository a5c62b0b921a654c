// Keeps the Waitlist tab live (decisions.md 9.3): a place freed or taken (`availabilityChanged` on
// the business's view room: a cancellation, a move, a block, an offer made or ended) and a booking
// changed (`bookingChanged` to the business's accounts: a claim books) reload the lines, as does
// every (re)connect (what changed meanwhile was not heard). Joins are not pushed: the query polls.
import type { AvailabilityChange, BookingChange } from '@booklane/shared/realtime/event-maps';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { refreshBusinessWaitlist } from '@/entities/waitlist';
import { chatConnection, statusConnection } from '@/lib/realtime';
import { useRealtimeEvent, useRealtimeRoom } from '@/lib/realtime/hooks';

export function useLiveWaitlist(businessId: string): void {
  const queryClient = useQueryClient();
  const reload = useCallback(() => {
    void refreshBusinessWaitlist(queryClient, businessId);
  }, [queryClient, businessId]);
  useRealtimeRoom(
    statusConnection,
    `business-view:${businessId}`,
    (socket) => socket.emit('join_business_view', businessId),
    (socket) => socket.emit('leave_business_view', businessId),
  );
  useRealtimeEvent(statusConnection, 'availabilityChanged', (change: AvailabilityChange) => {
    if (change.businessId === businessId) reload();
  });
  useRealtimeEvent(chatConnection, 'bookingChanged', (change: BookingChange) => {
    if (change.booking.business._id === businessId) reload();
  });
  useEffect(() => statusConnection.onConnect(reload), [reload]);
}
