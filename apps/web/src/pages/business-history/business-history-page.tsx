// /business/history (spec section 2): completed, cancelled and no-show bookings (decisions.md 9.2),
// newest first, saying who cancelled (decisions.md 8.3), with a refresh button; reloads when a booking is removed elsewhere
// (businessBookingRemoved) and when one changes (bookingChanged: a customer cancels it).
import {
  BOOKING_REMOVED_EVENTS,
  ERROR_MESSAGES,
  FAILURE_MESSAGES,
  hourCycleFor,
} from '@booklane/shared/domain';
import { type Booking, type Business } from '@booklane/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { RefreshHistoryButton, useHistoryRefresh } from '@/entities/booking/ui/history-refresh';
import { Alert } from '@/components/ui/alert';
import { BookingSummary } from '@/entities/booking/ui/booking-summary';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ClockIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingBlock } from '@/components/ui/spinner';
import { dashboardPathOf } from '@/config/paths';
import { errorReason } from '@/lib/api-client';
import { businessCancelledByText } from '@/entities/booking/model/business-booking-words';
import { zonedInstantText } from '@/entities/booking/model/zoned-instant';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { useOwnBusiness } from '@/entities/business/api/get-my-business';
import { useLiveBusinessBookings } from '@/entities/booking/api/live-business-bookings';
import { useBusinessBookingHistory } from '@/entities/booking/api/get-business-booking-history';

function finishedText(booking: Booking, business: Business, now: Date): string | null {
  const at =
    booking.status === 'completed'
      ? booking.completedAt
      : booking.status === 'no-show'
        ? booking.noShowAt
        : booking.cancelledAt;
  const instant = at ?? booking.updatedAt;
  if (Number.isNaN(new Date(instant).getTime())) return null;
  // On the business's clock, saying whose time it is (issue 39).
  const when = zonedInstantText(instant, business.timezone, {
    now,
    hourCycle: hourCycleFor(business),
    withDay: true,
  });
  const what =
    booking.status === 'completed'
      ? 'Completed'
      : booking.status === 'no-show'
        ? 'Marked as no-show'
        : (businessCancelledByText(booking) ?? 'Cancelled');
  return `${what} on ${when}`;
}

type Filter = 'all' | 'completed' | 'cancelled' | 'no-show';
const FILTER_LABELS: Record<Filter, string> = {
  all: 'All',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

export default function BusinessHistory() {
  const business = useOwnBusiness();
  const history = useBusinessBookingHistory(business.data?._id);
  const [filter, setFilter] = useState<Filter>('all');
  const { refetch } = history;
  useLiveBusinessBookings(business.data?._id);

  const { refreshing, refresh } = useHistoryRefresh(BOOKING_REMOVED_EVENTS.business, refetch);

  const owned = business.data;
  const zoneNote = owned ? timeZoneNote(owned.timezone, visitorTimeZone()) : null;
  const list = (history.data ?? []).filter((b) => filter === 'all' || b.status === filter);
  const counts = {
    all: history.data?.length ?? 0,
    completed: history.data?.filter((b) => b.status === 'completed').length ?? 0,
    cancelled: history.data?.filter((b) => b.status === 'cancelled').length ?? 0,
    'no-show': history.data?.filter((b) => b.status === 'no-show').length ?? 0,
  };

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle subtitle="Completed, cancelled and no-show bookings, newest first.">
          Booking History
        </PageTitle>
        {owned ? (
          <RefreshHistoryButton
            refreshing={refreshing}
            onRefresh={refresh}
            className={buttonClasses('secondary')}
          />
        ) : null}
      </div>
      {business.isLoading || history.isLoading ? (
        <LoadingBlock label="Loading booking history..." />
      ) : business.error ? (
        <Alert>{FAILURE_MESSAGES.loadBusinessData(errorReason(business.error))}</Alert>
      ) : !owned ? (
        <EmptyState
          title="No business yet"
          action={
            <Link to={dashboardPathOf('business')} className={buttonClasses('primary')}>
              Create your business
            </Link>
          }
        >
          Create your business to start taking bookings.
        </EmptyState>
      ) : history.error && !history.data ? (
        <Alert title={ERROR_MESSAGES.loadBookingHistory} onRetry={refresh} />
      ) : counts.all === 0 ? (
        <EmptyState icon={<ClockIcon />} title="No booking history yet">
          Completed and cancelled bookings appear here.
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <div role="group" aria-label="Show" className="inline-flex flex-wrap rounded-lg bg-slate-100 p-1">
            {(['all', 'completed', 'cancelled', 'no-show'] as const).map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
                className={`min-h-11 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 sm:min-h-0 ${
                  filter === f ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
                }`}
              >
                {FILTER_LABELS[f]} ({counts[f]})
              </button>
            ))}
          </div>
          {zoneNote ? <p className="text-sm text-slate-600">Times in {zoneNote}.</p> : null}
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Booking history">
            {list.map((booking) => (
              <li key={booking._id} data-testid="history-booking">
                <BookingSummary
                  booking={booking}
                  headingLevel={2}
                  currency={owned.currency}
                  customCurrency={owned.customCurrency}
                  zoneNote={zoneNote}
                  extra={<p className="text-xs text-slate-500">{finishedText(booking, owned, new Date())}</p>}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
