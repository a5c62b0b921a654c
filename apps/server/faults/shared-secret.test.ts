// Two server processes on one PostgreSQL, each with its own DATA_DIR and no JWT_SECRET: they
// sign with the one secret the first of them stored in the database, so a session started on one
// works on the other, and after a restart (docs/decisions/0019).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { json } from './load';
import { PgCluster } from './pg-cluster';
import { ServerProcess } from './server-process';

let cluster: PgCluster | undefined;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  for (const s of servers) await s.kill('SIGTERM');
  cluster?.destroy();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

it('a token from one process works on the other, and after a restart, without JWT_SECRET', async () => {
  cluster = await PgCluster.create();
  const start = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-secret-'));
    dataDirs.push(dataDir);
    // JWT_SECRET is left out even if the environment running the tests has one.
    const server = new ServerProcess({
      DATABASE_URL: cluster!.url,
      DATA_DIR: dataDir,
      JWT_SECRET: '',
    });
    servers.push(server);
    return server;
  };
  const [a, b] = [await start(), await start()];
  // Started together, as behind a load balancer: either may store the secret first.
  await Promise.all([a.start(), b.start()]);

  const account = await json(a.base, '/api/auth/register', {
    method: 'POST',
    body: {
      role: 'customer',
      name: 'Sam',
      email: `sam-${Date.now()}@faults.test`,
      password: 'secret123',
      phone: '+1 555 0100',
    },
  });
  const profile = (base: string) =>
    fetch(`${base}/api/users/profile`, { headers: { authorization: `Bearer ${account.token}` } });
  expect((await profile(b.base)).status).toBe(200);
  expect((await profile(a.base)).status).toBe(200);

  await a.kill('SIGTERM');
  await a.start();
  expect((await profile(a.base)).status).toBe(200);
  // A forged token is still refused.
  const forged = `${account.token.slice(0, -4)}AAAA`;
  const refused = await fetch(`${b.base}/api/users/profile`, {
    headers: { authorization: `Bearer ${forged}` },
  });
  expect(refused.status).toBe(401);
});
