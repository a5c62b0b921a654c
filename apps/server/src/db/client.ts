// Driver selection: PGlite in DATA_DIR/db by default, PostgreSQL when DATABASE_URL is set.
// Everything above this file sees the same drizzle database type and the same schema.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../config/paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Plain SQL with `$1`-style parameters, as the job queue runs it (pg-boss's `db` contract). */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The same database for the job queue's own statements (its schema, polling, maintenance). */
  executor: SqlExecutor;
  /** Runs `fn` while holding a lock that other processes on this database wait for. */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
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

async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'db');
  await fs.mkdir(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: migrationsDir() });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    executor: {
      // Statements without parameters may be several (the queue's migrations): `exec` runs them.
      async executeSql(text, values) {
        if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    // One process owns an embedded database: nobody else to wait for.
    exclusive: (_key, fn) => fn(),
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
    executor: {
      async executeSql(text, values) {
        return { rows: (await pool.query(text, values)).rows };
      },
    },
    async exclusive(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        client.release();
      }
    },
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

/**
 * Runs plain SQL inside a transaction (or on the database) through drizzle, so that what the job
 * queue writes commits or rolls back with the caller's change. `$n` placeholders become drizzle
 * parameters; the statement must not contain dollar-quoted text.
 */
export function sqlExecutor(tx: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        // An undefined value must stay a parameter (drizzle drops undefined): it is NULL.
        chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result: unknown = await tx.execute(sql.join(chunks));
      // node-postgres answers { rows }; PGlite answers { rows } too, through drizzle.
      return { rows: (result as { rows?: unknown[] }).rows ?? [] };
    },
  };
}
