import type { HealthResponse } from '@booklane/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async (request, reply) => {
    try {
      await ctx.database.ping();
    } catch (err) {
      request.log.warn({ err }, 'health: database unreachable');
      return reply.status(503).send({ message: 'Database unavailable', error: 'unavailable' });
    }
    const body: HealthResponse = {
      status: 'ok',
      db: ctx.database.kind,
      realtime: ctx.config.redisUrl ? 'redis' : 'local',
    };
    return body;
  });
}
