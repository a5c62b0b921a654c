import type { FastifyInstance, FastifyReply } from 'fastify';
import { readCookie, setCookie } from '../cookies';
import { route } from '../route';
import { STATE_COOKIE, STATE_COOKIE_MAX_AGE } from '../../modules/oauth/oauth-state';
import type { OAuthService } from '../../modules/oauth/oauth.service';

export function oauthRoutes(app: FastifyInstance, oauth: OAuthService, opts: { secureCookies: boolean }) {
  // Lax: the provider's redirect back to the callback is a top-level navigation from its site.
  const bindCookie = (reply: FastifyReply, value: string, maxAgeSeconds: number) =>
    setCookie(reply, STATE_COOKIE, value, { maxAgeSeconds, sameSite: 'Lax', secure: opts.secureCookies });
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  route(app, 'listSignInProviders', () => oauth.configuredProviders());

  route(app, 'startExternalSignIn', async ({ params, query, request, reply }) => {
    const result = await oauth.start(params.provider, query.state, request.log);
    if (result.binding) bindCookie(reply, result.binding, STATE_COOKIE_MAX_AGE);
    noStore(reply);
    return { redirect: result.redirect };
  });

  route(app, 'finishExternalSignIn', async ({ params, request, reply }) => {
    // The provider's answer goes to openid-client whole, as it came.
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const target = await oauth.finish(params.provider, query, readCookie(request, STATE_COOKIE), request.log);
    bindCookie(reply, '', 0);
    noStore(reply);
    return { redirect: target };
  });

  route(app, 'updateRole', ({ user, body }) => oauth.updateRole(user, body.role));
}
