import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import type { BusinessesService } from '../../modules/businesses/businesses.service';

export function businessesRoutes(app: FastifyInstance, businesses: BusinessesService) {
  route(app, 'listBusinesses', ({ query }) => businesses.list(query));
  route(app, 'listDirectoryPage', ({ query }) => businesses.page(query));
  route(app, 'getBusinessByUsername', ({ params }) => businesses.byUsername(params.username));
  route(app, 'getBusiness', ({ params }) => businesses.byId(params.businessId));
  route(app, 'getMyBusinesses', ({ user }) => businesses.mine(user));
  route(app, 'createBusiness', ({ user, body }) => businesses.create(user, body));
  route(app, 'updateBusiness', ({ user, params, body }) => businesses.update(user, params.id, body));
  route(app, 'updateSchedule', ({ user, params, body }) =>
    businesses.updateSchedule(user, params.id, body.schedule, body.breakHours),
  );
  route(app, 'updateBrand', ({ user, params, body }) =>
    businesses.updateBrand(user, params.id, body.brandColor),
  );
}
