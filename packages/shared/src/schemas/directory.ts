import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  DIRECTORY_LIST_SIZE,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
  NAME_MAX_LENGTH,
  SERVICE_PRICE_MAX,
} from '../domain/constants';
import { DIRECTORY_FREE_WINDOWS, DIRECTORY_MESSAGES, DIRECTORY_SORTS } from '../domain/directory';
import { idSchema } from './common';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../domain/reviews';
import { businessSchema, categorySchema } from './business';

/** `GET /businesses` query: optional name search and category filter (beyond the spec: people expect them). */
const businessDirectoryQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH)
    .optional()
    .transform((s) => s || undefined),
  category: z
    .union([categorySchema, z.literal('')])
    .optional()
    .transform((c) => c || undefined),
  /**
   * `relevance` (the default): best matches first, by name without a search. `rating`: the best
   * rated first, among businesses with enough reviews to tell (`RATING_RANK_MIN_REVIEWS`).
   */
  sort: z
    .union([z.enum(DIRECTORY_SORTS), z.literal('')])
    .optional()
    .transform((s) => s || undefined),
});
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** A business's rating: the mean of its reviews to one decimal (null without any), and their number. */
export const businessRatingSchema = z.object({
  average: z.number().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).nullable(),
  count: z.number().int().nonnegative(),
});
export type BusinessRating = z.infer<typeof businessRatingSchema>;

/**
 * The service a directory search found a business by (issue 39): the active one whose name or
 * description holds the search, or, with a price filter, the cheapest one in the range; absent
 * when the search found the business by something else.
 */
const matchingServiceSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** In the business's currency; null when the service shows no price. */
  price: z.number().nullable(),
});

/** A business as the directory lists it: with its rating (issue 22) and the service it was found by. */
export const directoryBusinessSchema = businessSchema.extend({
  rating: businessRatingSchema,
  matchingService: matchingServiceSchema.optional(),
});
export type DirectoryBusiness = z.infer<typeof directoryBusinessSchema>;

/**
 * `GET /businesses` query: the search, filter and order, and how many of the best matches to
 * answer (issue 32: one answer is never every business; the rest are `GET /api/directory`'s pages).
 */
export const directoryListQuerySchema = businessDirectoryQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(DIRECTORY_PAGE_SIZE_MAX).default(DIRECTORY_LIST_SIZE),
});

/** `GET /businesses`: the best matches, at most `limit` of them. */
export const directoryListSchema = z.array(directoryBusinessSchema).max(DIRECTORY_PAGE_SIZE_MAX);

/** A price bound of the directory's filters: a number from 0, or '' for none. */
const priceFilterSchema = z
  .union(
    [
      z.literal(''),
      z.coerce
        .number({ error: DIRECTORY_MESSAGES.price })
        .min(0, { error: DIRECTORY_MESSAGES.price })
        .max(SERVICE_PRICE_MAX, { error: DIRECTORY_MESSAGES.price }),
    ],
    { error: DIRECTORY_MESSAGES.price },
  )
  .optional()
  .transform((p) => (p === '' ? undefined : p));

/**
 * `GET /api/directory` query: the directory's search and filter, a page at a time (beyond the
 * spec, whose `GET /businesses` answers one array: its first DIRECTORY_LIST_SIZE matches).
 */
export const directoryPageQuerySchema = businessDirectoryQuerySchema
  .extend({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(DIRECTORY_PAGE_SIZE_MAX).default(DIRECTORY_PAGE_SIZE),
    /** Businesses with an active service priced at least this (business currency units, decisions.md 9.6). */
    minPrice: priceFilterSchema,
    /** Businesses with an active service priced at most this. */
    maxPrice: priceFilterSchema,
    /** A city or area: matched against the address, ignoring case and accents. */
    city: z
      .string()
      .trim()
      .max(ADDRESS_MAX_LENGTH)
      .optional()
      .transform((s) => s || undefined),
    /** A bookable time today, or in the 7 days from today (the business's days), from availability. */
    free: z
      .union([z.enum(DIRECTORY_FREE_WINDOWS), z.literal('')], { error: DIRECTORY_MESSAGES.free })
      .optional()
      .transform((f) => f || undefined),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: DIRECTORY_MESSAGES.priceRange });
    }
  });

/** One page of the directory, best matches first, and how many businesses match in all. */
export const directoryPageSchema = z.object({
  businesses: z.array(directoryBusinessSchema),
  total: z.number().int().nonnegative(),
  hasMore: z.boolean(),
  /**
   * A search that matched nothing as typed, spelled as the directory's words closest to it
   * (trigram similarity): the businesses answered are that search's (decisions.md 9.6).
   */
  didYouMean: z.string().optional(),
  /**
   * With `free`: `total` counts the free businesses found so far, and more may match (the filter
   * asks the matches in order only until the page is full, docs/decisions/0043).
   */
  totalIsLowerBound: z.literal(true).optional(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;
