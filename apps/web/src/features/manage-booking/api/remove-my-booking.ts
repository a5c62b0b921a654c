// PUT /bookings/{id}/remove-customer (cancelled bookings only): hides it from the customer's
// lists, remembers it under customerRemovedBookings and tells other screens (customerBookingRemoved).
import { BOOKING_REMOVED_EVENTS } from '@booklane/shared/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CUSTOMER_BOOKINGS_KEY } from '@/entities/booking/api/keys';
import { local, STORAGE_KEYS } from '@/lib/storage';

function removeBooking(bookingId: string) {
  return callApi('removeBookingForCustomer', { params: { id: bookingId } });
}

function remember(bookingId: string) {
  let list: unknown;
  try {
    list = JSON.parse(local.get(STORAGE_KEYS.customerRemovedBookings) ?? '[]');
  } catch {
    list = [];
  }
  const ids = Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  if (!ids.includes(bookingId)) ids.push(bookingId);
  local.set(STORAGE_KEYS.customerRemovedBookings, JSON.stringify(ids));
}

export function useRemoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBooking,
    onSuccess: (_answer, bookingId) => {
      remember(bookingId);
      window.dispatchEvent(new Event(BOOKING_REMOVED_EVENTS.customer));
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_BOOKINGS_KEY });
    },
  });
}
