// The business page (/:username and /customer/business/:businessId): the business-page feature
// shows the business and its services; booking one opens the booking feature's modal.
import { bookingCreatedAlert } from '@booklane/shared/domain';
import { type Business, type Service } from '@booklane/shared/schemas';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { dashboardPathOf, PATHS } from '@/config/paths';
import type { BookedResult } from '@/features/book-service/components/booking-form';
import type { GuestBookingSummary } from '@/features/book-service/components/guest-success-dialog';
import { withMemberSentence } from '@/entities/booking/model/booking-member';
import { BusinessPageView } from './business-page-view';
import { ChatStartButton } from '@/features/chat/components/chat-start-button';
import { OnlineDotView } from '@/features/presence/components/online-dot-view';

// The booking modal and the sheet in it load on intent: when a Book button is pointed at,
// focused or tapped (the form and its date code a step behind), not with the page (issue 37).
const loadBookingDialog = () => import('@/features/book-service/components/booking-dialog');
const BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingDialog })));
const preloadBooking = () => {
  loadBookingDialog()
    .then((m) => m.preloadBookingForm())
    .catch(() => undefined);
};
// The guest's confirmation, only once a guest has booked.
const GuestSuccessDialog = lazy(() =>
  import('@/features/book-service/components/guest-success-dialog').then((m) => ({
    default: m.GuestSuccessDialog,
  })),
);

// The live status, and the realtime client under it, load once the page has shown; until then the
// dot says "Checking…", as it does while the connection starts.
const OnlineDot = lazy(() =>
  import('@/features/presence/components/online-dot').then((m) => ({ default: m.OnlineDot })),
);

export default function BusinessPagePage() {
  const { username, businessId } = useParams();
  const navigate = useNavigate();
  const [booking, setBooking] = useState<{ service: Service; business: Business } | null>(null);
  const [guestSummary, setGuestSummary] = useState<GuestBookingSummary | null>(null);

  const lookup = businessId ? { businessId } : { username: username ?? '' };

  const onBooked = ({ booking: result, asCustomer, guest }: BookedResult) => {
    if (!booking) return;
    if (asCustomer) {
      // Signed-in customer: the spec's alert text, then the customer dashboard (spec section 4).
      toast.success(withMemberSentence(bookingCreatedAlert(result.status), result));
      setBooking(null);
      navigate(dashboardPathOf('customer'));
      return;
    }
    setGuestSummary({
      booking: result,
      businessName: booking.business.name,
      serviceName: booking.service.name,
      timezone: booking.business.timezone,
      address: booking.business.address,
      guest,
    });
    setBooking(null);
  };

  return (
    <>
      <BusinessPageView
        key={businessId ?? username}
        lookup={lookup}
        onBook={(service, business) => setBooking({ service, business })}
        onBookIntent={preloadBooking}
        renderChat={(business) => (
          <>
            {/* Everyone sees whether the business is online, visitors too (decision 0008). */}
            <Suspense fallback={<OnlineDotView state="checking" />}>
              <OnlineDot businessId={business._id} />
            </Suspense>
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
      {guestSummary ? (
        <Suspense fallback={null}>
          <GuestSuccessDialog summary={guestSummary} onClose={() => navigate(PATHS.explore)} />
        </Suspense>
      ) : null}
    </>
  );
}
