// Issue 37 item 4, a marketplace's mixed load: many visitors browsing while a few book. The built
// server on a fresh PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL; dropped after),
// seeded through the API with many businesses (a team and three timed services each). One
// autocannon run sends a mix: 90 % directory and business-page reads (the HTML of `/` and
// `/{username}` and the API reads the web app makes for them), 8 % availability answers over
// every service and many dates, 2 % guest bookings spread over services, members, dates and times
// (a taken time answers 409: counted apart, not an error). A short search at fixed rates
// (autocannon's `overallRate`, STEP_MS each, arrivals spread over each second: see runMix) finds
// the highest rate at which p99 stays under 50 ms; then the mix runs at half that rate; the bare
// Fastify route (bench/bare-server.mjs) is measured at the same rates in the same run. Afterwards
// the database is asked whether any slot is overbooked or any team member held twice. Prints
// markdown with yes/NO against the figures of the first run (THRESHOLDS). Loopback only; stops by
// itself (TIME_LIMIT_MS).
// BENCH_SERVER_ENTRY names another built server (e.g. another checkout's apps/server/dist/main.js).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { CATEGORIES } from '@booklane/shared/domain';
import { percentile } from './load';
import { apiPath, callApi, freePort, stop, waitFor } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const BUSINESSES = Number(process.env.BENCH_MIXED_BUSINESSES ?? 200);
/** Team members per business (the owner's own member is the first). */
const MEMBERS = 3;
/** Keep-alive connections the load is spread over (autocannon divides the overall rate among them). */
const CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 16);
const STEP_MS = Number(process.env.BENCH_MIXED_STEP_MS ?? 10_000);
/** The search's fixed-rate steps at most (the closed-loop run before them sets the bounds). */
const MAX_STEPS = 6;
const TARGET_P99_MS = 50;
/** The whole bench, seeding included, ends with an error past this. */
const TIME_LIMIT_MS = 8 * 60_000;
/**
 * Set from the first run with the warm-up (2026-11-26, server built 19:18 with issue 37's working
 * tree: 242 req/s; at half of it p50 1.8 ms, p99 77.7 ms, on the 2-core machine with load
 * averages of 5 to 6 from other work), the rate and p50 with room for the machine's noise. The
 * half-rate p99 keeps the target itself: that run missed it (its availability answers' p99 was
 * 175 ms).
 */
const THRESHOLDS = {
  /** The highest rate with p99 < 50 ms, requests per second, at least. */
  rate: 200,
  /** At half that rate: p50 and p99 of the mix, ms, at most. */
  halfP50: 3,
  halfP99: 50,
};
const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** Timed services of every business, open 08:00-20:00 every day, one place per member and slot. */
const SERVICES = [
  { name: 'Cut', duration: 30, bookingInterval: 15, price: 30 },
  { name: 'Colour', duration: 60, bookingInterval: 30, bufferAfterMinutes: 15, price: 80 },
  { name: 'Beard', duration: 15, bookingInterval: 15, price: 15 },
] as const;
const ADVANCE_DAYS = 60;

/** A well-mixed 32-bit hash of i: the pseudo-random sequence of the mix. */
function mix(i: number): number {
  let x = (i + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const dayAfter = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

type Shop = {
  id: string;
  username: string;
  members: string[];
  services: Array<{ id: string; duration: number; interval: number }>;
};

/** The i-th business: its owner, MEMBERS team members and the SERVICES, performed by all. */
async function seedShop(base: string, i: number): Promise<Shop> {
  const everyDay = Object.fromEntries(
    DAY_NAMES.map((d) => [d, { start: '08:00', end: '20:00', isOpen: true }]),
  );
  const owner = await callApi(base, 'register', {
    body: {
      role: 'business',
      name: `Owner ${i}`,
      email: `mixed-owner${i}@bench.test`,
      password: 'secret123',
    },
  });
  const business = await callApi(base, 'createBusiness', {
    token: owner.token,
    body: {
      username: `mixed-${i}`,
      name: `${['Glow', 'Studio', 'Barber', 'Spa', 'Fit', 'Corner'][i % 6]} ${['House', 'Lab', 'Club', 'Works'][i % 4]} ${i}`,
      category: CATEGORIES[i % CATEGORIES.length],
      address: `${i} Market Street, Springfield`,
      description: `A friendly local business, number ${i}. Walk in or book ahead, we will look after you.`,
      // No lunch break (a new business's default): the figures stay comparable with earlier runs.
      breakHours: [],
    },
  });
  const members = (
    (await callApi(base, 'listTeamMembers', { params: { id: business._id } })) as Array<{ _id: string }>
  ).map((m) => m._id);
  while (members.length < MEMBERS) {
    const member = await callApi(base, 'createTeamMember', {
      token: owner.token,
      params: { id: business._id },
      body: { name: `Member ${members.length}` },
    });
    members.push(member._id);
  }
  const services: Shop['services'] = [];
  for (const [j, spec] of SERVICES.entries()) {
    const service = await callApi(base, 'createService', {
      token: owner.token,
      body: {
        business: business._id,
        advanceBookingLimit: ADVANCE_DAYS,
        hasCustomSchedule: true,
        customSchedule: everyDay,
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 1,
        autoAcceptBookings: j !== 1,
        teamMemberIds: [],
        ...spec,
      },
    });
    services.push({ id: service._id, duration: spec.duration, interval: spec.bookingInterval });
  }
  return { id: business._id, username: business.username, members, services };
}

type Kind = 'html' | 'api read' | 'availability' | 'booking';
const KINDS: Kind[] = ['html', 'api read', 'availability', 'booking'];
type Planned = { kind: Kind; method: 'GET' | 'POST'; path: string; body?: string };

/**
 * The n-th request of the mix. Visitors favour some businesses (the square of a uniform draw), so
 * the most visited are asked about far more often than the least, as in a real directory.
 */
function planRequest(shops: readonly Shop[], n: number): Planned {
  const h = mix(n);
  const g = mix(n + 0x40000000);
  const roll = h % 1000;
  const u = (g % 65536) / 65536;
  const shop = shops[Math.floor(u * u * shops.length)]!;
  const service = shop.services[(g >>> 16) % shop.services.length]!;
  const get = (kind: Kind, p: string): Planned => ({ kind, method: 'GET', path: p });
  if (roll < 100) return get('html', '/');
  if (roll < 300) return get('html', `/${shop.username}`);
  if (roll < 450) {
    const pick = (h >>> 10) % 10;
    // Mostly the first page; some visitors scroll on, some filter by a category.
    const query =
      pick < 7 ? '' : pick < 9 ? `?page=${2 + (pick - 7)}` : `?category=${CATEGORIES[(h >>> 14) % 8]}`;
    return get('api read', `${apiPath('listDirectoryPage')}${query}`);
  }
  if (roll < 600) return get('api read', apiPath('getBusinessByUsername', { username: shop.username }));
  if (roll < 700) return get('api read', apiPath('listServices', { businessId: shop.id }));
  if (roll < 800) return get('api read', apiPath('listTeamMembers', { id: shop.id }));
  if (roll < 900)
    return get('api read', `${apiPath('listBusinessReviews', { id: shop.id })}?page=1&limit=10`);
  if (roll < 980) {
    // The booking sheet's first range (today to the end of the booking window), or a week further on.
    const first = (h >>> 12) % 10 < 6;
    const from = first ? 0 : 1 + ((h >>> 16) % (ADVANCE_DAYS - 7));
    const to = first ? ADVANCE_DAYS : from + 6;
    return get(
      'availability',
      `${apiPath('getServiceAvailability', { id: service.id })}?from=${dayAfter(from)}&to=${dayAfter(to)}`,
    );
  }
  const starts = Math.floor((12 * 60 - service.duration) / service.interval) + 1;
  const named = (h >>> 12) % 10 < 7;
  return {
    kind: 'booking',
    method: 'POST',
    path: apiPath('createGuestBooking'),
    body: JSON.stringify({
      service: service.id,
      business: shop.id,
      bookingDate: dayAfter(1 + ((h >>> 16) % 30)),
      startTime: hhmm(8 * 60 + service.interval * ((g >>> 20) % starts)),
      teamMember: named ? shop.members[(g >>> 8) % shop.members.length]! : null,
      guestName: 'Mixed Guest',
      guestEmail: `mixed-guest${n}@bench.test`,
      guestPhone: '+1 555 0100',
    }),
  };
}

type KindResult = { requests: number; p50: number; p99: number };
type MixResult = {
  target: number | undefined;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts and answers neither 2xx nor a booking's 409. */
  errors: number;
  created: number;
  taken: number;
  kinds: Record<Kind, KindResult>;
  statuses: Record<number, number>;
};

/**
 * One run of the mix (or of another plan, e.g. the bare route) driven by autocannon: a closed loop
 * on CONNECTIONS connections, or at `overallRate`. autocannon's fixed rate sends each connection's
 * share of every second as soon as the second starts, every connection at the same moment: a
 * burst of CONNECTIONS requests at once, whatever the rate. So that the arrivals spread over the
 * second as a crowd's would, the fixed rate runs one autocannon instance per connection, each with
 * its share of the rate, started 1/CONNECTIONS s apart.
 */
async function runMix(
  base: string,
  plan: (n: number) => Planned,
  next: { n: number },
  opts: { durationMs: number; overallRate?: number },
): Promise<MixResult> {
  const latencies: number[] = [];
  const byKind = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  const statuses: Record<number, number> = {};
  let rejected = 0;
  let created = 0;
  let taken = 0;
  let connectionErrors = 0;
  // The kind of the answer just read: autocannon calls `onResponse` right before its 'response'
  // event, on the connection whose context holds the request's kind (one request at a time each).
  let answered: Kind = 'html';
  const one = (connections: number, overallRate: number | undefined) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections,
          duration: opts.durationMs / 1000,
          ...(overallRate ? { overallRate } : {}),
          requests: [
            {
              setupRequest: (request, context) => {
                const planned = plan(next.n++);
                (context as { kind?: Kind }).kind = planned.kind;
                return {
                  ...request,
                  method: planned.method,
                  path: planned.path,
                  headers: planned.body ? { 'content-type': 'application/json' } : {},
                  ...(planned.body ? { body: planned.body } : { body: undefined }),
                };
              },
              onResponse: (_status, _body, context) => {
                answered = (context as { kind: Kind }).kind;
              },
            },
          ],
        },
        (err: unknown, done) => (err ? reject(err) : resolve(done)),
      );
      instance.on('response', (_client, status, _bytes, responseTime) => {
        latencies.push(responseTime);
        byKind.get(answered)!.push(responseTime);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (answered === 'booking' && status === 201) created++;
        else if (answered === 'booking' && status === 409) taken++;
        else if (status < 200 || status >= 300) rejected++;
      });
    });
  const rate = opts.overallRate;
  if (!rate) connectionErrors = (await one(CONNECTIONS, undefined)).errors;
  else {
    const count = Math.min(CONNECTIONS, rate);
    const runs = Array.from({ length: count }, async (_, k) => {
      await new Promise((r) => setTimeout(r, (k * 1000) / count));
      return one(1, Math.floor(rate / count) + (k < rate % count ? 1 : 0));
    });
    for (const r of await Promise.all(runs)) connectionErrors += r.errors;
  }
  const sorted = Float64Array.from(latencies).sort();
  const kinds = Object.fromEntries(
    KINDS.map((k) => {
      const s = Float64Array.from(byKind.get(k)!).sort();
      return [k, { requests: s.length, p50: percentile(s, 50), p99: percentile(s, 99) }];
    }),
  ) as Record<Kind, KindResult>;
  return {
    target: rate,
    requests: latencies.length,
    rps: latencies.length / (opts.durationMs / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    errors: connectionErrors + rejected,
    created,
    taken,
    kinds,
    statuses,
  };
}

/** A fixed-rate step passes when p99 < 50 ms, the rate was reached and nothing failed. */
const passes = (r: MixResult) => r.p99 < TARGET_P99_MS && r.errors === 0 && r.rps >= 0.95 * (r.target ?? 0);

async function main() {
  const deadline = setTimeout(() => {
    process.stderr.write(`mixed bench: did not finish within ${TIME_LIMIT_MS / 1000} s\n`);
    process.exit(1);
  }, TIME_LIMIT_MS);
  deadline.unref();
  const loadAtStart = os.loadavg();
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('Skipped: the mixed-load bench runs on PostgreSQL (set BENCH_DATABASE_URL).');
    return;
  }
  const entry = process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js');
  if (!process.env.BENCH_SERVER_ENTRY && !fs.existsSync(entry)) {
    spawnSync('npm', ['run', 'build', '-w', '@booklane/server'], { cwd: root, stdio: 'inherit' });
  }
  const dbName = `booklane_mixed_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${dbName}`);
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  const databaseUrl = u.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-mixed-'));
  const children: ChildProcess[] = [];
  try {
    const port = await freePort();
    const barePort = await freePort();
    const builtAt = fs.statSync(entry).mtime.toISOString().slice(0, 16).replace('T', ' ');
    const server = spawn(process.execPath, [entry], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: '0',
        // Every visitor comes from 127.0.0.1 here: one client's limits would refuse the crowd.
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(server);
    const bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
      env: { ...process.env, PORT: String(barePort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(bare);
    const base = `http://127.0.0.1:${port}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${base}${apiPath('getHealth')}`);
    await waitFor(`${bareBase}/bare`);

    // Eight businesses at a time, through the API.
    const seedStarted = performance.now();
    const shops: Shop[] = [];
    for (let i = 0; i < BUSINESSES; i += 8) {
      const batch = Array.from({ length: Math.min(8, BUSINESSES - i) }, (_, k) => seedShop(base, i + k));
      shops.push(...(await Promise.all(batch)));
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    // A server that has been running (its code warmed up, its ready answers kept, for 5 s at most):
    // every business's page and public reads asked once, and every path of the mix answers (a 4xx
    // here is the bench's bug).
    const warmPaths = [
      '/',
      apiPath('listDirectoryPage'),
      ...shops.flatMap((shop) => [
        `/${shop.username}`,
        apiPath('getBusinessByUsername', { username: shop.username }),
        apiPath('listServices', { businessId: shop.id }),
        apiPath('listTeamMembers', { id: shop.id }),
        `${apiPath('listBusinessReviews', { id: shop.id })}?page=1&limit=10`,
      ]),
      ...Array.from({ length: 300 }, (_, n) => planRequest(shops, n))
        .filter((p) => p.kind !== 'booking')
        .map((p) => p.path),
    ];
    const warmStarted = performance.now();
    for (let i = 0; i < warmPaths.length; i += 8) {
      await Promise.all(
        warmPaths.slice(i, i + 8).map(async (p) => {
          const res = await fetch(`${base}${p}`);
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${p}: ${res.status}`);
        }),
      );
    }
    const warmSeconds = (performance.now() - warmStarted) / 1000;

    const next = { n: 1_000_000 };
    const mixPlan = (n: number) => planRequest(shops, n);
    const barePlan = (): Planned => ({ kind: 'api read', method: 'GET', path: '/bare' });
    const started = performance.now();
    // The closed loop (also the warm-up): its throughput bounds the search.
    const closed = await runMix(base, mixPlan, next, { durationMs: 5_000 });
    const bareClosed = await runMix(bareBase, barePlan, next, { durationMs: 5_000 });
    const steps: MixResult[] = [];
    let lo = 0;
    let hi = Math.max(10, Math.round(closed.rps));
    let probe = Math.round(hi / 2);
    while (steps.length < MAX_STEPS) {
      const step = await runMix(base, mixPlan, next, { durationMs: STEP_MS, overallRate: probe });
      steps.push(step);
      if (passes(step)) lo = probe;
      else hi = probe;
      // Within 5 % of the bound: close enough for the machine's noise.
      if (hi - lo <= Math.max(5, 0.05 * hi)) break;
      probe = Math.round((lo + hi) / 2);
    }
    const found = lo;
    const half = Math.max(5, Math.round((found || steps.at(-1)!.target!) / 2));
    const halfRun = await runMix(base, mixPlan, next, { durationMs: STEP_MS, overallRate: half });
    const bareHalf = await runMix(bareBase, barePlan, next, { durationMs: STEP_MS, overallRate: half });
    const bareFound = found
      ? await runMix(bareBase, barePlan, next, { durationMs: STEP_MS, overallRate: found })
      : undefined;
    const measuredSeconds = (performance.now() - started) / 1000;

    // No slot overbooked, no member held twice: counted in the database.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    let check: { bookings: number; overbooked: number; pairs: number; members: number; memberless: number };
    try {
      const overbooked = await db.query<{ overbooked: number; bookings: number }>(`
        select count(*) filter (where over)::int as overbooked, count(*)::int as bookings from (
          select b.id, count(o.id) > s.max_slots_per_time_slot as over
          from bookings b
          join services s on s.id = b.service_id and s.has_slot_limit
          join bookings o on o.service_id = b.service_id and o.status <> 'cancelled'
            and o.team_member_id is not distinct from b.team_member_id
            and o.occupied_from <= b.occupied_from and o.occupied_until > b.occupied_from
          where b.status <> 'cancelled' and b.occupied_from is not null
          group by b.id, s.max_slots_per_time_slot
        ) per_booking`);
      // One time per person (decisions.md 9.1): no two active bookings of one member whose held
      // times overlap, unless they are one session (same service and slot).
      const held = await db.query<{ pairs: number; members: number }>(`
        select count(*)::int as pairs, count(distinct a.team_member_id)::int as members
        from bookings a
        join bookings b on b.team_member_id = a.team_member_id and b.status in ('pending', 'confirmed')
          and b.occupied_from >= a.occupied_from and b.occupied_from < a.occupied_until
          and (b.occupied_from, b.id) > (a.occupied_from, a.id)
          and (b.service_id is distinct from a.service_id or b.slot_key <> a.slot_key)
        where a.status in ('pending', 'confirmed') and a.occupied_from is not null`);
      const memberless = await db.query<{ n: number }>(
        `select count(*)::int as n from bookings
         where status in ('pending', 'confirmed') and occupied_from is not null and team_member_id is null`,
      );
      check = {
        ...overbooked.rows[0]!,
        ...held.rows[0]!,
        memberless: memberless.rows[0]!.n,
      };
    } finally {
      await db.end();
    }

    const loads = (l: number[]) => l.map((n) => n.toFixed(2)).join(', ');
    const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
    const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
    const cpus = os.cpus();
    const pgVersion = await (async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      const { rows } = await client.query<{ version: string }>('select version()');
      await client.end();
      return rows[0]!.version.replace(/,? compiled by .*$/, '');
    })();
    const lines = [
      `Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores; Node ${process.version}; ${pgVersion}; load averages (1, 5, 15 min) ${loads(loadAtStart)} at the start, ${loads(os.loadavg())} after the run (other work on the machine moves every figure).`,
      `Server: ${path.relative(root, entry) || entry} (built ${builtAt}), rate limits off, emails to files. Data: ${BUSINESSES} businesses, each with ${MEMBERS} team members and ${SERVICES.length} timed services (open 08:00-20:00 daily, one place per member and slot, bookable ${ADVANCE_DAYS} days ahead), made through the API in ${seedSeconds.toFixed(1)} s; then each business's page and public reads asked once (${warmPaths.length} requests, ${warmSeconds.toFixed(1)} s), as on a server that has been running.`,
      `Mix (autocannon, ${CONNECTIONS} keep-alive connections): 10 % HTML \`/\`, 20 % HTML \`/{username}\`, 15 % ${apiPath('listDirectoryPage')} (first page mostly, some later pages and categories), 15 % the business by username, 10 % each its services, team and reviews; 8 % availability of a service (60 %: the booking sheet's first range, 60 days; 40 %: a week from a later date); 2 % guest bookings over ${BUSINESSES * SERVICES.length} services, ${BUSINESSES * MEMBERS} members, 30 days and every start time (70 % name a member). Businesses drawn with a skew (the square of a uniform draw). Latency from each request's write to its answer.`,
      `Search for the highest rate with p99 < ${TARGET_P99_MS} ms: a closed loop first (its throughput the upper bound), then fixed-rate steps of ${STEP_MS / 1000} s (autocannon \`overallRate\`, one instance of one connection per share of the rate, started 1/${CONNECTIONS} s apart so the arrivals spread over each second), bisecting; a step passes when p99 < ${TARGET_P99_MS} ms, the rate is reached (≥ 95 %) and nothing fails. Measuring took ${measuredSeconds.toFixed(0)} s.`,
      '',
      '| run | target req/s | answered req/s | p50 ms | p99 ms | max ms | errors | bookings 201 / 409 | p99 < 50 ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
      `| mix, closed loop | - | ${closed.rps.toFixed(0)} | ${fmt(closed.p50)} | ${fmt(closed.p99)} | ${fmt(closed.max)} | ${closed.errors} | ${closed.created} / ${closed.taken} | ${yes(closed.p99 < TARGET_P99_MS)} |`,
      `| bare route, closed loop | - | ${bareClosed.rps.toFixed(0)} | ${fmt(bareClosed.p50)} | ${fmt(bareClosed.p99)} | ${fmt(bareClosed.max)} | ${bareClosed.errors} | - | ${yes(bareClosed.p99 < TARGET_P99_MS)} |`,
      ...steps.map(
        (s, i) =>
          `| mix, step ${i + 1} | ${s.target} | ${s.rps.toFixed(0)} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${fmt(s.max)} | ${s.errors} | ${s.created} / ${s.taken} | ${yes(passes(s))} |`,
      ),
      ...(bareFound
        ? [
            `| bare route at the found rate | ${found} | ${bareFound.rps.toFixed(0)} | ${fmt(bareFound.p50)} | ${fmt(bareFound.p99)} | ${fmt(bareFound.max)} | ${bareFound.errors} | - | ${yes(bareFound.p99 < TARGET_P99_MS)} |`,
          ]
        : []),
      `| **mix at half the found rate** | ${half} | ${halfRun.rps.toFixed(0)} | ${fmt(halfRun.p50)} | ${fmt(halfRun.p99)} | ${fmt(halfRun.max)} | ${halfRun.errors} | ${halfRun.created} / ${halfRun.taken} | ${yes(halfRun.p99 < TARGET_P99_MS)} |`,
      `| **bare route at the same rate** | ${half} | ${bareHalf.rps.toFixed(0)} | ${fmt(bareHalf.p50)} | ${fmt(bareHalf.p99)} | ${fmt(bareHalf.max)} | ${bareHalf.errors} | - | ${yes(bareHalf.p99 < TARGET_P99_MS)} |`,
      '',
      ...(
        [
          ['In the closed loop', closed],
          ['At half the found rate', halfRun],
        ] as const
      ).map(
        ([name, r]) =>
          `${name}, per kind of request: ${KINDS.map((k) => `${k} ${r.kinds[k].requests} answers, p50 ${fmt(r.kinds[k].p50)} ms, p99 ${fmt(r.kinds[k].p99)} ms`).join('; ')}. Statuses: ${Object.entries(
            r.statuses,
          )
            .map(([code, n]) => `${code}: ${n}`)
            .join(', ')}.`,
      ),
      `Database after the run: ${check.bookings} active timed bookings; ${check.overbooked} overbooked (more bookings overlap a booking's start than its service has places, per member); ${check.pairs} pairs of one member's bookings whose held times overlap in different sessions (${check.members} members); ${check.memberless} timed bookings without a member.`,
      '',
      '| figure | this run | threshold | met |',
      '| --- | ---: | ---: | :---: |',
      `| highest rate with p99 < ${TARGET_P99_MS} ms, req/s | ${found ? found : `< ${steps.at(-1)?.target}`} | ≥ ${THRESHOLDS.rate} | ${yes(found >= THRESHOLDS.rate && found > 0)} |`,
      `| closed-loop throughput of the mix beside the bare route's | ${(closed.rps / bareClosed.rps).toFixed(3)} | - | - |`,
      `| p50 at half that rate, ms (bare route ${fmt(bareHalf.p50)}) | ${fmt(halfRun.p50)} | ≤ ${THRESHOLDS.halfP50} | ${yes(halfRun.p50 <= THRESHOLDS.halfP50)} |`,
      `| p99 at half that rate, ms (bare route ${fmt(bareHalf.p99)}) | ${fmt(halfRun.p99)} | ≤ ${THRESHOLDS.halfP99} | ${yes(halfRun.p99 <= THRESHOLDS.halfP99)} |`,
      `| errors over every run (bookings' 409 apart) | ${[closed, ...steps, halfRun].reduce((n, r) => n + r.errors, 0)} | 0 | ${yes([closed, ...steps, halfRun].every((r) => r.errors === 0))} |`,
      `| overbooked, double-held, memberless | ${check.overbooked}, ${check.pairs}, ${check.memberless} | 0 | ${yes(check.overbooked + check.pairs + check.memberless === 0)} |`,
    ];
    console.log(lines.join('\n'));
    if (check.overbooked + check.pairs + check.memberless > 0) process.exitCode = 1;
  } finally {
    for (const child of children) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${dbName} with (force)`);
  }
}

await main();
