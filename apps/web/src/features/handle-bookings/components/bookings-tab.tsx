// Bookings tab (spec section 2): active bookings (pending and confirmed, by start) with Confirm,
// Cancel and Mark Completed; cancelled bookings, saying who cancelled them, can then be removed.
// Live (the dashboard listens to bookingChanged) and polled, so new bookings appear without a
// reload; a Refresh button asks at once. Every Cancel asks first, with an optional reason that the
// customer's email quotes (decisions.md 8.5); Mark Completed is offered once the start has passed
// (the server refuses it before). Each card shows the emails it caused.
import {
  allowedNextStatuses,
  BOOKING_STATUS_ACTIONS,
  bookingContact,
  CANCELLATION_REASON_MAX_LENGTH,
  ERROR_MESSAGES,
  FAILURE_MESSAGES,
  FALLBACK_NAMES,
  hasStarted,
  type BookingStatus,
} from '@booklane/shared/domain';
import { type Booking, type Business } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CheckIcon, RefreshIcon, TrashIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { BookingSummary } from '@/entities/booking/ui/booking-summary';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TextAreaField } from '@/components/ui/field';
import { CalendarIcon, CloseIcon } from '@/components/ui/icons';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorReason } from '@/lib/api-client';
import { bookingActionLabel } from '@/entities/booking/model/booking-action-label';
import { businessCancelledByText } from '@/entities/booking/model/business-booking-words';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { bookingNotificationsKey, businessBookingsKey } from '@/entities/booking/api/keys';
import { removeBusinessBooking } from '../api/remove-booking';
import { updateBookingStatus } from '../api/update-booking-status';

const ACTION_LOOK: Partial<Record<BookingStatus, { variant: ButtonVariant; icon: React.ReactNode }>> = {
  confirmed: { variant: 'primary', icon: <CheckIcon className="h-4 w-4" /> },
  completed: { variant: 'primary', icon: <CheckIcon className="h-4 w-4" /> },
  cancelled: { variant: 'secondary', icon: <CloseIcon className="h-4 w-4" /> },
};

const STATUS_DONE: Partial<Record<BookingStatus, string>> = {
  confirmed: 'Booking confirmed.',
  cancelled: 'Booking cancelled.',
  completed: 'Booking marked as completed.',
};

function useBookingActions(businessId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: businessBookingsKey(businessId) });
  const status = useMutation({
    mutationFn: ({ booking, to, reason }: { booking: Booking; to: BookingStatus; reason?: string }) =>
      updateBookingStatus(booking._id, to, reason),
    onSuccess: async (_saved, { booking, to }) => {
      const text = STATUS_DONE[to];
      if (text) toast.success(text);
      // The change may have caused an email: an open Notifications section shows it.
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: bookingNotificationsKey(booking._id) }),
      ]);
    },
    onError: async (err) => {
      toast.error(FAILURE_MESSAGES.updateBooking(errorReason(err)));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (booking: Booking) => removeBusinessBooking(booking._id),
    onSuccess: async () => {
      toast.success('Booking removed.');
      await refresh();
    },
    onError: (err) => toast.error(FAILURE_MESSAGES.removeBooking(errorReason(err))),
  });
  return { status, remove };
}

/** Over the limit, measured as the server does (trimmed): the message under the field. */
function reasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  return length > CANCELLATION_REASON_MAX_LENGTH
    ? `Keep the reason to ${CANCELLATION_REASON_MAX_LENGTH} characters or fewer (now ${length}).`
    : undefined;
}

/**
 * Asks before a booking is cancelled (pending or confirmed), with a reason for the customer if
 * the owner wants. Mounted while asking, so every time starts with an empty reason.
 */
function CancelBookingDialog({
  booking,
  busy,
  onCancel,
  onConfirm,
}: {
  booking: Booking;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
}) {
  const [reason, setReason] = useState('');
  const error = reasonError(reason);
  const who = bookingContact(booking).name;
  const service = booking.service?.name || FALLBACK_NAMES.service;
  return (
    <ConfirmDialog
      open
      title="Cancel this booking?"
      message={`${who} will get an email saying you cancelled their ${service} booking${
        booking.status === 'pending' ? ' request' : ''
      }.`}
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      busy={busy}
      confirmDisabled={Boolean(error)}
      onCancel={onCancel}
      onConfirm={() => onConfirm(reason.trim() || undefined)}
    >
      <TextAreaField
        label="Reason for the customer"
        optional
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        hint={`Quoted in the cancellation email. ${reason.trim().length}/${CANCELLATION_REASON_MAX_LENGTH}`}
      />
    </ConfirmDialog>
  );
}

function BookingActions({
  booking,
  businessId,
  timeZone,
  now,
}: {
  booking: Booking;
  businessId: string;
  /** The business's zone: a date-only booking starts at its local midnight. */
  timeZone: string;
  now: Date;
}) {
  const { status, remove } = useBookingActions(businessId);
  const [askingToCancel, setAskingToCancel] = useState(false);
  const busyWith =
    status.isPending && status.variables?.booking._id === booking._id ? status.variables.to : null;
  const removing = remove.isPending && remove.variables?._id === booking._id;
  const choose = (to: BookingStatus) => {
    if (to === 'cancelled') setAskingToCancel(true);
    else status.mutate({ booking, to });
  };
  if (booking.status === 'cancelled') {
    return (
      <button
        type="button"
        disabled={removing}
        onClick={() => remove.mutate(booking)}
        aria-label={bookingActionLabel('Remove', booking)}
        className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
      >
        {removing ? <Spinner /> : <TrashIcon className="h-4 w-4" />}
        Remove
      </button>
    );
  }
  return (
    <>
      {allowedNextStatuses(booking.status, 'business', {
        started: hasStarted(booking, timeZone, now),
      }).map((to) => {
        const look = ACTION_LOOK[to];
        const text = BOOKING_STATUS_ACTIONS[to] ?? to;
        return (
          <button
            key={to}
            type="button"
            disabled={busyWith !== null}
            onClick={() => choose(to)}
            aria-label={bookingActionLabel(text, booking)}
            className={buttonClasses(look?.variant ?? 'secondary', 'sm')}
          >
            {busyWith === to ? <Spinner /> : look?.icon}
            {text}
          </button>
        );
      })}
      {askingToCancel ? (
        <CancelBookingDialog
          booking={booking}
          busy={busyWith === 'cancelled'}
          onCancel={() => setAskingToCancel(false)}
          onConfirm={(reason) =>
            status.mutate(
              { booking, to: 'cancelled', ...(reason ? { reason } : {}) },
              { onSuccess: () => setAskingToCancel(false) },
            )
          }
        />
      ) : null}
    </>
  );
}

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
