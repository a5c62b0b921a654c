import type { FastifyInstance } from 'fastify';
import type { Services } from '../../composition';
import { limitedBy } from '../rate-limit';
import { route } from '../route';

export function reviewsRoutes(app: FastifyInstance, { reviews, routeLimits }: Services) {
  const limits = { reports: routeLimits.reviewReports, guestWrites: routeLimits.reviewGuestWrites };
  // A manage link writes and changes its review only so often; an account reports only so many.
  const guestWrites = {
    preHandler: [limitedBy(limits.guestWrites, (request) => (request.params as { token: string }).token)],
  };
  const reports = { preHandler: [limitedBy(limits.reports, (request) => request.user?.id ?? request.ip)] };
  route(app, 'createBookingReview', ({ user, params, body }) =>
    reviews.createForCustomer(user, params.id, body),
  );
  route(
    app,
    'createManagedReview',
    ({ params, body }) => reviews.createForGuest(params.token, body),
    guestWrites,
  );
  route(
    app,
    'updateManagedReview',
    ({ params, body }) => reviews.updateForGuest(params.token, body),
    guestWrites,
  );
  route(app, 'updateReview', ({ user, params, body }) => reviews.updateByAuthor(user, params.id, body));
  route(app, 'answerReview', ({ user, params, body }) => reviews.answer(user, params.id, body.text));
  route(
    app,
    'reportReview',
    ({ user, params, body }) => reviews.report(user, params.id, body.reason),
    reports,
  );
  route(app, 'listBusinessReviews', ({ params, query }) => reviews.publicPage(params.id, query));
  route(app, 'listBusinessReviewsForOwner', ({ user, params, query }) =>
    reviews.ownerPage(user, params.id, query),
  );
}
