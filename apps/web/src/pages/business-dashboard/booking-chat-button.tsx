// On a booking card of the owner's Bookings tab (issue 38 item 3): the chat with the customer who
// booked, opened (or started) right there. Only an account can be written to: none for a guest.
import type { Booking } from '@booklane/shared/schemas';
import { bookingActionLabel } from '@/entities/booking/model/booking-action-label';
import { MessageCustomerButton } from '@/features/chat/components/message-customer-button';

export function BookingChatButton({ booking }: { booking: Booking }) {
  const customer = booking.customer;
  if (!customer?._id) return null;
  return (
    <MessageCustomerButton
      customerId={customer._id}
      name={customer.name}
      label={bookingActionLabel('Message', booking)}
    />
  );
}
