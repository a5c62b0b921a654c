// Live bookings for the business's screens (decisions.md 8.3): every `bookingChanged` the server
// sends to the owner's account (on the chat connection, which carries user-room events) refreshes
// the business's cached booking lists (the dashboard's active and cancelled lists and counters,
// the calendar's ranges, the history) and the changed booking's email log, then tells the screen.
import type { BookingChange } from '@booklane/shared/realtime/event-maps';
import { useQueryClient } from '@tanstack/react-query';
import { bookingNotificationsKey, businessBookingsKey } from './keys';
import { useRealtimeEvent } from '@/lib/realtime/hooks';
import { chatConnection } from '@/lib/realtime';

export function useLiveBusinessBookings(
  businessId: string | undefined,
  onChange?: (change: BookingChange) => void,
): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(
    chatConnection,
    'bookingChanged',
    (change) => {
      if (!businessId || change.booking.business._id !== businessId) return;
      void queryClient.invalidateQueries({ queryKey: businessBookingsKey(businessId) });
      void queryClient.invalidateQueries({ queryKey: bookingNotificationsKey(change.booking._id) });
      onChange?.(change);
    },
    Boolean(businessId),
  );
}
