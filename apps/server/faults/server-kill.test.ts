// The server is killed with SIGKILL in the middle of a booking load and started again: every
// booking it acknowledged is still there, complete, on PostgreSQL and on the embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingLoad, guestBooking, json, setupBusiness } from './load';
import { freePort, PgCluster } from './pg-cluster';
import { ServerProcess } from './server-process';

type Backend = 'postgres' | 'pglite';

describe.each<Backend>(['postgres', 'pglite'])('SIGKILL during booking load [%s]', (backend) => {
  let cluster: PgCluster | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-kill-'));
  afterAll(() => {
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged booking and leaves no half-written row', async () => {
    if (backend === 'postgres') cluster = await PgCluster.create();
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: 'faults-secret-that-is-long-enough-0123456789',
      ...(cluster ? { DATABASE_URL: cluster.url } : {}),
    };
    const port = await freePort();
    let server = new ServerProcess(port, env);
    await server.start();
    const { token, businessId, serviceId } = await setupBusiness(server.base);

    const load = bookingLoad({
      base: () => server.base,
      body: guestBooking(serviceId, businessId),
      workers: 6,
      durationMs: 7000,
    });
    await new Promise((r) => setTimeout(r, 2000));
    await server.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    server = new ServerProcess(port, env);
    await server.start();
    const outcomes = await load.done;

    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.id!);
    expect(acknowledged.length).toBeGreaterThan(10);
    // Nothing but success, "connection refused" while it was down, or an explained 503.
    for (const o of outcomes) expect([0, 201, 503], JSON.stringify(o)).toContain(o.status);

    const stored = (await json(server.base, `/api/bookings/business/${businessId}`, {
      token,
    })) as unknown as Array<{
      _id: string;
      status: string;
      service: { name: string } | null;
      guestEmail: string | null;
    }>;
    const storedIds = new Set(stored.map((b) => b._id));
    for (const id of acknowledged)
      expect(storedIds.has(id), `acknowledged booking ${id} is stored`).toBe(true);
    // Every stored booking is whole: a status, its service snapshot and its guest.
    for (const b of stored) {
      expect(b.status).toBe('pending');
      expect(b.service?.name).toBe('Quote');
      expect(b.guestEmail).toMatch(/@faults\.test$/);
    }
    await server.kill('SIGTERM');
  });
});
