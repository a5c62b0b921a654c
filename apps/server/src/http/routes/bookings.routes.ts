import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../composition';
import { DEVICE_COOKIE } from '../../modules/auth/device-trust';
import {
  GUEST_BOOKINGS_COOKIE,
  GUEST_BOOKINGS_COOKIE_MAX_AGE,
  GUEST_BOOKINGS_COOKIE_PATH,
} from '../../modules/bookings/guest-browser';
import { readCookie, setCookie } from '../cookies';
import { limitedBy as limitBy } from '../rate-limit';
import { route } from '../route';

export function bookingsRoutes(
  app: FastifyInstance,
  { bookings, guestBrowser, availability, deliveryLog, routeLimits: limits }: Services,
  opts: { secureCookies: boolean },
) {
  const { creation, status, selfService, lists, closures } = bookings;
  route(app, 'listMyBookings', ({ user }) => lists.customerActive(user));
  route(app, 'listMyBookingHistory', ({ user }) => lists.customerHistory(user));
  // The guest bookings this browser made with the account's address, while it is unconfirmed.
  route(app, 'listMyBookingsAwaitingVerification', ({ user, request }) =>
    lists.awaitingVerification(user, guestBrowser.idsOf(readCookie(request, GUEST_BOOKINGS_COOKIE))),
  );
  route(app, 'listBusinessBookings', ({ user, params, query }) =>
    lists.businessActive(user, params.id, query),
  );
  route(app, 'listBusinessBookingHistory', ({ user, params, query }) =>
    lists.businessHistory(user, params.id, query),
  );
  // Each booking notes whether the business's own account or browser made it (docs/decisions/0031).
  const device = (request: FastifyRequest) => readCookie(request, DEVICE_COOKIE);
  // Counted before the body is read: malformed attempts count too.
  route(
    app,
    'createBooking',
    ({ user, body, request }) => creation.forCustomer(user, body, device(request)),
    {
      preHandler: [limitBy(limits.customerBookings, (request) => request.user?.id ?? request.ip)],
    },
  );
  route(
    app,
    'createGuestBooking',
    async ({ user, body, request, reply }) => {
      const booking = await creation.forGuest(body, { accountId: user?.id ?? null, device: device(request) });
      // The browser remembers what it booked, for the account it may create next (issue 39).
      setCookie(
        reply,
        GUEST_BOOKINGS_COOKIE,
        guestBrowser.remember(readCookie(request, GUEST_BOOKINGS_COOKIE), booking._id),
        {
          maxAgeSeconds: GUEST_BOOKINGS_COOKIE_MAX_AGE,
          sameSite: 'Strict',
          secure: opts.secureCookies,
          path: GUEST_BOOKINGS_COOKIE_PATH,
        },
      );
      return booking;
    },
    { preHandler: [limitBy(limits.guestBookings, (request) => request.ip)] },
  );
  route(app, 'markAllBookingsViewed', ({ user }) => lists.markAllViewed(user));
  route(app, 'updateBookingStatus', ({ user, params, body }) =>
    status.change(user, params.id, body.status, body.reason),
  );
  route(app, 'removeBookingForCustomer', ({ user, params }) => status.removeForCustomer(user, params.id));
  route(app, 'removeBookingForBusiness', ({ user, params }) => status.removeForBusiness(user, params.id));
  // A customer's own changes: counted per caller and booking by the service, after access.
  route(app, 'cancelBookingByCustomer', ({ user, params }) => selfService.cancelByCustomer(user, params.id));
  route(app, 'rescheduleBooking', ({ user, params, body }) =>
    selfService.rescheduleByCustomer(user, params.id, body),
  );
  // The business's own changes (decisions.md 9.2): the calendar's drag, walk-ins, a booking's history.
  route(app, 'rescheduleBookingByBusiness', ({ user, params, body }) =>
    selfService.rescheduleByBusiness(user, params.id, body),
  );
  route(app, 'createBusinessBooking', ({ user, params, body, request }) =>
    creation.forBusiness(user, params.id, body, device(request)),
  );
  route(app, 'getBooking', ({ user, params }) => lists.one(user, params.id));
  route(app, 'listBookingEvents', ({ user, params }) => lists.events(user, params.id));
  route(app, 'getManagedBooking', ({ params, reply }) => {
    // The guest's booking with their name, email and phone: no cache may keep it (issue 32).
    void reply.header('Cache-Control', 'private, no-store');
    return selfService.managed(params.token);
  });
  route(app, 'cancelManagedBooking', ({ params }) => selfService.cancelManaged(params.token));
  route(app, 'rescheduleManagedBooking', ({ params, body }) =>
    selfService.rescheduleManaged(params.token, body),
  );
  route(app, 'listBookingNotifications', ({ user, params }) => deliveryLog.logForBooking(user, params.id));
  route(app, 'getSlotAvailability', ({ params, query }) =>
    availability.slotAvailability(params.serviceId, query),
  );
  route(app, 'updateDateOverrides', ({ user, params, body }) =>
    closures.update(user, params.id, body.dateOverrides),
  );
  route(
    app,
    'getServiceAvailability',
    async ({ params, query, user, request }) => {
      const { answer, ...life } = await availability.availabilityAndLife(params.id, query, {
        user,
        manageToken: query.manageToken,
      });
      // Kept until a booking of the business or the clock changes it (docs/decisions/0018).
      request.publicReadLife = life;
      return answer;
    },
    // Built by the shared rules (teamAvailability) to the table's type; see RouteOptions.
    { sendAsBuilt: true },
  );
}
