// The rating next to the business's category in the page header: "★ 4.6 (12 reviews)", a link
// down to the Reviews section. Nothing while there are no reviews (the section says so). The same
// query as the section's, so one request serves both.
import { StarIcon } from '@/components/ui/icons';
import { ratingLabel, reviewCountText } from '@/components/ui/star-rating';
import { useBusinessReviews } from '../api/get-business-reviews';

export function HeaderRating({ businessId }: { businessId: string }) {
  const reviews = useBusinessReviews(businessId);
  const first = reviews.data?.pages[0];
  if (!first || first.average === null || first.count === 0) return null;
  return (
    <a
      href="#reviews-heading"
      className="inline-flex min-h-11 items-center gap-1.5 rounded text-sm text-slate-700 hover:underline sm:min-h-0"
      data-testid="header-rating"
    >
      <span className="sr-only">{ratingLabel({ average: first.average, count: first.count })}</span>
      <span aria-hidden="true" className="inline-flex items-center gap-1.5">
        <StarIcon className="h-4 w-4 text-amber-500" />
        <span className="font-semibold text-slate-900">{first.average.toFixed(1)}</span>
        <span className="text-slate-600">({reviewCountText(first.count)})</span>
      </span>
    </a>
  );
}
