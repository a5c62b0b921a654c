import type { HealthResponse } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { unavailable } from '../../core/errors';
import { route } from '../route';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'getHealth', async ({ request }): Promise<HealthResponse> => {
    try {
      await ctx.database.ping();
    } catch (err) {
      request.log.warn({ err }, 'health: database unreachable');
      throw unavailable('Database unavailable');
    }
    return {
      status: 'ok',
      db: ctx.database.kind,
      realtime: ctx.config.redisUrl ? 'redis' : 'local',
      mail: ctx.config.mail.mode,
    };
  });
}

/** `GET /api/operator`: who runs this Booklane, from the configuration (issue 39). */
export function operatorRoutes(app: FastifyInstance, operator: AppContext['config']['operator']) {
  route(app, 'getOperator', () => operator ?? { name: null, contactEmail: null, address: null });
}
