// The public reads' ready answers (docs/decisions/0018-public-read-cache-and-one-round-trip-bookings.md) through the real app:
// a repeat visit gets 304 only while the answer is the same; every write is read back at once, on
// the process that made it and (PostgreSQL + Redis) on another one; a caller's own view (an owner
// seeing their inactive services) is never kept for, or served to, anyone else.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Business, Service, ServiceAvailability } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { businessInput, client, createBusiness } from './helpers/api';
import { createScratch, describeEachBackend, TEST_REDIS_URL, type Scratch } from './helpers/backends';
import { createListedBusiness, createService, guest } from './helpers/bookings';

const DAY = 86_400_000;
/** A weekday at least two days ahead, within every service's booking window. */
function weekdayAhead(): string {
  const day = new Date(Date.now() + 2 * DAY);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  client(app).request('GET', url, { headers });

describeEachBackend('public reads', (scratch) => {
  let app: FastifyInstance;
  const api = () => client(app);
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
  });
  afterAll(async () => app?.close());

  it('answers a repeat visit with 304 while the business is unchanged, and with the new page once it changes', async () => {
    const { owner, business } = await createBusiness(app);
    const url = `/api/businesses/u/${business.username}`;
    const first = await get(app, url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get(app, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The weak form and a list holding it match too; another tag does not.
    expect((await get(app, url, { 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);
    expect((await get(app, url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);

    const renamed = await api().request('PUT', `/api/businesses/${business._id}`, {
      token: owner.token,
      body: { ...pick(business), name: 'Renamed Studio' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await get(app, url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json<Business>().name).toBe('Renamed Studio');
    expect(after.headers.etag).not.toBe(etag);
    // The same business by id shows the same change.
    expect((await get(app, `/api/businesses/detail/${business._id}`)).json<Business>().name).toBe(
      'Renamed Studio',
    );
  });

  it('shows a new business in the directory, and its new name, as soon as they are saved', async () => {
    const before = await get(app, '/api/businesses');
    expect(before.statusCode).toBe(200);
    // Listed once it has a live service (decisions.md 9.2).
    const { owner, business } = await createListedBusiness(app);
    const listed = await get(app, '/api/businesses', { 'if-none-match': String(before.headers.etag) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Business[]>().map((b) => b._id)).toContain(business._id);

    await api().request('PUT', `/api/businesses/${business._id}`, {
      token: owner.token,
      body: { ...pick(business), name: 'Directory Rename' },
    });
    const renamed = (await get(app, '/api/businesses'))
      .json<Business[]>()
      .find((b) => b._id === business._id);
    expect(renamed?.name).toBe('Directory Rename');
  });

  it("reads back every change of a business's services at once: added, repriced, paused, removed", async () => {
    const { owner, business } = await createBusiness(app);
    const url = `/api/services/business/${business._id}`;
    const names = async () => (await get(app, url)).json<Service[]>().map((s) => `${s.name} ${s.price}`);
    expect(await names()).toEqual([]);
    const service = await createService(app, owner, business._id, { name: 'Cut', price: 20 });
    expect(await names()).toEqual(['Cut 20']);
    await api().request('PUT', `/api/services/${service._id}`, { token: owner.token, body: { price: 25 } });
    expect(await names()).toEqual(['Cut 25']);
    await api().request('PUT', `/api/services/${service._id}`, {
      token: owner.token,
      body: { isActive: false },
    });
    expect(await names()).toEqual([]);
    await api().request('PUT', `/api/services/${service._id}`, {
      token: owner.token,
      body: { isActive: true },
    });
    expect(await names()).toEqual(['Cut 25']);
    await api().request('DELETE', `/api/services/${service._id}`, { token: owner.token });
    expect(await names()).toEqual([]);
  });

  it("never serves an owner's own view of their services to visitors, nor the visitors' view to the owner", async () => {
    const { owner, business } = await createBusiness(app);
    await createService(app, owner, business._id, { name: 'Live' });
    await createService(app, owner, business._id, { name: 'Draft', isActive: false });
    const url = `/api/services/business/${business._id}`;
    const names = (res: { json<T>(): T }) =>
      res
        .json<Service[]>()
        .map((s) => s.name)
        .sort();

    // The visitors' answer is kept first, then the owner asks, then a visitor again.
    const visitor = await get(app, url);
    expect(names(visitor)).toEqual(['Live']);
    expect(visitor.headers.vary).toContain('authorization');
    const own = await api().request('GET', url, { token: owner.token });
    expect(names(own)).toEqual(['Draft', 'Live']);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.headers.vary).toContain('authorization');
    expect(names(await get(app, url))).toEqual(['Live']);
    // Even holding the visitors' ETag, the owner gets their own full answer.
    const ownAgain = await api().request('GET', url, {
      token: owner.token,
      headers: { 'if-none-match': String(visitor.headers.etag) },
    });
    expect(ownAgain.statusCode).toBe(200);
    expect(names(ownAgain)).toEqual(['Draft', 'Live']);
  });

  it('takes a booked place off the availability at once, and gives it back on cancellation', async () => {
    const { owner, business } = await createBusiness(app);
    const service = await createService(app, owner, business._id, {
      hasSlotLimit: true,
      maxSlotsPerTimeSlot: 2,
      autoAcceptBookings: true,
    });
    const date = weekdayAhead();
    const url = `/api/services/${service._id}/availability?from=${date}&to=${date}`;
    const places = async () =>
      (await get(app, url)).json<ServiceAvailability>().days[0]?.slots.find((s) => s.startTime === '10:00')
        ?.remaining;
    expect(await places()).toBe(2);
    const booked = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: business._id,
        bookingDate: date,
        startTime: '10:00',
        ...guest(),
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await places()).toBe(1);
    const cancelled = await api().request('PUT', `/api/bookings/${booked.json()._id}/status`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await places()).toBe(2);
  });

  it('sends a big answer compressed to a browser that accepts it, the same answer, and drops that copy with it', async () => {
    const { owner, business } = await createBusiness(app);
    const service = await createService(app, owner, business._id, { autoAcceptBookings: true });
    const date = weekdayAhead();
    const last = new Date(Date.parse(date) + 27 * DAY).toISOString().slice(0, 10);
    const url = `/api/services/${service._id}/availability?from=${date}&to=${last}`;
    const plain = await get(app, url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(5_000);

    // What a browser sends: brotli when it accepts it, else gzip; each its own ETag.
    const br = await get(app, url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const gzip = await get(app, url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const again = await get(app, url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);

    // A booking drops the answer, compressed copies and all.
    const booked = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: business._id,
        bookingDate: date,
        startTime: '10:00',
        ...guest(),
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const after = await get(app, url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(after.statusCode).toBe(200);
    const day = JSON.parse(zlib.brotliDecompressSync(after.rawPayload).toString()) as ServiceAvailability;
    expect(day.days[0]?.slots.find((s) => s.startTime === '10:00')?.remaining).toBe(0);

    // A small answer goes as it is.
    const photos = await get(app, `/api/businesses/${business._id}/photos`, { 'accept-encoding': 'br' });
    expect(photos.statusCode).toBe(200);
    expect(photos.headers['content-encoding']).toBeUndefined();
  });

  it("takes a time off another service's availability at once when a booking holds its one member", async () => {
    // The barber case (issue 31): one person performs both services, so a Skin Fade at 10:00
    // leaves no Beard Trim at 10:00, and the kept answer of the trim must not say otherwise.
    const { owner, business } = await createBusiness(app);
    const fade = await createService(app, owner, business._id, { autoAcceptBookings: true });
    const trim = await createService(app, owner, business._id, { autoAcceptBookings: true });
    const date = weekdayAhead();
    const url = `/api/services/${trim._id}/availability?from=${date}&to=${date}`;
    const trimAtTen = async () =>
      (await get(app, url)).json<ServiceAvailability>().days[0]?.slots.find((s) => s.startTime === '10:00');
    expect((await trimAtTen())?.teamMemberIds).toHaveLength(1);
    expect((await trimAtTen())?.teamMemberIds).toHaveLength(1);
    const booked = await api().request('POST', '/api/bookings/guest', {
      body: { service: fade._id, business: business._id, bookingDate: date, startTime: '10:00', ...guest() },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await trimAtTen())?.teamMemberIds ?? []).toEqual([]);
  });

  it('closes a day in the availability as soon as the owner saves the closure', async () => {
    const { owner, business } = await createBusiness(app);
    const service = await createService(app, owner, business._id);
    const date = weekdayAhead();
    const url = `/api/services/${service._id}/availability?from=${date}&to=${date}`;
    const open = async () => (await get(app, url)).json<ServiceAvailability>().days[0]?.slots.length ?? 0;
    // 09:00 to 16:30 every 30 minutes, the default hours of a new business and service.
    expect(await open()).toBe(16);
    const saved = await api().request('PUT', `/api/businesses/${business._id}/date-overrides`, {
      token: owner.token,
      body: { dateOverrides: [{ date, closed: true }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await open()).toBe(0);
  });
});

/** A valid update of the business (its username kept), with a description as updates need. */
function pick(business: { username: string }) {
  return businessInput({ username: business.username, description: 'Cuts and colour' });
}

const clusterReady = Boolean(process.env.TEST_DATABASE_URL && TEST_REDIS_URL);

describe.skipIf(!clusterReady)('public reads across two server processes (PostgreSQL + Redis)', () => {
  let scratch: Scratch;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    scratch = await createScratch('postgres');
    const config = scratch.config({
      REDIS_URL: TEST_REDIS_URL ?? '',
      REDIS_KEY_PREFIX: `booklane-test-${crypto.randomBytes(6).toString('hex')}:`,
      RATE_LIMITS: 'off',
    });
    [a, b] = await Promise.all([buildApp(config), buildApp(config)]);
  });
  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await scratch?.dispose();
  });

  it('a change saved on one process is what the other answers next, every time', async () => {
    // Listed in the directory once it has a live service (decisions.md 9.2).
    const { owner, business } = await createListedBusiness(a);
    const url = `/api/businesses/u/${business.username}`;
    for (let round = 0; round < 25; round++) {
      // Both processes hold the current answer; the writer alternates.
      const [writer, reader] = round % 2 === 0 ? [a, b] : [b, a];
      expect((await get(reader, url)).statusCode).toBe(200);
      expect((await get(writer, url)).statusCode).toBe(200);
      const name = `Studio round ${round}`;
      const saved = await client(writer).request('PUT', `/api/businesses/${business._id}`, {
        token: owner.token,
        body: { ...pick(business), name },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await get(reader, url)).json<Business>().name).toBe(name);
      expect(
        (await get(reader, '/api/businesses')).json<Business[]>().find((x) => x._id === business._id)?.name,
      ).toBe(name);
    }
  });

  it("a place booked through one process is gone from the other's availability at once", async () => {
    const { owner, business } = await createBusiness(a);
    const service = await createService(a, owner, business._id, {
      hasSlotLimit: true,
      maxSlotsPerTimeSlot: 10,
      autoAcceptBookings: true,
    });
    const date = weekdayAhead();
    const url = `/api/services/${service._id}/availability?from=${date}&to=${date}`;
    const places = async (app: FastifyInstance) =>
      (await get(app, url)).json<ServiceAvailability>().days[0]?.slots.find((s) => s.startTime === '11:00')
        ?.remaining;
    for (let booked = 0; booked < 10; booked++) {
      const [writer, reader] = booked % 2 === 0 ? [a, b] : [b, a];
      expect(await places(reader)).toBe(10 - booked);
      const res = await client(writer).request('POST', '/api/bookings/guest', {
        body: {
          service: service._id,
          business: business._id,
          bookingDate: date,
          startTime: '11:00',
          ...guest({ guestEmail: `g${booked}@example.com` }),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await places(reader)).toBe(10 - booked - 1);
    }
  });
});
