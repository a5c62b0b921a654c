import { reviewEditableUntil, reviewerDisplayName } from '@booklane/shared/domain';
import { type OwnerReview, type OwnReview, type PublicReview } from '@booklane/shared/schemas';
import type { OwnerReviewRow, ReviewListRow, ReviewRow } from './reviews.repository';

function answerOf(r: ReviewRow) {
  return r.answerText !== null && r.answerAt
    ? {
        text: r.answerText,
        createdAt: r.answerAt.toISOString(),
        updatedAt: (r.answerUpdatedAt ?? r.answerAt).toISOString(),
      }
    : null;
}

/** A review as its author sees it. */
export function toOwnReviewDto(r: ReviewRow): OwnReview {
  return {
    _id: r.id,
    bookingId: r.bookingId,
    rating: r.rating,
    text: r.text,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    editableUntil: reviewEditableUntil(r.createdAt).toISOString(),
    heldUntil: r.publishedAt === null && r.heldUntil ? r.heldUntil.toISOString() : null,
    answer: answerOf(r),
  };
}

/**
 * A review as anyone sees it: the reviewer by first name and initial, nothing else of them, and
 * where it came from ("Verified customer" or "Guest").
 */
export function toPublicReviewDto(r: ReviewListRow): PublicReview {
  const answer = answerOf(r);
  return {
    _id: r.id,
    rating: r.rating,
    text: r.text,
    reviewerName: reviewerDisplayName(r.reviewerName),
    serviceName: r.serviceName,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    ...(answer ? { answer } : {}),
  };
}

export function toOwnerReviewDto(r: OwnerReviewRow): OwnerReview {
  return {
    ...toPublicReviewDto(r),
    bookingId: r.bookingId,
    reported: { count: r.reportCount, reasons: r.reportReasons },
  };
}
