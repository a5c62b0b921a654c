// Bounded lists in requests: a service carries at most BREAK_HOURS_MAX break hours and a break
// names each weekday at most once, so one request cannot store (and every slot computation then
// walk) an unbounded list. The shared schemas enforce it for the server and the service form alike.
import { BREAK_HOURS_MAX, VALIDATION_MESSAGES as M, WEEKDAYS } from '@booklane/shared/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness } from './helpers/api';
import { describeEachBackend } from './helpers/backends';

/** `count` complete, valid breaks of one hour, spread over the day. */
const breaks = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const hour = String(6 + (i % 12)).padStart(2, '0');
    return { name: `Break ${i + 1}`, start: `${hour}:00`, end: `${hour}:30`, days: ['monday'] };
  });

const serviceBody = (business: string, overrides: Record<string, unknown> = {}) => ({
  business,
  name: 'Haircut',
  hasDuration: true,
  duration: 30,
  hasPricing: true,
  price: 20,
  ...overrides,
});

describeEachBackend('bounded lists', (scratch) => {
  let app: FastifyInstance;
  const api = () => client(app);
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
  });
  afterAll(async () => app?.close());

  const listServices = async (businessId: string, token: string) =>
    (await api().request('GET', `/api/services/business/${businessId}`, { token })).json() as Array<{
      _id: string;
      breakHours: unknown[];
    }>;

  it('refuses a new service with 1,000 break hours with 400 and details, and saves nothing', async () => {
    const { owner, business } = await createBusiness(app);
    const res = await api().request('POST', '/api/services', {
      token: owner.token,
      body: serviceBody(business._id, { breakHours: breaks(1000) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.breakHoursTooMany);
    expect(res.json().details).toContainEqual({ path: 'breakHours', message: M.breakHoursTooMany });
    expect(await listServices(business._id, owner.token)).toEqual([]);
  });

  it('takes up to BREAK_HOURS_MAX breaks and refuses one more on create and on update', async () => {
    const { owner, business } = await createBusiness(app);
    const created = await api().request('POST', '/api/services', {
      token: owner.token,
      body: serviceBody(business._id, { breakHours: breaks(BREAK_HOURS_MAX) }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().breakHours).toHaveLength(BREAK_HOURS_MAX);

    const tooMany = await api().request('POST', '/api/services', {
      token: owner.token,
      body: serviceBody(business._id, { breakHours: breaks(BREAK_HOURS_MAX + 1) }),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toContainEqual({ path: 'breakHours', message: M.breakHoursTooMany });

    const serviceId = created.json()._id as string;
    for (const count of [BREAK_HOURS_MAX + 1, 1000]) {
      const update = await api().request('PUT', `/api/services/${serviceId}`, {
        token: owner.token,
        body: { breakHours: breaks(count) },
      });
      expect(update.statusCode, `${count} breaks`).toBe(400);
      expect(update.json().details).toContainEqual({ path: 'breakHours', message: M.breakHoursTooMany });
    }
    const [stored] = await listServices(business._id, owner.token);
    expect(stored?._id).toBe(serviceId);
    expect(stored?.breakHours).toEqual(created.json().breakHours);
  });

  it('refuses a break that lists its days over and over', async () => {
    const { owner, business } = await createBusiness(app);
    const days = Array.from({ length: 1000 }, (_, i) => WEEKDAYS[i % WEEKDAYS.length]);
    const res = await api().request('POST', '/api/services', {
      token: owner.token,
      body: serviceBody(business._id, {
        breakHours: [{ name: 'Lunch', start: '12:00', end: '13:00', days }],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path: 'breakHours.0.days', message: M.breakDaysRepeated });
    expect(await listServices(business._id, owner.token)).toEqual([]);
  });
});
