// A guest's booking on its manage page (decisions.md 8.3): the booking, and Cancel and Reschedule
// through the manage link until the cut-off, as a signed-in customer can.
import type { Booking } from '@booklane/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { managedBookingKey } from '@/entities/booking/api/keys';
import { GuestBookingDetails } from '@/entities/booking/ui/guest-booking-details';
import { cancelManagedBooking, rescheduleManagedBooking } from '../api/change-managed-booking';
import { SelfServiceActions } from './self-service-actions';

export function GuestBookingCard({ booking, token }: { booking: Booking; token: string }) {
  const queryClient = useQueryClient();
  const onChanged = (changed: Booking) => {
    queryClient.setQueryData(managedBookingKey(token), changed);
    void queryClient.invalidateQueries({ queryKey: managedBookingKey(token) });
  };
  return (
    <GuestBookingDetails booking={booking}>
      <SelfServiceActions
        booking={booking}
        viewer="guest"
        manageToken={token}
        cancel={() => cancelManagedBooking(token)}
        reschedule={(body) => rescheduleManagedBooking(token, body)}
        onChanged={onChanged}
        onStale={() => void queryClient.invalidateQueries({ queryKey: managedBookingKey(token) })}
        className="mt-5"
      />
    </GuestBookingDetails>
  );
}
