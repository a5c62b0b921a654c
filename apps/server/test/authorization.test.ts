// The authorization matrix of every write route of accounts, businesses and services:
// a guest gets 401, a customer and another business 403, the owner succeeds.
import { defaultSchedule } from '@booklane/shared/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  businessInput,
  client,
  createBusiness,
  registerCustomer,
  type Account,
  type Method,
} from './helpers/api';
import { describeEachBackend } from './helpers/backends';

describeEachBackend('authorization matrix', (scratch) => {
  let app: FastifyInstance;
  let owner: Account;
  let other: Account;
  let customer: Account;
  let businessId: string;
  let serviceId: string;
  let username: string;

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
    const created = await createBusiness(app);
    owner = created.owner;
    businessId = created.business._id;
    username = created.business.username;
    other = (await createBusiness(app)).owner;
    customer = await registerCustomer(app);
    const service = await client(app).request('POST', '/api/services', {
      token: owner.token,
      body: { business: businessId, name: 'Cut', duration: 30, price: 20 },
    });
    serviceId = service.json()._id;
  });
  afterAll(async () => app?.close());

  type Route = { method: Method; url: () => string; body: () => unknown; ownerStatus: number };
  const routes: Route[] = [
    {
      method: 'PUT',
      url: () => `/api/businesses/${businessId}`,
      body: () => businessInput({ username }),
      ownerStatus: 200,
    },
    {
      method: 'PUT',
      url: () => `/api/businesses/${businessId}/update-schedule`,
      body: () => ({ schedule: defaultSchedule() }),
      ownerStatus: 200,
    },
    {
      method: 'POST',
      url: () => '/api/services',
      body: () => ({ business: businessId, name: 'New', duration: 30, price: 10 }),
      ownerStatus: 201,
    },
    {
      method: 'PUT',
      url: () => `/api/services/${serviceId}`,
      body: () => ({ isActive: false }),
      ownerStatus: 200,
    },
    { method: 'DELETE', url: () => `/api/services/${serviceId}`, body: () => undefined, ownerStatus: 200 },
  ];

  it.each(routes.map((r) => [`${r.method} ${r.url.toString().slice(12, 60)}`, r] as const))(
    '%s',
    async (_name, route) => {
      const api = client(app);
      const call = (token?: string) => api.request(route.method, route.url(), { token, body: route.body() });
      expect((await call()).statusCode, 'guest').toBe(401);
      expect((await call(customer.token)).statusCode, 'customer').toBe(403);
      expect((await call(other.token)).statusCode, 'other business').toBe(403);
      const res = await call(owner.token);
      expect(res.statusCode, `owner: ${res.body}`).toBe(route.ownerStatus);
    },
  );

  it('account routes need a token', async () => {
    const api = client(app);
    expect((await api.request('GET', '/api/users/profile')).statusCode).toBe(401);
    expect((await api.request('PUT', '/api/users/profile', { body: { name: 'x' } })).statusCode).toBe(401);
    expect((await api.request('PUT', '/api/users/password', { body: {} })).statusCode).toBe(401);
    expect((await api.request('POST', '/api/businesses', { body: businessInput() })).statusCode).toBe(401);
  });
});
