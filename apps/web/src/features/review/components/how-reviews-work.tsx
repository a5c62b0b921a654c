// "How reviews work" under the business page's Reviews heading (docs/decisions/0031): a closed
// disclosure that says, in a few plain sentences, who can review, what the two labels mean, that
// the business's own bookings cannot be reviewed, and that bursts of guest reviews are held.
import { GUEST_REVIEWS_PER_DAY, REVIEW_HOLD_DAYS, REVIEW_SOURCE_LABELS } from '@booklane/shared/domain';
import { ChevronDownIcon } from '@/components/ui/icons';

export function HowReviewsWork({ businessName }: { businessName: string }) {
  return (
    <details
      className="group mb-4 rounded-xl border border-slate-200 bg-white"
      data-testid="how-reviews-work"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2 text-sm font-medium text-indigo-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
        How reviews work
        <ChevronDownIcon
          aria-hidden="true"
          className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="list-disc space-y-1.5 border-t border-slate-200 px-4 py-3 pl-8 text-sm text-slate-700">
        <li>Only people who completed a booking with {businessName} can review it, once per booking.</li>
        <li>
          <span className="font-medium text-slate-900">{REVIEW_SOURCE_LABELS.customer}</span>: written from
          the customer account that made the booking.
        </li>
        <li>
          <span className="font-medium text-slate-900">{REVIEW_SOURCE_LABELS.guest}</span>: written by a guest
          through the private link in their booking emails.
        </li>
        <li>
          Bookings made by the business itself (from its own account, browser or email address) cannot be
          reviewed.
        </li>
        <li>
          When a business gets an unusual burst of guest reviews (more than {GUEST_REVIEWS_PER_DAY} in 24
          hours), the extra ones are held for checking and published {REVIEW_HOLD_DAYS} days later.
        </li>
      </ul>
    </details>
  );
}
