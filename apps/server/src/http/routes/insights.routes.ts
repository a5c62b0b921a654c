import type { FastifyInstance } from 'fastify';
import type { InsightsService } from '../../modules/insights/insights.service';
import { route } from '../route';

export function insightsRoutes(app: FastifyInstance, insights: InsightsService) {
  route(app, 'getBusinessInsights', ({ user, params, query }) => insights.get(user, params.id, query));
}
