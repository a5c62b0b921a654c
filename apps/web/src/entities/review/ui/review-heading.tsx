// The head of a review card: its stars, who wrote it, which service and when (the public page's
// reviews and the owner's Reviews tab).
import type { PublicReview } from '@booklane/shared/schemas';
import { Stars } from '@/components/ui/star-rating';
import { formatReviewDate } from '../model/reviews';

export function ReviewHeading({
  review,
}: {
  review: Pick<PublicReview, 'rating' | 'reviewerName' | 'serviceName' | 'createdAt'>;
}) {
  return (
    <div className="min-w-0">
      <Stars rating={review.rating} />
      <h3 className="mt-1 font-semibold text-slate-900">{review.reviewerName}</h3>
      <p className="text-sm text-slate-600">
        <span className="break-words">{review.serviceName}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
      </p>
    </div>
  );
}
