import { ManageBooking } from '@/features/manage-booking/components/manage-booking';

export default function ManageBookingPage() {
  return <ManageBooking />;
}
