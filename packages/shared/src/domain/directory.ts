// The directory's orders (beyond the spec: people expect to find the best rated).

/** `?sort=` of the directory calls. */
export const DIRECTORY_SORTS = ['relevance', 'rating'] as const;

/**
 * Reviews a business needs before `sort=rating` ranks it by its average: one 5-star review says
 * little. Businesses with fewer follow, by their number of reviews (issue 22).
 */
export const RATING_RANK_MIN_REVIEWS = 3;
