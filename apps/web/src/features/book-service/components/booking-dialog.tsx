// The booking modal (spec section 2): 'Book {service}', 'Complete your booking with {business}',
// a close control, at most 2xl wide and 90vh high, closable with Escape. The form inside is the
// booking sheet (booking-sheet.tsx), loaded when the modal first opens or on a Book button's hover.
import type { Business, Service } from '@booklane/shared/schemas';
import { Dialog } from '@/components/ui/dialog';
import type { BookedResult } from './booking-form';
import { BookingSheet } from './booking-sheet';

export { preloadBookingForm } from './booking-sheet';

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
      {service ? <BookingSheet service={service} business={business} onBooked={onBooked} /> : null}
    </Dialog>
  );
}
