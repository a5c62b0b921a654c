// What the business can do with one booking (spec section 2, decisions.md 9.2): the status changes
// the shared rules allow now (Confirm, Cancel, Mark Completed and No-show once the start has
// passed), each asking first where it cannot be undone; Remove for a cancelled one. Shared by the
// Bookings tab's cards and the calendar's booking dialog.
import {
  allowedNextStatuses,
  BOOKING_STATUS_ACTIONS,
  hasStarted,
  type BookingStatus,
} from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';
import { useState, type ReactNode } from 'react';
import { CheckIcon, TrashIcon } from '@/components/ui/action-icons';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { AlertCircleIcon, CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { bookingActionLabel } from '@/entities/booking/model/booking-action-label';
import { useBookingActions } from '../hooks/use-booking-actions';
import { CancelBookingDialog, NoShowDialog } from './cancel-booking-dialog';

const ACTION_LOOK: Partial<Record<BookingStatus, { variant: ButtonVariant; icon: ReactNode }>> = {
  confirmed: { variant: 'primary', icon: <CheckIcon className="h-4 w-4" /> },
  completed: { variant: 'primary', icon: <CheckIcon className="h-4 w-4" /> },
  cancelled: { variant: 'secondary', icon: <CloseIcon className="h-4 w-4" /> },
  'no-show': { variant: 'secondary', icon: <AlertCircleIcon className="h-4 w-4" /> },
};

export function BookingActions({
  booking,
  businessId,
  timeZone,
  now,
  onChanged,
}: {
  booking: Booking;
  businessId: string;
  /** The business's zone: a date-only booking starts at its local midnight. */
  timeZone: string;
  now: Date;
  /** Told after a change went through (the calendar's dialog closes then). */
  onChanged?: () => void;
}) {
  const { status, remove } = useBookingActions(businessId);
  const [asking, setAsking] = useState<'cancelled' | 'no-show' | null>(null);
  const busyWith =
    status.isPending && status.variables?.booking._id === booking._id ? status.variables.to : null;
  const removing = remove.isPending && remove.variables?._id === booking._id;
  const change = (to: BookingStatus, reason?: string) =>
    status.mutate(
      { booking, to, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setAsking(null);
          onChanged?.();
        },
      },
    );
  const choose = (to: BookingStatus) => {
    if (to === 'cancelled' || to === 'no-show') setAsking(to);
    else change(to);
  };
  if (booking.status === 'cancelled') {
    return (
      <button
        type="button"
        disabled={removing}
        onClick={() => remove.mutate(booking, { onSuccess: () => onChanged?.() })}
        aria-label={bookingActionLabel('Remove', booking)}
        className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
      >
        {removing ? <Spinner /> : <TrashIcon className="h-4 w-4" />}
        Remove
      </button>
    );
  }
  const started = hasStarted(booking, timeZone, now);
  return (
    <>
      {allowedNextStatuses(booking.status, 'business', { started }).map((to) => {
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
      {asking === 'cancelled' ? (
        <CancelBookingDialog
          booking={booking}
          busy={busyWith === 'cancelled'}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => change('cancelled', reason)}
        />
      ) : null}
      {asking === 'no-show' ? (
        <NoShowDialog
          booking={booking}
          busy={busyWith === 'no-show'}
          onCancel={() => setAsking(null)}
          onConfirm={() => change('no-show')}
        />
      ) : null}
    </>
  );
}
