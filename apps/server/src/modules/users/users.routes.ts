import { changePasswordRequestSchema, updateProfileRequestSchema } from '@booklane/shared';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { parse } from '../../http/validate';
import type { UsersService } from './users.service';

export async function usersRoutes(app: FastifyInstance, users: UsersService) {
  app.get('/api/users/profile', { preHandler: requireUser() }, async (request) =>
    users.profile(currentUser(request)),
  );

  app.put('/api/users/profile', { preHandler: requireUser() }, async (request) =>
    users.updateProfile(currentUser(request), parse(updateProfileRequestSchema, request.body)),
  );

  app.put('/api/users/password', { preHandler: requireUser() }, async (request) =>
    users.changePassword(currentUser(request), parse(changePasswordRequestSchema, request.body)),
  );
}
