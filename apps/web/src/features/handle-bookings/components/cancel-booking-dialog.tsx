// Asks before a booking is cancelled (pending or confirmed), with a reason for the customer if the
// owner wants (decisions.md 8.5); and before one is marked as a no-show, which is final
// (decisions.md 9.2). Mounted while asking, so every time starts with an empty reason.
import { bookingContact, CANCELLATION_REASON_MAX_LENGTH, FALLBACK_NAMES } from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/field';

/** Over the limit, measured as the server does (trimmed): the message under the field. */
function reasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  return length > CANCELLATION_REASON_MAX_LENGTH
    ? `Keep the reason to ${CANCELLATION_REASON_MAX_LENGTH} characters or fewer (now ${length}).`
    : undefined;
}

type AskProps = {
  booking: Booking;
  busy: boolean;
  onCancel: () => void;
};

export function CancelBookingDialog({
  booking,
  busy,
  onCancel,
  onConfirm,
}: AskProps & { onConfirm: (reason: string | undefined) => void }) {
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

export function NoShowDialog({ booking, busy, onCancel, onConfirm }: AskProps & { onConfirm: () => void }) {
  const who = bookingContact(booking).name;
  const service = booking.service?.name || FALLBACK_NAMES.service;
  return (
    <ConfirmDialog
      open
      title="Mark as no-show?"
      message={`${who} did not come to their ${service} booking. This cannot be undone, and it shows in their history.`}
      confirmLabel="Mark as no-show"
      cancelLabel="Go back"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
