// The booking form of one service, loaded when it is first shown (with the validation libraries it
// uses), or a moment earlier when the visitor points at or focuses a Book button
// (preloadBookingForm): the page itself does not wait for it. The business page shows it in its
// modal (booking-dialog.tsx); the embedded booking in place of the services (docs/decisions/0041).
import type { Business, Service } from '@booklane/shared/schemas';
import { lazy, Suspense } from 'react';
import { LoadingBlock } from '@/components/ui/spinner';
import type { BookedResult } from './booking-form';

const loadBookingForm = () => import('./booking-form');
const BookingForm = lazy(() => loadBookingForm().then((m) => ({ default: m.BookingForm })));

/** Starts loading the form (a failure is left to the sheet, which loads it again). */
export function preloadBookingForm(): void {
  loadBookingForm().catch(() => undefined);
}

export function BookingSheet({
  service,
  business,
  onBooked,
}: {
  service: Service;
  business: Business;
  onBooked: (result: BookedResult) => void;
}) {
  return (
    <Suspense
      fallback={
        // About the height of the form's first screen, so the sheet does not jump when it comes.
        <div className="flex min-h-[24rem] items-center justify-center">
          <LoadingBlock label="Loading the booking form…" />
        </div>
      }
    >
      <BookingForm key={service._id} service={service} business={business} onBooked={onBooked} />
    </Suspense>
  );
}
