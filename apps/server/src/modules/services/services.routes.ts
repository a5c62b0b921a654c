import { createServiceRequestSchema, updateServiceRequestSchema } from '@booklane/shared';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { parse, parseId } from '../../http/validate';
import { BUSINESS_NOT_FOUND } from '../businesses/businesses.service';
import { SERVICE_NOT_FOUND, type ServicesService } from './services.service';

type Params = { businessId?: string; serviceId?: string; id?: string };

export async function servicesRoutes(app: FastifyInstance, services: ServicesService) {
  app.get('/api/services/business/:businessId', async (request) =>
    services.listForBusiness(
      parseId((request.params as Params).businessId, BUSINESS_NOT_FOUND),
      request.user,
    ),
  );

  app.post('/api/services', { preHandler: requireUser('business') }, async (request, reply) => {
    const body = parse(createServiceRequestSchema, request.body);
    return reply.status(201).send(await services.create(currentUser(request), body));
  });

  app.put('/api/services/:serviceId', { preHandler: requireUser('business') }, async (request) => {
    const current = await services.owned(
      currentUser(request),
      parseId((request.params as Params).serviceId, SERVICE_NOT_FOUND),
    );
    return services.update(current, parse(updateServiceRequestSchema, request.body));
  });

  app.delete('/api/services/:id', { preHandler: requireUser('business') }, async (request) => {
    const current = await services.owned(
      currentUser(request),
      parseId((request.params as Params).id, SERVICE_NOT_FOUND),
    );
    await services.delete(current);
    return { message: 'Service deleted' };
  });
}
