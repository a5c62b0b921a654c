// Onboarding that ends with a bookable page (issue 33), through the HTTP app on every backend:
// a business account registers with its business in one transaction (a taken username or a bad
// business field refuses before anything is created); a business is listed in the directory and
// the sitemap only while it has a live service (decisions.md 9.2), the cached public answers
// following at once; the sign-in buttons the forms may show.
import { AUTH_MESSAGES, VALIDATION_MESSAGES as M } from '@booklane/shared/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { BusinessesRepository } from '../src/modules/businesses/businesses.repository';
import { UsersRepository } from '../src/modules/users/users.repository';
import { client, createBusiness, uniqueEmail, uniqueUsername } from './helpers/api';
import { describeEachBackend, describeWithRealConcurrency } from './helpers/backends';
import { createService } from './helpers/bookings';
import { webShell } from './helpers/web-shell';

const PUBLIC_URL = 'https://book.example.test';

type RegisterAnswer = {
  token: string;
  user: { id: string; name: string; email: string; role: string };
  business?: { _id: string; username: string; name: string; timezone: string; category: string };
};

describeEachBackend('onboarding', (scratch) => {
  let app: FastifyInstance;
  const web = webShell();
  const api = () => client(app);
  beforeAll(async () => {
    app = await buildApp(
      scratch().config({
        RATE_LIMITS: 'off',
        PUBLIC_URL,
        WEB_DIST_DIR: web.dir,
        DEFAULT_TIMEZONE: 'Europe/Berlin',
      }),
    );
  });
  afterAll(async () => {
    await app?.close();
    web.remove();
  });

  const users = () => new UsersRepository(app.ctx.database.db);
  const businesses = () => new BusinessesRepository(app.ctx.database.db);

  const account = (overrides: Record<string, unknown> = {}) => ({
    role: 'business',
    name: 'Robin Owner',
    email: uniqueEmail('robin'),
    password: 'secret123',
    ...overrides,
  });
  const register = (body: Record<string, unknown>) => api().request('POST', '/api/auth/register', { body });

  // ---- one request, one transaction -----------------------------------------------------

  it('creates the account and its business in one request: time zone, defaults, first team member', async () => {
    const username = uniqueUsername('Robin-Studio');
    const body = account({
      business: { username: ` ${username.toUpperCase()} `, timezone: 'america/new_york' },
    });
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<RegisterAnswer>();
    expect(answer.user).toMatchObject({ name: 'Robin Owner', role: 'business' });
    expect(answer.business).toMatchObject({
      username: username.toLowerCase(),
      name: 'Robin Owner',
      timezone: 'America/New_York',
      category: 'other',
      currency: 'USD',
      email: body.email,
    });

    const mine = await api().request('GET', '/api/businesses/my-businesses', { token: answer.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Array<{ _id: string }>>().map((b) => b._id)).toEqual([answer.business!._id]);
    const team = await api().request('GET', `/api/businesses/${answer.business!._id}/team-members`);
    expect(team.json<Array<{ name: string }>>().map((m) => m.name)).toEqual(['Robin Owner']);
    // Its page opens at once (it is not listed until it has a live service).
    const page = await api().request('GET', `/api/businesses/u/${username.toLowerCase()}`);
    expect(page.statusCode).toBe(200);
  });

  it("uses the server's zone without one, and takes a business name and category when given", async () => {
    const res = await register(
      account({ business: { username: uniqueUsername(), name: 'Fade Factory', category: 'salon' } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<RegisterAnswer>().business).toMatchObject({
      name: 'Fade Factory',
      category: 'salon',
      timezone: 'Europe/Berlin',
    });
  });

  it('refuses a taken username with 409 before anything is created: the email can register again', async () => {
    const { business: taken } = await createBusiness(app);
    const body = account({ business: { username: taken.username.toUpperCase() } });
    const refused = await register(body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.usernameTaken });
    expect(await users().findByEmail(body.email)).toBeUndefined();
    const login = await api().request('POST', '/api/auth/login', {
      body: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(401);

    const again = await register({ ...body, business: { username: uniqueUsername() } });
    expect(again.statusCode, again.body).toBe(201);
  });

  it.each([
    [{ username: 'api' }, 'business.username', M.usernameReserved],
    [{ username: '-bad-' }, 'business.username', M.usernameEdges],
    [{ username: uniqueUsername(), timezone: 'Mars/Olympus' }, 'business.timezone', M.timezoneInvalid],
    [{ username: uniqueUsername(), timezone: '+01:00' }, 'business.timezone', M.timezoneInvalid],
    [{ username: uniqueUsername(), category: 'bakery' }, 'business.category', M.categoryRequired],
  ])('refuses %j with 400 and creates nothing', async (business, path, message) => {
    const body = account({ business });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: Array<{ path: string; message: string }> }>().details).toContainEqual({
      path,
      message,
    });
    expect(await users().findByEmail(body.email)).toBeUndefined();
    expect(await businesses().findByUsername(business.username)).toBeUndefined();
  });

  it('still registers an account alone: customers, and business accounts without a business (older clients, staff)', async () => {
    const res = await register(account());
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<RegisterAnswer>();
    expect(answer.business).toBeUndefined();
    const mine = await api().request('GET', '/api/businesses/my-businesses', { token: answer.token });
    expect(mine.json()).toEqual([]);
    // A customer's `business` is not theirs to send: it is left out.
    const customer = await register({
      role: 'customer',
      name: 'Casey',
      email: uniqueEmail('casey'),
      password: 'secret123',
      phone: '+1 555 0100',
      business: { username: uniqueUsername() },
    });
    expect(customer.statusCode, customer.body).toBe(201);
    expect(customer.json<RegisterAnswer>().business).toBeUndefined();
  });

  // ---- listed once it has a live service -----------------------------------------------

  it('lists a business in the directory and the sitemap only while it has a live service', async () => {
    const name = `Onboarding Listing ${uniqueUsername('x')}`;
    const { owner, business } = await createBusiness(app, { name });
    const search = encodeURIComponent(name);
    const listed = async () => {
      const page = await api().request('GET', `/api/directory?search=${search}`);
      expect(page.statusCode).toBe(200);
      const top = await api().request('GET', `/api/businesses?search=${search}`);
      expect(top.statusCode).toBe(200);
      const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
      const inPage = page
        .json<{ businesses: Array<{ _id: string }>; total: number }>()
        .businesses.some((b) => b._id === business._id);
      const inTop = top.json<Array<{ _id: string }>>().some((b) => b._id === business._id);
      const inSitemap = sitemap.includes(`<loc>${PUBLIC_URL}/${business.username}</loc>`);
      expect(new Set([inPage, inTop, inSitemap]).size, 'directory, list and sitemap agree').toBe(1);
      return inPage;
    };

    expect(await listed()).toBe(false);
    // Its page still opens, for the owner to share once it is ready.
    expect((await app.inject({ url: `/${business.username}` })).statusCode).toBe(200);
    expect((await api().request('GET', `/api/businesses/u/${business.username}`)).statusCode).toBe(200);

    // An offline service does not list it; going live does, at once (the cached answer is dropped).
    const service = await createService(app, owner, business._id, { isActive: false });
    expect(await listed()).toBe(false);
    const live = await api().request('PUT', `/api/services/${service._id}`, {
      token: owner.token,
      body: { isActive: true },
    });
    expect(live.statusCode, live.body).toBe(200);
    expect(await listed()).toBe(true);

    const offline = await api().request('PUT', `/api/services/${service._id}`, {
      token: owner.token,
      body: { isActive: false },
    });
    expect(offline.statusCode).toBe(200);
    expect(await listed()).toBe(false);

    await api().request('PUT', `/api/services/${service._id}`, {
      token: owner.token,
      body: { isActive: true },
    });
    expect(await listed()).toBe(true);
    const removed = await api().request('DELETE', `/api/services/${service._id}`, { token: owner.token });
    expect(removed.statusCode).toBe(200);
    expect(await listed()).toBe(false);
  });

  it('counts a business once in the directory however many live services it has', async () => {
    const name = `Onboarding Twice ${uniqueUsername('y')}`;
    const { owner, business } = await createBusiness(app, { name });
    await createService(app, owner, business._id, { name: 'One' });
    await createService(app, owner, business._id, { name: 'Two' });
    const page = await api().request('GET', `/api/directory?search=${encodeURIComponent(name)}`);
    const answer = page.json<{ businesses: Array<{ _id: string }>; total: number }>();
    expect(answer.businesses.map((b) => b._id)).toEqual([business._id]);
    expect(answer.total).toBe(1);
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap.split(`<loc>${PUBLIC_URL}/${business.username}</loc>`)).toHaveLength(2);
  });

  // ---- the sign-in buttons ---------------------------------------------------------------

  it('names no external sign-in provider when none is configured', async () => {
    const res = await api().request('GET', '/api/auth/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ providers: [] });
  });
});

// Two registrations of one username at once: on PostgreSQL both pass the first check and race in
// their transactions, so only the insert's refusal (rolling the account back) keeps the rule.
describeWithRealConcurrency('business registration races', (scratch) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
  });
  afterAll(async () => app?.close());
  const users = () => new UsersRepository(app.ctx.database.db);
  const businesses = () => new BusinessesRepository(app.ctx.database.db);
  const register = (body: Record<string, unknown>) =>
    client(app).request('POST', '/api/auth/register', { body });
  const businessAccount = (overrides: Record<string, unknown>) => ({
    role: 'business',
    name: 'Racing Owner',
    email: uniqueEmail('race'),
    password: 'secret123',
    ...overrides,
  });

  it('lets exactly one of two simultaneous registrations have a username, and keeps no account for the other', async () => {
    const username = uniqueUsername('race');
    const bodies = [businessAccount({ business: { username } }), businessAccount({ business: { username } })];
    const answers = await Promise.all(bodies.map((body) => register(body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = bodies[answers.findIndex((r) => r.statusCode === 409)]!;
    expect(await users().findByEmail(loser.email)).toBeUndefined();
    const owner = await businesses().findByUsername(username);
    const winner = bodies[answers.findIndex((r) => r.statusCode === 201)]!;
    expect(owner?.ownerId).toBe((await users().findByEmail(winner.email))?.id);
  });
});

describeEachBackend('sign-in providers', (scratch) => {
  let app: FastifyInstance;
  afterAll(async () => app?.close());

  it('names the configured providers only, in the order the forms show them', async () => {
    app = await buildApp(
      scratch().config({
        RATE_LIMITS: 'off',
        GOOGLE_CLIENT_ID: 'client',
        GOOGLE_CLIENT_SECRET: 'secret',
        FACEBOOK_CLIENT_ID: 'client',
      }),
    );
    // Facebook has no secret: it is not configured.
    const res = await client(app).request('GET', '/api/auth/providers');
    expect(res.json()).toEqual({ providers: ['google'] });
  });
});
