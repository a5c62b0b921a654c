import { AUTH_MESSAGES } from '@booklane/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/http/app';
import { checkedInject, client, createBusiness, registerCustomer } from './helpers/api';
import { createScratch, type Scratch } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  signInAtOidcProvider,
  startFacebookProvider,
  startOidcProvider,
  type TestIdentity,
} from './helpers/oauth-providers';

const PUBLIC_URL = 'http://localhost:4555';

describe('external sign-in (local Google-type and Facebook-type providers)', () => {
  let scratch: Scratch;
  let app: FastifyInstance;
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  let facebook: Awaited<ReturnType<typeof startFacebookProvider>>;
  const accounts = new Map<string, TestIdentity>();

  beforeAll(async () => {
    oidc = await startOidcProvider([`${PUBLIC_URL}/api/auth/google/callback`], accounts);
    facebook = await startFacebookProvider();
    scratch = await createScratch('pglite');
    app = await buildApp(
      scratch.config({
        RATE_LIMITS: 'off',
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER: oidc.issuer,
        FACEBOOK_CLIENT_ID: CLIENT_ID,
        FACEBOOK_CLIENT_SECRET: CLIENT_SECRET,
        FACEBOOK_AUTH_URL: `${facebook.base}/dialog/oauth`,
        FACEBOOK_TOKEN_URL: `${facebook.base}/oauth/access_token`,
        FACEBOOK_USERINFO_URL: `${facebook.base}/me?fields=id,name,email`,
      }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await oidc?.close();
    await facebook?.close();
    await scratch?.dispose();
  });

  /** GET /api/auth/{provider}: the redirect to the provider and the binding cookie. */
  async function start(provider: 'google' | 'facebook', intendedRole = 'customer') {
    const res = await checkedInject(
      app,
      `/api/auth/${provider}?state=${encodeURIComponent(JSON.stringify({ intendedRole }))}`,
    );
    expect(res.statusCode).toBe(302);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    return { location: res.headers.location as string, cookie };
  }

  async function callback(url: string, cookie: string): Promise<LightMyRequestResponse> {
    const u = new URL(url);
    return checkedInject(app, { url: u.pathname + u.search, headers: { cookie } });
  }

  function landing(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(302);
    const target = new URL(res.headers.location as string);
    expect(target.origin + target.pathname).toBe(`${PUBLIC_URL}/auth/callback`);
    return target.searchParams;
  }

  it('creates an account through the OpenID Connect provider with the intended role', async () => {
    accounts.set('newbie', { email: 'Newbie@Example.com', email_verified: true, name: 'New Bie' });
    const { location, cookie } = await start('google', 'business');
    expect(location.startsWith(oidc.issuer)).toBe(true);
    const authUrl = new URL(location);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('nonce')).toBeTruthy();

    const back = await signInAtOidcProvider(location, 'newbie');
    const params = landing(await callback(back, cookie));
    expect(params.get('error')).toBeNull();
    const user = JSON.parse(params.get('user')!);
    expect(user).toMatchObject({
      email: 'newbie@example.com',
      name: 'New Bie',
      role: 'business',
      provider: 'google',
    });
    const profile = await client(app).request('GET', '/api/users/profile', { token: params.get('token')! });
    expect(profile.json().id).toBe(user.id);
  });

  it('links to an existing account with the same email', async () => {
    const existing = await registerCustomer(app);
    accounts.set('linked', { email: existing.user.email, email_verified: true, name: 'Someone Else' });
    const { location, cookie } = await start('google', 'business');
    const params = landing(await callback(await signInAtOidcProvider(location, 'linked'), cookie));
    const user = JSON.parse(params.get('user')!);
    expect(user).toMatchObject({ id: existing.user.id, role: 'customer', provider: 'local' });
  });

  it('refuses an unverified email', async () => {
    accounts.set('unverified', { email: 'unverified@example.com', email_verified: false, name: 'U' });
    const { location, cookie } = await start('google');
    const params = landing(await callback(await signInAtOidcProvider(location, 'unverified'), cookie));
    expect(params.get('error')).toBe('email_unverified');
    expect(params.get('token')).toBeNull();
  });

  it('refuses a tampered state, a missing binding cookie, and an expired state', async () => {
    accounts.set('mallory', { email: 'mallory@example.com', email_verified: true, name: 'M' });
    const { location, cookie } = await start('google');
    const back = new URL(await signInAtOidcProvider(location, 'mallory'));
    const tampered = new URL(back);
    tampered.searchParams.set('state', back.searchParams.get('state')!.slice(0, -4) + 'AAAA');
    expect(landing(await callback(tampered.toString(), cookie)).get('error')).toBe('invalid_state');
    expect(landing(await callback(back.toString(), 'booklane_oauth=someone-elses')).get('error')).toBe(
      'invalid_state',
    );

    const { OAuthStateCodec } = await import('../src/modules/oauth/oauth-state');
    const codec = new OAuthStateCodec('test-secret-that-is-long-enough-0123456789');
    const sealed = await codec.seal({
      provider: 'google',
      intendedRole: 'customer',
      codeVerifier: 'v',
      nonce: 'n',
      binding: 'b',
    });
    expect(await codec.open(sealed)).not.toBeNull();
    // Eleven minutes later the state is past its ten-minute life.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60_000);
      expect(await codec.open(sealed)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a provider error on to the callback page', async () => {
    const { location, cookie } = await start('facebook');
    facebook.setUser(null);
    const denied = await fetch(location, { redirect: 'manual' });
    const params = landing(await callback(denied.headers.get('location')!, cookie));
    expect(params.get('error')).toBe('access_denied');
  });

  it('signs in through the Facebook-type OAuth 2 server', async () => {
    facebook.setUser({ id: 'fb-1', name: 'Fay Book', email: 'fay@example.com' });
    const { location, cookie } = await start('facebook', 'customer');
    expect(new URL(location).searchParams.get('code_challenge')).toBeTruthy();
    const back = await fetch(location, { redirect: 'manual' });
    const params = landing(await callback(back.headers.get('location')!, cookie));
    expect(JSON.parse(params.get('user')!)).toMatchObject({
      email: 'fay@example.com',
      provider: 'facebook',
      role: 'customer',
    });

    // A profile without an email cannot make an account.
    facebook.setUser({ id: 'fb-2', name: 'No Mail' });
    const second = await start('facebook');
    const noMail = await fetch(second.location, { redirect: 'manual' });
    expect(landing(await callback(noMail.headers.get('location')!, second.cookie)).get('error')).toBe(
      'email_missing',
    );
  });

  it('lets an external account choose its role once', async () => {
    facebook.setUser({ id: 'fb-3', name: 'Role Chooser', email: 'chooser@example.com' });
    const { location, cookie } = await start('facebook', 'customer');
    const params = landing(
      await callback((await fetch(location, { redirect: 'manual' })).headers.get('location')!, cookie),
    );
    const token = params.get('token')!;
    const first = await client(app).request('PUT', '/api/auth/update-role', {
      token,
      body: { role: 'business' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.role).toBe('business');
    const fresh = first.json().token as string;
    // The old token named the old role: it no longer works.
    expect((await client(app).request('GET', '/api/users/profile', { token })).statusCode).toBe(401);
    const second = await client(app).request('PUT', '/api/auth/update-role', {
      token: fresh,
      body: { role: 'customer' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(AUTH_MESSAGES.roleAlreadyChosen);

    const local = await registerCustomer(app);
    const refused = await client(app).request('PUT', '/api/auth/update-role', {
      token: local.token,
      body: { role: 'business' },
    });
    expect(refused.statusCode).toBe(409);
  });
  it('gives a customer, once chosen, the guest bookings made with its email', async () => {
    const { owner, business } = await createBusiness(app);
    const service = await createService(app, owner, business._id, { bookingType: 'flexible' });
    const booked = await client(app).request('POST', '/api/bookings/guest', {
      body: { service: service._id, business: business._id, ...guest({ guestEmail: 'late@example.com' }) },
    });
    expect(booked.statusCode).toBe(201);

    // Signed in from a business screen: the account starts as a business, then chooses customer.
    facebook.setUser({ id: 'fb-4', name: 'Late Customer', email: 'late@example.com' });
    const { location, cookie } = await start('facebook', 'business');
    const params = landing(
      await callback((await fetch(location, { redirect: 'manual' })).headers.get('location')!, cookie),
    );
    expect(JSON.parse(params.get('user')!).role).toBe('business');
    const chosen = await client(app).request('PUT', '/api/auth/update-role', {
      token: params.get('token')!,
      body: { role: 'customer' },
    });
    expect(chosen.statusCode).toBe(200);
    const mine = await client(app).request('GET', '/api/bookings/user', { token: chosen.json().token });
    expect(mine.json().map((b: { _id: string }) => b._id)).toEqual([booked.json()._id]);
  });
});

describe('external sign-in without configuration', () => {
  let scratch: Scratch;
  let app: FastifyInstance;
  beforeAll(async () => {
    scratch = await createScratch('pglite');
    app = await buildApp(scratch.config({ PUBLIC_URL }));
  });
  afterAll(async () => {
    await app?.close();
    await scratch?.dispose();
  });

  it('redirects back with an error instead of failing', async () => {
    for (const provider of ['google', 'facebook']) {
      const res = await checkedInject(
        app,
        `/api/auth/${provider}?state=%7B%22intendedRole%22%3A%22business%22%7D`,
      );
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/auth/callback?error=provider_not_configured`);
    }
    const callback = await checkedInject(app, '/api/auth/google/callback?code=x&state=y');
    expect(new URL(callback.headers.location as string).searchParams.get('error')).toBe('invalid_state');
  });
});
