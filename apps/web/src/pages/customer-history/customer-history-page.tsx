// /customer/history (spec section 2 "Customer booking history"): Booking History, 'Your completed
// appointments', Refresh History, the empty state, and one card per booking; the list reloads
// when a booking is removed (customerBookingRemoved). Each card can show the emails sent to the
// customer about it (Notifications, decisions.md 8.2), and who cancelled a cancelled one
// (decisions.md 8.3). The list follows the server's bookingChanged events live.
import {
  BOOKING_REMOVED_EVENTS,
  bookingReviewPath,
  ERROR_MESSAGES,
  reviewRefusal,
} from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { Link } from 'react-router';
import { RefreshHistoryButton, useHistoryRefresh } from '@/entities/booking/ui/history-refresh';
import { CustomerHistoryCard } from '@/entities/booking/ui/customer-history-card';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ClockIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { Stars } from '@/components/ui/star-rating';
import { LoadingBlock } from '@/components/ui/spinner';
import { useCustomerBookingUpdates } from '@/entities/booking/api/live-customer-bookings';
import { isReviewEditable } from '@/entities/review/model/reviews';
import { useSession } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useMyBookingHistory } from '@/entities/booking/api/get-my-booking-history';

/**
 * A completed booking's review (docs/decisions/0023): 'Leave a review' while one may be written,
 * else its stars, with 'Edit review' while it may still change.
 */
function ReviewLine({ booking, now }: { booking: Booking; now: Date }) {
  if (booking.status !== 'completed') return null;
  const review = booking.review ?? null;
  const service = booking.service?.name ?? 'this booking';
  if (!review) {
    const refusal = reviewRefusal({ ...booking, completedAt: booking.completedAt ?? null }, false, now);
    if (refusal) return null;
    return (
      <Link
        to={bookingReviewPath(booking._id)}
        className={buttonClasses('subtle', 'sm', 'mt-3')}
        aria-label={`Leave a review of ${service}`}
      >
        Leave a review
      </Link>
    );
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <span className="flex items-center gap-2 text-sm text-slate-700">
        <span>Your review:</span>
        <Stars rating={review.rating} />
      </span>
      {isReviewEditable(review, now) ? (
        <Link
          to={bookingReviewPath(booking._id)}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`Edit your review of ${service}`}
        >
          Edit review
        </Link>
      ) : null}
    </div>
  );
}

export default function CustomerHistory() {
  const now = useNow();
  const history = useMyBookingHistory();
  const { user } = useSession();
  useCustomerBookingUpdates(user?.role === 'customer');
  const { refetch } = history;

  const { refreshing, refresh } = useHistoryRefresh(BOOKING_REMOVED_EVENTS.customer, refetch);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle subtitle="Your completed appointments">Booking History</PageTitle>
        <RefreshHistoryButton
          refreshing={refreshing}
          onRefresh={refresh}
          className={buttonClasses('secondary', 'md', 'mb-6 sm:mb-0')}
        />
      </div>
      {history.isPending ? (
        <LoadingBlock label="Loading booking history..." />
      ) : history.isError && !history.data ? (
        <Alert title={ERROR_MESSAGES.loadBookingHistory} onRetry={refresh} />
      ) : history.data.length === 0 ? (
        <EmptyState icon={<ClockIcon className="h-6 w-6" />} title="No booking history yet">
          Your completed and cancelled appointments will appear here.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Booking history">
          {history.data.map((booking) => (
            <CustomerHistoryCard key={booking._id} booking={booking}>
              <ReviewLine booking={booking} now={now} />
            </CustomerHistoryCard>
          ))}
        </ul>
      )}
    </>
  );
}
