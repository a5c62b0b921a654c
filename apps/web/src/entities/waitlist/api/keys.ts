// The waitlist's cache keys (decisions.md 9.3). The customer's entries share one root, so a join, a
// leave, a claim or a push (`waitlistOffer`, `bookingChanged`) reloads every screen showing them.

/** The signed-in customer's entries (`GET /waitlist`): the dashboard's section, the offer banner. */
export const MY_WAITLIST_KEY = ['my-waitlist'] as const;

/** One account's entries (the token: another sign-in never sees the last one's). */
export const myWaitlistKey = (token: string | null) => [...MY_WAITLIST_KEY, token] as const;

/** A held place through its link (`GET /waitlist/offers/{token}`). */
export const waitlistOfferKey = (token: string) => ['waitlist-offer', token] as const;
