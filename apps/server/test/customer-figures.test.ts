// The customers list's row of a person (decisions.md 9.4) is kept by the database with every write
// of their bookings, by what that write adds or takes away (migration 0029, docs/decisions/0036):
// whatever writes them, in whatever order and clock, the row must say what a count of their
// bookings says. Here a seeded run of a few hundred writes of every kind, made straight to the
// database as any code path (or a bulk import) could make them, is checked against that count
// after each one: the figures the list shows, the name, email and phone it shows and finds them
// by, and the order it sorts them in. Made through the app, one kind at a time:
// test/customers.test.ts; two bookings of one person at once: test/booking-concurrency.test.ts.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createBusiness, registerCustomer, type Account } from './helpers/api';
import { describeEachBackend, describeWithRealConcurrency } from './helpers/backends';
import { createService } from './helpers/bookings';

const STEPS = 240;
// The bookings fall in May to July 2026; what the list shows does not depend on today.
const NOW = new Date('2026-06-02T10:30:00Z');

/** A small deterministic generator (mulberry32): the same run on every backend and every time. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

type Person = {
  customerId: string | null;
  email: string | null;
  names: Array<string | null>;
  phones: Array<string | null>;
};

describeEachBackend('the customers list kept by each change of the bookings', (scratch) => {
  let app: FastifyInstance;
  let businessId: string;
  let serviceId: string;
  let account: Account;

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => NOW });
    const made = await createBusiness(app, { timezone: 'Europe/Berlin', currency: 'EUR' });
    businessId = made.business._id;
    serviceId = (await createService(app, made.owner, businessId, { name: 'Trim', duration: 30, price: 20 }))
      ._id;
    account = await registerCustomer(app, { name: 'Ada Account' });
    // Signed up through a provider, which gave no phone: their bookings' phones name them.
    await app.ctx.database.db.execute(sql`update users set phone = null where id = ${account.user.id}::uuid`);
  });
  afterAll(async () => app?.close());

  const rows = async <T>(query: SQL) =>
    ((await app.ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Every person's row as stored, and as a count of their bookings would make it. */
  async function storedAndCounted() {
    const stored = await rows(sql`
      select customer_key, name, email, phone, user_id, sort_name, haystack, phone_digits, visits,
        no_shows, cancellations, spent::text as spent, last_visit::text as last_visit,
        first_booking_date::text as first_booking_date
      from business_customers where business_id = ${businessId}::uuid order by customer_key`);
    const counted = await rows(sql`
      select p.customer_key, f.name, f.email, f.phone, f.user_id, booklane_fold(f.name) as sort_name,
        booklane_fold(concat_ws(' ', f.name, f.email, f.phone)) as haystack,
        regexp_replace(coalesce(f.phone, ''), '[^0-9]', '', 'g') as phone_digits, f.visits, f.no_shows,
        f.cancellations, f.spent::numeric(14, 2)::text as spent, f.last_visit::text as last_visit,
        f.first_booking_date::text as first_booking_date
      from (select distinct customer_key from bookings where business_id = ${businessId}::uuid) p
      cross join lateral booklane_customer_figures(${businessId}::uuid, p.customer_key) f
      order by p.customer_key`);
    return { stored, counted };
  }

  it('says what a count of their bookings says after every write, whatever the order and the clock', async () => {
    const rnd = random(20261127);
    const people: Person[] = [
      // One guest by email who gives other names and phones over time, or none.
      {
        customerId: null,
        email: 'Rae@Example.com',
        names: ['Rae Regular', 'Rae R.', null],
        phones: ['+49 170 1', null, '+49 170 2'],
      },
      { customerId: null, email: 'sam@example.com', names: ['Sam Second'], phones: [null] },
      // A walk-in known by phone, one by name only, and an account.
      { customerId: null, email: null, names: ['Pat Phone', 'Patricia'], phones: ['+49 30 1234'] },
      { customerId: null, email: null, names: ['Nia Nameonly'], phones: [null] },
      {
        customerId: account.user.id,
        email: null,
        names: [null, 'Ada at the desk'],
        phones: [null, '+44 20 7946 0000'],
      },
    ];
    const statuses = ['pending', 'confirmed', 'completed', 'no-show', 'cancelled'] as const;
    const day = () => `2026-0${5 + rnd.int(3)}-${String(1 + rnd.int(28)).padStart(2, '0')}`;
    // The clock a booking is written with: mostly later than all before it, sometimes earlier
    // (another server's clock, an import), sometimes the same instant (one statement, one
    // transaction) and then ordered by id.
    let clock = Date.parse('2026-05-01T08:00:00Z');
    const createdAt = () => {
      const r = rnd.int(10);
      if (r < 6) clock += 1000 + rnd.int(60_000);
      return new Date(r === 9 ? clock - rnd.int(3_600_000) : clock).toISOString();
    };
    const bookingValues = (person: Person, at: string) => {
      const status = rnd.pick(statuses);
      const cancelledBy = status === 'cancelled' ? rnd.pick(['customer', 'business']) : null;
      const date = day();
      return sql`(${businessId}::uuid, ${serviceId}::uuid, ${person.customerId}::uuid, ${rnd.pick(person.names)},
        ${person.email}, ${rnd.pick(person.phones)}, ${status}, ${cancelledBy}, ${date}::date, ${date},
        'Trim', ${rnd.pick(['20.00', '35.50', null])}::numeric, ${rnd.chance(0.8)}, true, ${at}::timestamptz)`;
    };
    const insert = (values: SQL[]) =>
      app.ctx.database.db.execute(sql`
        insert into bookings (business_id, service_id, customer_id, guest_name, guest_email, guest_phone,
          status, cancelled_by, booking_date, slot_key, service_name, service_price, service_has_pricing,
          made_by_business, created_at)
        values ${sql.join(values, sql`, `)}`);
    const someBookings = async (most: number) =>
      (
        await rows<{ id: string }>(
          sql`select id from bookings where business_id = ${businessId}::uuid order by random() limit ${most}`,
        )
      ).map((r) => r.id);
    const idList = (ids: string[]) =>
      sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );

    const kinds: Record<string, () => Promise<unknown>> = {
      'one booking': async () => insert([bookingValues(rnd.pick(people), createdAt())]),
      // Several in one statement (an import): the rows' triggers run after all of them are written.
      'several in one statement': async () => {
        const at = createdAt();
        return insert(Array.from({ length: 2 + rnd.int(4) }, () => bookingValues(rnd.pick(people), at)));
      },
      // An import of one person's visits: all made at one instant, so ordered by id.
      "one person's in one statement": async () => {
        const at = createdAt();
        const person = rnd.pick(people);
        return insert(Array.from({ length: 2 + rnd.int(5) }, () => bookingValues(person, at)));
      },
      'a change of status': async () => {
        const status = rnd.pick(statuses);
        const by = status === 'cancelled' ? rnd.pick(['customer', 'business']) : null;
        const ids = await someBookings(1 + (rnd.chance(0.3) ? rnd.int(5) : 0));
        if (ids.length === 0) return;
        return app.ctx.database.db.execute(
          sql`update bookings set status = ${status}, cancelled_by = ${by} where id in (${idList(ids)})`,
        );
      },
      'another day': async () => {
        const ids = await someBookings(1 + rnd.int(2));
        if (ids.length === 0) return;
        return app.ctx.database.db.execute(
          sql`update bookings set booking_date = ${day()}::date where id in (${idList(ids)})`,
        );
      },
      'another price': async () => {
        const ids = await someBookings(1);
        if (ids.length === 0) return;
        return app.ctx.database.db.execute(
          sql`update bookings set service_price = ${rnd.pick(['12.00', '99.99'])}::numeric where id in (${idList(ids)})`,
        );
      },
      'a guest renamed': async () => {
        const ids = await someBookings(1);
        if (ids.length === 0) return;
        return app.ctx.database.db.execute(
          sql`update bookings set guest_name = ${rnd.pick(['Renamed Once', 'Nia Nameonly', 'Rae Regular'])}
              where id in (${idList(ids)}) and (customer_id is not null or guest_email is not null or guest_phone is not null)`,
        );
      },
      'moved to another person': async () => {
        const ids = await someBookings(1);
        if (ids.length === 0) return;
        return app.ctx.database.db.execute(
          sql`update bookings set guest_email = ${rnd.pick(['sam@example.com', 'rae@example.com', 'new@example.com'])}
              where id in (${idList(ids)}) and customer_id is null`,
        );
      },
      deleted: async () => {
        const ids = await someBookings(1 + rnd.int(2));
        if (ids.length === 0) return;
        return app.ctx.database.db.execute(sql`delete from bookings where id in (${idList(ids)})`);
      },
    };
    const weights: Array<[string, number]> = [
      ['one booking', 30],
      ['several in one statement', 5],
      ["one person's in one statement", 5],
      ['a change of status', 30],
      ['another day', 10],
      ['another price', 4],
      ['a guest renamed', 4],
      ['moved to another person', 4],
      ['deleted', 6],
    ];
    const plan = weights.flatMap(([kind, weight]) => Array<string>(weight).fill(kind));

    const seen = new Set<string>();
    for (let step = 0; step < STEPS; step += 1) {
      const kind = rnd.pick(plan);
      await kinds[kind]!();
      seen.add(kind);
      const { stored, counted } = await storedAndCounted();
      expect(stored, `after step ${step}: ${kind}`).toEqual(counted);
    }
    expect([...seen].sort()).toEqual(weights.map(([kind]) => kind).sort());
    // The run made a list worth checking: people with visits, and each of the five people.
    const { stored } = await storedAndCounted();
    expect(stored.length).toBeGreaterThanOrEqual(5);
  });
});

// Two transactions at once, on PostgreSQL (PGlite runs one statement at a time).
describeWithRealConcurrency('the customers list while an account is renamed', (scratch) => {
  let app: FastifyInstance;
  let businessId: string;
  let serviceId: string;
  let account: Account;

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => NOW });
    const made = await createBusiness(app, { timezone: 'Europe/Berlin' });
    businessId = made.business._id;
    serviceId = (await createService(app, made.owner, businessId, { name: 'Trim', duration: 30 }))._id;
    account = await registerCustomer(app, { name: 'Old Name' });
  });
  afterAll(async () => app?.close());

  it('names an account as renamed when the rename committed while its new booking waited for the row', async (ctx) => {
    const url = scratch().databaseUrl;
    if (!url) return ctx.skip();
    const renaming = new pg.Client({ connectionString: url });
    const booking = new pg.Client({ connectionString: url });
    await Promise.all([renaming.connect(), booking.connect()]);
    try {
      const book = (day: string) =>
        booking.query(
          `insert into bookings (business_id, service_id, customer_id, status, booking_date, slot_key,
             service_name, made_by_business)
           values ($1, $2, $3, 'confirmed', $4::date, $4, 'Trim', true)`,
          [businessId, serviceId, account.user.id, day],
        );
      await book('2026-06-03'); // they have a row in the list
      // The rename's own count locks their row and holds it until it commits; the new booking reads
      // the account (still the old name) and then waits for that row.
      await renaming.query('begin');
      await renaming.query(`update users set name = 'New Name' where id = $1`, [account.user.id]);
      const bookingPid = (await booking.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!
        .pid;
      const second = book('2026-06-10');
      await expect
        .poll(
          async () =>
            (
              await renaming.query<{ waiting: boolean }>(
                `select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`,
                [bookingPid],
              )
            ).rows[0]?.waiting,
          { timeout: 10_000 },
        )
        .toBe(true);
      await renaming.query('commit');
      await second;
      const rows = (
        await renaming.query<{ name: string; sort_name: string; haystack: string }>(
          `select name, sort_name, haystack from business_customers where business_id = $1 and customer_key = $2`,
          [businessId, `user:${account.user.id}`],
        )
      ).rows;
      expect(rows).toEqual([
        {
          name: 'New Name',
          sort_name: 'new name',
          haystack: expect.stringMatching(/^new name /) as unknown as string,
        },
      ]);
    } finally {
      await renaming.end();
      await booking.end();
    }
  });
});
