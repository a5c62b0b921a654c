// Cache keys that more than one feature relies on: one screen's change must reach another
// feature's cached answers (an edited business shows in the directory, a confirmed booking in the
// history). Each feature builds its own keys under these roots, so invalidating a root reaches
// them all. The keys of the shared queries themselves live with them (own-business.ts,
// profile.ts).
export const QUERY_KEYS = {
  /** One business by username or id (the business page). */
  business: ['business'] as const,
  /** The directory's searches. */
  businesses: ['businesses'] as const,
  /** A business's services: the owner's full list and the visitors' active ones. */
  services: (businessId: string | undefined) => ['services', 'business', businessId] as const,
  /** A business's bookings: the dashboard's lists and calendar ranges, and the history. */
  businessBookings: (businessId: string | undefined) => ['business-bookings', businessId] as const,
  /**
   * A business's reviews: the public page's list and the owner's (a review written, answered or
   * changed on one screen reloads the other).
   */
  reviews: (businessId: string | undefined) => ['reviews', businessId] as const,
};
