// The customer's screens follow their bookings live (decisions.md 8.3): the server sends
// `bookingChanged` to the customer's user room after each change, which the chat socket receives.
// Every change reloads the customer's booking lists; a business's answer also shows a toast. After
// a reconnect the lists reload too, since changes may have been missed meanwhile.
import { FALLBACK_NAMES } from '@booklane/shared/domain';
import { type BookingChange } from '@booklane/shared/realtime/event-maps';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showToast } from '@/components/ui/toast';
import { bookingWhenShort } from '../model/business-booking-words';
import { customerBookingChangedKeys, CUSTOMER_BOOKINGS_KEY } from './keys';
import { useRealtimeEvent } from '@/lib/realtime/hooks';
import { chatConnection } from '@/lib/realtime';

/**
 * The toast for a change the business made; null for the customer's own changes and new bookings.
 * @internal Exported for its unit tests.
 */
export function bookingChangeToast({ change, by, booking }: BookingChange): string | null {
  if (by !== 'business') return null;
  const business = booking.business?.name || FALLBACK_NAMES.business;
  const yours = booking.service?.name ? `your ${booking.service.name} booking` : 'your booking';
  switch (change) {
    case 'confirmed':
      return `${business} confirmed ${yours}.`;
    case 'cancelled':
      return `${business} cancelled ${yours}.`;
    case 'completed':
      return `${business} marked ${yours} as completed.`;
    case 'rescheduled':
      // The business moved it (its calendar, decisions.md 9.2): where to, on its clock.
      return `${business} moved ${yours} to ${bookingWhenShort(booking)}.`;
    default:
      return null;
  }
}

/** Keeps the signed-in customer's booking lists live while a screen showing them is mounted. */
export function useCustomerBookingUpdates(enabled: boolean): void {
  const client = useQueryClient();
  useRealtimeEvent(
    chatConnection,
    'bookingChanged',
    (payload) => {
      for (const queryKey of customerBookingChangedKeys(payload.booking._id)) {
        void client.invalidateQueries({ queryKey });
      }
      const text = bookingChangeToast(payload);
      if (text) showToast(text, payload.change === 'cancelled' ? 'info' : 'success');
    },
    enabled,
  );

  useEffect(() => {
    if (!enabled) return;
    let wasDown = false;
    return chatConnection.subscribeState(() => {
      const state = chatConnection.getState();
      if (state === 'disconnected') wasDown = true;
      if (state === 'connected' && wasDown) {
        wasDown = false;
        void client.invalidateQueries({ queryKey: CUSTOMER_BOOKINGS_KEY });
      }
    });
  }, [client, enabled]);
}
