// The directory's orders (beyond the spec: people expect to find the best rated) and its filters
// (issue 39, decisions.md 9.6).

/** `?sort=` of the directory calls. */
export const DIRECTORY_SORTS = ['relevance', 'rating'] as const;

/**
 * Reviews a business needs before `sort=rating` ranks it by its average: one 5-star review says
 * little. Businesses with fewer follow, by their number of reviews (issue 22).
 */
export const RATING_RANK_MIN_REVIEWS = 3;

/** `?free=` of `GET /api/directory`: a bookable time today, or within the 7 days from today. */
export const DIRECTORY_FREE_WINDOWS = ['today', 'week'] as const;
export type DirectoryFreeWindow = (typeof DIRECTORY_FREE_WINDOWS)[number];

/** Days of each free window, from the business's today (its own time zone). */
export const FREE_WINDOW_DAYS: Record<DirectoryFreeWindow, number> = { today: 1, week: 7 };

/**
 * What `GET /api/directory` answers a filter it cannot read (400), and the directory's failure to
 * load (spec section 8, also ERROR_MESSAGES.loadBusinesses: here so the directory page need not load
 * every message).
 */
export const DIRECTORY_MESSAGES = {
  loadBusinesses: 'Failed to load businesses',
  price: 'A price filter must be a number of 0 or more',
  free: 'free must be today or week',
  priceRange: 'The lowest price must not be above the highest price',
} as const;
