// The route table: the reviews operations' request and response schemas (see ../contract.ts).
import { z } from 'zod';
import { BOOKING_MESSAGES, NOT_FOUND_MESSAGES, REVIEW_MESSAGES } from '../../domain/messages';
import { manageTokenSchema } from '../../schemas/booking';
import { messageResponseSchema } from '../../schemas/common';
import {
  businessReviewsSchema,
  ownerReviewSchema,
  ownerReviewsSchema,
  ownReviewSchema,
  reviewAnswerRequestSchema,
  reviewRequestSchema,
  reviewReportRequestSchema,
  reviewsQuerySchema,
} from '../../schemas/review';
import { idParam, type OperationContract } from '../contract-kit';
import type { REVIEW_OPERATIONS } from './operations';

export const REVIEW_CONTRACT = {
  // ---- reviews (docs/decisions/0023) ---------------------------------------------------------
  // 403: the caller owns the business, or the booking was made from the business's own account
  // or browser (docs/decisions/0031); 409: not completed, already reviewed, or past 60 days.
  createBookingReview: {
    params: idParam('id'),
    body: reviewRequestSchema,
    responses: { 201: ownReviewSchema },
    errors: [403, 409],
    notFound: NOT_FOUND_MESSAGES.booking,
  },
  // The same refusals. A guest review beyond the business's guest reviews of the last 24 hours
  // is stored but held for checking: 201 with `heldUntil` (docs/decisions/0031).
  createManagedReview: {
    params: z.object({ token: manageTokenSchema }),
    body: reviewRequestSchema,
    responses: { 201: ownReviewSchema },
    errors: [403, 409, 429],
    notFound: BOOKING_MESSAGES.manageLinkInvalid,
  },
  // 404 also when the booking has no review yet; 409: more than 7 days after it was written.
  updateManagedReview: {
    params: z.object({ token: manageTokenSchema }),
    body: reviewRequestSchema,
    responses: { 200: ownReviewSchema },
    errors: [409, 429],
    notFound: BOOKING_MESSAGES.manageLinkInvalid,
  },
  updateReview: {
    params: idParam('id'),
    body: reviewRequestSchema,
    responses: { 200: ownReviewSchema },
    errors: [409],
    notFound: REVIEW_MESSAGES.notFound,
  },
  // 403: a review of another business.
  answerReview: {
    params: idParam('id'),
    body: reviewAnswerRequestSchema,
    responses: { 200: ownerReviewSchema },
    errors: [403],
    notFound: REVIEW_MESSAGES.notFound,
  },
  // 409: the caller reported it before.
  reportReview: {
    params: idParam('id'),
    body: reviewReportRequestSchema,
    responses: { 201: messageResponseSchema },
    errors: [409, 429],
    notFound: REVIEW_MESSAGES.notFound,
  },
  listBusinessReviews: {
    params: idParam('id'),
    query: reviewsQuerySchema,
    responses: { 200: businessReviewsSchema },
    notFound: NOT_FOUND_MESSAGES.business,
    cacheable: true,
  },
  listBusinessReviewsForOwner: {
    params: idParam('id'),
    query: reviewsQuerySchema,
    responses: { 200: ownerReviewsSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
} as const satisfies Record<keyof typeof REVIEW_OPERATIONS, OperationContract>;
