// 'My Active Bookings': pending and confirmed bookings, which the customer may cancel or reschedule
// until the business's cut-off (decisions.md 8.3), and cancelled ones the customer can remove,
// saying who cancelled. Each names the team member it is with (decisions.md 9.1), can be added to a
// calendar (docs/decisions/0041) and shows the emails sent to the customer about it
// (Notifications, decisions.md 8.2).
import { ERROR_MESSAGES, FAILURE_MESSAGES, FALLBACK_NAMES } from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { AddToCalendar } from '@/entities/booking/ui/add-to-calendar';
import { BookingNotifications } from '@/entities/booking/ui/booking-notifications';
import { BookingStatusBadge } from '@/entities/booking/ui/booking-status-badge';
import { SelfServiceActions } from './self-service-actions';
import { Alert } from '@/components/ui/alert';
import { CalendarIcon } from '@/components/ui/icons';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { historyPathOf } from '@/config/paths';
import { errorReason } from '@/lib/api-client';
import { customerBookingChangedKeys } from '@/entities/booking/api/keys';
import { bookingMemberText } from '@/entities/booking/model/booking-member';
import { bookingWhenText, cancelledByText } from '@/entities/booking/model/self-service';
import { cancelMyBooking, rescheduleMyBooking } from '../api/change-my-booking';
import { useRemoveBooking } from '../api/remove-my-booking';

function BookingRow({
  booking,
  onRemove,
  removing,
}: {
  booking: Booking;
  onRemove?: () => void;
  removing?: boolean;
}) {
  const queryClient = useQueryClient();
  const cancelledBy = cancelledByText(booking);
  const member = bookingMemberText(booking);
  const onChanged = () => {
    for (const queryKey of customerBookingChangedKeys(booking._id)) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  return (
    <li className="py-3" data-testid="active-booking">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">
            {booking.service?.name || FALLBACK_NAMES.service}
          </p>
          <p className="truncate text-sm text-slate-600">
            {booking.business?.name || FALLBACK_NAMES.business}
          </p>
          {member ? <p className="break-words text-sm text-slate-600">{member}</p> : null}
          <p className="mt-0.5 text-sm text-slate-600">{bookingWhenText(booking)}</p>
          {cancelledBy ? <p className="mt-0.5 text-sm font-medium text-red-700">{cancelledBy}</p> : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          <BookingStatusBadge status={booking.status} />
          {onRemove ? (
            <button
              type="button"
              onClick={onRemove}
              disabled={removing}
              aria-label={`Remove cancelled booking ${booking.service?.name ?? ''}`.trim()}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 sm:min-h-9 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
            >
              {removing ? <Spinner /> : null}
              Remove
            </button>
          ) : null}
        </div>
      </div>
      <SelfServiceActions
        booking={booking}
        viewer="customer"
        cancel={() => cancelMyBooking(booking._id)}
        reschedule={(body) => rescheduleMyBooking(booking._id, body)}
        onChanged={onChanged}
        onStale={onChanged}
        className="mt-2"
      />
      {/* The booking answer has no address: the event names the business's page instead. */}
      <AddToCalendar booking={booking} compact className="mt-1" />
      <BookingNotifications bookingId={booking._id} viewer="customer" className="mt-1" />
    </li>
  );
}

export function BookingsPanel({
  active,
  cancelled,
  isLoading,
  failed,
  onRetry,
  notice,
}: {
  active: Booking[] | undefined;
  cancelled: Booking[];
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Said above the bookings, and instead of "No upcoming bookings" (a new account's guest booking). */
  notice?: ReactNode;
}) {
  const titleId = useId();
  const remove = useRemoveBooking();
  const onRemove = (booking: Booking) =>
    remove.mutate(booking._id, {
      onSuccess: () => toast.success('Booking removed.'),
      onError: (err) => toast.error(FAILURE_MESSAGES.removeBooking(errorReason(err))),
    });

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarIcon className="h-5 w-5 text-indigo-600" />
        My Active Bookings
      </h2>
      {isLoading ? (
        <LoadingBlock label="Loading your bookings..." />
      ) : failed ? (
        <Alert className="mt-4" title={ERROR_MESSAGES.loadDashboard} onRetry={onRetry} />
      ) : (
        <>
          {notice}
          {active && active.length > 0 ? (
            <ul className="mt-2 divide-y divide-slate-100" aria-label="Active bookings">
              {active.map((booking) => (
                <BookingRow key={booking._id} booking={booking} />
              ))}
            </ul>
          ) : notice ? null : (
            <p className="mt-3 text-sm text-slate-600">
              No upcoming bookings. Find a business below and book a service.
            </p>
          )}
          {cancelled.length > 0 ? (
            <div className="mt-4 border-t border-slate-200 pt-3">
              <h3 className="text-sm font-semibold text-slate-700">Cancelled</h3>
              <ul className="divide-y divide-slate-100" aria-label="Cancelled bookings">
                {cancelled.map((booking) => (
                  <BookingRow
                    key={booking._id}
                    booking={booking}
                    onRemove={() => onRemove(booking)}
                    removing={remove.isPending && remove.variables === booking._id}
                  />
                ))}
              </ul>
            </div>
          ) : null}
          <Link
            to={historyPathOf('customer')}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-indigo-700 hover:underline sm:mt-4 sm:min-h-0"
          >
            See booking history
          </Link>
        </>
      )}
    </section>
  );
}
