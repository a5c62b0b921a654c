// Directory search over 10,000 businesses (issue 21, docs/decisions/0022): the time of the
// search itself (the query through the real service and repository, rows to answers) for
// searches people type, as the directory asks for them (its first page of 24, with the number
// of matches), on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set (a
// fresh database, dropped afterwards), else on the embedded database. A report, not a test: it
// exits 0 unless the run breaks. Run: npx tsx apps/server/bench/search.ts
import { DIRECTORY_PAGE_SIZE } from '@booklane/shared/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { AccessRepository } from '../src/modules/access/access.repository';
import { AccessService } from '../src/modules/access/access.service';
import { BusinessesRepository } from '../src/modules/businesses/businesses.repository';
import { BusinessesService } from '../src/modules/businesses/businesses.service';
import { percentile, scratchDatabase } from './bench-kit';

const BUSINESSES = 10_000;
const RUNS = 300;
const WARMUP = 30;

const WORDS = ['Hair', 'Studio', 'Barber', 'Spa', 'Glow', 'Fit', 'Motors', 'Tutor', 'Dental', 'Law'];
const SERVICES = [
  'Haircut',
  'Colour',
  'Massage',
  'Facial',
  'Oil change',
  'Personal training',
  'Maths lesson',
  'Check-up',
];
const STREETS = ['Market Street', 'Rue de l’Église', 'Hauptstraße', 'College Lane', 'Harbour Road'];
// What people type: a service, a street with or without its accents, a name, two words, a category.
const SEARCHES = [
  'haircut',
  'eglise',
  'Église',
  'glow studio',
  'massage',
  'hauptstrasse',
  'oil',
  'hair',
  'tutor maths',
  'zzz',
];
// Issue 39 (docs/decisions/0043): a misspelt search (nothing as typed, then its closest spelling)
// and a search narrowed by a price range and a street.
const QUERIES: Array<{
  label: string;
  query: { search: string; minPrice?: number; maxPrice?: number; city?: string };
}> = [
  ...SEARCHES.map((search) => ({ label: search, query: { search } })),
  { label: 'hairct (misspelt)', query: { search: 'hairct' } },
  {
    label: 'haircut, 10-30, "market street"',
    query: { search: 'haircut', minPrice: 10, maxPrice: 30, city: 'market street' },
  },
];

async function main() {
  const scratch = await scratchDatabase('search');
  const { dataDir, databaseUrl } = scratch;
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const { db } = database;
    // 10,000 owners and businesses, three services each, generated in the database.
    await db.execute(sql`
      insert into users (id, name, email, role)
      select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Owner ' || g, 'owner' || g || '@bench.test', 'business'
      from generate_series(1, ${BUSINESSES}) g`);
    await db.execute(sql`
      insert into businesses (id, owner_id, username, name, category, address, description, phone, email, timezone)
      select ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid,
             ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
             'shop-' || g,
             (${sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`)})[1 + g % ${WORDS.length}] || ' ' ||
               (${sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`)})[1 + (g / 7) % ${WORDS.length}] || ' ' || g,
             (array['salon','spa','health','fitness','automotive','education','professional','other'])[1 + g % 8],
             g || ' ' || (${sql.raw(`array[${STREETS.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`)})[1 + g % ${STREETS.length}],
             'A friendly local business, number ' || g,
             '+1 555 0100', 'shop' || g || '@bench.test', 'UTC'
      from generate_series(1, ${BUSINESSES}) g`);
    await db.execute(sql`
      insert into services (business_id, name, description, duration, price)
      select ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid,
             (${sql.raw(`array[${SERVICES.map((s) => `'${s}'`).join(',')}]`)})[1 + (g * 3 + k) % ${SERVICES.length}],
             'Service ' || k, 30, 20
      from generate_series(1, ${BUSINESSES}) g, generate_series(0, 2) k`);
    await db.execute(sql`analyze`);

    const businesses = new BusinessesService(
      new BusinessesRepository(db),
      new AccessService(new AccessRepository(db)),
      'UTC',
      () => new Date(),
    );
    const rows: Array<{ search: string; matches: number; p50: number; p95: number; max: number }> = [];
    const all: number[] = [];
    for (const { label: search, query } of QUERIES) {
      const times: number[] = [];
      let matches = 0;
      for (let i = 0; i < WARMUP + RUNS / SEARCHES.length; i++) {
        const started = performance.now();
        matches = (await businesses.page({ ...query, page: 1, limit: DIRECTORY_PAGE_SIZE })).total;
        if (i >= WARMUP) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      rows.push({
        search,
        matches,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times.at(-1)!,
      });
    }
    all.sort((a, b) => a - b);
    const fmt = (n: number) => n.toFixed(2);
    console.log(
      `Directory search over ${BUSINESSES.toLocaleString('en')} businesses (${(3 * BUSINESSES).toLocaleString('en')} services) on ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; ${RUNS / SEARCHES.length} timed searches each after ${WARMUP} warm-up; node ${process.version}. Time of the service call for the directory's first page (${DIRECTORY_PAGE_SIZE} businesses and the number of matches): query, rows to answers.\n`,
    );
    console.log('| search | businesses found | p50 ms | p95 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const r of rows) {
      console.log(`| ${r.search} | ${r.matches} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} |`);
    }
    const p95 = percentile(all, 95);
    console.log(
      `\nAll searches: p50 ${fmt(percentile(all, 50))} ms, p95 ${fmt(p95)} ms (< 20 ms: ${p95 < 20 ? 'yes' : 'NO'}).`,
    );
    console.log('The HTTP route then keeps each answer ready for the next visitor (docs/decisions/0018).');
  } finally {
    await database.close();
    await scratch.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
