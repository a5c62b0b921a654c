// Playwright against the real built app: one server on a free port with a fresh DATA_DIR, driven
// by Debian's Chromium (Playwright's own browser download does not work here).
import crypto from 'node:crypto';
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

// Workers load this file again: the first load picks the port and data dir, the env carries them on.
process.env.E2E_PORT ??= String(await freePort());
// Named, not made: the server makes its data dir, and tools that only read this file (knip, in
// every check) must leave nothing behind. global-teardown.ts removes it.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `booklane-e2e-${crypto.randomBytes(6).toString('hex')}`);
process.env.E2E_OIDC_PORT ??= String(await freePort());
// With TEST_DATABASE_URL (CI has it) the server keeps its data in a fresh PostgreSQL database of
// that server, created when the server starts (tools/e2e-server.mjs) and dropped after the run
// (global-teardown.ts): PGlite runs every query on the server process's one thread, beside its
// HTTP work, and its start alone took 12 s of CPU, while PostgreSQL answers from its own
// processes. Without it the server uses PGlite in the data dir, as `npm start` does (and the
// integration tests cover both).
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  process.env.E2E_DATABASE ??= `booklane_e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
let databaseUrl: string | undefined;
if (testDatabaseUrl && process.env.E2E_DATABASE) {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${process.env.E2E_DATABASE}`;
  databaseUrl = url.toString();
}
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
/** The local Google-type provider (tools/oidc-provider.mjs) the external sign-in spec uses. */
export const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
const OIDC_CLIENT = { id: 'booklane-e2e', secret: 'booklane-e2e-secret-0123456789' };

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  // Two browsers against the one server: a journey mostly waits (for the page, the socket, the
  // mail), so two at a time finish sooner even on two cores. Every journey registers its own
  // accounts and businesses, so none sees another's data, and journeys rather than files are
  // shared out: a long file no longer keeps one browser busy while the other has finished.
  // E2E_WORKERS=1 runs them in turn.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every journey that passed only on its retry is listed at the end (flaky-reporter.ts).
  reporter: [['list'], ['./flaky-reporter.ts']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  globalTeardown: './global-teardown.ts',
  webServer: [
    {
      command: 'node tools/oidc-provider.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        OIDC_PORT: process.env.E2E_OIDC_PORT,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_REDIRECT_URI: `${baseURL}/api/auth/google/callback`,
      },
    },
    {
      command: 'node tools/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl, E2E_CREATE_DATABASE: process.env.E2E_DATABASE } : {}),
        SEED_DEMO: '0',
        RATE_LIMITS: 'off',
        // The integrations journey's webhook receiver listens on loopback (decisions.md 9.5).
        WEBHOOKS_ALLOW_PRIVATE: '1',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
        GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
        GOOGLE_ISSUER: oidcIssuer,
      },
    },
  ],
});
