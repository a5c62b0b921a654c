// A booking made, moved or ended changes what its service can still take: the public read cache
// drops the service's ready availability answers on every process, and the business page's
// viewers refetch (through PublicChanges, wired by the composition root). A subscriber of the
// booking lifecycle; a confirmation changes no count.
import type { PublicChanges } from '../public-changes';
import type { BookingCommitted, BookingSubscriber } from './lifecycle';

export function availabilityChangeSubscriber(changed: Pick<PublicChanges, 'places'>): BookingSubscriber {
  return {
    async committed(event: BookingCommitted) {
      const serviceId = event.view.booking.serviceId;
      if (event.type === 'confirmed' || !serviceId) return;
      await changed.places(event.view.business.id, serviceId);
    },
  };
}
