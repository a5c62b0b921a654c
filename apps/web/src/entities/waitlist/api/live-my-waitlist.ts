// The customer's waitlist follows the server (decisions.md 9.3): a `waitlistOffer` push (a place
// held for them, or the end of that hold) and a `bookingChanged` push (a claim made a booking, a
// cancellation freed a place) reload the entries; the pushed offer is also the newest answer of
// its link. The realtime module loads with the first listener, as the navigation bar's does.
import { useQueryClient } from '@tanstack/react-query';
import { useLazyRealtimeEvent } from '@/lib/realtime/lazy';
import { MY_WAITLIST_KEY, waitlistOfferKey } from './keys';

/** Keeps the signed-in customer's entries live while a screen showing them is mounted. */
export function useMyWaitlistUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: MY_WAITLIST_KEY });
  useLazyRealtimeEvent(
    'chatConnection',
    'waitlistOffer',
    (offer) => {
      queryClient.setQueryData(waitlistOfferKey(offer.token), offer);
      reload();
    },
    enabled,
  );
  useLazyRealtimeEvent('chatConnection', 'bookingChanged', reload, enabled);
}
