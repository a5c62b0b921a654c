// Who is asking: the bearer token is verified (HS256 only, expiry, token version against the
// user row, so a password change logs out older tokens) and the user attached to the request.
import { AUTH_MESSAGES } from '@booklane/shared/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sessionFromToken } from '../modules/users/session';
import type { TokenService } from '../modules/users/tokens';
import type { UserRow } from '../modules/users/users.repository';
import type { UsersService } from '../modules/users/users.service';
import { forbidden, unauthorized } from '../core/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. Set by the auth hook on every request. */
    user: UserRow | null;
    /** True when a token was sent but is not valid. */
    badToken: boolean;
    /** When the signed-in user's token was issued (null for a guest). */
    signedInAt: Date | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

export function registerAuth(app: FastifyInstance, tokens: TokenService, users: UsersService): void {
  app.decorateRequest('user', null);
  app.decorateRequest('badToken', false);
  app.decorateRequest('signedInAt', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.ignoresCaller) return;
    const token = bearer(request);
    if (token === undefined) return;
    const session = token ? await sessionFromToken(token, tokens, users) : null;
    request.user = session?.user ?? null;
    request.signedInAt = session?.issuedAt ?? null;
    request.badToken = session === null;
  });
}

/** A signed-in user (any role, or one of `roles`); 401 without a valid token, 403 for another role. */
export function requireUser(...roles: Array<'business' | 'customer'>): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.user) {
      throw unauthorized(request.badToken ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.unauthorized);
    }
    if (roles.length > 0 && !roles.includes(request.user.role)) {
      throw forbidden(`Only ${roles.join(' or ')} accounts can do this.`);
    }
  };
}
