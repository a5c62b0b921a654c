// API tokens (decisions.md 9.5, docs/decisions/0039) through the HTTP app, as a script uses them:
// `Authorization: Bearer blk_...` acts as its account within its scope, is revoked at once, and
// cannot manage tokens, the password or the email, so a leaked one cannot lock its owner out.
// Also the embed's brand colour (`PUT /businesses/{id}/brand`).
import { API_TOKEN_PREFIX, API_TOKENS_MAX, INTEGRATION_MESSAGES as I } from '@booklane/shared/domain';
import type { ApiToken, Business, CreatedApiToken } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { businessInput, client, createBusiness, registerCustomer, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';

// Monday 1 June 2026, 06:00 UTC: Tuesday 2 June is bookable.
const NOW = new Date('2026-06-01T06:00:00Z');

describeEachBackend('API tokens', (scratch) => {
  let app: FastifyInstance;
  let now = NOW;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => now });
  });
  afterAll(async () => app?.close());
  beforeEach(() => {
    now = NOW;
  });

  async function createToken(account: Account, scope: 'read' | 'write', name = 'Script') {
    const res = await api().request('POST', '/api/users/api-tokens', {
      token: account.token,
      body: { name, scope },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as CreatedApiToken;
  }

  const listTokens = async (account: Account) => {
    const res = await api().request('GET', '/api/users/api-tokens', { token: account.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApiToken[];
  };

  it('shows a new token once, then lists it by name, scope and hint only, with its last use', async () => {
    const customer = await registerCustomer(app);
    const created = await createToken(customer, 'read', '  Zapier  ');
    expect(created.token).toMatch(new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(created).toMatchObject({
      name: 'Zapier',
      scope: 'read',
      hint: created.token.slice(0, 12),
      createdAt: NOW.toISOString(),
      lastUsedAt: null,
    });

    const [listed, ...others] = await listTokens(customer);
    expect(others).toEqual([]);
    expect(listed).toEqual({
      _id: created._id,
      name: 'Zapier',
      scope: 'read',
      hint: created.hint,
      createdAt: NOW.toISOString(),
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const profile = await api().request('GET', '/api/users/profile', { token: created.token });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ id: customer.user.id, email: customer.user.email });
    // The use is written after the answer went out.
    await expect.poll(async () => (await listTokens(customer))[0]?.lastUsedAt).toBe(NOW.toISOString());
  });

  it('records the last use at most once a minute', async () => {
    const customer = await registerCustomer(app);
    const { token } = await createToken(customer, 'read');
    const lastUse = async () => (await listTokens(customer))[0]?.lastUsedAt;
    const use = async (at: Date) => {
      now = at;
      expect((await api().request('GET', '/api/bookings/user', { token })).statusCode).toBe(200);
    };

    await use(NOW);
    await expect.poll(lastUse).toBe(NOW.toISOString());
    // Within the minute the list keeps the first use; after it, the next use shows.
    await use(new Date(NOW.getTime() + 30_000));
    await use(new Date(NOW.getTime() + 59_000));
    expect(await lastUse()).toBe(NOW.toISOString());
    const later = new Date(NOW.getTime() + 61_000);
    await use(later);
    await expect.poll(lastUse).toBe(later.toISOString());
  });

  it('lets a read token read, and refuses it every change with 403', async () => {
    const customer = await registerCustomer(app);
    const { token } = await createToken(customer, 'read');
    expect((await api().request('GET', '/api/bookings/user', { token })).statusCode).toBe(200);

    const edit = await api().request('PUT', '/api/users/profile', {
      token,
      body: { name: 'Changed', email: customer.user.email, phone: '+1 555 0100' },
    });
    expect(edit.statusCode, edit.body).toBe(403);
    expect(edit.json().message).toBe(I.readOnlyToken);
    const profile = await api().request('GET', '/api/users/profile', { token: customer.token });
    expect(profile.json().name).toBe(customer.user.name);
  });

  it('lets a write token book as its customer and edit the business as its owner', async () => {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC' });
    const service = await createService(app, owner, business._id);
    const customer = await registerCustomer(app);
    const customerToken = (await createToken(customer, 'write')).token;

    const booked = await api().request('POST', '/api/bookings', {
      token: customerToken,
      body: {
        service: service._id,
        business: business._id,
        bookingDate: '2026-06-02',
        startTime: '10:00',
        notes: '',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const mine = await api().request('GET', '/api/bookings/user', { token: customer.token });
    expect((mine.json() as Array<{ _id: string }>).map((b) => b._id)).toContain(booked.json()._id);

    const ownerToken = (await createToken(owner, 'write')).token;
    const renamed = await api().request('PUT', `/api/businesses/${business._id}`, {
      token: ownerToken,
      body: businessInput({ username: business.username, name: 'Renamed by a script' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const page = await api().request('GET', `/api/businesses/detail/${business._id}`);
    expect((page.json() as Business).name).toBe('Renamed by a script');

    // The same role rules as the account's session: a customer's token cannot manage a business.
    const foreign = await api().request('PUT', `/api/businesses/${business._id}`, {
      token: customerToken,
      body: businessInput({ username: business.username }),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('stops a revoked token at once (401), like an unknown one', async () => {
    const customer = await registerCustomer(app);
    const created = await createToken(customer, 'write');
    expect((await api().request('GET', '/api/bookings/user', { token: created.token })).statusCode).toBe(200);

    const revoked = await api().request('DELETE', `/api/users/api-tokens/${created._id}`, {
      token: customer.token,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ message: I.apiTokenRevoked });
    expect(await listTokens(customer)).toEqual([]);

    const after = await api().request('GET', '/api/bookings/user', { token: created.token });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(I.apiTokenInvalid);
    const unknown = await api().request('GET', '/api/users/profile', {
      token: `${API_TOKEN_PREFIX}${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(I.apiTokenInvalid);
  });

  it('refuses a token (even a write one) the tokens, the password and the email: only a session does those', async () => {
    const customer = await registerCustomer(app);
    const kept = await createToken(customer, 'read');
    const { token } = await createToken(customer, 'write');
    const refused = [
      await api().request('GET', '/api/users/api-tokens', { token }),
      await api().request('POST', '/api/users/api-tokens', { token, body: { name: 'More', scope: 'write' } }),
      await api().request('DELETE', `/api/users/api-tokens/${kept._id}`, { token }),
      await api().request('PUT', '/api/users/password', {
        token,
        body: { currentPassword: customer.password, newPassword: 'taken-over-123' },
      }),
      await api().request('PUT', '/api/users/profile', {
        token,
        body: {
          name: customer.user.name,
          email: 'attacker@example.com',
          phone: '+1 555 0100',
          currentPassword: customer.password,
        },
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(I.apiTokenSessionOnly);
    }
    // Nothing changed: both tokens are there, the password and the address are the owner's.
    expect((await listTokens(customer)).map((t) => t._id).sort()).toHaveLength(2);
    const login = await api().request('POST', '/api/auth/login', {
      body: { email: customer.user.email, password: customer.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const profile = await api().request('GET', '/api/users/profile', { token: customer.token });
    expect(profile.json()).toMatchObject({ email: customer.user.email, pendingEmail: null });

    // The rest of a profile edit is a change like any other.
    const renamed = await api().request('PUT', '/api/users/profile', {
      token,
      body: { name: 'Renamed by a script', email: customer.user.email, phone: '+1 555 0100' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Renamed by a script');
  });

  it('refuses a token the ways in that would outlast it: webhooks and team invitations', async () => {
    const { owner, business } = await createBusiness(app);
    const { token } = await createToken(owner, 'write');
    const created = await api().request('POST', `/api/businesses/${business._id}/webhooks`, {
      token,
      body: { url: 'https://hooks.example.com/booklane', events: ['booking.created'] },
    });
    expect(created.statusCode, created.body).toBe(403);
    expect(created.json().message).toBe(I.apiTokenSessionOnly);
    const team = await api().request('GET', `/api/businesses/${business._id}/team-members/manage`, {
      token,
    });
    expect(team.statusCode, team.body).toBe(200);
    const invite = await api().request('POST', `/api/team-members/${team.json()[0]._id}/invite`, {
      token,
      body: { email: 'new-staff@example.com' },
    });
    expect(invite.statusCode, invite.body).toBe(403);
    expect(invite.json().message).toBe(I.apiTokenSessionOnly);
    // What it can see stays readable: the (empty) list of webhooks.
    const list = await api().request('GET', `/api/businesses/${business._id}/webhooks`, { token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([]);
  });

  it("answers 404 for another account's token, which keeps working", async () => {
    const alice = await registerCustomer(app);
    const bob = await registerCustomer(app);
    const bobs = await createToken(bob, 'read');
    const res = await api().request('DELETE', `/api/users/api-tokens/${bobs._id}`, { token: alice.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(I.apiTokenNotFound);
    expect((await api().request('GET', '/api/users/profile', { token: bobs.token })).json().id).toBe(
      bob.user.id,
    );
  });

  it(`keeps at most ${API_TOKENS_MAX} tokens per account`, async () => {
    const customer = await registerCustomer(app);
    for (let i = 0; i < API_TOKENS_MAX; i++) await createToken(customer, 'read', `Token ${i}`);
    const over = await api().request('POST', '/api/users/api-tokens', {
      token: customer.token,
      body: { name: 'One more', scope: 'read' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(I.apiTokensTooMany);
    expect(await listTokens(customer)).toHaveLength(API_TOKENS_MAX);
  });

  it('checks a new token: a name, within its length, and a scope', async () => {
    const customer = await registerCustomer(app);
    const noName = await api().request('POST', '/api/users/api-tokens', {
      token: customer.token,
      body: { name: '  ', scope: 'read' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(I.apiTokenNameRequired);
    const badScope = await api().request('POST', '/api/users/api-tokens', {
      token: customer.token,
      body: { name: 'Script', scope: 'admin' },
    });
    expect(badScope.statusCode).toBe(400);
  });
});

describeEachBackend("the embed's brand colour", (scratch) => {
  let app: FastifyInstance;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => NOW });
  });
  afterAll(async () => app?.close());

  it("is the owner's to set; every business answer carries it, public reads at once", async () => {
    const { owner, business } = await createBusiness(app);
    // A public read, kept ready before the change, must not outlive it.
    const before = await api().request('GET', `/api/businesses/u/${business.username}`);
    expect((before.json() as Business).brandColor).toBeNull();

    const set = await api().request('PUT', `/api/businesses/${business._id}/brand`, {
      token: owner.token,
      body: { brandColor: '#0F766E' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ brandColor: '#0f766e' });
    for (const url of [`/api/businesses/u/${business.username}`, `/api/businesses/detail/${business._id}`]) {
      expect((await api().request('GET', url)).json().brandColor, url).toBe('#0f766e');
    }
    const mine = await api().request('GET', '/api/businesses/my-businesses', { token: owner.token });
    expect(mine.json()).toEqual([expect.objectContaining({ _id: business._id, brandColor: '#0f766e' })]);

    const reset = await api().request('PUT', `/api/businesses/${business._id}/brand`, {
      token: owner.token,
      body: { brandColor: null },
    });
    expect(reset.json()).toEqual({ brandColor: null });
    expect(
      (await api().request('GET', `/api/businesses/detail/${business._id}`)).json().brandColor,
    ).toBeNull();
  });

  it('refuses another owner, a customer, and a colour that is not #rrggbb', async () => {
    const { owner, business } = await createBusiness(app);
    const other = await createBusiness(app);
    const customer = await registerCustomer(app);
    const put = (token: string, brandColor: unknown) =>
      api().request('PUT', `/api/businesses/${business._id}/brand`, { token, body: { brandColor } });

    expect((await put(other.owner.token, '#112233')).statusCode).toBe(403);
    expect((await put(customer.token, '#112233')).statusCode).toBe(403);
    for (const bad of ['red', '#12345', '#1234567', 'rgb(0,0,0)', 42]) {
      const res = await put(owner.token, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe(I.brandColorInvalid);
    }
    expect(
      (await api().request('GET', `/api/businesses/detail/${business._id}`)).json().brandColor,
    ).toBeNull();
  });
});
