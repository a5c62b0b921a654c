import { z } from 'zod';
import {
  DIRECTORY_LIST_SIZE,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
  NAME_MAX_LENGTH,
} from '../domain/constants';
import { DIRECTORY_SORTS } from '../domain/directory';
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

/** A business as the directory lists it: with its rating (issue 22). */
export const directoryBusinessSchema = businessSchema.extend({ rating: businessRatingSchema });
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

/**
 * `GET /api/directory` query: the directory's search and filter, a page at a time (beyond the
 * spec, whose `GET /businesses` answers one array: its first DIRECTORY_LIST_SIZE matches).
 */
export const directoryPageQuerySchema = businessDirectoryQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(DIRECTORY_PAGE_SIZE_MAX).default(DIRECTORY_PAGE_SIZE),
});

/** One page of the directory, best matches first, and how many businesses match in all. */
export const directoryPageSchema = z.object({
  businesses: z.array(directoryBusinessSchema),
  total: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;
