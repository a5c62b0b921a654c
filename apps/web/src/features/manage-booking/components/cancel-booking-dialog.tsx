// The customer's or guest's "Cancel this booking?" (decisions.md 8.3): names the booking, keeps it
// on Escape, the backdrop or 'Keep booking' (focused first, so Enter never cancels by accident),
// and shows the server's refusal in its own words (past the cut-off: it names the cut-off).
import { FALLBACK_NAMES } from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { AlertCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { failureText, hasStatus } from '@/lib/api-client';
import { bookingWhenText } from '@/entities/booking/model/self-service';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';

const CANCEL_FAILED = 'The booking could not be cancelled. Please try again.';

export function CancelBookingDialog({
  booking,
  onClose,
  cancel,
  onCancelled,
  onRefused,
}: {
  booking: Booking;
  onClose: () => void;
  /** The call that cancels it (the customer's or the manage link's). */
  cancel: () => Promise<Booking>;
  onCancelled: (booking: Booking) => void;
  /** The server refused (409: past the cut-off, or no longer active): the shown booking is stale. */
  onRefused?: () => void;
}) {
  const mutation = useMutation({
    mutationFn: cancel,
    onSuccess: (cancelled) => {
      toast.success('Booking cancelled.');
      onCancelled(cancelled);
      onClose();
    },
    onError: (err) => {
      if (hasStatus(err, 409)) onRefused?.();
    },
  });
  const service = booking.service?.name || FALLBACK_NAMES.service;
  const business = booking.business?.name || FALLBACK_NAMES.business;
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title="Cancel this booking?"
      icon={
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-red-50 text-red-600">
          <AlertCircleIcon />
        </span>
      }
      footer={
        <>
          <button
            type="button"
            data-autofocus
            onClick={close}
            className={buttonClasses('secondary', 'md', TOUCH_BUTTON)}
          >
            Keep booking
          </button>
          <button
            type="button"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate()}
            className={buttonClasses('danger', 'md', TOUCH_BUTTON)}
          >
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? 'Cancelling...' : 'Cancel booking'}
          </button>
        </>
      }
    >
      <p className="text-slate-700">
        <span className="font-medium text-slate-900">{service}</span> with {business},{' '}
        {bookingWhenText(booking)}. {business} will be told by email.
      </p>
      {mutation.isError ? (
        <Alert className="mt-4">{failureText(mutation.error, CANCEL_FAILED, { errorText: true })}</Alert>
      ) : null}
    </Dialog>
  );
}
