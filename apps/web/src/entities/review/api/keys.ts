// The reviews' cache key: a business's reviews, the public page's list and the owner's (a review
// written, answered or changed on one screen reloads the other).
export const reviewsKey = (businessId: string | undefined) => ['reviews', businessId] as const;
