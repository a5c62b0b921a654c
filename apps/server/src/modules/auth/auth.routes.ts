import type { FastifyInstance } from 'fastify';
import { route } from '../../http/routes';
import type { AuthService } from './auth.service';

export function authRoutes(app: FastifyInstance, auth: AuthService) {
  route(app, 'register', ({ body, request }) => auth.register(body, request.ip));
  route(app, 'login', ({ body, request }) => auth.login(body, request.ip));
}
