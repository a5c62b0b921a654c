// GET /waitlist/offers/{token}: a place freed and held for a person in line, through the link of
// their offer (email, live banner, dashboard), no sign-in (decisions.md 9.3). An unknown, altered
// or forged link answers 404.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { waitlistOfferKey } from './keys';

export function useWaitlistOffer(token: string) {
  return useQuery({
    queryKey: waitlistOfferKey(token),
    queryFn: ({ signal }) => callApi('getWaitlistOffer', { params: { token } }, { signal }),
    // The hold may have ended since the page was last open: always read it afresh.
    refetchOnMount: 'always',
    // Guests have no live connection: a place the business took back shows within half a minute.
    refetchInterval: 30_000,
  });
}
