// The business page (/:username and /customer/business/:businessId): the business-page feature
// shows the business and its services; booking one opens the booking feature's modal.
import { type Business, type Service } from '@booklane/shared/schemas';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { dashboardPathOf, PATHS } from '@/config/paths';
import type { BookedResult } from '@/features/book-service/components/booking-form';
import type { GuestBookingSummary } from '@/features/book-service/components/guest-success-dialog';
import { deferred } from '@/lib/deferred';
import { BusinessPageView } from './business-page-view';
import { OnlineDotView } from '@/features/presence/components/online-dot-view';
import { BUSINESS_PAGE_PARTS } from './prefetch-business-page';

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

// The live status, and the realtime client under it, load after the page (lib/deferred.tsx: once
// the browser is idle, on a page the server rendered); until then the dot says "Checking…", as it
// does while the connection starts. The chat button too.
const OnlineDot = deferred(
  () => BUSINESS_PAGE_PARTS.onlineDot().then((m) => m.OnlineDot),
  <OnlineDotView state="checking" />,
);
const ChatStartButton = deferred(() => BUSINESS_PAGE_PARTS.chat().then((m) => m.ChatStartButton));

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
      // Its code loads now, not with the page (issue 37).
      void import('@/entities/booking/model/booked-alert').then(({ bookedAlertText }) =>
        toast.success(bookedAlertText(result)),
      );
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
      {guestSummary ? (
        <Suspense fallback={null}>
          <GuestSuccessDialog summary={guestSummary} onClose={() => navigate(PATHS.explore)} />
        </Suspense>
      ) : null}
    </>
  );
}
