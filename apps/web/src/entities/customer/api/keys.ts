// The customers' cache keys: one root per business, so a booking made, a note saved or a tag added
// on one screen reloads the list, the search of the new-booking dialog and the customer's page.
export const customersKey = (businessId: string) => ['customers', businessId] as const;

/** The Customers tab's list, per search text. */
export const customerListKey = (businessId: string, search: string) =>
  [...customersKey(businessId), 'list', search] as const;

/** One customer's page. */
export const customerKey = (businessId: string, key: string) =>
  [...customersKey(businessId), 'detail', key] as const;
