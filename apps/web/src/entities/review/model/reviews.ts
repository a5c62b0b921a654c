// Verified reviews on the web (docs/decisions/0023, 0031): how a review's dates read, whether its
// author may still change it, where it came from, and the counter under a review's text. The
// rules themselves are the shared package's (domain/reviews.ts); the server decides, these only
// say what a screen offers.
import { REVIEW_SOURCE_LABELS, textLength, type ReviewSource } from '@booklane/shared/domain';
import { type OwnReview } from '@booklane/shared/schemas';

/**
 * `Mar 2, 2026`: the day a review or an answer was written, in the visitor's zone (or `timeZone`:
 * the server, which does not know the visitor's, renders UTC until the page runs).
 */
export function formatReviewDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(date);
}

/** `Mar 2, 2026, 3:30 PM`: until when a review may be changed. */
export function formatReviewDeadline(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Whether the author may still change the review (until its `editableUntil`). */
export function isReviewEditable(review: Pick<OwnReview, 'editableUntil'>, now: Date): boolean {
  return now.getTime() <= new Date(review.editableUntil).getTime();
}

/** `120 / 2,000 characters`: the counter under a text with a limit, in characters as people count them. */
export function characterCount(text: string, max: number): string {
  return `${textLength(text).toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`;
}

/** "Verified customer" or "Guest": where a review came from (docs/decisions/0031). */
export function reviewSourceLabel(source: ReviewSource): string {
  return REVIEW_SOURCE_LABELS[source];
}
