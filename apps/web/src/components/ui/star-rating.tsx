// A business's rating as people read it at a glance: "★ 4.6 (12 reviews)", or "No reviews yet".
import type { BusinessRating } from '@booklane/shared/schemas';
import { StarIcon } from './icons';

/** "12 reviews", "1 review". */
export function reviewCountText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}

/** "Rated 4.6 out of 5 from 12 reviews": what a screen reader says for the stars. */
export function ratingLabel(rating: BusinessRating): string {
  return rating.average === null
    ? 'No reviews yet'
    : `Rated ${rating.average.toFixed(1)} out of 5 from ${reviewCountText(rating.count)}`;
}

export function RatingSummary({ rating, className = '' }: { rating: BusinessRating; className?: string }) {
  if (rating.average === null) {
    return <p className={`text-sm text-slate-600 ${className}`}>No reviews yet</p>;
  }
  return (
    <p className={`flex items-center gap-1.5 text-sm text-slate-700 ${className}`}>
      <span className="sr-only">{ratingLabel(rating)}</span>
      <span aria-hidden="true" className="flex items-center gap-1.5">
        <StarIcon className="h-4 w-4 text-amber-500" />
        <span className="font-semibold text-slate-900">{rating.average.toFixed(1)}</span>
        <span className="text-slate-600">({reviewCountText(rating.count)})</span>
      </span>
    </p>
  );
}

/** "Rated 4 out of 5 stars": what a screen reader says for one review's stars. */
function starsLabel(rating: number): string {
  return `Rated ${rating} out of 5 stars`;
}

/** One review's stars: `rating` of five filled, read as "Rated 4 out of 5 stars". */
export function Stars({ rating, className = 'h-4 w-4' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={starsLabel(rating)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          fill={star <= rating ? 'currentColor' : 'none'}
          className={`${className} ${star <= rating ? 'text-amber-500' : 'text-slate-400'}`}
        />
      ))}
    </span>
  );
}
