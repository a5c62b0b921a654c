import type { HealthResponse } from '@booklane/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { route } from '../../http/routes';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'getHealth', async ({ request }): Promise<HealthResponse> => {
    try {
      await ctx.database.ping();
    } catch (err) {
      request.log.warn({ err }, 'health: database unreachable');
      throw new AppError('unavailable', 'Database unavailable');
    }
    return {
      status: 'ok',
      db: ctx.database.kind,
      realtime: ctx.config.redisUrl ? 'redis' : 'local',
      mail: ctx.config.mail.mode,
    };
  });
}
