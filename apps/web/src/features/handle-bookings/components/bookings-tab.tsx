// Bookings tab (spec section 2): active bookings (pending and confirmed, by start) with Confirm,
// Cancel, Mark Completed and No-show (booking-actions.tsx); cancelled bookings, saying who
// cancelled them, can then be removed.
// Live (the dashboard listens to bookingChanged) and polled, so new bookings appear without a
// reload; a Refresh button asks at once. Every Cancel asks first, with an optional reason that the
// customer's email quotes (decisions.md 8.5); Mark Completed is offered once the start has passed
// (the server refuses it before). Each card shows the emails it caused.
import { ERROR_MESSAGES, FAILURE_MESSAGES } from '@booklane/shared/domain';
import { type Booking, type Business } from '@booklane/shared/schemas';
import { type ReactNode } from 'react';
import { RefreshIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { BookingSummary } from '@/entities/booking/ui/booking-summary';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
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
}: {
  booking: Booking;
  business: Business;
  zoneNote: string | null;
  now: Date;
  extra?: ReactNode;
}) {
  return (
    <BookingSummary
      booking={booking}
      currency={business.currency}
      customCurrency={business.customCurrency}
      zoneNote={zoneNote}
      extra={extra}
      actions={
        <BookingActions booking={booking} businessId={business._id} timeZone={business.timezone} now={now} />
      }
    />
  );
}

export function BookingsTab({
  business,
  active,
  cancelled,
  onRefresh,
  refreshing,
}: {
  business: Business;
  active: { data: Booking[] | undefined; isLoading: boolean; error: unknown };
  cancelled: Booking[] | undefined;
  onRefresh: () => Promise<boolean>;
  refreshing: boolean;
}) {
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  // Mark Completed appears once a booking's start has passed, also while the tab stays open.
  const now = useNow(30_000);
  const refresh = async () => {
    const ok = await onRefresh();
    if (!ok) toast.error(ERROR_MESSAGES.refreshBookings);
  };
  const list = active.data ?? [];
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
            <li key={booking._id} data-testid="active-booking">
              <BusinessBookingCard booking={booking} business={business} zoneNote={zoneNote} now={now} />
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
              <li key={booking._id} data-testid="cancelled-booking">
                <BusinessBookingCard
                  booking={booking}
                  business={business}
                  zoneNote={zoneNote}
                  now={now}
                  extra={<CancelledByLine booking={booking} />}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
