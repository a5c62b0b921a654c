import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import type { ApiTokensService } from '../../modules/api-tokens/api-tokens.service';

export function apiTokensRoutes(app: FastifyInstance, apiTokens: ApiTokensService) {
  route(app, 'listApiTokens', ({ user }) => apiTokens.list(user));
  route(app, 'createApiToken', ({ user, body }) => apiTokens.create(user, body));
  route(app, 'deleteApiToken', ({ user, params }) => apiTokens.revoke(user, params.id));
}
