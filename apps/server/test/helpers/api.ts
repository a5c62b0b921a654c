// Small helpers for driving the real HTTP app in tests (app.inject: the full Fastify pipeline).
// Every answer they see is checked against the API contract (helpers/contract.ts).
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { assertKeepsContract } from './contract';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Client = {
  request(
    method: Method,
    url: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
};

/**
 * `app.inject`, with the answer checked against the API contract: its status must be one the
 * operation documents and its body must match the operation's schema (zod and OpenAPI alike).
 */
export async function checkedInject(
  app: FastifyInstance,
  opts: string | InjectOptions,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = typeof opts === 'string' ? { url: opts } : opts;
  const res = await app.inject(options);
  const url = options.url ?? options.path ?? '/';
  assertKeepsContract(options.method ?? 'GET', typeof url === 'string' ? url : url.pathname, res);
  return res;
}

export function client(app: FastifyInstance): Client {
  return {
    request: (method, url, opts = {}) =>
      checkedInject(app, {
        method,
        url,
        headers: {
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
        ...(opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
      }),
  };
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
export const uniqueUsername = (prefix = 'biz') => `${prefix}-${crypto.randomBytes(4).toString('hex')}`;

export type Account = {
  token: string;
  user: { id: string; name: string; email: string; role: string };
  password: string;
};

export async function registerCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const password = 'secret123';
  const res = await client(app).request('POST', '/api/auth/register', {
    body: {
      role: 'customer',
      name: 'Casey Customer',
      email: uniqueEmail('cust'),
      phone: '+1 555 0100',
      password,
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register customer failed: ${res.statusCode} ${res.body}`);
  return { ...res.json(), password };
}

export async function registerBusinessOwner(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const password = 'secret123';
  const res = await client(app).request('POST', '/api/auth/register', {
    body: { role: 'business', name: 'Olive Owner', email: uniqueEmail('owner'), password, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`register business failed: ${res.statusCode} ${res.body}`);
  return { ...res.json(), password };
}

export function businessInput(overrides: Record<string, unknown> = {}) {
  return {
    username: uniqueUsername(),
    name: 'Test Salon',
    description: 'A test business',
    category: 'salon',
    currency: 'USD',
    address: '1 Test Street',
    phone: '+1 555 0123',
    email: 'salon@example.com',
    // No breaks unless a test asks: a new business otherwise starts with the spec's lunch break
    // (docs/decisions/0052), which the tests of other rules would have to work around.
    breakHours: [],
    ...overrides,
  };
}

/** A business owner with a business. */
export async function createBusiness(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const owner = await registerBusinessOwner(app);
  const res = await client(app).request('POST', '/api/businesses', {
    token: owner.token,
    body: businessInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create business failed: ${res.statusCode} ${res.body}`);
  return { owner, business: res.json() as { _id: string; username: string; [k: string]: unknown } };
}
