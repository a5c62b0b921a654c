import { AUTH_MESSAGES } from '@booklane/shared/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { checkedInject, client, createBusiness, registerCustomer } from './helpers/api';
import { createScratch, describeEachBackend, type Scratch } from './helpers/backends';
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

describeEachBackend('external sign-in (local Google-type and Facebook-type providers)', (scratch) => {
  let app: FastifyInstance;
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  let facebook: Awaited<ReturnType<typeof startFacebookProvider>>;
  const accounts = new Map<string, TestIdentity>();

  beforeAll(async () => {
    oidc = await startOidcProvider([`${PUBLIC_URL}/api/auth/google/callback`], accounts);
    facebook = await startFacebookProvider();
    app = await buildApp(
      scratch().config({
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
  });

  /**
   * GET /api/auth/{provider}: the redirect to the provider and the binding cookie. `nonce`: the
   * web app's random value in the JSON state.
   */
  async function start(provider: 'google' | 'facebook', intendedRole = 'customer', nonce?: string) {
    const res = await checkedInject(
      app,
      `/api/auth/${provider}?state=${encodeURIComponent(JSON.stringify({ intendedRole, nonce }))}`,
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

  /** The email of the account a returned token signs in as. */
  const signedInAs = async (token: string | null) => {
    const profile = await client(app).request('GET', '/api/users/profile', { token: token ?? '' });
    expect(profile.statusCode, profile.body).toBe(200);
    return profile.json().email as string;
  };

  it('creates an account through the OpenID Connect provider with the intended role', async () => {
    accounts.set('newbie', { email: 'Newbie@Example.com', email_verified: true, name: 'New Bie' });
    const { location, cookie } = await start('google', 'business');
    expect(location.startsWith(oidc.issuer)).toBe(true);
    const authUrl = new URL(location);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    // Fresh random values of 32 bytes (base64url): the PKCE challenge's SHA-256 and the nonce.
    expect(authUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authUrl.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);

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

  it("hands the web app's nonce back on a successful return, and only there", async () => {
    const nonce = 'Zm9yLXRoaXMtdGFiLW9ubHktMDEyMzQ1Njc4OWFiY2Rl';
    accounts.set('tab', { email: 'tab@example.com', email_verified: true, name: 'Tab Owner' });
    const google = await start('google', 'customer', nonce);
    // The provider never sees it: the state it carries is sealed.
    expect(google.location).not.toContain(nonce);
    const params = landing(await callback(await signInAtOidcProvider(google.location, 'tab'), google.cookie));
    expect(await signedInAs(params.get('token'))).toBe('tab@example.com');
    expect(params.get('state')).toBe(nonce);

    facebook.setUser({ id: 'fb-tab', name: 'Tab Book', email: 'tab-fb@example.com' });
    const fb = await start('facebook', 'customer', nonce);
    const back = await fetch(fb.location, { redirect: 'manual' });
    expect(landing(await callback(back.headers.get('location')!, fb.cookie)).get('state')).toBe(nonce);

    // Without one (a client other than the web app), the return keeps the spec's format.
    const plain = await start('google');
    const plainParams = landing(
      await callback(await signInAtOidcProvider(plain.location, 'tab'), plain.cookie),
    );
    expect(await signedInAs(plainParams.get('token'))).toBe('tab@example.com');
    expect(plainParams.has('state')).toBe(false);

    // A failed return carries no nonce.
    facebook.setUser(null);
    const denied = await start('facebook', 'customer', nonce);
    const deniedBack = await fetch(denied.location, { redirect: 'manual' });
    const deniedParams = landing(await callback(deniedBack.headers.get('location')!, denied.cookie));
    expect(deniedParams.get('error')).toBe('access_denied');
    expect(deniedParams.has('state')).toBe(false);
  });

  /** The accounts with this email, straight from the database. */
  async function accountsWithEmail(email: string) {
    const result = await app.ctx.database.db.execute(
      sql`select id, provider from users where lower(email) = lower(${email})`,
    );
    return (result as unknown as { rows: { id: string; provider: string }[] }).rows;
  }

  it('does not let a Google sign-in into a password account whose email is not verified', async () => {
    // Someone registered the address with a password, without showing they read its mail.
    const squatter = await registerCustomer(app);
    const email = squatter.user.email;
    accounts.set('owner-of-mail', { email, email_verified: true, name: 'Real Owner' });
    const { location, cookie } = await start(
      'google',
      'customer',
      'b3duZXItb2YtbWFpbC1ub25jZS0wMTIzNDU2Nzg5',
    );
    const params = landing(await callback(await signInAtOidcProvider(location, 'owner-of-mail'), cookie));
    expect(params.get('error')).toBe('email_registered_with_password');
    expect(params.get('token')).toBeNull();
    expect(params.get('user')).toBeNull();
    expect(params.get('state')).toBeNull();

    // Nothing was created or changed: one account, still a password account, its password still
    // the one way in.
    expect(await accountsWithEmail(email)).toEqual([{ id: squatter.user.id, provider: 'local' }]);
    const login = await client(app).request('POST', '/api/auth/login', {
      body: { email, password: squatter.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      id: squatter.user.id,
      provider: 'local',
      name: 'Casey Customer',
    });
  });

  it('links a Google sign-in into a password account whose email is verified', async () => {
    const existing = await registerCustomer(app);
    await app.ctx.database.db.execute(
      sql`update users set email_verified_at = now() where id = ${existing.user.id}`,
    );
    accounts.set('linked', { email: existing.user.email, email_verified: true, name: 'Someone Else' });
    const { location, cookie } = await start('google', 'business');
    const params = landing(await callback(await signInAtOidcProvider(location, 'linked'), cookie));
    expect(params.get('error')).toBeNull();
    const user = JSON.parse(params.get('user')!);
    expect(user).toMatchObject({ id: existing.user.id, role: 'customer', provider: 'local' });
    const profile = await client(app).request('GET', '/api/users/profile', { token: params.get('token')! });
    expect(profile.json().id).toBe(existing.user.id);
    expect(await accountsWithEmail(existing.user.email)).toHaveLength(1);
  });

  it('links a second provider into an account an external sign-in created', async () => {
    facebook.setUser({ id: 'fb-both', name: 'Both Ways', email: 'both@example.com' });
    const fb = await start('facebook');
    const first = landing(
      await callback((await fetch(fb.location, { redirect: 'manual' })).headers.get('location')!, fb.cookie),
    );
    const created = JSON.parse(first.get('user')!);
    expect(created).toMatchObject({ provider: 'facebook', emailVerified: true });

    accounts.set('both', { email: 'both@example.com', email_verified: true, name: 'Both Ways' });
    const google = await start('google');
    const second = landing(
      await callback(await signInAtOidcProvider(google.location, 'both'), google.cookie),
    );
    expect(second.get('error')).toBeNull();
    expect(JSON.parse(second.get('user')!)).toMatchObject({ id: created.id, provider: 'facebook' });
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
    expect(await codec.open(sealed)).toMatchObject({
      provider: 'google',
      intendedRole: 'customer',
      codeVerifier: 'v',
      nonce: 'n',
      binding: 'b',
    });
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
    expect(new URL(location).searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
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
