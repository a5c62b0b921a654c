// The booking modal (spec section 2): 'Book {service}', 'Complete your booking with {business}',
// a close control, at most 2xl wide and 90vh high, closable with Escape. The form inside (with
// the validation libraries it uses) loads when the modal first opens, or a moment earlier when
// the visitor points at or focuses a Book button (preloadBookingForm): the page itself does not
// wait for it.
import type { Business, Service } from '@booklane/shared/schemas';
import { lazy, Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { LoadingBlock } from '@/components/ui/spinner';
import type { BookedResult } from './booking-form';

const loadBookingForm = () => import('./booking-form');
const BookingForm = lazy(() => loadBookingForm().then((m) => ({ default: m.BookingForm })));

/** Starts loading the form (a failure is left to the dialog, which loads it again). */
export function preloadBookingForm(): void {
  loadBookingForm().catch(() => undefined);
}

export function BookingDialog({
  service,
  business,
  onClose,
  onBooked,
}: {
  service: Service | null;
  business: Business;
  onClose: () => void;
  onBooked: (result: BookedResult) => void;
}) {
  return (
    <Dialog
      open={service !== null}
      onClose={onClose}
      size="2xl"
      title={service ? `Book ${service.name}` : ''}
      description={`Complete your booking with ${business.name}`}
      closeLabel="Close booking"
    >
      {service ? (
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
      ) : null}
    </Dialog>
  );
}
