// A new booking's emails are written after its answer (docs/decisions/0047): its statement stores
// one row saying they are due, and the outbox worker, a later change of the booking, or a read of
// its delivery log writes them, each exactly once, in the order they were caused; on every
// database, and with real concurrency (a lock held on the messages' table) on PostgreSQL.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, uniqueEmail } from './helpers/api';
import { describeWithRealConcurrency } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

describeWithRealConcurrency("a new booking's emails", (scratch) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof createBusiness>>['owner'];
  let target: { service: string; business: string };
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
    const made = await createBusiness(app, { email: uniqueEmail('intents-biz') });
    owner = made.owner;
    const service = await createService(app, owner, made.business._id, {
      name: 'Quote',
      bookingType: 'flexible',
      hasDuration: false,
      hasSlotLimit: false,
    });
    target = { service: service._id, business: made.business._id };
  });
  afterAll(async () => app?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  const bookAsGuest = async (n: number) => {
    const res = await api().request('POST', '/api/bookings/guest', {
      body: { ...target, ...guest({ guestEmail: `intent-guest-${n}@example.com` }) },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { _id: string })._id;
  };

  const kindsOf = async (bookingId: string) =>
    (
      await rows<{ kind: string }>(
        sql`select kind from notifications where booking_id = ${bookingId} order by seq`,
      )
    ).map((r) => r.kind);

  const settled = async (bookingIds: readonly string[]) => {
    await expect
      .poll(
        async () =>
          (
            await rows<{ n: number }>(
              sql`select count(*)::int as n from booking_email_intents where booking_id = any(${`{${bookingIds.join(',')}}`}::uuid[])`,
            )
          )[0]!.n,
        { timeout: 10_000 },
      )
      .toBe(0);
  };

  it('are each written once, whoever writes them: the worker or delivery logs read at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => bookAsGuest(n)));
    const logs = await Promise.all(
      ids.map((id) => api().request('GET', `/api/bookings/${id}/notifications`, { token: owner.token })),
    );
    // The log shows every message its booking caused, however soon it is read.
    for (const log of logs) {
      expect(log.statusCode).toBe(200);
      expect((log.json() as Array<{ kind: string }>).map((e) => e.kind)).toEqual([
        'customer_booking_requested',
        'business_booking_created',
      ]);
    }
    await settled(ids);
    for (const id of ids)
      expect(await kindsOf(id)).toEqual(['customer_booking_requested', 'business_booking_created']);
  });

  it("keep their place before a change's own when the change comes first", async () => {
    const id = await bookAsGuest(100);
    const res = await api().request('PUT', `/api/bookings/${id}/status`, {
      token: owner.token,
      body: { status: 'confirmed' },
    });
    expect(res.statusCode).toBe(200);
    await settled([id]);
    expect(await kindsOf(id)).toEqual([
      'customer_booking_requested',
      'business_booking_created',
      'customer_booking_confirmed',
    ]);
  });

  it('are not in the statement that stores the booking: it answers while their table is locked', async (ctx) => {
    const url = scratch().databaseUrl;
    if (!url) return ctx.skip(); // PGlite runs one statement at a time: no second session to lock with.
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('begin');
      // Every write of a message waits for this lock; the booking must not.
      await locker.query('lock table notifications in exclusive mode');
      const id = await bookAsGuest(200);
      expect(
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from booking_email_intents where booking_id = ${id}`,
          )
        )[0]!.n,
      ).toBe(1);
      await locker.query('commit');
      await settled([id]);
      expect(await kindsOf(id)).toEqual(['customer_booking_requested', 'business_booking_created']);
    } finally {
      await locker.end();
    }
  });
});
