// What the slot availability check found for the chosen time (services with a slot limit): it is
// checking, the slot is full (the spec's message), how many places are left, or that it could not
// tell (booking is still allowed: the server has the last word).
import { slotFullMessage, type BookingType } from '@booklane/shared';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { useSlotAvailability } from '@/lib/slot-availability';

export function SlotAvailabilityStatus({
  bookingType,
  availability,
}: {
  bookingType: BookingType;
  availability: ReturnType<typeof useSlotAvailability>;
}) {
  const full = availability.data?.available === false;
  return (
    <div aria-live="polite">
      {availability.isFetching ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4 text-indigo-600" />
          Checking availability…
        </p>
      ) : full ? (
        <Alert>{slotFullMessage(bookingType)}</Alert>
      ) : availability.data ? (
        <p className="text-sm font-medium text-emerald-700">
          {availability.data.availableSlots === 1
            ? '1 place left.'
            : `${availability.data.availableSlots} places left.`}
        </p>
      ) : availability.isError ? (
        <p className="text-sm text-slate-500">Availability could not be checked; you can still book.</p>
      ) : null}
    </div>
  );
}
