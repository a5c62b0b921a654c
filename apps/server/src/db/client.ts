// Driver selection: PGlite in DATA_DIR/db by default, PostgreSQL when DATABASE_URL is set.
// Everything above this file sees the same drizzle database type and the same schema.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../config/paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export class DatabaseUnreachableError extends Error {}

/** Hides the password of a connection URL for messages and logs. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

// Several processes may start at once against one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK_KEY = 7_311_042_019;

export type OpenOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  onPoolError?: (err: Error) => void;
};

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError)
    : openPglite(options.dataDir);
}

/**
 * Embedded databases held in memory for a data folder, handed out by `openDatabase` instead of the
 * folder's `db/`. Only the test suite makes them (apps/server/test/helpers/backends.ts): a scratch
 * environment starts from the migrated image at once, without copying 40 MB to disk and opening it
 * (a fifth of the suite's time), and keeps its data while apps over it close and start again.
 */
const inMemory = new Map<string, Database>();

/**
 * Hands out `client`, an embedded database the caller keeps (the test suite opens them in memory
 * from a migrated image and reuses them, emptied, from one test file to the next), for `dataDir`:
 * every `openDatabase` of that folder gets it, and closing those leaves it open.
 * @internal Exported for the test suite's scratch environments.
 */
export async function openInMemory(dataDir: string, client: PGlite): Promise<void> {
  inMemory.set(dataDir, { ...(await pgliteDatabase(client)), close: async () => {} });
}

/**
 * Stops handing out the in-memory database of `dataDir` (its caller closes or reuses it).
 * @internal Exported for the test suite's scratch environments.
 */
export function closeInMemory(dataDir: string): void {
  inMemory.delete(dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const held = inMemory.get(dataDir);
  if (held) return held;
  const dir = path.join(dataDir, 'db');
  await fs.mkdir(dir, { recursive: true });
  // Loaded here, not with the module: a server on PostgreSQL never loads the embedded database.
  const [{ PGlite }, { pg_trgm }, { unaccent }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  // The directory search's trigram index and accent folding (migration 0007); the exclusion
  // constraint that keeps a team member's held times apart (migration 0010).
  const client = new PGlite(dir, { extensions: { pg_trgm, unaccent, btree_gist } });
  return pgliteDatabase(client);
}

async function pgliteDatabase(client: PGlite): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: migrationsDir() });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, onPoolError?: (err: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client's connection dropping (database restart) must not crash the process.
  pool.on('error', (err) => onPoolError?.(err));
  // A connection that dies while checked out (mid-transaction, between statements) emits 'error'
  // on its client, where the pool does not listen: without this, a database restart crashes us.
  pool.on('connect', (client) => {
    client.on('error', (err) => onPoolError?.(err));
  });
  let lockClient: pg.PoolClient;
  try {
    lockClient = await pool.connect();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseUnreachableError(
      `Cannot reach PostgreSQL at ${redactUrl(url)}: ${(err as Error).message || String(err)}`,
    );
  }
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: migrationsDir() });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * Runs `fn` in one transaction; services use this so they never import the database driver.
 * Given a transaction (the demo seed), it runs `fn` in a savepoint of that transaction.
 */
export type Transact = <T>(fn: (tx: DbOrTx) => Promise<T>) => Promise<T>;
export const transactor =
  (db: DbOrTx): Transact =>
  (fn) =>
    db.transaction((tx) => fn(tx));
