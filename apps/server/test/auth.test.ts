import { TEST_PASSWORD_COST } from './setup-password-cost';
import { AUTH_MESSAGES, VALIDATION_MESSAGES as M } from '@booklane/shared/domain';
import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkedInject, client, registerBusinessOwner, registerCustomer, uniqueEmail } from './helpers/api';
import { describeEachBackend } from './helpers/backends';

describeEachBackend('auth and users', (scratch) => {
  let app: FastifyInstance;
  const api = () => client(app);
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
  });
  afterAll(async () => app?.close());

  it('registers a customer with a lowercased email and answers token and user', async () => {
    const email = uniqueEmail('Mixed').replace('mixed', 'MiXeD');
    const before = Date.now();
    const res = await api().request('POST', '/api/auth/register', {
      body: {
        role: 'customer',
        name: ' Ada Lovelace ',
        email,
        phone: '+44 20 7946 0000',
        password: 'secret123',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      name: 'Ada Lovelace',
      email: email.toLowerCase(),
      phone: '+44 20 7946 0000',
      role: 'customer',
      provider: 'local',
      avatar: null,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    // Created by this request (this app runs on the real clock).
    const createdAt = Date.parse(body.user.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
    // The token signs in as the new account.
    const profile = await api().request('GET', '/api/users/profile', { token: body.token });
    expect(profile.json()).toMatchObject({ id: body.user.id, email: email.toLowerCase() });
  });

  it('stores passwords as argon2id hashes', async () => {
    // The product's cost (the test processes hash at a lower one: test/setup-password-cost.ts).
    const { setPasswordHashCostForTests } = await import('../src/modules/users/password');
    setPasswordHashCostForTests(null);
    const account = await registerCustomer(app).finally(() =>
      setPasswordHashCostForTests(TEST_PASSWORD_COST),
    );
    const { UsersRepository } = await import('../src/modules/users/users.repository');
    const row = await new UsersRepository(app.ctx.database.db).findById(account.user.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a second account with the same email in any case', async () => {
    const email = uniqueEmail();
    await registerCustomer(app, { email });
    const res = await api().request('POST', '/api/auth/register', {
      body: { role: 'business', name: 'Other', email: email.toUpperCase(), password: 'secret123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('lists every bad registration field', async () => {
    const res = await api().request('POST', '/api/auth/register', {
      body: { role: 'customer', name: '', email: 'not-an-email', password: '123', phone: '' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .details.map((d: { path: string }) => d.path)
      .sort();
    expect(paths).toEqual(['email', 'name', 'password', 'phone']);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toContain(M.passwordTooShort);
    expect(messages).toContain(M.emailInvalid);
  });

  it('logs in with the right password only, without revealing which part was wrong', async () => {
    const account = await registerCustomer(app);
    const ok = await api().request('POST', '/api/auth/login', {
      body: { email: account.user.email.toUpperCase(), password: account.password, role: 'customer' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(account.user.id);

    const wrongPassword = await api().request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: 'nope-nope' },
    });
    const unknownEmail = await api().request('POST', '/api/auth/login', {
      body: { email: uniqueEmail('ghost'), password: 'nope-nope' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(unknownEmail.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('tells a customer who uses the business login which login to use', async () => {
    const account = await registerCustomer(app);
    const res = await api().request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password, role: 'business' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/customer login/);
  });

  it('answers the profile to its owner and 401 without or with a bad token', async () => {
    const account = await registerCustomer(app);
    const res = await api().request('GET', '/api/users/profile', { token: account.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: account.user.id, email: account.user.email });

    expect((await api().request('GET', '/api/users/profile')).statusCode).toBe(401);
    expect((await api().request('GET', '/api/users/profile', { token: 'garbage' })).statusCode).toBe(401);
  });

  it('refuses tokens signed with alg none, another key, or expired', async () => {
    const account = await registerCustomer(app);
    const [header, payload] = account.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT({ role: 'customer', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'));
    const expired = await new SignJWT({ role: 'customer', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-0123456789'));
    for (const token of [none, otherKey, expired, `${header}.${payload}.tampered`]) {
      const res = await api().request('GET', '/api/users/profile', { token });
      expect(res.statusCode).toBe(401);
    }
  });

  it('updates the profile, refusing an email of another account', async () => {
    const account = await registerCustomer(app);
    const other = await registerCustomer(app);
    const res = await api().request('PUT', '/api/users/profile', {
      token: account.token,
      body: { name: 'New Name', email: account.user.email, phone: '+1 555 0000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New Name', phone: '+1 555 0000' });

    const taken = await api().request('PUT', '/api/users/profile', {
      token: account.token,
      body: {
        name: 'New Name',
        email: other.user.email,
        phone: '+1 555 0000',
        currentPassword: account.password,
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(AUTH_MESSAGES.emailTaken);

    const bad = await api().request('PUT', '/api/users/profile', {
      token: account.token,
      body: { name: '', email: 'x', phone: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveLength(3);
  });

  it('changes the password: old tokens stop working, the answer carries a fresh one', async () => {
    const account = await registerBusinessOwner(app);
    const wrong = await api().request('PUT', '/api/users/password', {
      token: account.token,
      body: { currentPassword: 'wrong-one', newPassword: 'newsecret1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.currentPasswordWrong);

    const short = await api().request('PUT', '/api/users/password', {
      token: account.token,
      body: { currentPassword: account.password, newPassword: '123' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(M.newPasswordTooShort);

    const res = await api().request('PUT', '/api/users/password', {
      token: account.token,
      body: { currentPassword: account.password, newPassword: 'newsecret1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password updated successfully!');
    const fresh = res.json().token as string;

    expect((await api().request('GET', '/api/users/profile', { token: account.token })).statusCode).toBe(401);
    expect((await api().request('GET', '/api/users/profile', { token: fresh })).statusCode).toBe(200);
    const login = await api().request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: 'newsecret1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('never answers 500 to hostile bodies', async () => {
    const bodies = [
      'null',
      '[]',
      '"text"',
      '{"role":"admin","name":"x","email":"a@b.co","password":"secret1"}',
      JSON.stringify({
        role: 'customer',
        name: 'x'.repeat(100_000),
        email: 'a@b.co',
        password: 'p'.repeat(5000),
        phone: '1',
      }),
      JSON.stringify({
        role: 'customer',
        name: { $gt: '' },
        email: ["'; drop table users; --"],
        password: 1,
        phone: null,
      }),
      '{"email": "a@b.co", "password": "secret1", "extra": {"nested": true}}',
    ];
    for (const payload of bodies) {
      for (const url of ['/api/auth/register', '/api/auth/login']) {
        const res = await checkedInject(app, {
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${url} ${payload.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload.slice(0, 60)}`).toBeLessThan(500);
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
  });
});

describeEachBackend('auth rate limits', (scratch) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'on' }));
  });
  afterAll(async () => app?.close());

  it('answers 429 with Retry-After after 10 failed logins from one address, even to the right password', async () => {
    const account = await registerCustomer(app);
    const api = client(app);
    for (let i = 0; i < 10; i++) {
      const res = await api.request('POST', '/api/auth/login', {
        body: { email: account.user.email, password: 'wrong-pass' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await api.request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
  });

  it('lets many people register from one address: only failed registrations are limited', async () => {
    for (let i = 0; i < 12; i++) await registerCustomer(app);
    const taken = await registerCustomer(app);
    const api = client(app);
    const body = {
      role: 'customer',
      name: 'Again',
      email: taken.user.email,
      phone: '+1 555 0100',
      password: 'secret123',
    };
    for (let i = 0; i < 10; i++) {
      const res = await api.request('POST', '/api/auth/register', { body });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Email is already registered');
    }
    const blocked = await api.request('POST', '/api/auth/register', { body });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
  });
});
