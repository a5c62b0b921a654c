// The head of a review card: its stars, who wrote it and where the review came from ("Verified
// customer" or "Guest", docs/decisions/0031), which service and when (the public page's reviews
// and the owner's Reviews tab).
import type { PublicReview } from '@booklane/shared/schemas';
import { Badge } from '@/components/ui/badge';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Stars } from '@/components/ui/star-rating';
import { useHydrated } from '@/lib/server-view';
import { formatReviewDate, reviewSourceLabel } from '../model/reviews';

export function ReviewHeading({
  review,
}: {
  review: Pick<PublicReview, 'rating' | 'reviewerName' | 'serviceName' | 'createdAt' | 'source'>;
}) {
  const zone = useHydrated() ? undefined : 'UTC';
  return (
    <div className="min-w-0">
      <Stars rating={review.rating} />
      <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="font-semibold text-slate-900">{review.reviewerName}</h3>
        <Badge tone={review.source === 'customer' ? 'emerald' : 'slate'}>
          {review.source === 'customer' ? (
            <CheckCircleIcon aria-hidden="true" className="h-3.5 w-3.5" />
          ) : null}
          {reviewSourceLabel(review.source)}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">
        <span className="break-words">{review.serviceName}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt, zone)}</time>
      </p>
    </div>
  );
}
