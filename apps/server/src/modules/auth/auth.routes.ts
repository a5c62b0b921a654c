import { loginRequestSchema, registerRequestSchema } from '@booklane/shared';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/validate';
import type { AuthService } from './auth.service';

export async function authRoutes(app: FastifyInstance, auth: AuthService) {
  app.post('/api/auth/register', async (request, reply) => {
    const body = parse(registerRequestSchema, request.body);
    return reply.status(201).send(await auth.register(body, request.ip));
  });

  app.post('/api/auth/login', async (request) => {
    const body = parse(loginRequestSchema, request.body);
    return auth.login(body, request.ip);
  });
}
