// The dashboard's way to reviews (issue 38): completed visits that still wait for the customer's
// review (docs/decisions/0023: within the review window), each with 'Leave a review', and the way
// to the history where every review is. Nothing shows while there is none to write.
import { bookingReviewPath, FALLBACK_NAMES, reviewRefusal } from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { StarIcon } from '@/components/ui/icons';
import { PATHS } from '@/config/paths';
import { useNow } from '@/lib/use-now';

/** How many the panel lists; the rest are in the history. */
const LISTED = 3;

/** Completed bookings without a review that may still get one, most recent first. */
function waitingForReview(finished: readonly Booking[], now: Date): Booking[] {
  return finished.filter(
    (b) =>
      b.status === 'completed' &&
      !b.review &&
      reviewRefusal({ ...b, completedAt: b.completedAt ?? null }, false, now) === null,
  );
}

export function ToReviewPanel({ finished }: { finished: readonly Booking[] | undefined }) {
  const now = useNow();
  const titleId = useId();
  const waiting = waitingForReview(finished ?? [], now);
  if (waiting.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="to-review"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <StarIcon className="h-5 w-5 text-amber-500" />
        How were your visits?
      </h2>
      <ul className="mt-3 space-y-3">
        {waiting.slice(0, LISTED).map((booking) => {
          const service = booking.service?.name || FALLBACK_NAMES.service;
          const business = booking.business?.name || FALLBACK_NAMES.business;
          return (
            <li key={booking._id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 text-sm text-slate-700">
                <span className="font-medium text-slate-900">{service}</span> at {business}
              </span>
              <Link
                to={bookingReviewPath(booking._id)}
                className={buttonClasses('subtle', 'sm')}
                aria-label={`Leave a review of ${service} at ${business}`}
              >
                Leave a review
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        to={PATHS.customerHistory}
        className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:underline"
      >
        {waiting.length > LISTED ? `All ${waiting.length} in your history` : 'Your booking history'}
      </Link>
    </section>
  );
}
