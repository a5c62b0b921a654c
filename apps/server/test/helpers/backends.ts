// Runs the same integration tests on every configured backend: the embedded database (PGlite, in
// memory for a fresh temp directory per test file, or on disk there when a test asks) always, and
// PostgreSQL (a fresh uniquely named database, dropped afterwards) when TEST_DATABASE_URL is set.
// Each starts as a copy of a database the global setup migrated once (test/global-setup.ts), so
// no test file migrates its own; in memory, a worker's copy is emptied and reused from one test
// file to the next (helpers/pglite-pool.ts).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/config/env';
import { closeInMemory, openInMemory } from '../../src/db/client';
import { takePglite } from './pglite-pool';

export type Backend = 'pglite' | 'postgres';

const TEST_DATABASE_URL = inject('postgresUrl');
export const TEST_REDIS_URL = inject('redisUrl') ?? undefined;
/** PostgreSQL for the tests that prove locks under real concurrency (see global-setup.ts), or null. */
const CONCURRENCY_DATABASE_URL = inject('concurrencyDatabaseUrl');

function backends(): Backend[] {
  return TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A scratch environment: its own data dir and, on PostgreSQL, its own database. */
export type Scratch = {
  backend: Backend;
  dataDir: string;
  databaseUrl: string | undefined;
  config(env?: Record<string, string>): AppConfig;
  dispose(): Promise<void>;
};

/**
 * A new scratch environment. On PostgreSQL it lives on TEST_DATABASE_URL's server unless
 * `serverUrl` names another (the concurrency tests use any PostgreSQL on loopback).
 */
export async function createScratch(
  backend: Backend,
  serverUrl: string | null = TEST_DATABASE_URL,
  /** `onDisk`: PGlite in the data folder, as `npm start` runs it (else in memory, the same image). */
  options: { onDisk?: boolean } = {},
): Promise<Scratch> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'booklane-test-'));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  let giveBack: (() => Promise<void>) | undefined;
  if (backend === 'postgres') {
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
    dbName = `booklane_test_${crypto.randomBytes(6).toString('hex')}`;
    const template =
      serverUrl === TEST_DATABASE_URL
        ? inject('postgresTemplate')
        : serverUrl === CONCURRENCY_DATABASE_URL
          ? inject('concurrencyTemplate')
          : null;
    await adminQuery(serverUrl, `create database ${dbName}${template ? ` template ${template}` : ''}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  } else if (options.onDisk) {
    await fs.cp(path.join(inject('pgliteTemplate'), 'db'), path.join(dataDir, 'db'), { recursive: true });
  } else {
    const taken = await takePglite();
    giveBack = taken.giveBack;
    await openInMemory(dataDir, taken.client);
  }
  return {
    backend,
    dataDir,
    databaseUrl,
    config: (env = {}) =>
      loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      }),
    dispose: async () => {
      closeInMemory(dataDir);
      await giveBack?.();
      if (dbName && serverUrl) await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** describe() once per backend, with a scratch environment created before and removed after. */
export function describeEachBackend(
  title: string,
  fn: (scratch: () => Scratch) => void,
  options: { onDisk?: boolean } = {},
) {
  for (const backend of backends()) describeOn(backend, TEST_DATABASE_URL, title, fn, options);
}

/**
 * describe() on PGlite and on PostgreSQL whenever one is reachable (TEST_DATABASE_URL, or one on
 * loopback): for the tests that prove locks, which PGlite cannot, as it runs one statement at a
 * time. The global setup says loudly when there is no PostgreSQL to prove them on.
 */
export function describeWithRealConcurrency(title: string, fn: (scratch: () => Scratch) => void) {
  describeOn('pglite', null, title, fn);
  if (CONCURRENCY_DATABASE_URL) describeOn('postgres', CONCURRENCY_DATABASE_URL, title, fn);
}

function describeOn(
  backend: Backend,
  serverUrl: string | null,
  title: string,
  fn: (scratch: () => Scratch) => void,
  options: { onDisk?: boolean } = {},
) {
  describe(`${title} [${backend}]`, () => {
    let scratch: Scratch | undefined;
    beforeAll(async () => {
      scratch = await createScratch(backend, serverUrl, options);
    });
    afterAll(async () => {
      await scratch?.dispose();
    });
    fn(() => {
      if (!scratch) throw new Error('scratch not ready');
      return scratch;
    });
  });
}
