import {
  bookingListQuerySchema,
  createBookingRequestSchema,
  guestBookingRequestSchema,
  slotAvailabilityQuerySchema,
  updateBookingStatusRequestSchema,
} from '@booklane/shared';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import type { RateLimit } from '../../http/rate-limit';
import { parse, parseId } from '../../http/validate';
import { tooMany } from '../auth/auth.service';
import { BOOKING_NOT_FOUND, type BookingsService } from './bookings.service';

type Params = { id?: string; serviceId?: string };

export async function bookingsRoutes(
  app: FastifyInstance,
  bookings: BookingsService,
  limits: { guestBookings: RateLimit },
) {
  const customer = { preHandler: requireUser('customer') };
  const business = { preHandler: requireUser('business') };
  const bookingId = (params: unknown) => parseId((params as Params).id, BOOKING_NOT_FOUND);

  app.get('/api/bookings/user', customer, async (request) => bookings.customerActive(currentUser(request)));
  app.get('/api/bookings/user/history', customer, async (request) =>
    bookings.customerHistory(currentUser(request)),
  );

  app.get('/api/bookings/business/:id', business, async (request) =>
    bookings.businessActive(
      currentUser(request),
      parseId((request.params as Params).id, 'Business not found'),
      parse(bookingListQuerySchema, request.query),
    ),
  );
  app.get('/api/bookings/business/:id/history', business, async (request) =>
    bookings.businessHistory(
      currentUser(request),
      parseId((request.params as Params).id, 'Business not found'),
    ),
  );

  app.post('/api/bookings', customer, async (request, reply) => {
    const body = parse(createBookingRequestSchema, request.body);
    return reply.status(201).send(await bookings.createForCustomer(currentUser(request), body));
  });

  app.post('/api/bookings/guest', async (request, reply) => {
    const wait = await limits.guestBookings.hit(request.ip);
    if (wait > 0) throw tooMany(wait);
    const body = parse(guestBookingRequestSchema, request.body);
    return reply.status(201).send(await bookings.createForGuest(body));
  });

  app.put('/api/bookings/mark-all-viewed', customer, async (request) =>
    bookings.markAllViewed(currentUser(request)),
  );

  app.put('/api/bookings/:id/status', business, async (request) => {
    const view = await bookings.bookingOfBusinessOwner(currentUser(request), bookingId(request.params));
    const { status } = parse(updateBookingStatusRequestSchema, request.body);
    return bookings.changeStatus(view, status);
  });

  app.put('/api/bookings/:id/remove-customer', customer, async (request) =>
    bookings.removeForCustomer(currentUser(request), bookingId(request.params)),
  );
  app.put('/api/bookings/:id/remove-business', business, async (request) =>
    bookings.removeForBusiness(currentUser(request), bookingId(request.params)),
  );

  app.get('/api/bookings/service/:serviceId/slot-availability', async (request) =>
    bookings.slotAvailability(
      parseId((request.params as Params).serviceId, 'Service not found'),
      parse(slotAvailabilityQuerySchema, request.query),
    ),
  );
}
