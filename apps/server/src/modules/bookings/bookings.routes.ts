import type { FastifyInstance } from 'fastify';
import { limitedBy as limitBy, type RateLimit } from '../../http/rate-limit';
import { route } from '../../http/routes';
import type { NotificationsService } from '../notifications/notifications.service';
import type { BookingsService } from './bookings.service';

export function bookingsRoutes(
  app: FastifyInstance,
  bookings: BookingsService,
  notifications: NotificationsService,
  limits: { guestBookings: RateLimit; customerBookings: RateLimit; bookingChanges: RateLimit },
) {
  route(app, 'listMyBookings', ({ user }) => bookings.customerActive(user));
  route(app, 'listMyBookingHistory', ({ user }) => bookings.customerHistory(user));
  route(app, 'listBusinessBookings', ({ user, params, query }) =>
    bookings.businessActive(user, params.id, query),
  );
  route(app, 'listBusinessBookingHistory', ({ user, params }) => bookings.businessHistory(user, params.id));
  // Counted before the body is read: malformed attempts count too.
  route(app, 'createBooking', ({ user, body }) => bookings.createForCustomer(user, body), {
    preHandler: [limitBy(limits.customerBookings, (request) => request.user?.id ?? request.ip)],
  });
  route(app, 'createGuestBooking', ({ body }) => bookings.createForGuest(body), {
    preHandler: [limitBy(limits.guestBookings, (request) => request.ip)],
  });
  route(app, 'markAllBookingsViewed', ({ user }) => bookings.markAllViewed(user));
  route(app, 'updateBookingStatus', ({ user, params, body }) =>
    bookings.changeStatus(user, params.id, body.status, body.reason),
  );
  route(app, 'removeBookingForCustomer', ({ user, params }) => bookings.removeForCustomer(user, params.id));
  route(app, 'removeBookingForBusiness', ({ user, params }) => bookings.removeForBusiness(user, params.id));
  // A customer's own changes: each one emails the business, so one booking takes only so many.
  const changes = {
    preHandler: [
      limitBy(limits.bookingChanges, (request) => {
        const params = request.params as { id?: string; token?: string };
        return params.id ?? params.token ?? request.ip;
      }),
    ],
  };
  route(
    app,
    'cancelBookingByCustomer',
    ({ user, params }) => bookings.cancelByCustomer(user, params.id),
    changes,
  );
  route(
    app,
    'rescheduleBooking',
    ({ user, params, body }) => bookings.rescheduleByCustomer(user, params.id, body),
    changes,
  );
  route(app, 'getManagedBooking', ({ params }) => bookings.managed(params.token));
  route(app, 'cancelManagedBooking', ({ params }) => bookings.cancelManaged(params.token), changes);
  route(
    app,
    'rescheduleManagedBooking',
    ({ params, body }) => bookings.rescheduleManaged(params.token, body),
    changes,
  );
  route(app, 'listBookingNotifications', ({ user, params }) => notifications.logForBooking(user, params.id));
  route(app, 'getSlotAvailability', ({ params, query }) =>
    bookings.slotAvailability(params.serviceId, query),
  );
  route(app, 'updateDateOverrides', ({ user, params, body }) =>
    bookings.updateDateOverrides(user, params.id, body.dateOverrides),
  );
  route(app, 'getServiceAvailability', ({ params, query }) => bookings.availability(params.id, query));
}
