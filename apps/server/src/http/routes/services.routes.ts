import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import type { ServicesService } from '../../modules/services/services.service';

export function servicesRoutes(app: FastifyInstance, services: ServicesService) {
  route(app, 'listServices', ({ params, user }) => services.listForBusiness(params.businessId, user));
  route(app, 'createService', ({ user, body }) => services.create(user, body));
  route(app, 'updateService', ({ user, params, body }) => services.update(user, params.serviceId, body));
  route(app, 'deleteService', ({ user, params }) => services.delete(user, params.id));
}
