// The business page (/:username and /customer/business/:businessId): the business-page feature
// shows the business and its services; booking one opens the booking feature's modal.
import { bookingCreatedAlert, type Business, type Service } from '@booklane/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { dashboardPathOf, PATHS } from '@/config/paths';
import type { BookedResult } from '@/features/booking/components/booking-form';
import {
  GuestSuccessDialog,
  type GuestBookingSummary,
} from '@/features/booking/components/guest-success-dialog';
import { BusinessPageView } from '@/features/business-page/components/business-page-view';
import { ChatStartButton } from '@/features/chat/components/chat-start-button';
import { OnlineDot } from '@/features/presence/components/online-dot';

// The booking form (and the validation library it uses) loads after the page shows; it is
// fetched in the background as soon as the page mounts, so opening it does not wait.
const loadBookingDialog = () => import('@/features/booking/components/booking-dialog');
const BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingDialog })));

export default function BusinessPagePage() {
  const { username, businessId } = useParams();
  const navigate = useNavigate();
  const [booking, setBooking] = useState<{ service: Service; business: Business } | null>(null);
  const [guestSummary, setGuestSummary] = useState<GuestBookingSummary | null>(null);

  useEffect(() => {
    void loadBookingDialog();
  }, []);

  const lookup = businessId ? { businessId } : { username: username ?? '' };

  const onBooked = ({ booking: result, asCustomer }: BookedResult) => {
    if (!booking) return;
    if (asCustomer) {
      // Signed-in customer: the spec's alert text, then the customer dashboard (spec section 4).
      toast.success(bookingCreatedAlert(result.status));
      setBooking(null);
      navigate(dashboardPathOf('customer'));
      return;
    }
    setGuestSummary({
      booking: result,
      businessName: booking.business.name,
      serviceName: booking.service.name,
      timezone: booking.business.timezone,
    });
    setBooking(null);
  };

  return (
    <>
      <BusinessPageView
        key={businessId ?? username}
        lookup={lookup}
        onBook={(service, business) => setBooking({ service, business })}
        renderChat={(business) => (
          <>
            {/* Everyone sees whether the business is online, visitors too (decision 0008). */}
            <OnlineDot businessId={business._id} />
            <ChatStartButton businessId={business._id} />
          </>
        )}
      />
      {booking ? (
        <Suspense fallback={null}>
          <BookingDialog
            service={booking.service}
            business={booking.business}
            onClose={() => setBooking(null)}
            onBooked={onBooked}
          />
        </Suspense>
      ) : null}
      <GuestSuccessDialog summary={guestSummary} onClose={() => navigate(PATHS.explore)} />
    </>
  );
}
