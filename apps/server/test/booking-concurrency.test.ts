// 100 simultaneous booking requests for one slot of capacity N create exactly N bookings; every
// other request gets 409 with the slot-full message of its booking type. Runs on PGlite and on
// PostgreSQL whenever one is reachable, even without TEST_DATABASE_URL (helpers/backends.ts):
// there the requests really race over a connection pool, so a missing lock shows at once.
import { BOOKING_MESSAGES as B } from '@booklane/shared/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkedInject, createBusiness, type Account } from './helpers/api';
import { describeWithRealConcurrency } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

const NOW = new Date('2026-06-01T06:00:00Z');
const REQUESTS = 100;

describeWithRealConcurrency('booking capacity under concurrency', (scratch) => {
  let app: FastifyInstance;
  let owner: Account;
  let businessId: string;

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => NOW });
    const created = await createBusiness(app, { timezone: 'UTC' });
    owner = created.owner;
    businessId = created.business._id;
  });
  afterAll(async () => app?.close());

  const cases = [
    {
      type: 'datetime',
      capacity: 1,
      slot: { bookingDate: '2026-06-02', startTime: '10:00' },
      full: B.timeSlotFull,
    },
    {
      type: 'datetime',
      capacity: 5,
      slot: { bookingDate: '2026-06-02', startTime: '11:00' },
      full: B.timeSlotFull,
    },
    { type: 'date-only', capacity: 1, slot: { bookingDate: '2026-06-03' }, full: B.dateFull },
    { type: 'date-only', capacity: 5, slot: { bookingDate: '2026-06-04' }, full: B.dateFull },
    { type: 'flexible', capacity: 1, slot: {}, full: B.serviceFull },
    { type: 'flexible', capacity: 5, slot: {}, full: B.serviceFull },
  ] as const;

  it.each(cases)('$type with capacity $capacity', async ({ type, capacity, slot, full }) => {
    const service = await createService(app, owner, businessId, {
      bookingType: type,
      hasSlotLimit: true,
      maxSlotsPerTimeSlot: capacity,
      ...(type === 'flexible' ? { hasDuration: false } : {}),
    });
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        checkedInject(app, {
          method: 'POST',
          url: '/api/bookings/guest',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            service: service._id,
            business: businessId,
            ...slot,
            ...guest({ guestEmail: `racer${i}@example.com` }),
          }),
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(capacity);
    expect(refused).toHaveLength(REQUESTS - capacity);
    for (const r of refused) expect(r.json().message).toBe(full);

    const rows = await app.ctx.database.db.execute(
      sql`select count(*)::int as n from bookings where service_id = ${service._id} and status in ('pending', 'confirmed')`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(capacity);
  });

  it('overlapping times of a 60-minute service with one place: one winner among racers for 10:00 and 10:30', async () => {
    const service = await createService(app, owner, businessId, { duration: 60, bookingInterval: 30 });
    const times = ['10:00', '10:30', '10:00', '10:30'];
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        checkedInject(app, {
          method: 'POST',
          url: '/api/bookings/guest',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            service: service._id,
            business: businessId,
            bookingDate: '2026-06-05',
            startTime: times[i % times.length],
            ...guest({ guestEmail: `overlap${i}@example.com` }),
          }),
        }),
      ),
    );
    // 10:00-11:00 and 10:30-11:30 overlap: whichever came first, the others were refused.
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(REQUESTS - 1);
  });

  it('counts every booking of one customer written at once in the customers list', async () => {
    // The owner records 20 visits of one guest at once, then marks them all done at once: the
    // guest's row in the customers list (kept per person in each booking's transaction, migration
    // 0019) counts every one, as no write may count from what another had not committed yet.
    const service = await createService(app, owner, businessId, {
      bookingType: 'date-only',
      hasSlotLimit: false,
      price: 15,
    });
    const asOwner = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
    const visits = 20;
    const made = await Promise.all(
      Array.from({ length: visits }, () =>
        checkedInject(app, {
          method: 'POST',
          url: `/api/businesses/${businessId}/bookings`,
          headers: asOwner,
          payload: JSON.stringify({
            service: service._id,
            bookingDate: '2026-05-29',
            customer: { name: 'Regular Racer', email: 'regular@example.com' },
          }),
        }),
      ),
    );
    expect(made.map((r) => r.statusCode)).toEqual(made.map(() => 201));
    const done = await Promise.all(
      made.map((r) =>
        checkedInject(app, {
          method: 'PUT',
          url: `/api/bookings/${r.json()._id}/status`,
          headers: asOwner,
          payload: JSON.stringify({ status: 'completed' }),
        }),
      ),
    );
    expect(done.map((r) => r.statusCode)).toEqual(done.map(() => 200));
    const list = await checkedInject(app, {
      method: 'GET',
      url: `/api/businesses/${businessId}/customers?search=regular`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(list.json().customers).toMatchObject([
      { key: 'email:regular@example.com', visits, spent: visits * 15, lastVisit: '2026-05-29' },
    ]);
  });

  describe('a booking never rests on rows that changed since they were read', () => {
    const bookTen = (serviceId: string, bookingDate: string, email: string) =>
      checkedInject(app, {
        method: 'POST',
        url: '/api/bookings/guest',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          service: serviceId,
          business: businessId,
          bookingDate,
          startTime: '10:00',
          ...guest({ guestEmail: email }),
        }),
      });

    it("takes a second place as soon as the owner raises the slot's limit", async () => {
      const service = await createService(app, owner, businessId, { maxSlotsPerTimeSlot: 1 });
      expect((await bookTen(service._id, '2026-06-08', 'a@example.com')).statusCode).toBe(201);
      expect((await bookTen(service._id, '2026-06-08', 'b@example.com')).statusCode).toBe(409);
      const raised = await checkedInject(app, {
        method: 'PUT',
        url: `/api/services/${service._id}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        payload: JSON.stringify({ maxSlotsPerTimeSlot: 2 }),
      });
      expect(raised.statusCode, raised.body).toBe(200);
      expect((await bookTen(service._id, '2026-06-08', 'c@example.com')).statusCode).toBe(201);
    });

    it('refuses a day the owner has just closed, and a service just paused', async () => {
      const service = await createService(app, owner, businessId);
      expect((await bookTen(service._id, '2026-06-09', 'd@example.com')).statusCode).toBe(201);
      const closed = await checkedInject(app, {
        method: 'PUT',
        url: `/api/businesses/${businessId}/date-overrides`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        payload: JSON.stringify({ dateOverrides: [{ date: '2026-06-10', closed: true }] }),
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect((await bookTen(service._id, '2026-06-10', 'e@example.com')).statusCode).toBe(400);

      const paused = await checkedInject(app, {
        method: 'PUT',
        url: `/api/services/${service._id}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        payload: JSON.stringify({ isActive: false }),
      });
      expect(paused.statusCode, paused.body).toBe(200);
      expect((await bookTen(service._id, '2026-06-11', 'f@example.com')).statusCode).toBe(404);
    });
  });
});
