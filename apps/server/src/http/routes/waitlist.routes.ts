import type { FastifyInstance } from 'fastify';
import type { WaitlistOffers } from '../../modules/waitlist/waitlist-offers.service';
import type { WaitlistService } from '../../modules/waitlist/waitlist.service';
import { route } from '../route';

export function waitlistRoutes(app: FastifyInstance, waitlist: WaitlistService, offers: WaitlistOffers) {
  // A guest's joins are counted by the service (per client address and address typed).
  route(app, 'joinWaitlist', ({ user, params, body, request }) =>
    waitlist.join(user, params.id, body, request.ip),
  );
  route(app, 'listMyWaitlist', ({ user }) => waitlist.listMine(user));
  route(app, 'leaveWaitlist', ({ user, params }) => waitlist.leave(user, params.id));
  route(app, 'leaveWaitlistAsGuest', ({ params, reply }) => {
    void reply.header('Cache-Control', 'private, no-store');
    return waitlist.leaveAsGuest(params.token);
  });
  route(app, 'listBusinessWaitlist', ({ user, params, query }) =>
    waitlist.listForBusiness(user, params.id, query),
  );
  // An offer's link is its key (like a manage link): never kept by a shared cache.
  route(app, 'getWaitlistOffer', ({ params, reply }) => {
    void reply.header('Cache-Control', 'private, no-store');
    return offers.get(params.token);
  });
  route(app, 'claimWaitlistOffer', ({ params }) => offers.claim(params.token));
  route(app, 'declineWaitlistOffer', ({ params }) => offers.decline(params.token));
}
