// The services of the booking core wired on one database handle: buildApp wires them on the
// database, the demo seed on its transaction, so both create bookings with the same code.
import type { Clock } from '../clock';
import { transactor, type DbOrTx } from '../db/client';
import { AccessRepository } from './access/access.repository';
import { AccessService } from './access/access.service';
import { BookingsRepository } from './bookings/bookings.repository';
import { BookingsService, type BookingsExtras } from './bookings/bookings.service';
import { BusinessesRepository } from './businesses/businesses.repository';
import { BusinessesService } from './businesses/businesses.service';
import type { BookingNotifier } from './notifications/notifications.service';
import { NO_PUBLIC_CHANGES, type PublicChanges } from './public-changes';
import { ServicesRepository } from './services/services.repository';
import { ServicesService } from './services/services.service';

export type CoreServices = {
  access: AccessService;
  businesses: BusinessesService;
  services: ServicesService;
  bookings: BookingsService;
};

export function createCoreServices(
  db: DbOrTx,
  options: {
    clock: Clock;
    defaultTimeZone: string;
    notifier: BookingNotifier;
    /** The access checks, when the caller also gives them to other services. */
    access?: AccessService;
    /** The public read cache, dropping what each write changes (absent in the demo seed). */
    publicReads?: PublicChanges;
  } & Omit<BookingsExtras, 'changed'>,
): CoreServices {
  const { clock } = options;
  const transact = transactor(db);
  const access = options.access ?? new AccessService(new AccessRepository(db));
  const { events } = options;
  const reads = options.publicReads ?? NO_PUBLIC_CHANGES;
  // Ready answers are dropped (on every process) before the business page's viewers hear of it
  // and refetch, and before the writer is answered.
  const changed: PublicChanges = {
    async business(businessId) {
      await reads.business(businessId);
      events?.availabilityChanged(businessId, null);
    },
    async service(businessId, serviceId) {
      await reads.service(businessId, serviceId);
      events?.availabilityChanged(businessId, serviceId);
    },
    async places(businessId, serviceId) {
      await reads.places(businessId, serviceId);
      events?.availabilityChanged(businessId, serviceId);
    },
    reviews: (businessId) => reads.reviews(businessId),
  };
  const businesses = new BusinessesService(
    new BusinessesRepository(db),
    access,
    options.defaultTimeZone,
    clock,
    changed,
  );
  const services = new ServicesService(
    transact,
    new ServicesRepository(db),
    businesses,
    access,
    clock,
    changed,
  );
  const bookings = new BookingsService(
    transact,
    new BookingsRepository(db),
    services,
    businesses,
    access,
    options.notifier,
    clock,
    {
      ...(options.events ? { events: options.events } : {}),
      changed,
      ...(options.manageLinks ? { manageLinks: options.manageLinks } : {}),
      ...(options.reviewsOf ? { reviewsOf: options.reviewsOf } : {}),
    },
  );
  return { access, businesses, services, bookings };
}
