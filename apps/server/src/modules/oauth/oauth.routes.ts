import { updateRoleRequestSchema } from '@booklane/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { parse } from '../../http/validate';
import { STATE_COOKIE, STATE_COOKIE_MAX_AGE, type OAuthProviderName } from './oauth-state';
import type { OAuthService } from './oauth.service';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export async function oauthRoutes(
  app: FastifyInstance,
  oauth: OAuthService,
  opts: { secureCookies: boolean },
) {
  const cookie = (value: string, maxAge: number) =>
    `${STATE_COOKIE}=${value}; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${opts.secureCookies ? '; Secure' : ''}`;
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  for (const provider of ['google', 'facebook'] as const satisfies readonly OAuthProviderName[]) {
    app.get(`/api/auth/${provider}`, async (request, reply) => {
      const { state } = request.query as { state?: unknown };
      const result = await oauth.start(provider, state, request.log);
      if (result.binding) void reply.header('Set-Cookie', cookie(result.binding, STATE_COOKIE_MAX_AGE));
      return noStore(reply).redirect(result.redirect, 302);
    });

    app.get(`/api/auth/${provider}/callback`, async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const target = await oauth.finish(provider, query, readCookie(request, STATE_COOKIE), request.log);
      void reply.header('Set-Cookie', cookie('', 0));
      return noStore(reply).redirect(target, 302);
    });
  }

  app.put('/api/auth/update-role', { preHandler: requireUser() }, async (request) => {
    const { role } = parse(updateRoleRequestSchema, request.body);
    return oauth.updateRole(currentUser(request), role);
  });
}
