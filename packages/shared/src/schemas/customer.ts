// A business's customers (decisions.md 9.4): one entry per person who booked, found by name,
// email or phone as the owner types (the new-booking dialog), with what they did so far.

import { z } from 'zod';
import { CUSTOMER_SEARCH_MAX_LENGTH, CUSTOMERS_PAGE_MAX, CUSTOMERS_PAGE_SIZE } from '../domain/constants';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { idSchema } from './common';

/**
 * One person: `key` stays the same while they book (`user:{account id}` for a customer account,
 * `email:{address}` for a guest with an email, lower-cased, else `phone:{number}`, else
 * `name:{name}` for a walk-in who left neither). Counts are over every booking at the business:
 * `visits` the completed ones, `spent` their prices (the business's currency units), `lastVisit`
 * the day of the latest completed one and `nextVisit` the day of the next pending or confirmed
 * one (`YYYY-MM-DD`, business local; null when there is none or it has no date).
 */
export const customerSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userId: idSchema.nullable(),
  visits: z.number().int().min(0),
  noShows: z.number().int().min(0),
  cancellations: z.number().int().min(0),
  spent: z.number(),
  lastVisit: z.string().nullable(),
  nextVisit: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/** `GET /businesses/{id}/customers`: a page, and the cursor of the next one (null: the last page). */
export const customerListResponseSchema = z.object({
  customers: z.array(customerSummarySchema),
  nextCursor: z.string().nullable(),
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;

/**
 * `?search=` matches names, emails and phone numbers, in any case and with or without accents
 * (a part of a word is enough; phone digits match whatever the spacing); `cursor` is the
 * `nextCursor` of the previous page; `limit` how many per page.
 */
export const customerListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(CUSTOMER_SEARCH_MAX_LENGTH, M.textTooLong)
    .optional()
    .transform((value) => value || undefined),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(CUSTOMERS_PAGE_MAX).optional().default(CUSTOMERS_PAGE_SIZE),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;
