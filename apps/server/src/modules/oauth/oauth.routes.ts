import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../http/routes';
import { STATE_COOKIE, STATE_COOKIE_MAX_AGE } from './oauth-state';
import type { OAuthService } from './oauth.service';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function oauthRoutes(app: FastifyInstance, oauth: OAuthService, opts: { secureCookies: boolean }) {
  const cookie = (value: string, maxAge: number) =>
    `${STATE_COOKIE}=${value}; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${opts.secureCookies ? '; Secure' : ''}`;
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  route(app, 'startExternalSignIn', async ({ params, query, request, reply }) => {
    const result = await oauth.start(params.provider, query.state, request.log);
    if (result.binding) void reply.header('Set-Cookie', cookie(result.binding, STATE_COOKIE_MAX_AGE));
    noStore(reply);
    return { redirect: result.redirect };
  });

  route(app, 'finishExternalSignIn', async ({ params, request, reply }) => {
    // The provider's answer goes to openid-client whole, as it came.
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const target = await oauth.finish(params.provider, query, readCookie(request, STATE_COOKIE), request.log);
    void reply.header('Set-Cookie', cookie('', 0));
    noStore(reply);
    return { redirect: target };
  });

  route(app, 'updateRole', ({ user, body }) => oauth.updateRole(user, body.role));
}
