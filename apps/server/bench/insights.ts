// Insights and the customers list over a big business (issue 35, decisions.md 9.4): one salon with
// 3 team members, 5,000 customers (3,000 accounts, 1,500 guests by email, 500 walk-ins by phone)
// and 100,000 bookings over two years (the last 30 days ahead of today), with reviews and blocks.
// The business is made through the real HTTP app; the bookings, people and reviews are written
// with SQL (generate_series: the API would take hours for 100,000). Then the whole HTTP answer
// (access, queries, the open minutes, the response schema, JSON) is timed through the app:
// insights over the last 30 days and over a year, as the owner and as a staff account, and the
// customers list's first page and a search. PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (a fresh database, dropped afterwards), else PGlite.
// Targets (PostgreSQL): insights under 150 ms at p95, the customers list under 50 ms.
// A report, not a test: it exits 0 unless the run breaks. Run: npx tsx apps/server/bench/insights.ts
import { addDays, todayInZone } from '@booklane/shared/domain';
import type { InsightsResponse } from '@booklane/shared/schemas';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { benchConfig, percentile, scratchDatabase, timeLimit } from './bench-kit';

const BOOKINGS = 100_000;
const CUSTOMERS = 5_000;
const ACCOUNTS = 3_000;
const EMAIL_GUESTS = 1_500;
const DAYS = 730;
const DAYS_AHEAD = 30;
const TIMEZONE = 'Europe/London';
/** Samples per case at most, and the time one case may take (at least MIN_RUNS samples). */
const RUNS = 100;
const WARMUP = 5;
const MIN_RUNS = 10;
const CASE_BUDGET_MS = 30_000;
const TIME_LIMIT_MS = 600_000;

timeLimit('insights', TIME_LIMIT_MS);

async function main() {
  const scratch = await scratchDatabase('insights');
  const { databaseUrl } = scratch;
  const config = benchConfig(scratch);
  const app = await buildApp(config);
  try {
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token?: string) => {
      const res = await app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json() as unknown;
    };
    const register = (email: string) =>
      call('POST', '/api/auth/register', {
        role: 'business',
        name: email.split('@')[0],
        email,
        password: 'secret123',
      }) as Promise<{ token: string; user: { id: string } }>;

    // ---- the business, through the API ------------------------------------------------------
    const owner = await register('owner@bench.test');
    const business = (await call(
      'POST',
      '/api/businesses',
      {
        username: 'bench-insights',
        name: 'Bench Insights Salon',
        description: 'A busy salon',
        category: 'salon',
        currency: 'GBP',
        address: '1 Bench Street',
        phone: '+44 20 7946 0000',
        email: 'salon@bench.test',
        timezone: TIMEZONE,
        // No lunch break (a new business's default): the figures stay comparable with earlier runs.
        breakHours: [],
      },
      owner.token,
    )) as { _id: string };
    const businessId = business._id;
    const open = { start: '08:00', end: '20:00', isOpen: true };
    await call(
      'PUT',
      `/api/businesses/${businessId}/update-schedule`,
      {
        schedule: Object.fromEntries(
          ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
            d,
            open,
          ]),
        ),
        breakHours: [
          { name: 'Lunch', start: '13:00', end: '13:30', days: ['monday', 'wednesday', 'friday'] },
        ],
      },
      owner.token,
    );
    const added: string[] = [];
    for (const name of ['Maya', 'Leo']) {
      added.push(
        (
          (await call('POST', `/api/businesses/${businessId}/team-members`, { name }, owner.token)) as {
            _id: string;
          }
        )._id,
      );
    }
    for (const [name, price] of [
      ['Trim', 15],
      ['Beard', 20],
      ['Wash', 25],
    ] as const) {
      await call('POST', '/api/services', { business: businessId, name, duration: 15, price }, owner.token);
    }
    // Maya's staff account (as an accepted invitation leaves it).
    const staff = await register('maya@bench.test');
    const { db } = app.ctx.database;
    await db.execute(
      sql`update team_members set user_id = ${staff.user.id}::uuid where id = ${added[0]}::uuid`,
    );

    // ---- the people, the bookings, the reviews and the blocks, with SQL ---------------------
    const today = todayInZone(new Date(), TIMEZONE);
    // DAYS days, the last DAYS_AHEAD of them after today.
    const first = addDays(today, DAYS_AHEAD - DAYS + 1);
    const perDay = Math.ceil(BOOKINGS / DAYS);
    const seeded = performance.now();
    await db.execute(sql`
      insert into users (name, email, role)
      select 'Customer ' || g, 'customer' || g || '@bench.test', 'customer'
      from generate_series(0, ${ACCOUNTS - 1}) g`);
    // Booking i: day i / perDay from the first; its place that day (i % perDay) gives the member
    // (one of 3) and a quarter-hour from 08:00 (each member's quarters apart: no two overlap);
    // person p, spread over the 5,000 by a multiplicative hash; r decides the status.
    await db.execute(sql`
      with accounts as (
        select id, (row_number() over (order by email))::int - 1 as n
        from users where role = 'customer' and email like 'customer%@bench.test'
      ), members as (
        select id, name, (row_number() over (order by position, created_at))::int - 1 as n
        from team_members where business_id = ${businessId}::uuid
      ), svc as (
        select id, name, price, (row_number() over (order by name))::int - 1 as n
        from services where business_id = ${businessId}::uuid
      ), g as (
        select i,
          ${first}::date + i / ${perDay} as d,
          i % ${perDay} as s,
          ((i::bigint * 2654435761) % ${CUSTOMERS})::int as p,
          ((i::bigint * 7919) % 100)::int as r
        from generate_series(0, ${BOOKINGS - 1}) i
      ), t as (
        select g.*, to_char(time '08:00' + (g.s / 3) * interval '15 minutes', 'HH24:MI') as start_time
        from g
      ), timed as (
        select t.*, ((t.d + t.start_time::time) at time zone ${TIMEZONE}) as starts_at,
          case
            when t.d < ${today}::date then
              case when t.r < 80 then 'completed' when t.r < 90 then 'cancelled'
                when t.r < 95 then 'no-show' else 'confirmed' end
            else case when t.r < 20 then 'pending' when t.r < 90 then 'confirmed' else 'cancelled' end
          end as status
        from t
      )
      insert into bookings (service_id, business_id, customer_id, team_member_id, team_member_name,
        holds_member, guest_name, guest_email, guest_phone, status, booking_date, start_time, starts_at,
        slot_key, occupied_from, occupied_until, service_name, service_duration, service_has_duration,
        service_price, service_has_pricing, cancelled_by, made_by_business, created_at, updated_at)
      select svc.id, ${businessId}::uuid, a.id, m.id, m.name,
        true,
        case when timed.p >= ${ACCOUNTS} then 'Guest ' || timed.p end,
        case when timed.p >= ${ACCOUNTS} and timed.p < ${ACCOUNTS + EMAIL_GUESTS}
          then (case when timed.p % 2 = 0 then 'Guest' else 'guest' end) || timed.p || '@bench.test' end,
        case when timed.p >= ${ACCOUNTS + EMAIL_GUESTS} then '+44 20 7946 ' || lpad(timed.p::text, 4, '0') end,
        timed.status, timed.d, timed.start_time, timed.starts_at,
        to_char(timed.d, 'YYYY-MM-DD') || 'T' || timed.start_time,
        timed.starts_at, timed.starts_at + interval '15 minutes',
        svc.name, 15, true, svc.price, true,
        case when timed.status = 'cancelled' then (case when timed.r % 2 = 0 then 'customer' else 'business' end) end,
        timed.p >= ${ACCOUNTS + EMAIL_GUESTS},
        timed.starts_at - interval '3 days', timed.starts_at
      from timed
      join members m on m.n = timed.s % 3
      join svc on svc.n = (timed.i / 7) % 3
      left join accounts a on a.n = timed.p`);
    // A review for about one in ten completed bookings of an account, the day after.
    await db.execute(sql`
      insert into reviews (booking_id, business_id, service_id, customer_id, rating, source, published_at,
        created_at, updated_at)
      select b.id, b.business_id, b.service_id, b.customer_id, 1 + abs(hashtext(b.id::text)) % 5, 'customer',
        b.starts_at + interval '1 day', b.starts_at + interval '1 day', b.starts_at + interval '1 day'
      from bookings b
      where b.business_id = ${businessId}::uuid and b.status = 'completed' and b.customer_id is not null
        and abs(hashtext(b.id::text)) % 10 = 0`);
    // A block a week: each member's in turn, and every tenth the whole business's.
    await db.execute(sql`
      insert into blocks (business_id, team_member_id, starts_at, ends_at, note)
      select ${businessId}::uuid,
        case when k % 10 = 0 then null else (select id from team_members where business_id = ${businessId}::uuid
          order by position, created_at offset k % 3 limit 1) end,
        (${first}::date + k * 7 + time '10:00') at time zone ${TIMEZONE},
        (${first}::date + k * 7 + time '12:00') at time zone ${TIMEZONE}, 'Away'
      from generate_series(0, ${Math.floor(DAYS / 7) - 1}) k`);
    await db.execute(sql`analyze`);
    const counted = (await db.execute(sql`
      select (select count(*) from bookings where business_id = ${businessId}::uuid)::int as bookings,
        (select count(*) from reviews where business_id = ${businessId}::uuid)::int as reviews`)) as unknown as {
      rows: Array<{ bookings: number; reviews: number }>;
    };
    const seedMs = performance.now() - seeded;

    // ---- the measurement, through the app ---------------------------------------------------
    const lastMonth = `?from=${addDays(today, -29)}&to=${today}`;
    const lastYear = `?from=${addDays(today, -364)}&to=${today}`;
    const time = async (url: string, token: string, check: (body: unknown) => void) => {
      const samples: number[] = [];
      const started = performance.now();
      for (let run = 0; run < WARMUP + RUNS; run++) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        const took = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
        if (run === 0) check(res.json());
        if (run >= WARMUP) samples.push(took);
        if (samples.length >= MIN_RUNS && performance.now() - started > CASE_BUDGET_MS) break;
      }
      return samples.sort((a, b) => a - b);
    };
    const insightsOk = (days: number) => (body: unknown) => {
      const answer = body as InsightsResponse;
      if (answer.daily.length !== days || answer.current.bookings.total === 0) {
        throw new Error(
          `insights answered ${answer.daily.length} days and ${answer.current.bookings.total} bookings`,
        );
      }
    };
    const customersOk = (body: unknown) => {
      if ((body as { customers: unknown[] }).customers.length === 0) throw new Error('no customers answered');
    };
    const insightsUrl = `/api/businesses/${businessId}/insights`;
    const customersUrl = `/api/businesses/${businessId}/customers`;
    const rows: Array<[string, number[], number]> = [
      [
        'insights, last 30 days (owner)',
        await time(insightsUrl + lastMonth, owner.token, insightsOk(30)),
        150,
      ],
      [
        'insights, last 365 days (owner)',
        await time(insightsUrl + lastYear, owner.token, insightsOk(365)),
        150,
      ],
      [
        'insights, last 30 days (staff)',
        await time(insightsUrl + lastMonth, staff.token, insightsOk(30)),
        150,
      ],
      [
        'insights, last 365 days (staff)',
        await time(insightsUrl + lastYear, staff.token, insightsOk(365)),
        150,
      ],
      ['customers, first page', await time(customersUrl, owner.token, customersOk), 50],
      [
        'customers, search "guest 31"',
        await time(`${customersUrl}?search=guest%2031`, owner.token, customersOk),
        50,
      ],
      [
        'customers, search by phone "7946 46"',
        await time(`${customersUrl}?search=7946%2046`, owner.token, customersOk),
        50,
      ],
    ];

    const { bookings, reviews } = counted.rows[0]!;
    console.log(
      `One business with ${bookings.toLocaleString('en')} bookings over ${DAYS} days (${DAYS_AHEAD} ahead), ${CUSTOMERS.toLocaleString('en')} customers, ${reviews.toLocaleString('en')} reviews, 3 team members; ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; seeded with SQL in ${(seedMs / 1000).toFixed(1)} s. The whole HTTP answer through the app (app.inject), up to ${RUNS} runs per case after ${WARMUP} warm-up (at most ${CASE_BUDGET_MS / 1000} s a case). Targets on PostgreSQL: insights p95 under 150 ms, the customers list under 50 ms.\n`,
    );
    console.log('| request | runs | p50 ms | p95 ms | max ms | target ms |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, samples, target] of rows) {
      const f = (p: number) => percentile(samples, p).toFixed(1);
      console.log(
        `| ${name} | ${samples.length} | ${f(50)} | ${f(95)} | ${samples.at(-1)!.toFixed(1)} | ${target} |`,
      );
    }
  } finally {
    await app.close();
    await scratch.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
