// HTTP benchmark of the real server: directory, a business page's data, slot availability and
// booking creation, each beside a bare Fastify route measured in the same run, plus the server's
// memory (RSS) idle and under load. Uses PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
// is set (a fresh database, dropped afterwards), else the embedded database. Loopback only; bounded.
// BENCH_ONLY_EMAILS=1 runs only the rounds of booking creation with and without emails;
// BENCH_ONLY=<regex> only the rows whose name matches (and no email rounds);
// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server processes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildPath, OPERATIONS, type OperationId } from '@booklane/shared';
import { runLoad, runOpenLoop, type LoadResult, type RequestSpec } from './load';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Alternating rounds of booking creation with and without notification emails. */
const EMAIL_ROUNDS = Number(process.env.BENCH_EMAIL_ROUNDS ?? 5);
/** Extra node flags for the server processes, e.g. `--cpu-prof` to profile them. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The path of an operation of the route table, its parameters filled in. */
function apiPath(id: OperationId, params: Record<string, string> = {}): string {
  return buildPath(OPERATIONS[id].path, params);
}

/** A row name for an operation: its method and path template, and a note. */
function label(id: OperationId, note?: string): string {
  const { method, path } = OPERATIONS[id];
  return note ? `${method} ${path} (${note})` : `${method} ${path}`;
}

// Bench fixtures read a few known fields of the answers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;

/** Calls an operation (method and path from the route table) and answers its JSON. */
async function callApi(
  base: string,
  id: OperationId,
  { params, token, body }: { params?: Record<string, string>; token?: string; body?: unknown } = {},
): Promise<Answer> {
  const { method } = OPERATIONS[id];
  const url = `${base}${apiPath(id, params)}`;
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let dbName: string | undefined;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    dbName = `booklane_bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-bench-'));
  const children: ChildProcess[] = [];
  try {
    if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
      spawnSync('npm', ['run', 'build', '-w', '@booklane/server'], { cwd: root, stdio: 'inherit' });
    }
    const port = await freePort();
    const barePort = await freePort();
    const startServer = (serverPort: number, env: Record<string, string> = {}) =>
      spawn(process.execPath, [...NODE_ARGS, path.join(root, 'apps/server/dist/main.js')], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(serverPort),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_DEMO: '0',
          RATE_LIMITS: 'off',
          LOG_LEVEL: 'warn',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    const server = startServer(port);
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

    // Data: 25 businesses with services, like a small live directory.
    let businessId = '';
    let username = '';
    let flexibleId = '';
    const flexibleIds: Array<{ service: string; business: string }> = [];
    let limitedId = '';
    let firstOwnerToken = '';
    for (let i = 0; i < 25; i++) {
      const owner = await callApi(base, 'register', {
        body: {
          role: 'business',
          name: `Owner ${i}`,
          email: `owner${i}@bench.test`,
          password: 'secret123',
        },
      });
      const business = await callApi(base, 'createBusiness', {
        token: owner.token,
        body: {
          username: `bench-shop-${i}`,
          name: `Bench Shop ${i}`,
          category: 'salon',
          address: `${i} Main St`,
        },
      });
      const flexible = await callApi(base, 'createService', {
        token: owner.token,
        body: {
          business: business._id,
          name: 'Quote',
          bookingType: 'flexible',
          hasDuration: false,
          price: 10,
          // Any number of quotes: the bench measures creation, not a full service.
          hasSlotLimit: false,
        },
      });
      const limited = await callApi(base, 'createService', {
        token: owner.token,
        body: {
          business: business._id,
          name: 'Cut',
          duration: 30,
          price: 20,
          hasSlotLimit: true,
          maxSlotsPerTimeSlot: 5,
        },
      });
      flexibleIds.push({ service: flexible._id, business: business._id });
      if (i === 0) {
        firstOwnerToken = owner.token;
        businessId = business._id;
        username = business.username;
        flexibleId = flexible._id;
        limitedId = limited._id;
      }
    }
    // A weekday within the booking window for the availability query.
    const day = new Date(Date.now() + 2 * 86_400_000);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);

    // Availability (decisions.md 8.4): a 15-minute-interval service open 08:00-20:00 every day,
    // two places per slot, with 500 bookings over the next 31 days.
    const everyDay = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        { start: '08:00', end: '20:00', isOpen: true },
      ]),
    );
    const busy = await callApi(base, 'createService', {
      token: firstOwnerToken,
      body: {
        business: businessId,
        name: 'Busy',
        duration: 30,
        price: 20,
        bookingInterval: 15,
        advanceBookingLimit: 60,
        hasCustomSchedule: true,
        customSchedule: everyDay,
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 2,
        autoAcceptBookings: true,
      },
    });
    const dayAfter = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    let seeded = 0;
    for (let i = 0; seeded < 500 && i < 2000; i++) {
      const minute = 8 * 60 + 15 * ((i * 7) % 46);
      const res = await fetch(`${base}${apiPath('createGuestBooking')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          service: busy._id,
          business: businessId,
          bookingDate: dayAfter(2 + (i % 29)),
          startTime: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
          guestName: 'Bench Guest',
          guestEmail: `busy${i}@bench.test`,
          guestPhone: '+1 555 0100',
        }),
      });
      if (res.status === 201) seeded++;
      await res.arrayBuffer();
    }
    if (seeded < 500) throw new Error(`only ${seeded} bookings for the availability bench`);
    const availabilityPath = `${apiPath('getServiceAvailability', { id: busy._id })}?from=${dayAfter(1)}&to=${dayAfter(31)}`;
    const sample = (await (await fetch(`${base}${availabilityPath}`)).json()) as {
      days: Array<{ slots: unknown[] }>;
    };
    const sampleSlots = sample.days.reduce((n, d) => n + d.slots.length, 0);

    // The emails of the set-up (sign-ups, bookings) are sent before anything is measured.
    const mailDir = path.join(dataDir, 'mail');
    const emlFiles = () =>
      fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length : 0;
    for (let last = -1, settled = performance.now() + 60_000; performance.now() < settled;) {
      await new Promise((r) => setTimeout(r, 1500));
      const now = emlFiles();
      if (now === last) break;
      last = now;
    }
    const idleRss = rssMb(server.pid!);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(server.pid!));
    }, 100);

    const cases: Array<[string, string, RequestSpec]> = [
      ['bare Fastify route (reference)', bareBase, { path: '/bare' }],
      [
        label('listBusinesses', 'directory, 25'),
        base,
        { method: OPERATIONS.listBusinesses.method, path: apiPath('listBusinesses') },
      ],
      [
        label('getBusinessByUsername'),
        base,
        {
          method: OPERATIONS.getBusinessByUsername.method,
          path: apiPath('getBusinessByUsername', { username }),
        },
      ],
      [
        label('listServices'),
        base,
        { method: OPERATIONS.listServices.method, path: apiPath('listServices', { businessId }) },
      ],
      [
        'GET slot-availability',
        base,
        {
          method: OPERATIONS.getSlotAvailability.method,
          path: `${apiPath('getSlotAvailability', { serviceId: limitedId })}?date=${date}&time=10:00&bookingType=datetime`,
        },
      ],
      [
        label('createGuestBooking', 'create'),
        base,
        {
          method: OPERATIONS.createGuestBooking.method,
          path: apiPath('createGuestBooking'),
          body: (i) => ({
            service: flexibleId,
            business: businessId,
            guestName: 'Bench Guest',
            guestEmail: `guest${i}@bench.test`,
            guestPhone: '+1 555 0100',
          }),
        },
      ],
    ];
    cases.splice(
      5,
      0,
      [
        label('getServiceAvailability', '31 days, 500 bookings'),
        base,
        { method: OPERATIONS.getServiceAvailability.method, path: availabilityPath },
      ],
      [
        label('getServiceAvailability', 'uncached: another range each time'),
        base,
        {
          method: OPERATIONS.getServiceAvailability.method,
          // 31 days from one of 25 start dates, with one of many excluded ids: no two alike.
          path: (i) =>
            `${apiPath('getServiceAvailability', { id: busy._id })}?from=${dayAfter(1 + (i % 25))}&to=${dayAfter(31 + (i % 25))}&excludeBooking=00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        },
      ],
    );
    const results: Array<[string, LoadResult]> = [];
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    const selected = process.env.BENCH_ONLY_EMAILS ? [] : cases.filter(([name]) => !only || only.test(name));
    for (const [name, target, spec] of selected) {
      // A short warm-up, then the measured run.
      await runLoad(target, spec, { connections: CONNECTIONS, durationMs: 1000 });
      results.push([
        name,
        await runLoad(target, spec, { connections: CONNECTIONS, durationMs: DURATION_MS }),
      ]);
    }
    clearInterval(sampler);

    const bareRps = results[0]?.[1].rps ?? 1;
    const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');
    console.log(
      `Server: ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per row, loopback; node ${process.version}; ${os.cpus().length} cores.\n`,
    );
    console.log('| endpoint | req/s | p50 ms | p95 ms | p99 ms | req/s vs bare | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, r] of results) {
      console.log(
        `| ${name} | ${r.rps.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${(r.rps / bareRps).toFixed(3)} | ${r.errors + r.non2xx} |`,
      );
    }
    console.log(
      `\nServer memory (RSS): idle ${idleRss.toFixed(0)} MB, peak under load ${peakRss.toFixed(0)} MB.`,
    );

    // The availability answer at a steady 200 requests per second (open loop), after a warm-up.
    await runOpenLoop(base, availabilityPath, { rate: 200, durationMs: 2000 });
    const steady = await runOpenLoop(base, availabilityPath, { rate: 200, durationMs: 10_000 });
    console.log(
      `\nAvailability of ${sample.days.length} days (${sampleSlots} slots, 500 bookings in the range) at a steady 200 requests per second for 10 s (open loop: sent on a schedule, latency from the scheduled time):\n`,
    );
    console.log('| requests | p50 ms | p95 ms | p99 ms | max ms | errors | p95 < 10 ms |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | :---: |');
    console.log(
      `| ${steady.requests} | ${fmt(steady.p50)} | ${fmt(steady.p95)} | ${fmt(steady.p99)} | ${fmt(steady.max)} | ${steady.errors + steady.non2xx} | ${steady.p95 < 10 ? 'yes' : 'NO'} |`,
    );

    // Booking creation with its notification emails (two per booking, written in the booking's
    // transaction, sent by the server's worker meanwhile) against the same server with
    // NOTIFICATIONS=off: bookings spread over the services of 25 businesses, as real traffic is.
    // Alternating rounds, each on a fresh server process, so drift hits both modes alike.
    server.kill('SIGTERM');
    const spread: RequestSpec = {
      method: OPERATIONS.createGuestBooking.method,
      path: apiPath('createGuestBooking'),
      body: (i) => ({
        ...flexibleIds[i % flexibleIds.length]!,
        guestName: 'Bench Guest',
        guestEmail: `spread${Date.now()}-${i}@bench.test`,
        guestPhone: '+1 555 0100',
      }),
    };
    const rounds: Record<'on' | 'off', LoadResult[]> = { on: [], off: [] };
    const emailRounds = only ? 0 : EMAIL_ROUNDS;
    const booked = (r: LoadResult) => r.requests - r.non2xx;
    const mail: Array<{ caused: number; during: number; written: number; drainMs: number }> = [];
    for (let round = 0; round < emailRounds; round++) {
      for (const mode of ['off', 'on'] as const) {
        const modePort = await freePort();
        const child = startServer(modePort, mode === 'off' ? { NOTIFICATIONS: 'off' } : {});
        children.push(child);
        const modeBase = `http://127.0.0.1:${modePort}`;
        await waitFor(`${modeBase}${apiPath('getHealth')}`);
        await runLoad(modeBase, spread, { connections: CONNECTIONS, durationMs: 1000 });
        const before = emlFiles();
        const result = await runLoad(modeBase, spread, { connections: CONNECTIONS, durationMs: DURATION_MS });
        rounds[mode].push(result);
        if (mode === 'on') {
          // The worker yields to requests under load; once the load ends, it sends the rest.
          const loadEnded = performance.now();
          const during = emlFiles() - before;
          // Drained once no new file has come for 1.5 s (bounded at two minutes).
          let count = emlFiles();
          let lastChange = loadEnded;
          while (performance.now() - lastChange < 1500 && performance.now() - loadEnded < 120_000) {
            await new Promise((r) => setTimeout(r, 50));
            const now = emlFiles();
            if (now !== count) [count, lastChange] = [now, performance.now()];
          }
          mail.push({
            caused: 2 * booked(result),
            during,
            written: count - before,
            drainMs: lastChange - loadEnded,
          });
        }
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
    if (emailRounds > 0) {
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const off = median(rounds.off.map((r) => r.rps));
      const on = median(rounds.on.map((r) => r.rps));
      const ratio = on / off;
      console.log(
        `\nBooking creation with notification emails (${emailRounds} alternating rounds of ${DURATION_MS / 1000} s each, median):\n`,
      );
      console.log('| notifications | req/s (median) | req/s per round | p95 ms (median) | errors |');
      console.log('| --- | ---: | --- | ---: | ---: |');
      for (const mode of ['off', 'on'] as const) {
        const runs = rounds[mode];
        console.log(
          `| ${mode} | ${median(runs.map((r) => r.rps)).toFixed(0)} | ${runs.map((r) => r.rps.toFixed(0)).join(', ')} | ${fmt(median(runs.map((r) => r.p95)))} | ${runs.reduce((n, r) => n + r.errors + r.non2xx, 0)} |`,
        );
      }
      console.log(
        `\nWith emails, booking creation runs at ${(ratio * 100).toFixed(0)} % of the rate without them: ${
          ratio >= 0.85 ? 'within' : 'NOT within'
        } the 15 % budget.`,
      );
      const sum = (pick: (m: (typeof mail)[number]) => number) => mail.reduce((n, m) => n + pick(m), 0);
      const drain = mail.map((m) => m.drainMs / 1000);
      console.log(
        `The measured 'on' rounds caused ${sum((m) => m.caused)} emails; ${sum((m) => m.during)} were written while the load ran (the worker yields to requests) and ${sum((m) => m.written)} by the time the worker went idle, ${median(drain).toFixed(1)} s (median; at most ${Math.max(...drain).toFixed(1)} s) after the load ended.`,
      );
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dbName && adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
