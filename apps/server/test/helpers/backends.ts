// Runs the same integration tests on every configured backend: the embedded database (PGlite,
// a fresh temp directory per test file) always, and PostgreSQL (a fresh uniquely named database,
// dropped afterwards) when TEST_DATABASE_URL is set.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/config/env';

export type Backend = 'pglite' | 'postgres';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

let warned = false;
function backends(): Backend[] {
  if (!TEST_DATABASE_URL && !warned) {
    warned = true;
    console.warn(
      '\n*** PostgreSQL tier SKIPPED: TEST_DATABASE_URL is not set. Integration tests ran on PGlite only. ***\n',
    );
  }
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

export async function createScratch(backend: Backend): Promise<Scratch> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'booklane-test-'));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (backend === 'postgres') {
    if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
    dbName = `booklane_test_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${dbName}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
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
      if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** describe() once per backend, with a scratch environment created before and removed after. */
export function describeEachBackend(title: string, fn: (scratch: () => Scratch) => void) {
  for (const backend of backends()) {
    describe(`${title} [${backend}]`, () => {
      let scratch: Scratch | undefined;
      beforeAll(async () => {
        scratch = await createScratch(backend);
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
}
