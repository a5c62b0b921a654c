// The services of the booking core wired on one database handle: buildApp wires them on the
// database, the demo seed on its transaction, so both create bookings with the same code.
import type { Clock } from '../clock';
import { transactor, type DbOrTx } from '../db/client';
import { AccessRepository } from './access/access.repository';
import { AccessService } from './access/access.service';
import { AvailabilityCache } from './bookings/availability-cache';
import { BookingsRepository } from './bookings/bookings.repository';
import { BookingsService, type BookingsExtras } from './bookings/bookings.service';
import { BusinessesRepository } from './businesses/businesses.repository';
import { BusinessesService } from './businesses/businesses.service';
import type { BookingNotifier } from './notifications/notifications.service';
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
  } & BookingsExtras,
): CoreServices {
  const { clock } = options;
  const transact = transactor(db);
  const access = options.access ?? new AccessService(new AccessRepository(db));
  const { events } = options;
  const availabilityCache = new AvailabilityCache();
  const availabilityChanged = (businessId: string, serviceId: string | null) => {
    availabilityCache.invalidate(businessId, serviceId);
    events?.availabilityChanged(businessId, serviceId);
  };
  const businesses = new BusinessesService(
    new BusinessesRepository(db),
    access,
    options.defaultTimeZone,
    clock,
    availabilityChanged,
  );
  const services = new ServicesService(
    transact,
    new ServicesRepository(db),
    businesses,
    access,
    clock,
    availabilityChanged,
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
      availabilityCache,
      ...(options.manageLinks ? { manageLinks: options.manageLinks } : {}),
    },
  );
  return { access, businesses, services, bookings };
}
