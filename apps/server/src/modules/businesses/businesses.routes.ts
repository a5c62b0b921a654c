import {
  businessDirectoryQuerySchema,
  createBusinessRequestSchema,
  updateBusinessRequestSchema,
  updateScheduleRequestSchema,
} from '@booklane/shared';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { parse, parseId } from '../../http/validate';
import { BUSINESS_NOT_FOUND, type BusinessesService } from './businesses.service';

type IdParams = { id?: string; businessId?: string; username?: string };

export async function businessesRoutes(app: FastifyInstance, businesses: BusinessesService) {
  app.get('/api/businesses', async (request) =>
    businesses.list(parse(businessDirectoryQuerySchema, request.query)),
  );

  app.get('/api/businesses/u/:username', async (request) =>
    businesses.byUsername(String((request.params as IdParams).username ?? '')),
  );

  app.get('/api/businesses/detail/:businessId', async (request) =>
    businesses.byId(parseId((request.params as IdParams).businessId, BUSINESS_NOT_FOUND)),
  );

  app.get('/api/businesses/my-businesses', { preHandler: requireUser('business') }, async (request) =>
    businesses.mine(currentUser(request)),
  );

  app.post('/api/businesses', { preHandler: requireUser('business') }, async (request, reply) => {
    const body = parse(createBusinessRequestSchema, request.body);
    return reply.status(201).send(await businesses.create(currentUser(request), body));
  });

  app.put('/api/businesses/:id', { preHandler: requireUser('business') }, async (request) => {
    const current = await businesses.owned(
      currentUser(request),
      parseId((request.params as IdParams).id, BUSINESS_NOT_FOUND),
    );
    return businesses.update(current, parse(updateBusinessRequestSchema, request.body));
  });

  app.put('/api/businesses/:id/update-schedule', { preHandler: requireUser('business') }, async (request) => {
    const current = await businesses.owned(
      currentUser(request),
      parseId((request.params as IdParams).id, BUSINESS_NOT_FOUND),
    );
    const { schedule } = parse(updateScheduleRequestSchema, request.body);
    return businesses.updateSchedule(current, schedule);
  });
}
