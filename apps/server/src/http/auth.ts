// Who is asking. A bearer session token is verified (HS256 only, expiry, token version against the
// user row, so a password change logs out older tokens); a bearer API token (`blk_...`,
// decisions.md 9.5) is looked up by its hash and acts as its account, within its scope. The user
// is attached to the request.
import { SESSION_ONLY_OPERATIONS } from '@booklane/shared/api';
import { AUTH_MESSAGES, INTEGRATION_MESSAGES } from '@booklane/shared/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isApiToken, type ApiTokensService } from '../modules/api-tokens/api-tokens.service';
import { sessionFromToken } from '../modules/users/session';
import type { TokenService } from '../modules/users/tokens';
import type { UserRow } from '../modules/users/users.repository';
import type { UsersService } from '../modules/users/users.service';
import { forbidden, unauthorized } from '../core/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. Set by the auth hook on every request. */
    user: UserRow | null;
    /** Why a token was sent but is not valid: a session's or an API token's; false when none was. */
    badToken: false | 'session' | 'apiToken';
    /** When the signed-in user's token was issued (null for a guest and for an API token). */
    signedInAt: Date | null;
    /** The API token the request came with (null for a session or a guest). */
    apiToken: { id: string; scope: 'read' | 'write' } | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

/** What an API token may not do, by the request's method and operation (403 with why). */
function refusal(request: FastifyRequest, scope: 'read' | 'write'): string | undefined {
  const operation = request.routeOptions.config.operationId;
  if (operation !== undefined && SESSION_ONLY_OPERATIONS.has(operation)) {
    return INTEGRATION_MESSAGES.apiTokenSessionOnly;
  }
  if (scope === 'read' && request.method !== 'GET' && request.method !== 'HEAD') {
    return INTEGRATION_MESSAGES.readOnlyToken;
  }
  return undefined;
}

export function registerAuth(
  app: FastifyInstance,
  tokens: TokenService,
  users: UsersService,
  apiTokens: ApiTokensService,
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('badToken', false);
  app.decorateRequest('signedInAt', null);
  app.decorateRequest('apiToken', null);
  // Uses of API tokens to record once their answers are on the way.
  const used = new WeakMap<FastifyRequest, () => Promise<void>>();
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.ignoresCaller) return;
    const token = bearer(request);
    if (token === undefined) return;
    if (token && isApiToken(token)) {
      const caller = await apiTokens.authenticate(token);
      if (!caller) {
        request.badToken = 'apiToken';
        return;
      }
      const refused = refusal(request, caller.token.scope);
      if (refused) throw forbidden(refused);
      request.user = caller.user;
      request.apiToken = caller.token;
      used.set(request, caller.touch);
      return;
    }
    const session = token ? await sessionFromToken(token, tokens, users) : null;
    request.user = session?.user ?? null;
    request.signedInAt = session?.issuedAt ?? null;
    request.badToken = session === null ? 'session' : false;
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const touch = used.get(request);
    if (touch) void touch();
    done();
  });
}

/** A signed-in user (any role, or one of `roles`); 401 without a valid token, 403 for another role. */
export function requireUser(...roles: Array<'business' | 'customer'>): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.user) {
      throw unauthorized(
        request.badToken === 'apiToken'
          ? INTEGRATION_MESSAGES.apiTokenInvalid
          : request.badToken
            ? AUTH_MESSAGES.sessionExpired
            : AUTH_MESSAGES.unauthorized,
      );
    }
    if (roles.length > 0 && !roles.includes(request.user.role)) {
      throw forbidden(`Only ${roles.join(' or ')} accounts can do this.`);
    }
  };
}
