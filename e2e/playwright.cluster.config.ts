// The chat journey against two server processes that share one PostgreSQL database and one Redis
// (decisions.md section 1: several processes behave as one). The customer's context talks to the
// first process, the business's to the second (E2E_SECOND_BASE_URL), so every message, read mark
// and presence change has to cross processes through Redis.
// Needs PostgreSQL on E2E_PG_URL (default postgres://postgres@127.0.0.1:5432) and Redis on
// E2E_REDIS_URL (default redis://127.0.0.1:6379). A fresh database is created for the run and
// dropped after it (cluster-teardown.ts); Redis keys and channels carry a run-unique prefix.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunch } from './chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const adminUrl = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Workers load this file again: the first load picks ports and names. The first server to start
// creates the database (tools/e2e-server.mjs), not this file: knip reads it in every check.
const runId =
  (process.env.E2E_CLUSTER_RUN ??= `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SECOND_PORT ??= String(await freePort());
const clusterDb = (process.env.E2E_CLUSTER_DB ??= `booklane_e2e_${runId}`);
process.env.E2E_PG_ADMIN_URL = adminUrl;
// Named, not made: each server makes its data dir (cluster-teardown.ts removes them).
process.env.E2E_DATA_DIR_1 ??= path.join(os.tmpdir(), `booklane-e2e-${runId}-1`);
process.env.E2E_DATA_DIR_2 ??= path.join(os.tmpdir(), `booklane-e2e-${runId}-2`);

const first = `http://127.0.0.1:${process.env.E2E_PORT}`;
const second = `http://127.0.0.1:${process.env.E2E_SECOND_PORT}`;
process.env.E2E_SECOND_BASE_URL = second;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${clusterDb}`;

function server(port: string, publicUrl: string, dataDir: string) {
  return {
    command: 'node tools/e2e-server.mjs',
    url: `${publicUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      CORS_ORIGINS: `${first},${second}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      E2E_CREATE_DATABASE: clusterDb,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `booklane-e2e-${runId}:`,
      SEED_DEMO: '0',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
    },
  };
}

export default defineConfig({
  testDir: './specs',
  testMatch: /chat-live\.spec\.ts$/,
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./flaky-reporter.ts']],
  use: {
    baseURL: first,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'cluster', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  globalTeardown: './cluster-teardown.ts',
  webServer: [
    server(process.env.E2E_PORT, first, process.env.E2E_DATA_DIR_1),
    server(process.env.E2E_SECOND_PORT, second, process.env.E2E_DATA_DIR_2),
  ],
});
