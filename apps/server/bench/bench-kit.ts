// What the database benches of this folder share: a time limit, percentiles, and a scratch
// database (a new PostgreSQL database when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else a
// PGlite folder), dropped at the end.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../src/config/env';

/** Ends the process with an error when the bench runs past `ms` (a bench stops by itself). */
export function timeLimit(name: string, ms: number): void {
  const deadline = setTimeout(() => {
    process.stderr.write(`${name} bench: did not finish within ${ms / 1000} s\n`);
    process.exit(1);
  }, ms);
  deadline.unref();
}

/** The `p`th percentile of ascending `sorted` samples (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A data folder and, with PostgreSQL, a database of its own; `drop` removes both. */
export type Scratch = { dataDir: string; databaseUrl: string | undefined; drop(): Promise<void> };

export async function scratchDatabase(name: string): Promise<Scratch> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `booklane-${name}-bench-`));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (adminUrl) {
    dbName = `booklane_${name}_${crypto.randomBytes(4).toString('hex')}`;
    await admin(adminUrl, `create database ${dbName}`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  return {
    dataDir,
    databaseUrl,
    async drop() {
      if (adminUrl && dbName) await admin(adminUrl, `drop database if exists ${dbName} with (force)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's configuration on the scratch database: quiet, no rate limits, a fixed secret. */
export function benchConfig(scratch: Scratch): AppConfig {
  return loadConfig({
    DATA_DIR: scratch.dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    JWT_SECRET: BENCH_JWT_SECRET,
    ...(scratch.databaseUrl ? { DATABASE_URL: scratch.databaseUrl } : {}),
  });
}

export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789';
