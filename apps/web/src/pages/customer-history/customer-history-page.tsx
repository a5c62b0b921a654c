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
  type Booking,
} from '@booklane/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BookingNotifications } from '@/entities/booking/ui/booking-notifications';
import { RefreshIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon, ClockIcon, TagIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { Stars } from '@/components/ui/star-rating';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useCustomerBookingUpdates } from '@/entities/booking/api/live-customer-bookings';
import { isReviewEditable } from '@/entities/review/model/reviews';
import { useSession } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useMyBookingHistory } from '@/entities/booking/api/get-my-booking-history';
import { historyEntry } from '@/entities/booking/model/history-entry';

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
  const [refreshing, setRefreshing] = useState(false);
  const { refetch } = history;

  useEffect(() => {
    const reload = () => void refetch();
    window.addEventListener(BOOKING_REMOVED_EVENTS.customer, reload);
    return () => window.removeEventListener(BOOKING_REMOVED_EVENTS.customer, reload);
  }, [refetch]);

  const refresh = async () => {
    setRefreshing(true);
    const result = await refetch();
    setRefreshing(false);
    if (result.isError) toast.error(ERROR_MESSAGES.refreshBookingHistory);
  };

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle subtitle="Your completed appointments">Booking History</PageTitle>
        <button
          type="button"
          onClick={refresh}
          disabled={refreshing}
          className={buttonClasses('secondary', 'md', 'mb-6 sm:mb-0')}
        >
          {refreshing ? <Spinner /> : <RefreshIcon className="h-4 w-4" />}
          Refresh History
        </button>
      </div>
      {history.isPending ? (
        <LoadingBlock label="Loading booking history..." />
      ) : history.isError && !history.data ? (
        <Alert
          title={ERROR_MESSAGES.loadBookingHistory}
          action={
            <button type="button" onClick={refresh} className={buttonClasses('secondary', 'sm')}>
              Try again
            </button>
          }
        />
      ) : history.data.length === 0 ? (
        <EmptyState icon={<ClockIcon className="h-6 w-6" />} title="No booking history yet">
          Your completed and cancelled appointments will appear here.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Booking history">
          {history.data.map((booking) => {
            const entry = historyEntry(booking);
            return (
              <li
                key={booking._id}
                data-testid="history-booking"
                className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="truncate text-lg font-semibold text-slate-900">{entry.serviceName}</h2>
                    <p className="text-sm text-slate-600">{entry.businessName}</p>
                  </div>
                  <Badge tone={entry.badge === 'Completed' ? 'emerald' : 'red'}>{entry.badge}</Badge>
                </div>
                <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  {entry.date ? (
                    <div className="flex items-center gap-2 text-slate-700">
                      <CalendarIcon className="h-4 w-4 text-slate-400" />
                      <dt className="sr-only">Date</dt>
                      <dd>{entry.date}</dd>
                    </div>
                  ) : null}
                  {entry.time ? (
                    <div className="flex items-center gap-2 text-slate-700">
                      <ClockIcon className="h-4 w-4 text-slate-400" />
                      <dt className="sr-only">Time</dt>
                      <dd>{entry.time}</dd>
                    </div>
                  ) : null}
                  {entry.duration ? (
                    <div className="text-slate-700">
                      <dt className="sr-only">Duration</dt>
                      <dd>{entry.duration}</dd>
                    </div>
                  ) : null}
                  {entry.price ? (
                    <div className="flex items-center gap-2 text-slate-700">
                      <TagIcon className="h-4 w-4 text-slate-400" />
                      <dt className="sr-only">Price</dt>
                      <dd>{entry.price}</dd>
                    </div>
                  ) : null}
                </dl>
                {entry.notes ? (
                  <p className="mt-3 whitespace-pre-wrap rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
                    <span className="font-medium">Notes: </span>
                    {entry.notes}
                  </p>
                ) : null}
                {entry.cancelledBy ? (
                  <p className="mt-3 text-sm font-medium text-red-700">{entry.cancelledBy}</p>
                ) : null}
                {entry.finished ? (
                  <p className={`${entry.cancelledBy ? 'mt-1' : 'mt-3'} text-xs text-slate-500`}>
                    {entry.finished}
                  </p>
                ) : null}
                <ReviewLine booking={booking} now={now} />
                <BookingNotifications bookingId={booking._id} viewer="customer" className="mt-2" />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
