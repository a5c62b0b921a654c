import type { FastifyInstance } from 'fastify';
import { client, createBusiness, type Account } from './api';

export type ServiceOverrides = Record<string, unknown>;

export async function createService(
  app: FastifyInstance,
  owner: Account,
  businessId: string,
  overrides: ServiceOverrides = {},
) {
  const res = await client(app).request('POST', '/api/services', {
    token: owner.token,
    body: { business: businessId, name: 'Consultation', duration: 30, price: 40, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`create service failed: ${res.statusCode} ${res.body}`);
  return res.json() as { _id: string; [k: string]: unknown };
}

/**
 * A business that is listed in the directory and the sitemap: one with a live service
 * (decisions.md 9.2). For the tests about listing; a new business alone is not listed.
 */
export async function createListedBusiness(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  service: ServiceOverrides = {},
) {
  const made = await createBusiness(app, overrides);
  const listedBy = await createService(app, made.owner, made.business._id, service);
  return { ...made, service: listedBy };
}

export function guest(overrides: Record<string, unknown> = {}) {
  return { guestName: 'Gina Guest', guestEmail: 'gina@example.com', guestPhone: '+1 555 0111', ...overrides };
}
