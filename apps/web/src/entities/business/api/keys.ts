// The business's cache keys. Every query of a business lives under one of these roots, so one
// screen's change reaches the others' answers (an edited business shows in the directory, on its
// page and in the navigation bar).
export const BUSINESS_KEYS = {
  /** One business by username or id (its page, the manage page's contact card, a reschedule). */
  business: ['business'] as const,
  /** The directory's searches (the directory page and the customer dashboard's search). */
  businesses: ['businesses'] as const,
  /** Every account's cached my-businesses answer. */
  mine: ['my-businesses'] as const,
};
