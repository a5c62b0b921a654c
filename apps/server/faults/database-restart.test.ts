// PostgreSQL goes away in the middle of a booking load: the server survives, answers 503 with a
// message while the database is down, recovers by itself, and every acknowledged booking is there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingLoad, guestBooking, setupBusiness, type Outcome } from './load';
import { PgCluster } from './pg-cluster';
import { ServerProcess } from './server-process';

let cluster: PgCluster;
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  cluster = await PgCluster.create();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-faults-'));
  server = new ServerProcess({
    DATABASE_URL: cluster.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'faults-secret-that-is-long-enough-0123456789',
  });
  await server.start();
});

afterAll(async () => {
  if (process.env.FAULTS_DEBUG) console.error(server?.output);
  await server?.kill('SIGTERM');
  cluster?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('survives a database restart during booking load and loses no acknowledged booking', async () => {
  const { serviceId, businessId } = await setupBusiness(server.base);
  let upAt = Infinity;
  const recoveredBookings = (outcomes: readonly Outcome[]) =>
    outcomes.filter((o) => o.status === 201 && o.at > upAt + 2000).length;
  // The load goes on until bookings have succeeded for a while after the restart (or a minute
  // has passed, and the assertions below say what never came back).
  const load = bookingLoad({
    base: () => server.base,
    body: guestBooking(serviceId, businessId),
    workers: 8,
    durationMs: 60_000,
    until: (outcomes) => recoveredBookings(outcomes) >= 10,
  });

  await new Promise((r) => setTimeout(r, 2000));
  const downAt = Date.now();
  cluster.stop();
  await new Promise((r) => setTimeout(r, 2500));
  // While the database is down the server still answers, with a clear 503.
  const health = await fetch(`${server.base}/api/health`);
  expect(health.status).toBe(503);
  expect(((await health.json()) as { message: string }).message).toEqual(expect.any(String));
  cluster.start();
  upAt = Date.now();

  const outcomes = await load.done;
  expect(server.alive).toBe(true);

  // It recovers by itself.
  let recovered = false;
  for (let i = 0; i < 100 && !recovered; i++) {
    recovered = (await fetch(`${server.base}/api/health`)).ok;
    if (!recovered) await new Promise((r) => setTimeout(r, 200));
  }
  expect(recovered).toBe(true);

  const acknowledged = outcomes.filter((o) => o.status === 201);
  const failures = outcomes.filter((o) => o.status !== 201);
  expect(acknowledged.length).toBeGreaterThan(20);
  expect(recoveredBookings(outcomes), 'bookings succeed again after recovery').toBeGreaterThanOrEqual(10);
  // Every refusal is an explained 503, never a 500 or a dropped connection.
  for (const f of failures) {
    expect(f.status, JSON.stringify(f)).toBe(503);
    expect(f.message).toEqual(expect.any(String));
    expect(f.at).toBeGreaterThanOrEqual(downAt);
  }

  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const ids = acknowledged.map((o) => o.id!);
    const rows = await client.query('select id from bookings where id = any($1::uuid[])', [ids]);
    expect(rows.rowCount).toBe(ids.length);
  } finally {
    await client.end();
  }
});
