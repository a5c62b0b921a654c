// A business's customers (decisions.md 9.4): one entry per person who booked, found by name,
// email or phone as the owner types (the new-booking dialog), with what they did so far.

import { z } from 'zod';
import {
  CUSTOMER_NOTE_MAX_LENGTH,
  CUSTOMER_SEARCH_MAX_LENGTH,
  CUSTOMER_TAG_MAX_LENGTH,
  CUSTOMER_TAGS_MAX,
  CUSTOMERS_PAGE_MAX,
  CUSTOMERS_PAGE_SIZE,
} from '../domain/constants';
import { INSIGHTS_MESSAGES as I, VALIDATION_MESSAGES as M } from '../domain/messages';
import { bookingSchema } from './booking';
import { idSchema } from './common';

/**
 * One person: `key` stays the same while they book (`user:{account id}` for a customer account,
 * `email:{address}` for a guest with an email, lower-cased, else `phone:{number}`, else
 * `name:{name}` for a walk-in who left neither). Counts are over every booking at the business:
 * `visits` the completed ones, `spent` their prices (the business's currency units), `lastVisit`
 * the day of the latest completed one and `nextVisit` the day of the next pending or confirmed
 * one (`YYYY-MM-DD`, business local; null when there is none or it has no date); `cancellations`
 * the ones the customer cancelled; `tags` the business's own (see the note below).
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
  tags: z.array(z.string()),
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

/** `{key}` of a customer's path: the `key` of the list (percent-encoded in the URL). */
export const customerKeyParamsSchema = z.object({
  id: idSchema.transform((id) => id.toLowerCase()),
  key: z.string().min(1).max(400),
});

/**
 * The business's private note and tags on a customer: only its owner and staff see them, never
 * the customer. Tags are trimmed and kept once each (first spelling wins, case ignored).
 */
export const customerNoteSchema = z.object({
  note: z.string().trim().max(CUSTOMER_NOTE_MAX_LENGTH, I.noteTooLong),
  tags: z
    .array(z.string().trim().min(1, I.tagInvalid).max(CUSTOMER_TAG_MAX_LENGTH, I.tagInvalid))
    .max(CUSTOMER_TAGS_MAX, I.tooManyTags)
    .transform((tags) =>
      tags.filter((tag, i) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i),
    ),
});
export type CustomerNote = z.output<typeof customerNoteSchema>;
export type CustomerNoteInput = z.input<typeof customerNoteSchema>;

/**
 * `GET /businesses/{id}/customers/{key}`: the person's summary with the business's note, and
 * every booking of theirs with the business, newest first.
 */
export const customerDetailResponseSchema = z.object({
  customer: customerSummarySchema.extend({ note: z.string() }),
  bookings: z.array(bookingSchema),
});
export type CustomerDetailResponse = z.infer<typeof customerDetailResponseSchema>;
