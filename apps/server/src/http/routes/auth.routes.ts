import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from '../cookies';
import { route } from '../route';
import type { AccountService } from '../../modules/auth/account.service';
import type { AuthService, Client, SignedIn } from '../../modules/auth/auth.service';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE,
  DEVICE_COOKIE_PATH,
  OLD_DEVICE_COOKIE_PATH,
} from '../../modules/auth/device-trust';

export function authRoutes(
  app: FastifyInstance,
  auth: AuthService,
  account: AccountService,
  opts: { secureCookies: boolean },
) {
  const client = (request: FastifyRequest): Client => ({
    ip: request.ip,
    device: readCookie(request, DEVICE_COOKIE),
  });
  /** The session answers; the browser keeps (or renews) its device cookie. */
  const answer = (reply: FastifyReply, signedIn: SignedIn) => {
    setCookie(reply, DEVICE_COOKIE, signedIn.device, {
      maxAgeSeconds: DEVICE_COOKIE_MAX_AGE,
      sameSite: 'Strict',
      secure: opts.secureCookies,
      path: DEVICE_COOKIE_PATH,
    });
    // The copy under the old path (read first until then, so nothing it knew is lost) goes.
    setCookie(reply, DEVICE_COOKIE, '', {
      maxAgeSeconds: 0,
      sameSite: 'Strict',
      secure: opts.secureCookies,
      path: OLD_DEVICE_COOKIE_PATH,
    });
    return signedIn.auth;
  };

  route(app, 'register', async ({ body, request, reply }) => {
    const { business, ...signedIn } = await auth.register(body, client(request));
    return business ? { ...answer(reply, signedIn), business } : answer(reply, signedIn);
  });
  route(app, 'login', async ({ body, request, reply }) =>
    answer(reply, await auth.login(body, client(request))),
  );
  route(app, 'verifyEmail', ({ body, user }) => account.verifyEmail(body.token, user));
  route(app, 'resendVerification', ({ user }) => account.resendVerification(user));
  route(app, 'undoEmailChange', ({ body }) => account.undoEmailChange(body.token));
  route(app, 'forgotPassword', ({ body, request }) => account.forgotPassword(body.email, request.ip));
  route(app, 'resetPassword', async ({ body, request, reply }) =>
    answer(reply, await auth.resetPassword(body, client(request))),
  );
}
