import {
  BUFFER_MINUTES_MAX,
  SERVICE_DURATION_MAX_MINUTES,
  VALIDATION_MESSAGES as M,
  defaultBreakHour,
  defaultSchedule,
} from '@booklane/shared/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness } from './helpers/api';
import { describeEachBackend } from './helpers/backends';

const serviceBody = (business: string, overrides: Record<string, unknown> = {}) => ({
  business,
  name: 'Haircut',
  description: 'A good haircut',
  hasDuration: true,
  duration: 45,
  hasPricing: true,
  price: 30.5,
  ...overrides,
});

describeEachBackend('services', (scratch) => {
  let app: FastifyInstance;
  const api = () => client(app);
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
  });
  afterAll(async () => app?.close());

  it('creates a service with the spec defaults', async () => {
    const { owner, business } = await createBusiness(app);
    const res = await api().request('POST', '/api/services', {
      token: owner.token,
      body: serviceBody(business._id),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Haircut',
      duration: 45,
      price: 30.5,
      business: business._id,
      advanceBookingLimit: 30,
      bookingType: 'datetime',
      bookingInterval: 30,
      allowCustomerComments: true,
      autoAcceptBookings: false,
      hasSlotLimit: true,
      maxSlotsPerTimeSlot: 1,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeMinutes: 0,
      isActive: true,
      hasCustomSchedule: false,
      breakHours: [],
    });
  });

  it('omits price and duration when their toggles are off', async () => {
    const { owner, business } = await createBusiness(app);
    const res = await api().request('POST', '/api/services', {
      token: owner.token,
      body: serviceBody(business._id, { hasDuration: false, duration: 45, hasPricing: false, price: 10 }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ hasDuration: false, duration: null, hasPricing: false, price: null });
  });

  it('answers each validation message of the service form', async () => {
    const { owner, business } = await createBusiness(app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', M.serviceNameRequired],
      [{ duration: null }, 'duration', M.durationRequired],
      [{ duration: 0 }, 'duration', M.durationTooShort],
      [{ price: null }, 'price', M.priceRequired],
      [{ price: -1 }, 'price', M.priceNegative],
      [{ price: 1.234 }, 'price', M.priceDecimals],
      [{ bookingInterval: 0 }, 'bookingInterval', M.bookingInterval],
      [{ bookingInterval: 721 }, 'bookingInterval', M.bookingInterval],
      [{ advanceBookingLimit: 0 }, 'advanceBookingLimit', M.advanceBookingLimit],
      [{ advanceBookingLimit: 366 }, 'advanceBookingLimit', M.advanceBookingLimit],
      [{ maxSlotsPerTimeSlot: 101 }, 'maxSlotsPerTimeSlot', M.slotsPerTimeSlot],
      [{ bookingType: 'weekly' }, 'bookingType', M.bookingTypeInvalid],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await api().request('POST', '/api/services', {
        token: owner.token,
        body: serviceBody(business._id, overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().details, JSON.stringify(overrides)).toContainEqual({ path, message });
    }
  });

  it('keeps a service within a day and its buffers within four hours in the database itself', async () => {
    // Availability and the booking function bound their reads by the longest time a booking can
    // hold; a row written around the API (a script, a hand-made fix) must not break that.
    const { owner, business } = await createBusiness(app);
    const created = await api().request('POST', '/api/services', {
      token: owner.token,
      body: serviceBody(business._id, { duration: SERVICE_DURATION_MAX_MINUTES }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    const write = (set: ReturnType<typeof sql>) =>
      app.ctx.database.db.execute(sql`update services set ${set} where id = ${id}`).then(
        () => 'accepted',
        (err: Error) => (err.cause instanceof Error ? err.cause.message : err.message),
      );
    expect(await write(sql`duration = ${SERVICE_DURATION_MAX_MINUTES + 1}`)).toMatch(
      /services_duration_check/,
    );
    expect(await write(sql`buffer_after_minutes = ${BUFFER_MINUTES_MAX + 1}`)).toMatch(
      /services_buffer_after_check/,
    );
    expect(await write(sql`duration = null, has_duration = false`)).toBe('accepted');
  });

  it('keeps only complete break hours and applies the booking-type rules on save', async () => {
    const { owner, business } = await createBusiness(app);
    const custom = defaultSchedule();
    const res = await api().request('POST', '/api/services', {
      token: owner.token,
      body: serviceBody(business._id, {
        breakHours: [defaultBreakHour(), { name: 'Half', start: '15:00', end: '', days: ['monday'] }],
        hasCustomSchedule: true,
        customSchedule: custom,
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().breakHours).toEqual([defaultBreakHour()]);
    expect(res.json().hasCustomSchedule).toBe(true);

    // A flexible service keeps no breaks and no custom schedule.
    const flexible = await api().request('PUT', `/api/services/${res.json()._id}`, {
      token: owner.token,
      body: { bookingType: 'flexible' },
    });
    expect(flexible.statusCode).toBe(200);
    expect(flexible.json()).toMatchObject({
      bookingType: 'flexible',
      breakHours: [],
      hasCustomSchedule: false,
    });
  });

  it('lists active services to visitors and all to the owner; Go Live / Take Offline with only isActive', async () => {
    const { owner, business } = await createBusiness(app);
    const a = (
      await api().request('POST', '/api/services', {
        token: owner.token,
        body: serviceBody(business._id, { name: 'Live' }),
      })
    ).json();
    const b = (
      await api().request('POST', '/api/services', {
        token: owner.token,
        body: serviceBody(business._id, { name: 'Hidden' }),
      })
    ).json();
    const off = await api().request('PUT', `/api/services/${b._id}`, {
      token: owner.token,
      body: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false, name: 'Hidden', price: 30.5 });

    const publicList = await api().request('GET', `/api/services/business/${business._id}`);
    expect(publicList.json().map((s: { name: string }) => s.name)).toEqual(['Live']);
    const ownerList = await api().request('GET', `/api/services/business/${business._id}`, {
      token: owner.token,
    });
    expect(
      ownerList
        .json()
        .map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Hidden', 'Live']);
    const other = await createBusiness(app);
    const otherList = await api().request('GET', `/api/services/business/${business._id}`, {
      token: other.owner.token,
    });
    expect(otherList.json().map((s: { _id: string }) => s._id)).toEqual([a._id]);

    const back = await api().request('PUT', `/api/services/${b._id}`, {
      token: owner.token,
      body: { isActive: true },
    });
    expect(back.json().isActive).toBe(true);
  });

  it('validates a full update as a whole and deletes', async () => {
    const { owner, business } = await createBusiness(app);
    const created = (
      await api().request('POST', '/api/services', { token: owner.token, body: serviceBody(business._id) })
    ).json();
    const bad = await api().request('PUT', `/api/services/${created._id}`, {
      token: owner.token,
      body: { hasPricing: true, price: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual({ path: 'price', message: M.priceRequired });

    const full = await api().request('PUT', `/api/services/${created._id}`, {
      token: owner.token,
      body: { ...serviceBody(business._id), name: 'Deluxe', bookingInterval: 15, business: undefined },
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ name: 'Deluxe', bookingInterval: 15 });

    const del = await api().request('DELETE', `/api/services/${created._id}`, { token: owner.token });
    expect(del.statusCode).toBe(200);
    expect(
      (await api().request('DELETE', `/api/services/${created._id}`, { token: owner.token })).statusCode,
    ).toBe(404);
  });

  it('answers 404 for the services of an unknown business', async () => {
    expect(
      (await api().request('GET', '/api/services/business/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await api().request('GET', '/api/services/business/nope')).statusCode).toBe(404);
  });
});
