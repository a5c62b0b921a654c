// The route table: the reviews operations' methods, paths and sign-in rules (see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const REVIEW_OPERATIONS = {
  // ---- reviews (issue 22, docs/decisions/0023) ----------------------------------------------
  createBookingReview: {
    method: 'POST',
    path: '/api/bookings/{id}/review',
    auth: 'customer',
    tag: 'Reviews',
    summary: 'The customer reviews their completed booking (once, up to 60 days after it was completed)',
  },
  createManagedReview: {
    method: 'POST',
    path: '/api/manage/{token}/review',
    auth: 'none',
    tag: 'Reviews',
    summary: 'A guest reviews the completed booking of the manage link',
  },
  updateManagedReview: {
    method: 'PUT',
    path: '/api/manage/{token}/review',
    auth: 'none',
    tag: 'Reviews',
    summary: 'A guest changes the review of the manage link’s booking (for 7 days after writing it)',
  },
  updateReview: {
    method: 'PUT',
    path: '/api/reviews/{id}',
    auth: 'customer',
    tag: 'Reviews',
    summary: 'The author changes their review (for 7 days after writing it)',
  },
  answerReview: {
    method: 'PUT',
    path: '/api/reviews/{id}/answer',
    auth: 'business',
    tag: 'Reviews',
    summary: 'The business owner answers a review (the first call creates the answer, later ones change it)',
  },
  reportReview: {
    method: 'POST',
    path: '/api/reviews/{id}/report',
    auth: 'user',
    tag: 'Reviews',
    summary: 'Report a review (once per account); it stays visible and the business sees the report',
  },
  listBusinessReviews: {
    method: 'GET',
    path: '/api/businesses/{id}/reviews',
    auth: 'none',
    tag: 'Reviews',
    summary: "A business's rating summary and a page of its reviews, newest first",
  },
  listBusinessReviewsForOwner: {
    method: 'GET',
    path: '/api/businesses/{id}/reviews/manage',
    auth: 'business',
    tag: 'Reviews',
    summary: "The owner's reviews list: unanswered first, then newest, with their reports",
  },
} as const satisfies Record<string, OperationInfo>;
