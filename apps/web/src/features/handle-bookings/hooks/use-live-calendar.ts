// Keeps the calendar live (decisions.md 9.2): `bookingChanged` already reloads the business's
// booking lists (the dashboard listens); here `availabilityChanged` on the business's view room
// (a block added or removed, hours or closures changed, a booking made elsewhere, a place offered
// to the waitlist) reloads the calendar's blocks, bookings and waitlist counts, as does every
// (re)connect (what changed meanwhile was not heard).
import type { AvailabilityChange } from '@booklane/shared/realtime/event-maps';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { businessBookingsKey } from '@/entities/booking/api/keys';
import { refreshBlocks } from '@/entities/team-member/api/get-blocks';
import { refreshBusinessWaitlist } from '@/entities/waitlist';
import { statusConnection } from '@/lib/realtime';
import { useRealtimeEvent, useRealtimeRoom } from '@/lib/realtime/hooks';

export function useLiveCalendar(businessId: string): void {
  const queryClient = useQueryClient();
  const reload = useCallback(() => {
    void refreshBlocks(queryClient, businessId);
    void queryClient.invalidateQueries({ queryKey: businessBookingsKey(businessId) });
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
  useEffect(() => statusConnection.onConnect(reload), [reload]);
}
