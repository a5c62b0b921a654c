// Bookings tab (spec section 2): active bookings (pending and confirmed, by start) with Confirm,
// Cancel, Mark Completed and No-show (booking-actions.tsx); cancelled bookings, saying who
// cancelled them, can then be removed.
// Live (the dashboard listens to bookingChanged) and polled, so new bookings appear without a
// reload; a Refresh button asks at once. Every Cancel asks first, with an optional reason that the
// customer's email quotes (decisions.md 8.5); Mark Completed is offered once the start has passed
// (the server refuses it before). Each card shows the emails it caused, and may offer more for its
// customer (`customerAction`: the page puts the chat with them there). A link to one booking (the
// owner's calendar feed: `?tab=bookings&booking=<id>`, issue 39) scrolls to its card and marks it,
// or says it is no longer here.
import { ERROR_MESSAGES, FAILURE_MESSAGES } from '@booklane/shared/domain';
import { type Booking, type Business } from '@booklane/shared/schemas';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { RefreshIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { BookingSummary } from '@/entities/booking/ui/booking-summary';
import { buttonClasses } from '@/components/ui/button';
import { INLINE_LINK_TARGET } from '@/components/ui/touch-button';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { historyPathOf } from '@/config/paths';
import { errorReason } from '@/lib/api-client';
import { businessCancelledByText } from '@/entities/booking/model/business-booking-words';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { BookingActions } from './booking-actions';

function CancelledByLine({ booking }: { booking: Booking }) {
  const text = businessCancelledByText(booking);
  return text ? (
    <p className="text-sm font-medium text-slate-700" data-testid="cancelled-by">
      {text}
    </p>
  ) : null;
}

/** One booking of the business's lists: its summary in the business's currency, and what can be done. */
function BusinessBookingCard({
  booking,
  business,
  zoneNote,
  now,
  extra,
  customerAction,
}: {
  booking: Booking;
  business: Business;
  zoneNote: string | null;
  now: Date;
  extra?: ReactNode;
  customerAction?: ReactNode;
}) {
  return (
    <BookingSummary
      booking={booking}
      currency={business.currency}
      customCurrency={business.customCurrency}
      zoneNote={zoneNote}
      extra={extra}
      actions={
        <>
          <BookingActions
            booking={booking}
            businessId={business._id}
            timeZone={business.timezone}
            now={now}
          />
          {customerAction}
        </>
      }
    />
  );
}

/** The card a link names: scrolled into view and focused once, when its list has loaded. */
function useFocusedCard(bookingId: string | null | undefined, loaded: boolean) {
  const card = useRef<HTMLLIElement | null>(null);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!bookingId || !loaded || done.current === bookingId || !card.current) return;
    done.current = bookingId;
    card.current.scrollIntoView?.({ block: 'center' });
    card.current.focus({ preventScroll: true });
  });
  return (id: string) =>
    id === bookingId
      ? {
          ref: card,
          tabIndex: -1,
          'aria-current': true as const,
          className: 'rounded-2xl ring-2 ring-indigo-500 ring-offset-2 focus:outline-none',
        }
      : {};
}

export function BookingsTab({
  business,
  active,
  cancelled,
  onRefresh,
  refreshing,
  customerAction,
  focusBookingId,
}: {
  business: Business;
  active: { data: Booking[] | undefined; isLoading: boolean; error: unknown };
  cancelled: Booking[] | undefined;
  onRefresh: () => Promise<boolean>;
  refreshing: boolean;
  /** More for a booking's customer on its card (the chat with them), or nothing. */
  customerAction?: (booking: Booking) => ReactNode;
  /** A booking to show (`?booking=` of a link to it): its card is scrolled to and marked. */
  focusBookingId?: string | null;
}) {
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  // Mark Completed appears once a booking's start has passed, also while the tab stays open.
  const now = useNow(30_000);
  const refresh = async () => {
    const ok = await onRefresh();
    if (!ok) toast.error(ERROR_MESSAGES.refreshBookings);
  };
  const list = active.data ?? [];
  const loaded = Boolean(active.data) && cancelled !== undefined;
  const focused = useFocusedCard(focusBookingId, loaded);
  const missing =
    Boolean(focusBookingId) &&
    loaded &&
    ![...list, ...(cancelled ?? [])].some((b) => b._id === focusBookingId);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Active bookings</h2>
          <p className="text-sm text-slate-600">
            Pending and confirmed bookings, soonest first.
            {zoneNote ? ` Times in ${zoneNote}.` : ''}
          </p>
        </div>
        <button type="button" onClick={refresh} disabled={refreshing} className={buttonClasses('secondary')}>
          {refreshing ? <Spinner /> : <RefreshIcon className="h-4 w-4" />}
          Refresh
        </button>
      </div>
      {missing ? (
        <Alert tone="info" title="That booking is no longer active">
          It was completed, cancelled and removed, or moved out of this list.{' '}
          <Link to={historyPathOf('business')} className={`font-semibold underline ${INLINE_LINK_TARGET}`}>
            See booking history
          </Link>
        </Alert>
      ) : null}
      {active.isLoading ? (
        <LoadingBlock label="Loading bookings..." />
      ) : active.error && !active.data ? (
        <Alert>{FAILURE_MESSAGES.loadBusinessData(errorReason(active.error))}</Alert>
      ) : list.length === 0 ? (
        <EmptyState icon={<CalendarIcon />} title="No active bookings">
          New bookings from your public page show up here.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Active bookings">
          {list.map((booking) => (
            <li key={booking._id} data-testid="active-booking" {...focused(booking._id)}>
              <BusinessBookingCard
                booking={booking}
                business={business}
                zoneNote={zoneNote}
                now={now}
                customerAction={customerAction?.(booking)}
              />
            </li>
          ))}
        </ul>
      )}
      {cancelled && cancelled.length > 0 ? (
        <section aria-labelledby="cancelled-bookings" className="space-y-3">
          <div>
            <h2 id="cancelled-bookings" className="text-lg font-semibold text-slate-900">
              Cancelled
            </h2>
            <p className="text-sm text-slate-600">Remove cancelled bookings you no longer need to see.</p>
          </div>
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Cancelled bookings">
            {cancelled.map((booking) => (
              <li key={booking._id} data-testid="cancelled-booking" {...focused(booking._id)}>
                <BusinessBookingCard
                  booking={booking}
                  business={business}
                  zoneNote={zoneNote}
                  now={now}
                  extra={<CancelledByLine booking={booking} />}
                  customerAction={customerAction?.(booking)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
