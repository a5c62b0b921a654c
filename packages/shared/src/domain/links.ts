// Where a business's page lives (spec section 2), without the validation library, so that screens
// that must stay small (the web's directory and public business page) can import it.

/** 'View & Book' target: `/{username}` when the business has one, else `/customer/business/{id}`. */
export function businessPageHref(business: { _id: string; username?: string | null }): string {
  return business.username ? `/${business.username}` : `/customer/business/${business._id}`;
}

/** `{host}/{username}`: the public page URL shown to owners and in the registration preview. */
export function publicPageLink(origin: string, username: string): string {
  return `${origin.replace(/\/+$/, '')}/${username}`;
}

/** The web page where a signed-in customer reviews a completed booking (the review emails link to it). */
export function bookingReviewPath(bookingId: string): string {
  return `/customer/bookings/${encodeURIComponent(bookingId)}/review`;
}

/** A guest's manage page of a booking (every email to a guest carries it; decisions.md 8.3). */
export function managePagePath(token: string): string {
  return `/manage/${encodeURIComponent(token)}`;
}
