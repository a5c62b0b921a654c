// Playwright against the real built app: one server on a free port with a fresh DATA_DIR, driven
// by Debian's Chromium (Playwright's own browser download does not work here).
import fs from 'node:fs';
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
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-e2e-'));
process.env.E2E_OIDC_PORT ??= String(await freePort());
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
/** The local Google-type provider (tools/oidc-provider.mjs) the external sign-in spec uses. */
export const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
const OIDC_CLIENT = { id: 'booklane-e2e', secret: 'booklane-e2e-secret-0123456789' };

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  // Two browsers against the one server: a journey mostly waits (for the page, the socket, the
  // mail), so two files at a time finish sooner even on two cores. Every journey registers its
  // own accounts and businesses, so none sees another's data. E2E_WORKERS=1 runs them in turn.
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
      command: 'node --enable-source-maps ../apps/server/dist/main.js',
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
