// Limits that hold under concurrency, and a lockout that stops an attacker before it stops the
// owner (docs/decisions/0014): every attempt takes its place in the counts before the work it
// guards (a password check, an account, a booking, a message), so simultaneous requests cannot
// all slip under a limit. On every database; with TEST_REDIS_URL the PostgreSQL run keeps the
// counts in Redis, as several processes would.
import crypto from 'node:crypto';
import { AUTH_MESSAGES } from '@booklane/shared/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkedInject, client, createBusiness, registerCustomer, uniqueEmail } from './helpers/api';
import { describeEachBackend, TEST_REDIS_URL } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

// Monday 1 June 2026, 08:00 in Berlin: the bookings below are for days after it, whatever the real date.
const NOW = new Date('2026-06-01T06:00:00Z');

/** A client address of its own for each test, so that tests do not share per-address counts. */
let lastOctet = 0;
const newAddress = () => `203.0.113.${++lastOctet}`;

type Attempt = { address: string; cookie?: string };

const statuses = (answers: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};

/** The device cookie an answer sets (`name=value`), as a browser would send it back. */
const deviceCookie = (res: LightMyRequestResponse): string => {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const device = cookies.find((c) => c.startsWith('booklane_device='));
  expect(device, 'a device cookie').toBeDefined();
  expect(device).toMatch(/HttpOnly/);
  expect(device).toMatch(/SameSite=Strict/);
  return device!.split(';')[0]!;
};

describeEachBackend('sign-in and request limits', (scratch) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const redis: Record<string, string> =
      scratch().backend === 'postgres' && TEST_REDIS_URL
        ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `limits-${crypto.randomBytes(4).toString('hex')}:` }
        : {};
    app = await buildApp(scratch().config({ RATE_LIMITS: 'on', ...redis }), { clock: () => NOW });
  });
  afterAll(async () => app?.close());

  const login = (email: string, password: string, from: Attempt) =>
    checkedInject(app, {
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from.address,
      headers: { 'content-type': 'application/json', ...(from.cookie ? { cookie: from.cookie } : {}) },
      payload: JSON.stringify({ email, password }),
    });

  it('refuses the right password after 100 simultaneous wrong ones from one address', async () => {
    const account = await registerCustomer(app);
    const from = { address: newAddress() };
    const wrong = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(account.user.email, `wrong-${i}`, from)),
    );
    // Only as many passwords as the limit allows were even checked.
    expect(statuses(wrong)).toEqual({ 401: 10, 429: 90 });
    const right = await login(account.user.email, account.password, from);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('creates at most 100 accounts from one address, however many register at once', async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 150 }, () =>
        checkedInject(app, {
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: address,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            role: 'customer',
            name: 'Flood',
            email: uniqueEmail('flood'),
            phone: '+1 555 0100',
            password: 'secret123',
          }),
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 100, 429: 50 });
  });

  it("stops an attacker's addresses and new browsers before the owner's own browser", async () => {
    const account = await registerCustomer(app);
    const email = account.user.email;
    // The owner signed in on their browser before: it carries a device cookie.
    const owner: Attempt = { address: newAddress() };
    const first = await login(email, account.password, owner);
    expect(first.statusCode).toBe(200);
    owner.cookie = deviceCookie(first);

    // An attacker guesses from three addresses, until each address is stopped after ten.
    const attackers = [newAddress(), newAddress(), newAddress()];
    for (const address of attackers) {
      const guesses = [];
      for (let i = 0; i < 12; i++) guesses.push(await login(email, `guess-${i}`, { address }));
      expect(statuses(guesses)).toEqual({ 401: 10, 429: 2 });
    }
    // 30 failures in all: the account is now closed to browsers it has never been used on, even
    // with the right password...
    const stranger = await login(email, account.password, { address: newAddress() });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(AUTH_MESSAGES.accountLocked);
    // ...and to the attacker's addresses, even with the right password...
    expect((await login(email, account.password, { address: attackers[0]! })).statusCode).toBe(429);
    // ...but the owner's browser still signs in.
    const again = await login(email, account.password, owner);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(account.user.id);
  });

  it("keeps the owner's own browser signing in on a shared address the failures of others closed", async () => {
    const account = await registerCustomer(app);
    const office = newAddress();
    const owner: Attempt = { address: office };
    const first = await login(account.user.email, account.password, owner);
    owner.cookie = deviceCookie(first);
    // Colleagues behind the same address mistype their own passwords until the address is closed.
    const colleague = await registerCustomer(app);
    const typos = [];
    for (let i = 0; i < 11; i++)
      typos.push(await login(colleague.user.email, `typo-${i}`, { address: office }));
    expect(statuses(typos)).toEqual({ 401: 10, 429: 1 });
    expect((await login(colleague.user.email, colleague.password, { address: office })).statusCode).toBe(429);
    // The owner's remembered browser has its own allowance (issue 32 item 6).
    const again = await login(account.user.email, account.password, owner);
    expect(again.statusCode, again.body).toBe(200);
    // ...and its own wrong guesses still count against it.
    const guesses = [];
    for (let i = 0; i < 11; i++) guesses.push(await login(account.user.email, `guess-${i}`, owner));
    expect(statuses(guesses)).toEqual({ 401: 10, 429: 1 });
  });

  it('does not count right passwords: many sign-ins from one address all pass', async () => {
    const from = { address: newAddress() };
    const accounts = await Promise.all(Array.from({ length: 3 }, () => registerCustomer(app)));
    const answers = [];
    for (let round = 0; round < 8; round++) {
      for (const a of accounts) answers.push(await login(a.user.email, a.password, from));
    }
    expect(statuses(answers)).toEqual({ 200: 24 });
  });

  it('refuses a device cookie that was altered or made for another account', async () => {
    const victim = await registerCustomer(app);
    const other = await registerCustomer(app);
    const mine = deviceCookie(await login(other.user.email, other.password, { address: newAddress() }));
    for (let i = 0; i < 3; i++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          login(victim.user.email, `guess-${i}-${j}`, { address: newAddress() }),
        ),
      );
    }
    const tampered = mine.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const cookie of [mine, tampered]) {
      const res = await login(victim.user.email, victim.password, { address: newAddress(), cookie });
      expect(res.statusCode).toBe(429);
    }
  });

  it('holds the guest and customer booking limits under simultaneous requests', async () => {
    const { owner, business } = await createBusiness(app);
    const service = await createService(app, owner, business._id, { hasSlotLimit: false });
    const body = (extra: Record<string, unknown>) => ({
      service: service._id,
      business: business._id,
      bookingDate: '2026-06-02',
      startTime: '10:00',
      notes: '',
      ...extra,
    });
    const address = newAddress();
    const guests = await Promise.all(
      Array.from({ length: 40 }, () =>
        checkedInject(app, {
          method: 'POST',
          url: '/api/bookings/guest',
          remoteAddress: address,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body(guest({ guestEmail: uniqueEmail('g') }))),
        }),
      ),
    );
    expect(statuses(guests)).toEqual({ 201: 20, 429: 20 });

    const customer = await registerCustomer(app);
    const mine = await Promise.all(
      Array.from({ length: 40 }, () =>
        client(app).request('POST', '/api/bookings', { token: customer.token, body: body({}) }),
      ),
    );
    expect(statuses(mine)).toEqual({ 201: 30, 429: 10 });
  });

  it('limits how often one booking is changed by its customer (each change emails the business)', async () => {
    const { owner, business } = await createBusiness(app);
    const service = await createService(app, owner, business._id, {
      bookingType: 'flexible',
      hasDuration: false,
      hasSlotLimit: false,
    });
    const customer = await registerCustomer(app);
    const booked = await client(app).request('POST', '/api/bookings', {
      token: customer.token,
      body: { service: service._id, business: business._id, notes: '' },
    });
    const id = booked.json()._id as string;
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        client(app).request('PUT', `/api/bookings/${id}/cancel-by-customer`, { token: customer.token }),
      ),
    );
    // Ten attempts in a day go through (one cancels it, the others find it cancelled); no more.
    expect(statuses(answers)).toEqual({ 200: 1, 409: 9, 429: 4 });
  });

  it('holds the chat limits under simultaneous requests: messages, and new conversations only', async () => {
    const customer = await registerCustomer(app);
    const api = client(app);
    const businesses = await Promise.all(Array.from({ length: 22 }, () => createBusiness(app)));
    const opened = await Promise.all(
      businesses.map(({ business }) =>
        api.request('GET', `/api/chats/business/${business._id}`, { token: customer.token }),
      ),
    );
    expect(statuses(opened)).toEqual({ 200: 20, 429: 2 });
    // Opening a conversation that exists is not limited.
    const chatId = opened.find((r) => r.statusCode === 200)!.json()._id as string;
    const businessOf = opened.findIndex((r) => r.statusCode === 200);
    const reopen = await api.request('GET', `/api/chats/business/${businesses[businessOf]!.business._id}`, {
      token: customer.token,
    });
    expect(reopen.statusCode).toBe(200);
    expect(reopen.json()._id).toBe(chatId);

    const sends = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        api.request('POST', `/api/chats/${chatId}/messages`, {
          token: customer.token,
          body: { content: `hello ${i}` },
        }),
      ),
    );
    expect(statuses(sends)).toEqual({ 201: 60, 429: 20 });
  });
});
