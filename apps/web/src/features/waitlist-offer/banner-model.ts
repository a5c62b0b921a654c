// The live offer banner's list (decisions.md 9.3): the places held for the signed-in customer, from
// the pushes (`waitlistOffer`, with each change of an offer) and from their entries (a place held
// before this page opened), without the ones dismissed or answered. Pure: the banner keeps the state.
import { hourCycleFor, type HourCycle, type WaitlistOfferStatus } from '@booklane/shared/domain';
import type { MyWaitlistEntry, WaitlistOffer } from '@booklane/shared/schemas';

/** One held place as the banner says it. */
export type BannerOffer = {
  token: string;
  status: WaitlistOfferStatus;
  serviceName: string;
  businessName: string;
  date: string;
  startTime: string | null;
  expiresAt: string;
  timeZone: string;
  hourCycle: HourCycle;
};

export function fromPush(offer: WaitlistOffer): BannerOffer {
  return {
    token: offer.token,
    status: offer.status,
    serviceName: offer.service.name,
    businessName: offer.business.name,
    date: offer.date,
    startTime: offer.startTime,
    expiresAt: offer.expiresAt,
    timeZone: offer.business.timezone,
    hourCycle: hourCycleFor(offer.business),
  };
}

/** The places held for the customer's entries (an entry's offer is a held one). */
export function fromEntries(entries: readonly MyWaitlistEntry[] | undefined): BannerOffer[] {
  return (entries ?? []).flatMap((entry) =>
    entry.offer
      ? [
          {
            token: entry.offer.token,
            status: 'held' as const,
            serviceName: entry.service.name,
            businessName: entry.business.name,
            date: entry.offer.date,
            startTime: entry.offer.startTime,
            expiresAt: entry.offer.expiresAt,
            timeZone: entry.business.timezone,
            hourCycle: hourCycleFor(entry.business),
          },
        ]
      : [],
  );
}

/**
 * What the banner shows: every place pushed or listed, the pushed state winning (it is newer),
 * held ones and those with an answer of this page (`kept`: a claim's result, a hold that ran out
 * here), less the dismissed ones.
 */
export function bannerOffers(
  pushed: ReadonlyMap<string, BannerOffer>,
  listed: readonly BannerOffer[],
  kept: ReadonlySet<string>,
  dismissed: ReadonlySet<string>,
): BannerOffer[] {
  const all = new Map<string, BannerOffer>();
  for (const offer of listed) all.set(offer.token, offer);
  for (const offer of pushed.values()) all.set(offer.token, offer);
  return [...all.values()].filter(
    (offer) => !dismissed.has(offer.token) && (offer.status === 'held' || kept.has(offer.token)),
  );
}
