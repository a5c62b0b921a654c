// Real identity providers on loopback for the external sign-in tests: a Google-type OpenID
// Connect issuer (the oidc-provider package, with its development login pages) and a small
// Facebook-type OAuth 2 server (authorization code with PKCE).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';

export const CLIENT_ID = 'booklane-test';
export const CLIENT_SECRET = 'booklane-test-secret-0123456789';

export type TestIdentity = { email?: string; email_verified?: boolean; name?: string };

/** A Google-type issuer. Any login name is accepted; its claims come from `accounts` (default: verified). */
export async function startOidcProvider(redirectUris: string[], accounts: Map<string, TestIdentity>) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        ...(accounts.get(id) ?? { email: `${id}@example.com`, email_verified: true, name: `User ${id}` }),
      }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-test-cookie-key'] },
    pkce: { required: () => true },
  });
  server.on('request', provider.callback());
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Follows the OIDC provider's development login and consent pages like a browser would. */
export async function signInAtOidcProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      jar.set(k!.trim(), v.join('='));
    }
    return res;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const res = await send(url);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url).toString();
      // Back at our callback: hand it over.
      if (!next.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 200)}`);
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: prompt ?? 'consent' },
    );
    const submitted = await send(new URL(action, url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const loc = submitted.headers.get('location');
    if (!loc) throw new Error(`form submit answered ${submitted.status}`);
    url = new URL(loc, url).toString();
    if (!url.startsWith(new URL(authorizationUrl).origin)) return url;
  }
  throw new Error('too many steps at the provider');
}

/** A Facebook-type OAuth 2 server that signs in `user` at once (or refuses when user is null). */
export async function startFacebookProvider(): Promise<{
  app: FastifyInstance;
  base: string;
  setUser(user: { id: string; name: string; email?: string } | null): void;
  close(): Promise<void>;
}> {
  const app = Fastify({ logger: false });
  type FacebookUser = { id: string; name: string; email?: string };
  // Assigned by setUser from the tests; the cast keeps TypeScript from narrowing it to null.
  let user = null as FacebookUser | null;
  const codes = new Map<string, { user: FacebookUser; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, FacebookUser>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.get('/dialog/oauth', async (request, reply) => {
    const q = request.query as Record<string, string>;
    const target = new URL(q.redirect_uri!);
    if (q.client_id !== CLIENT_ID || q.code_challenge_method !== 'S256' || !q.code_challenge) {
      target.searchParams.set('error', 'invalid_request');
    } else if (!user) {
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = crypto.randomBytes(16).toString('hex');
      codes.set(code, { user, challenge: q.code_challenge, redirectUri: q.redirect_uri! });
      target.searchParams.set('code', code);
    }
    target.searchParams.set('state', q.state ?? '');
    return reply.redirect(target.toString());
  });
  app.post('/oauth/access_token', async (request, reply) => {
    const b = request.body as Record<string, string>;
    const grant = codes.get(b.code ?? '');
    codes.delete(b.code ?? '');
    const challenge = crypto
      .createHash('sha256')
      .update(b.code_verifier ?? '')
      .digest('base64url');
    if (
      !grant ||
      b.client_secret !== CLIENT_SECRET ||
      b.redirect_uri !== grant.redirectUri ||
      challenge !== grant.challenge
    ) {
      return reply.status(400).send({ error: 'invalid_grant' });
    }
    const token = crypto.randomBytes(16).toString('hex');
    tokens.set(token, grant.user);
    return { access_token: token, token_type: 'bearer', expires_in: 3600 };
  });
  app.get('/me', async (request, reply) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /i, '');
    const who = tokens.get(token);
    if (!who) return reply.status(401).send({ error: 'invalid_token' });
    return who;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, setUser: (u) => (user = u), close: () => app.close() };
}
