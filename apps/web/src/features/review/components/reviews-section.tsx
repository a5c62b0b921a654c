// 'Reviews' of the business page (docs/decisions/0023): the average with its stars and count, the
// number of reviews per star, then the reviews, newest first, a page at a time, each with the
// business's answer. Only customers who booked write them (verified); each says whether a customer
// account or a guest wrote it, and "How reviews work" says why (docs/decisions/0031). A signed-in
// visitor other than the owner may report one.
import { REVIEW_STARS } from '@booklane/shared/domain';
import { type Business, type BusinessReviews, type PublicReview } from '@booklane/shared/schemas';
import { lazy, Suspense, useState } from 'react';
import { ReviewHeading } from '@/entities/review/ui/review-heading';
import { ReviewAnswerBlock, ReviewText } from '@/entities/review/ui/review-text';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StarIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { ratingLabel, reviewCountText, Stars } from '@/components/ui/star-rating';
import { useSession } from '@/lib/session';
import { useBusinessReviews } from '@/entities/review/api/get-business-reviews';
import { HowReviewsWork } from './how-reviews-work';

// Reporting is for signed-in visitors, and rare: its form and validation load when it is asked for,
// not with the page (issue 37: the business page's first load).
const ReportReviewDialog = lazy(() =>
  import('./report-review-dialog').then((m) => ({ default: m.ReportReviewDialog })),
);

function Summary({ summary }: { summary: Pick<BusinessReviews, 'average' | 'count' | 'breakdown'> }) {
  const average = summary.average ?? 0;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="reviews-summary">
      <p className="sr-only">{ratingLabel({ average: summary.average, count: summary.count })}</p>
      <div aria-hidden="true" className="flex items-center gap-4">
        <span className="text-4xl font-bold text-slate-900">{average.toFixed(1)}</span>
        <span>
          <Stars rating={Math.round(average)} className="h-5 w-5" />
          <span className="mt-1 block text-sm text-slate-600">{reviewCountText(summary.count)}</span>
        </span>
      </div>
      <ul aria-label="Reviews by stars" className="mt-4 space-y-1.5">
        {[...REVIEW_STARS].reverse().map((star) => {
          const n = summary.breakdown[star];
          const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
          return (
            <li key={star} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="sr-only">
                {star} {star === '1' ? 'star' : 'stars'}: {reviewCountText(n)}
              </span>
              <span aria-hidden="true" className="flex w-8 shrink-0 items-center gap-0.5">
                {star}
                <StarIcon className="h-3.5 w-3.5 text-amber-500" />
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 shrink-0 text-right tabular-nums text-slate-600">
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({
  review,
  businessName,
  canReport,
  reported,
  onReport,
}: {
  review: PublicReview;
  businessName: string;
  canReport: boolean;
  reported: boolean;
  onReport: () => void;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="review">
      <article aria-label={`Review by ${review.reviewerName}`}>
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <ReviewHeading review={review} />
          {canReport ? (
            reported ? (
              <span className="py-2 text-sm text-slate-600">Reported</span>
            ) : (
              <button
                type="button"
                onClick={onReport}
                className={buttonClasses('ghost', 'sm', '-mr-2 text-slate-600')}
                aria-label={`Report the review by ${review.reviewerName}`}
              >
                Report
              </button>
            )
          ) : null}
        </div>
        <ReviewText text={review.text} className="mt-3" />
        {review.answer ? (
          <ReviewAnswerBlock answer={review.answer} businessName={businessName} className="mt-3" />
        ) : null}
      </article>
    </li>
  );
}

export function ReviewsSection({ business, ownsBusiness }: { business: Business; ownsBusiness: boolean }) {
  const reviews = useBusinessReviews(business._id);
  const { user } = useSession();
  const [reporting, setReporting] = useState<PublicReview | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set());
  const canReport = Boolean(user) && !ownsBusiness;
  const first = reviews.data?.pages[0];
  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <section aria-labelledby="reviews-heading" className="mt-10" data-testid="reviews-section">
      <h2 id="reviews-heading" className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">
        Reviews
      </h2>
      <HowReviewsWork businessName={business.name} />
      {reviews.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
          <Spinner className="h-5 w-5 text-indigo-600" />
          Loading reviews...
        </p>
      ) : reviews.isError && !first ? (
        <Alert title="Failed to load reviews" onRetry={() => void reviews.refetch()}>
          Please check your connection and try again.
        </Alert>
      ) : !first || first.count === 0 ? (
        <EmptyState icon={<StarIcon className="h-6 w-6" />} title="No reviews yet" headingLevel={3}>
          Only customers who booked here can review {business.name}.
        </EmptyState>
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-[280px_minmax(0,1fr)]">
          <Summary summary={first} />
          <div className="min-w-0">
            <p className="mb-3 text-sm text-slate-600">
              Verified reviews from customers who booked, newest first.
            </p>
            <ul className="space-y-4" aria-label="Reviews">
              {list.map((review) => (
                <ReviewItem
                  key={review._id}
                  review={review}
                  businessName={business.name}
                  canReport={canReport}
                  reported={reported.has(review._id)}
                  onReport={() => setReporting(review)}
                />
              ))}
            </ul>
            <ShowMoreButton
              pages={reviews}
              label="Show more reviews"
              loadingLabel="Loading more reviews..."
              className="mt-4 w-full sm:w-auto"
            />
            {reviews.isFetchNextPageError ? (
              <Alert className="mt-3">More reviews could not be loaded. Please try again.</Alert>
            ) : null}
          </div>
        </div>
      )}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportReviewDialog
            review={reporting}
            onClose={() => setReporting(null)}
            onReported={() => setReported((prev) => new Set([...prev, reporting._id]))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
