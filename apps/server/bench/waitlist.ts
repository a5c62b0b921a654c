// What the waitlist adds to a cancellation (issue 34, decisions.md 9.3): the time of offering a
// freed place to a day's line of 100 waiting entries, inside the cancellation's transaction: the
// service's lock (which a cancellation takes for the waitlist's sake, before its booking's) and
// WaitlistOffers.fillLine (the line's first entries read, the members' locks and their day read,
// the free times computed, the offer, its entry and its email written). The transaction's own
// begin and end are the cancellation's and not counted; it is rolled back after each run so every
// run meets the same line.
// Three lines: nobody waiting (the cost every cancellation pays), and a day booked but for the
// freed 10:00 with 100 waiting: the first in line suited, or only the last (the 99 ahead wait for
// 14:00-15:00, which stays booked).
// The data is made through the real HTTP app; the measurement runs the services on the same
// database (PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else PGlite).
// Target: under 5 ms at p95 for 100 waiting. A report, not a test: it exits 0 unless the run breaks.
// Run: npx tsx apps/server/bench/waitlist.ts
import { addDays, weekdayOfDate } from '@booklane/shared/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createServices } from '../src/composition';
import { systemClock } from '../src/core/clock';
import { MemoryCounterStore } from '../src/core/limits/rate-limit';
import { openDatabase, transactor } from '../src/db/client';
import { NO_PUBLIC_CHANGES } from '../src/modules/public-changes';
import { OfferNews } from '../src/modules/waitlist/waitlist-offers.service';
import { BENCH_JWT_SECRET, benchConfig, percentile, scratchDatabase, timeLimit } from './bench-kit';

const WAITING = 100;
const RUNS = 400;
const WARMUP = 40;
const TIME_LIMIT_MS = 300_000;

timeLimit('waitlist', TIME_LIMIT_MS);

/** The next Tuesday at least two days ahead (open 09:00-17:00 on the default hours). */
function benchDay(): string {
  let day = addDays(new Date().toISOString().slice(0, 10), 2);
  while (weekdayOfDate(day) !== 'tuesday') day = addDays(day, 1);
  return day;
}

async function main() {
  const scratch = await scratchDatabase('waitlist');
  const { dataDir, databaseUrl } = scratch;
  const config = benchConfig(scratch);
  const day = benchDay();
  try {
    // ---- the data, through the API -------------------------------------------------------
    const app = await buildApp(config);
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token?: string) => {
      const res = await app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const register = (role: 'customer' | 'business', n: number) =>
      call('POST', '/api/auth/register', {
        role,
        name: `${role} ${n}`,
        email: `${role}${n}@bench.test`,
        phone: '+1 555 0100',
        password: 'secret123',
      }) as Promise<{ token: string }>;
    // Three salons of one person each (a person's time is held across services).
    const salon = async (n: number, name: string) => {
      const owner = await register('business', n);
      const business = (await call(
        'POST',
        '/api/businesses',
        {
          username: `bench-salon-${n}`,
          name: `Bench Salon ${n}`,
          description: 'A salon',
          category: 'salon',
          currency: 'USD',
          address: '1 Bench Street',
          phone: '+1 555 0123',
          email: `salon${n}@bench.test`,
          timezone: 'UTC',
          // No lunch break (a new business's default): the figures stay comparable with earlier runs.
          breakHours: [],
        },
        owner.token,
      )) as { _id: string };
      const service = (await call(
        'POST',
        '/api/services',
        { business: business._id, name, duration: 60, price: 40, autoAcceptBookings: true },
        owner.token,
      )) as { _id: string };
      return { ...service, businessId: business._id, ownerToken: owner.token };
    };
    const [empty, firstSuits, lastSuits] = [
      await salon(1, 'Trim'),
      await salon(2, 'Cut'),
      await salon(3, 'Colour'),
    ];
    // The day is fully booked (people wait for full times only); 10:00 is cancelled below.
    const booker = await register('customer', 0);
    const tenOClock = new Map<string, string>();
    for (const service of [firstSuits, lastSuits]) {
      for (const startTime of ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']) {
        const booked = (await call(
          'POST',
          '/api/bookings',
          { service: service._id, business: service.businessId, notes: '', bookingDate: day, startTime },
          booker.token,
        )) as { _id: string };
        if (startTime === '10:00') tenOClock.set(service._id, booked._id);
      }
    }
    for (let i = 1; i <= WAITING; i++) {
      const person = await register('customer', i);
      await call(
        'POST',
        `/api/services/${firstSuits._id}/waitlist`,
        { date: day, from: '10:00', to: '11:00' },
        person.token,
      );
      const late = i < WAITING ? { from: '14:00', to: '15:00' } : { from: '10:00', to: '11:00' };
      await call('POST', `/api/services/${lastSuits._id}/waitlist`, { date: day, ...late }, person.token);
    }
    // 10:00 frees up (its offer is taken back below: each run starts from the freed place).
    for (const service of [firstSuits, lastSuits]) {
      await call(
        'PUT',
        `/api/bookings/${tenOClock.get(service._id)}/status`,
        { status: 'cancelled' },
        service.ownerToken,
      );
    }
    await app.close();

    // ---- the measurement, on the services ------------------------------------------------
    const database = await openDatabase({ dataDir, databaseUrl });
    const nothing = () => {};
    const services = createServices({
      db: database.db,
      clock: systemClock,
      jwtSecret: config.jwtSecret ?? BENCH_JWT_SECRET,
      config,
      mailer: { mode: 'files', send: () => Promise.resolve('stored' as const), close: nothing },
      limits: { store: new MemoryCounterStore(systemClock), enabled: false },
      publicReads: NO_PUBLIC_CHANGES,
      realtime: {
        chatEvents: {
          newMessage: nothing,
          messageSent: nothing,
          unreadSummary: nothing,
          chatMarkedAsRead: nothing,
          chatDeleted: nothing,
        },
        availabilityChanged: nothing,
        waitlistOffer: nothing,
        isBusinessOnline: async () => false,
      },
      bookingSubscribers: [],
      busy: () => false,
      log: { info: nothing, warn: nothing, error: nothing },
    });
    const transact = transactor(database.db);
    await database.db.execute(sql`delete from waitlist_offers`);
    await database.db.execute(sql`update waitlist_entries set status = 'waiting' where status = 'offered'`);
    const rollback = new Error('rollback');
    const time = async (serviceId: string, expectOffers: number) => {
      const samples: number[] = [];
      for (let run = 0; run < WARMUP + RUNS; run++) {
        const news = new OfferNews();
        let took = 0;
        await transact(async (tx) => {
          // What a cancellation adds: its service's lock first (the order of every booking
          // change), then the line. The transaction's own begin and end are the cancellation's.
          const started = performance.now();
          await services.services.lock(serviceId, tx);
          await services.offers.fillLine(tx, serviceId, day, news);
          took = performance.now() - started;
          throw rollback;
        }).catch((err: unknown) => {
          if (err !== rollback) throw err;
        });
        if (news.offers.size !== expectOffers) {
          throw new Error(`expected ${expectOffers} offer(s), made ${news.offers.size}`);
        }
        if (run >= WARMUP) samples.push(took);
      }
      samples.sort((a, b) => a - b);
      return samples;
    };
    const rows = [
      ['nobody waiting', await time(empty._id, 0)],
      [`${WAITING} waiting, the first suited`, await time(firstSuits._id, 1)],
      [`${WAITING} waiting, only the last suited`, await time(lastSuits._id, 1)],
    ] as const;
    await database.close();

    console.log(
      `The waitlist's work inside a cancellation's transaction (offer a freed place to the day's line), ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${RUNS} runs each after ${WARMUP} warm-up, rolled back each time. Target: p95 under 5 ms with ${WAITING} waiting.\n`,
    );
    console.log('| line | p50 ms | p95 ms | p99 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const [name, samples] of rows) {
      const f = (p: number) => percentile(samples, p).toFixed(2);
      console.log(`| ${name} | ${f(50)} | ${f(95)} | ${f(99)} | ${samples.at(-1)!.toFixed(2)} |`);
    }
  } finally {
    await scratch.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
