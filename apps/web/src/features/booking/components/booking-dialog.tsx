// The booking modal (spec section 2): 'Book {service}', 'Complete your booking with {business}',
// a close control, at most 2xl wide and 90vh high, closable with Escape.
import type { Business, Service } from '@booklane/shared';
import { Dialog } from '@/components/ui/dialog';
import { BookingForm, type BookedResult } from './booking-form';

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
        <BookingForm key={service._id} service={service} business={business} onBooked={onBooked} />
      ) : null}
    </Dialog>
  );
}
