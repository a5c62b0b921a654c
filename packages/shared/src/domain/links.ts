// Where a business's page lives, without the validation library: screens that must stay small
// (the web's directory and public business page) import these instead of `schemas/business.ts`,
// whose zod schemas cannot be tree-shaken away. Same rules as `businessPagePath` and
// `publicPageUrl` there; links.test.ts keeps them equal.

/** 'View & Book' target (spec section 2): `/{username}` when the business has one, else `/customer/business/{id}`. */
export function businessPageHref(business: { _id: string; username?: string | null }): string {
  return business.username ? `/${business.username}` : `/customer/business/${business._id}`;
}

/** `{host}/{username}`: the public page URL (same rule as `publicPageUrl` in schemas/business.ts). */
export function publicPageLink(origin: string, username: string): string {
  return `${origin.replace(/\/+$/, '')}/${username}`;
}
