import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import type { UsersService } from '../../modules/users/users.service';

export function usersRoutes(app: FastifyInstance, users: UsersService) {
  route(app, 'getProfile', ({ user }) => users.profile(user));
  route(app, 'updateProfile', ({ user, body, request }) =>
    users.updateProfile(user, body, {
      signedInAt: request.signedInAt,
      viaApiToken: request.apiToken !== null,
    }),
  );
  route(app, 'changePassword', ({ user, body }) => users.changePassword(user, body));
}
