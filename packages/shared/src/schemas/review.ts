// Verified reviews (issue 22, docs/decisions/0023): the requests and answers of the review calls.

import { z } from 'zod';
import { REVIEW_MESSAGES as R } from '../domain/messages';
import {
  cleanReviewText,
  REVIEW_ANSWER_MAX_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_SOURCES,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE_MAX,
  textLength,
} from '../domain/reviews';
import { idSchema, instantSchema } from './common';

/** Text as stored: cleaned (`cleanReviewText`), then at most `max` characters. */
const cleanText = (max: number, tooLong: string, empty?: string) => {
  const cleaned = z.string().transform(cleanReviewText);
  const bounded = cleaned.refine((text) => textLength(text) <= max, tooLong);
  return empty ? bounded.refine((text) => text.length > 0, empty) : bounded;
};

const ratingSchema = z
  .number({ error: R.ratingInvalid })
  .int(R.ratingInvalid)
  .min(REVIEW_RATING_MIN, R.ratingInvalid)
  .max(REVIEW_RATING_MAX, R.ratingInvalid);

/**
 * `POST /bookings/{id}/review`, `PUT /reviews/{id}` and the manage-link twins: 1-5 stars and an
 * optional text (trimmed and cleaned, at most 2,000 characters; missing or null is no text).
 */
export const reviewRequestSchema = z.object({
  rating: ratingSchema,
  text: cleanText(REVIEW_TEXT_MAX_LENGTH, R.textTooLong)
    .nullish()
    .transform((text) => text ?? ''),
});

/** `PUT /reviews/{id}/answer`: the business's answer, 1-2,000 characters. */
export const reviewAnswerRequestSchema = z.object({
  text: cleanText(REVIEW_ANSWER_MAX_LENGTH, R.answerTooLong, R.answerEmpty),
});

/** `POST /reviews/{id}/report`: why, 1-500 characters. */
export const reviewReportRequestSchema = z.object({
  reason: cleanText(REVIEW_REPORT_REASON_MAX_LENGTH, R.reportReasonTooLong, R.reportReasonEmpty),
});

/** The business's answer to a review. */
const reviewAnswerSchema = z.object({
  text: z.string(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});

/**
 * Where a review came from (docs/decisions/0031): `customer` ("Verified customer"), the signed-in
 * customer account whose booking it was; `guest` ("Guest"), through the booking's manage link.
 */
const reviewSourceSchema = z.enum(REVIEW_SOURCES);

/** A review as its author sees it (the create and edit answers, and a booking's `review`). */
export const ownReviewSchema = z.object({
  _id: idSchema,
  bookingId: idSchema,
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  /** Plain text: never markup, whatever it contains. '' when the reviewer wrote none. */
  text: z.string(),
  source: reviewSourceSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  /** Until when its author may change it (7 days after writing it). */
  editableUntil: instantSchema,
  /**
   * While the review is held for checking (a guest review beyond the business's guest reviews of
   * the last 24 hours): when it will be published. Null once it is public.
   */
  heldUntil: instantSchema.nullable(),
  answer: reviewAnswerSchema.nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** A review as anyone sees it on the business's page. */
export const publicReviewSchema = z.object({
  _id: idSchema,
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  text: z.string(),
  /** First name and the initial of the last: `Alex M.`. */
  reviewerName: z.string(),
  /** The service booked, as it was named then. */
  serviceName: z.string(),
  /** "Verified customer" or "Guest" (`REVIEW_SOURCE_LABELS`). */
  source: reviewSourceSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  /** The business's answer, when it gave one. */
  answer: reviewAnswerSchema.optional(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A review as the business's owner sees it: with its booking and the reports about it. */
export const ownerReviewSchema = publicReviewSchema.extend({
  bookingId: idSchema,
  reported: z.object({
    count: z.number().int().min(0),
    /** The reasons given, newest first. */
    reasons: z.array(z.string()),
  }),
});
export type OwnerReview = z.infer<typeof ownerReviewSchema>;

/** The number of reviews per star, `"1"` to `"5"`. */
const breakdownSchema = z.object({
  '1': z.number().int().min(0),
  '2': z.number().int().min(0),
  '3': z.number().int().min(0),
  '4': z.number().int().min(0),
  '5': z.number().int().min(0),
});

const summaryShape = {
  /** The mean rating to one decimal; null without reviews. */
  average: z.number().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).nullable(),
  count: z.number().int().min(0),
  breakdown: breakdownSchema,
  hasMore: z.boolean(),
};

/** `GET /businesses/{id}/reviews`: the summary and one page of reviews, newest first. */
export const businessReviewsSchema = z.object({ ...summaryShape, reviews: z.array(publicReviewSchema) });
export type BusinessReviews = z.infer<typeof businessReviewsSchema>;

/**
 * `GET /businesses/{id}/reviews/manage`: the owner's list, unanswered first, then newest, and how
 * many published reviews still wait for an answer (the tab's count).
 */
export const ownerReviewsSchema = z.object({
  ...summaryShape,
  unanswered: z.number().int().min(0),
  reviews: z.array(ownerReviewSchema),
});
export type OwnerReviews = z.infer<typeof ownerReviewsSchema>;

// Query values arrive as strings; a bad or missing value falls back to the default and a too
// large one is capped (as the chat's pages do).
function pageNumber(fallback: number, max: number) {
  return z.coerce
    .number()
    .catch(fallback)
    .transform((n) => (Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback));
}

/** `?page=1&limit=20` of the review lists. */
export const reviewsQuerySchema = z.object({
  page: pageNumber(1, 10_000),
  limit: pageNumber(REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE_MAX),
});
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;
