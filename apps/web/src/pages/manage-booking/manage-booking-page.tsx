// /manage/:token (decisions.md 8.3): a guest's booking through the link of its emails, without
// signing in. It shows the booking (business, service, when in the business's local time with its
// zone when the visitor's differs, status, notes), the business's cancellation policy and how to
// reach the business, and lets the guest cancel or reschedule it until the cut-off, as a
// signed-in customer can. A booking still ahead can be added to a calendar (docs/decisions/0041). A
// completed booking can be reviewed here (docs/decisions/0023). An unknown, altered or expired link
// shows a page of its own.
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingBlock } from '@/components/ui/spinner';
import { useManagedBooking } from '@/entities/booking/api/get-managed-booking';
import { AddToCalendar } from '@/entities/booking/ui/add-to-calendar';
import { useBusinessById } from '@/entities/business/api/get-business';
import { BusinessContactCard } from '@/entities/business/ui/business-contact-card';
import { GuestBookingCard } from '@/features/manage-booking/components/guest-booking-card';
import { GuestReviewCard } from '@/features/review/components/guest-review-card';
import { hasStatus } from '@/lib/api-client';
import { LinkNotValid } from './link-not-valid';

export default function ManageBooking() {
  const token = useParams().token ?? '';
  const booking = useManagedBooking(token);
  // The contact card asks for the business too (one request): its address is the event's place.
  const business = useBusinessById(booking.data?.business._id);

  if (booking.isPending) return <LoadingBlock label="Loading your booking..." />;
  if (booking.isError && !booking.data) {
    if (hasStatus(booking.error, 404)) return <LinkNotValid />;
    return (
      <div className="mx-auto max-w-xl py-8">
        <PageTitle>Your booking</PageTitle>
        <Alert
          title="Your booking could not be loaded."
          onRetry={() => void booking.refetch()}
          retryClassName={buttonClasses('secondary', 'sm', 'min-h-11 sm:min-h-9')}
        >
          Please try again in a moment.
        </Alert>
      </div>
    );
  }

  const data = booking.data;
  return (
    <div className="mx-auto max-w-4xl">
      <PageTitle subtitle="Check, reschedule or cancel it here: no account needed.">Your booking</PageTitle>
      <div className="grid gap-6 lg:grid-cols-[1fr_300px]">
        <div className="space-y-4">
          <GuestBookingCard booking={data} token={token} />
          <AddToCalendar
            booking={data}
            address={business.data?.address ?? null}
            className="bg-white shadow-sm"
          />
          {data.status === 'completed' ? <GuestReviewCard booking={data} token={token} /> : null}
        </div>
        <BusinessContactCard booking={data} />
      </div>
    </div>
  );
}
