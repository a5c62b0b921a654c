// The business's status changes of a booking (spec section 2, decisions.md 8.5 and 9.2): Confirm,
// Cancel (with a reason), Mark Completed and No-show, and Remove of a cancelled one. Each success
// says so and reloads the business's lists, the calendar and the booking's history and emails;
// each failure shows the server's reason.
import { FAILURE_MESSAGES, type BookingStatus } from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { bookingNotificationsKey, businessBookingsKey } from '@/entities/booking/api/keys';
import { errorReason } from '@/lib/api-client';
import { removeBusinessBooking } from '../api/remove-booking';
import { updateBookingStatus } from '../api/update-booking-status';

const STATUS_DONE: Partial<Record<BookingStatus, string>> = {
  confirmed: 'Booking confirmed.',
  cancelled: 'Booking cancelled.',
  completed: 'Booking marked as completed.',
  'no-show': 'Booking marked as no-show.',
};

export type StatusChange = { booking: Booking; to: BookingStatus; reason?: string };

export function useBookingActions(businessId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: businessBookingsKey(businessId) });
  const status = useMutation({
    mutationFn: ({ booking, to, reason }: StatusChange) => updateBookingStatus(booking._id, to, reason),
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
