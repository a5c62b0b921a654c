// Issue 32 item 2, "one client cannot slow the server for everyone": a server with 10,000
// businesses (written straight to its database) and its rate limits on, as in production; six
// clients hammer it (two ask GET /api/businesses again and again, two ask the public reads with a
// random query string each time, two ask preview cards of random businesses with random query
// strings) while a seventh visits a business page at a constant rate: the page's API reads, as the
// web app makes them (the business by username, then its services, team and reviews at once),
// its latency from the moment the visit was due to the last answer. The same visits on the quiet
// server come first. The attackers run in a process of their own (fair-use-attackers.mjs). Its own server process and data (PGlite, or a fresh PostgreSQL database with
// BENCH_DATABASE_URL); loopback only; bounded (about a minute). Run alone: BENCH_ONLY='issue 32'
// npm run bench, or `npx tsx bench/http.ts` with that variable. BENCH_SERVER_ENTRY names another
// built server (another checkout's apps/server/dist/main.js) to measure the same way.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildPath } from '@booklane/shared/api/operation-routes';
import { OPERATIONS, type OperationId } from '@booklane/shared/api/operations';
import { openDatabase } from '../apps/server/src/db/client';
import { freePort, waitFor } from './server-process';

/** The name BENCH_ONLY is matched against. */
export const FAIR_USE_NAME =
  'issue 32: a business page while six clients hammer public reads and preview cards';

const root = path.resolve(import.meta.dirname, '..');
const BUSINESSES = 10_000;
/** Visits of the business page per second, and how long each phase measures. */
const VISIT_RATE = 20;
const QUIET_MS = 5_000;
const ATTACK_MS = 15_000;
/** The attackers run this long before the visits under attack are measured. */
const ATTACK_WARMUP_MS = 2_000;
const TARGET_P95_MS = 20;
/** The attackers' process priority (nice): the lowest. */
const ATTACKERS_NICE = 19;

const apiPath = (id: OperationId, params: Record<string, string> = {}) =>
  buildPath(OPERATIONS[id].path, params);

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** 10,000 owners and businesses (a long description each, as real pages have), two services each. */
const SEED_SQL = `
  insert into users (id, name, email, role)
  select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Owner ' || g,
         'crowd' || g || '@bench.test', 'business'
  from generate_series(1, ${BUSINESSES}) g;
  insert into businesses (id, owner_id, username, name, category, address, description, phone, email, timezone)
  select ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid,
         ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
         'crowd-' || g,
         (array['Glow','Studio','Barber','Spa','Fit','Motors','Tutor','Dental'])[1 + g % 8] || ' ' ||
           (array['House','Lab','Corner','Club','Works'])[1 + (g / 8) % 5] || ' ' || g,
         (array['salon','spa','health','fitness','automotive','education','professional','other'])[1 + g % 8],
         g || ' Market Street, Springfield',
         'A friendly local business, number ' || g || '. ' || repeat('Walk in or book ahead, we will look after you. ', 10),
         '+1 555 0100', 'crowd' || g || '@bench.test', 'UTC'
  from generate_series(1, ${BUSINESSES}) g;
  insert into services (business_id, name, description, duration, price)
  select ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid,
         (array['Haircut','Colour','Massage','Facial','Oil change','Lesson'])[1 + (g + k) % 6], 'Service ' || k, 30, 20
  from generate_series(1, ${BUSINESSES}) g, generate_series(0, 1) k;
  analyze;`;

/** One visit of the business page: the business, then its services, team and reviews at once. */
function visitor(base: string, username: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL(base);
  const get = (requestPath: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        { host: url.hostname, port: url.port, path: requestPath, agent, timeout: 10_000 },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', reject);
      request.end();
    });
  const visit = async (): Promise<boolean> => {
    const page = await get(apiPath('getBusinessByUsername', { username }));
    if (page.status !== 200) return false;
    const id = (JSON.parse(page.body) as { _id: string })._id;
    const rest = await Promise.all([
      get(apiPath('listServices', { businessId: id })),
      get(apiPath('listTeamMembers', { id })),
      get(apiPath('listBusinessReviews', { id })),
    ]);
    return rest.every((r) => r.status === 200);
  };
  /** Visits at `rate` per second for `durationMs`, each timed from the moment it was due. */
  const run = async (rate: number, durationMs: number) => {
    const latencies: number[] = [];
    let failed = 0;
    const started = performance.now();
    const pending: Array<Promise<void>> = [];
    const count = Math.round((rate * durationMs) / 1000);
    for (let i = 0; i < count; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(
        visit().then(
          (ok) => {
            latencies.push(performance.now() - due);
            if (!ok) failed++;
          },
          () => {
            failed++;
          },
        ),
      );
    }
    await Promise.all(pending);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      visits: latencies.length,
      failed,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
    };
  };
  return { run, close: () => agent.destroy() };
}

async function seed(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(SEED_SQL);
    } finally {
      await client.end();
    }
    return;
  }
  // The embedded database, opened as the server opens it, while the server is down.
  const database = await openDatabase({ dataDir });
  try {
    for (const statement of SEED_SQL.split(';').filter((text) => text.trim())) {
      await database.db.execute(statement);
    }
  } finally {
    await database.close();
  }
}

/** One kind of attacker (see fair-use-attackers.mjs). */
type Attacker = { name: string; paths: string[]; random?: boolean; crowd?: number; ok: number[] };
type AttackResult = {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  statuses: Record<string, number>;
  errors: number;
};

/** Runs the attackers in a process of their own for `durationMs`; answers their results. */
async function attack(base: string, durationMs: number, kinds: Attacker[]): Promise<AttackResult[]> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'bench/fair-use-attackers.mjs'), JSON.stringify({ base, durationMs, kinds })],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // Attackers are other machines: on this one their load generator yields the CPU to the server
  // and to the measuring client, rather than taking its share out of the server's.
  if (child.pid) os.setPriority(child.pid, ATTACKERS_NICE);
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the attackers exited with ${code}`);
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AttackResult);
}

/** Runs the scenario and answers its report (markdown). */
export async function fairUse(adminUrl: string | undefined, nodeArgs: readonly string[]): Promise<string> {
  const entry = process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js');
  if (!process.env.BENCH_SERVER_ENTRY && !fs.existsSync(entry)) {
    spawnSync('npm', ['run', 'build', '-w', '@booklane/server'], { cwd: root, stdio: 'inherit' });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-fair-use-'));
  let dbName: string | undefined;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    dbName = `booklane_fair_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const children: ChildProcess[] = [];
  const start = async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [...nodeArgs, entry], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        // Production's limits: the preview cards' is part of what is measured.
        RATE_LIMITS: 'on',
        NOTIFICATIONS: 'off',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl ?? '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}${apiPath('getHealth')}`);
    return { child, base };
  };
  try {
    // Migrations first (the server's start-up), then the rows, written while the server is down.
    const first = await start();
    await stop(first.child);
    const seedStarted = performance.now();
    await seed(dataDir, databaseUrl);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const { base } = await start();

    // The business the seventh client visits: made through the API, with services and a team.
    const call = async (
      id: OperationId,
      init: { params?: Record<string, string>; token?: string; body?: unknown },
    ) => {
      const res = await fetch(`${base}${apiPath(id, init.params)}`, {
        method: OPERATIONS[id].method,
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const answer = (await res.json()) as Record<string, unknown>;
      if (!res.ok) throw new Error(`${id}: ${res.status} ${JSON.stringify(answer)}`);
      return answer;
    };
    const owner = await call('register', {
      body: { role: 'business', name: 'Visited Owner', email: 'visited@bench.test', password: 'secret123' },
    });
    const token = String(owner.token);
    const business = await call('createBusiness', {
      token,
      // No lunch break (a new business's default): the figures stay comparable with earlier runs.
      body: {
        username: 'visited-studio',
        name: 'Visited Studio',
        category: 'salon',
        address: '1 Main St',
        breakHours: [],
      },
    });
    const businessId = String(business._id);
    const services: string[] = [];
    for (const name of ['Cut', 'Colour', 'Style']) {
      const service = await call('createService', {
        token,
        body: { business: businessId, name, duration: 30, price: 25 },
      });
      services.push(String(service._id));
    }
    await call('createTeamMember', { token, params: { id: businessId }, body: { name: 'Second' } });

    // What GET /api/businesses answers over 10,000 businesses.
    const listed = await fetch(`${base}${apiPath('listBusinesses')}`);
    const listedBytes = (await listed.arrayBuffer()).byteLength;

    const visits = visitor(base, 'visited-studio');
    await visits.run(VISIT_RATE, 1_000);
    const quiet = await visits.run(VISIT_RATE, QUIET_MS);

    // The six attackers (bench/fair-use-attackers.mjs, a process of their own), two connections
    // per kind, each request a new random query string.
    const publicReads = [
      apiPath('listBusinesses'),
      `${apiPath('listDirectoryPage')}?page=1`,
      apiPath('getBusinessByUsername', { username: 'visited-studio' }),
      apiPath('listServices', { businessId }),
      apiPath('listTeamMembers', { id: businessId }),
      apiPath('listBusinessReviews', { id: businessId }),
      apiPath('getServiceAvailability', { id: services[0]! }),
    ];
    const kinds: Attacker[] = [
      { name: 'GET /api/businesses, again and again', paths: [apiPath('listBusinesses')], ok: [] },
      {
        name: `public reads of the visited business and the directory with a random query string (${publicReads.length} kinds in turn)`,
        paths: publicReads,
        random: true,
        ok: [],
      },
      {
        name: `preview cards: of random businesses of the ${BUSINESSES.toLocaleString('en')} and of the visited one in turn, random query strings`,
        paths: ['/og/visited-studio.png'],
        random: true,
        crowd: BUSINESSES,
        // The client's allowance of new drawings runs out: refused, as it should be.
        ok: [429],
      },
    ];
    const attackDuration = ATTACK_WARMUP_MS + ATTACK_MS + 1_000;
    const attacking = attack(base, attackDuration, kinds);
    await new Promise((r) => setTimeout(r, ATTACK_WARMUP_MS));
    const underAttack = await visits.run(VISIT_RATE, ATTACK_MS);
    const attacked = await attacking;
    visits.close();

    const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
    const statuses = (r: AttackResult) =>
      Object.entries(r.statuses)
        .map(([code, n]) => `${code}: ${n}`)
        .join(', ');
    const lines = [
      `Server: ${path.relative(root, entry) || entry}, rate limits on, ${adminUrl ? 'PostgreSQL' : 'embedded PGlite'}; ${BUSINESSES.toLocaleString('en')} businesses with two services each written to its database in ${seedSeconds.toFixed(1)} s; GET /api/businesses answers ${(listedBytes / 1024).toFixed(0)} KB.`,
      `The seventh client visits /visited-studio's data ${VISIT_RATE} times a second (GET /api/businesses/u/visited-studio, then its services, team members and reviews at once), each visit timed from the moment it was due to its last answer; ${QUIET_MS / 1000} s on the quiet server, then ${ATTACK_MS / 1000} s while six clients (three kinds below, two keep-alive connections each, closed loop) hammer it, after ${ATTACK_WARMUP_MS / 1000} s of their load.`,
      '',
      `| business page visits | visits | failed | p50 ms | p95 ms | p99 ms | max ms | p95 < ${TARGET_P95_MS} ms |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
      ...(
        [
          ['quiet server', quiet],
          ['under attack', underAttack],
        ] as const
      ).map(
        ([name, r]) =>
          `| ${name} | ${r.visits} | ${r.failed} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${r.p95 < TARGET_P95_MS ? 'yes' : 'NO'} |`,
      ),
      '',
      '| attacker (2 connections) | req/s | p50 ms | p95 ms | answers | errors |',
      '| --- | ---: | ---: | ---: | --- | ---: |',
      ...attacked.map(
        (r) =>
          `| ${r.name} | ${r.rps.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${statuses(r)} | ${r.errors} |`,
      ),
    ];
    return lines.join('\n');
  } finally {
    for (const child of children) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dbName && adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}
