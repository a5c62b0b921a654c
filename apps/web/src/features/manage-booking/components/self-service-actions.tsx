// What a customer (dashboard card) or a guest (manage page) may still do with a booking
// (decisions.md 8.3): Reschedule and Cancel booking until the business's cut-off, with the cut-off
// named under them; afterwards a short explanation instead. A flexible booking has no cut-off and
// no time to move: it can only be cancelled. The server checks it all again.
import { type Booking, type RescheduleBookingRequest } from '@booklane/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { INLINE_LINK_TARGET } from '@/components/ui/touch-button';
import { CalendarIcon, CloseIcon } from '@/components/ui/icons';
import { chatWithBusinessPath } from '@/config/paths';
import { visitorTimeZone } from '@/lib/format';
import {
  freeCancellationEndedText,
  freeCancellationUntilText,
  selfServiceState,
} from '@/entities/booking/model/self-service';
import { useNow } from '@/lib/use-now';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { RescheduleDialog } from './reschedule-dialog';

const SMALL_TOUCH = 'min-h-11 sm:min-h-9';
const CANCEL_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-3 py-1.5 ' +
  'text-sm font-medium text-red-700 shadow-sm transition-colors hover:bg-red-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  SMALL_TOUCH;

export function SelfServiceActions({
  booking,
  viewer,
  cancel,
  reschedule,
  onChanged,
  onStale,
  manageToken,
  className = '',
}: {
  booking: Booking;
  /** A guest's manage link token: the reschedule dialog's times leave the booking's own place out. */
  manageToken?: string;
  /** A signed-in customer can chat with the business; a guest is told to contact it. */
  viewer: 'customer' | 'guest';
  cancel: () => Promise<Booking>;
  reschedule: (body: RescheduleBookingRequest) => Promise<Booking>;
  /** The booking as the server answered after a change. */
  onChanged: (booking: Booking) => void;
  /** The server refused a change (409): reload the booking, its cut-off or status has moved on. */
  onStale: () => void;
  className?: string;
}) {
  const now = useNow(30_000);
  const [open, setOpen] = useState<'cancel' | 'reschedule' | null>(null);
  const state = selfServiceState(booking, now, visitorTimeZone());
  const service = booking.service?.name ?? '';

  let content = null;
  if (state.kind === 'open') {
    content = (
      <>
        <div className="flex flex-wrap gap-2">
          {state.canReschedule ? (
            <button
              type="button"
              onClick={() => setOpen('reschedule')}
              aria-label={`Reschedule ${service}`.trim()}
              className={buttonClasses('secondary', 'sm', SMALL_TOUCH)}
            >
              <CalendarIcon className="h-4 w-4 text-slate-500" />
              Reschedule
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => setOpen('cancel')}
            aria-label={`Cancel booking ${service}`.trim()}
            className={CANCEL_BUTTON}
          >
            <CloseIcon className="h-4 w-4" />
            Cancel booking
          </button>
        </div>
        {state.until ? (
          <p className="mt-1.5 text-xs text-slate-600">{freeCancellationUntilText(state.until)}</p>
        ) : null}
      </>
    );
  } else if (state.kind === 'closed') {
    content = (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
        {freeCancellationEndedText(state.ended)}{' '}
        {viewer === 'customer' ? (
          <>
            <Link
              to={chatWithBusinessPath(booking.business._id)}
              className={`font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 ${INLINE_LINK_TARGET}`}
            >
              Chat with the business
            </Link>{' '}
            to change this booking.
          </>
        ) : (
          'Please contact the business to change this booking.'
        )}
      </p>
    );
  }

  return (
    <>
      {content ? (
        <div className={className} data-testid="self-service">
          {content}
        </div>
      ) : null}
      {open === 'cancel' ? (
        <CancelBookingDialog
          booking={booking}
          cancel={cancel}
          onCancelled={onChanged}
          onRefused={onStale}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'reschedule' ? (
        <RescheduleDialog
          booking={booking}
          {...(manageToken ? { manageToken } : {})}
          reschedule={reschedule}
          onRescheduled={onChanged}
          onRefused={onStale}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
