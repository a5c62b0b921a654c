// POST /bookings (signed-in customer) and POST /bookings/guest (everyone else): the booking
// result carries status, bookingDate, startTime and the service (spec sections 3 and 7).
import type { Booking, CreateBookingRequest, GuestBookingRequest } from '@booklane/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export type BookingRequest =
  { kind: 'customer'; body: CreateBookingRequest } | { kind: 'guest'; body: GuestBookingRequest };

function createBooking(request: BookingRequest): Promise<Booking> {
  return request.kind === 'customer'
    ? callApi('createBooking', { body: request.body })
    : callApi('createGuestBooking', { body: request.body });
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
