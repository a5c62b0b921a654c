// Answering a held place (decisions.md 9.3): POST /waitlist/offers/{token}/claim books it through
// every booking rule (201 with the booking: pending when the business confirms its bookings itself;
// 409 once the offer expired, was declined or withdrawn), POST .../decline passes it on to the next
// person in line (`{ message }`). Both reload the offer and the customer's entries; the screens
// that show bookings reload their own keys.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { MY_WAITLIST_KEY, waitlistOfferKey } from './keys';

function reloadOffer(queryClient: QueryClient, token: string): void {
  void queryClient.invalidateQueries({ queryKey: waitlistOfferKey(token) });
  void queryClient.invalidateQueries({ queryKey: MY_WAITLIST_KEY });
}

export function useClaimWaitlistOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi('claimWaitlistOffer', { params: { token } }),
    onSettled: (_booking, _error, token) => reloadOffer(queryClient, token),
  });
}

export function useDeclineWaitlistOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi('declineWaitlistOffer', { params: { token } }),
    onSettled: (_answer, _error, token) => reloadOffer(queryClient, token),
  });
}
