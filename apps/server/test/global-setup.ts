// Runs once per `npm test`, before any server test file: migrates one database of each kind, so
// every test file starts from a copy of it instead of migrating its own (PGlite's image opens in
// memory in under half a second; a copied folder took two; migrating a new one takes four). Also
// says once, loudly, which tiers run and which are skipped.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsDir } from '../src/config/paths';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { openDatabase } from '../src/db/client';
import { PGLITE_IMAGE } from './helpers/pglite-image';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (its `db/`) and its image (`image.tar`) that test files open in memory. */
    pgliteTemplate: string;
    /** PostgreSQL for every integration test (TEST_DATABASE_URL), or null. */
    postgresUrl: string | null;
    /** A migrated database on that server that test databases are created from, or null. */
    postgresTemplate: string | null;
    /**
     * PostgreSQL for the tests that prove locks under real concurrency: TEST_DATABASE_URL, or
     * else a server answering on loopback, or null when there is none.
     */
    concurrencyDatabaseUrl: string | null;
    /** A migrated database on that server when it is not TEST_DATABASE_URL's, or null. */
    concurrencyTemplate: string | null;
    redisUrl: string | null;
  }
}

/** The database a developer's machine usually has (docs: the testing guide). */
const LOOPBACK_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** Names the migrations and the PGlite build: a template made from other ones is not reused. */
async function schemaVersion(): Promise<string> {
  const hash = crypto.createHash('sha256');
  const dir = migrationsDir();
  for (const name of (await fs.readdir(dir, { recursive: true })).sort()) {
    const file = path.join(dir, name);
    if ((await fs.stat(file)).isFile()) hash.update(name).update(await fs.readFile(file));
  }
  const pglite = JSON.parse(
    await fs.readFile(
      path.join(
        path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
        '../package.json',
      ),
      'utf8',
    ),
  ) as { version: string };
  hash.update(pglite.version);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite folder, made once per schema version and kept between runs, with its image
 * (`image.tar`, PGlite's `dumpDataDir`) that scratch environments open in memory.
 */
async function pgliteTemplate(version: string): Promise<string> {
  const cacheDir = path.resolve(import.meta.dirname, '../../../node_modules/.cache/booklane-test-db');
  const template = path.join(cacheDir, `pglite-${version}`);
  if (await exists(path.join(template, PGLITE_IMAGE))) return template;
  // A template of an earlier layout (a folder without its image) is made again.
  await fs.rm(template, { recursive: true, force: true });
  await fs.mkdir(cacheDir, { recursive: true });
  const building = await fs.mkdtemp(path.join(cacheDir, 'building-'));
  const database = await openDatabase({ dataDir: building });
  await database.close();
  const client = new PGlite(path.join(building, 'db'), { extensions: { pg_trgm, unaccent, btree_gist } });
  await client.waitReady;
  const image = await client.dumpDataDir('none');
  await client.close();
  await fs.writeFile(path.join(building, PGLITE_IMAGE), Buffer.from(await image.arrayBuffer()));
  // Another run may have finished first: either copy is the same schema.
  await fs.rename(building, template).catch(async () => fs.rm(building, { recursive: true, force: true }));
  return template;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A migrated database on the server of `url`, for `create database ... template`. */
async function postgresTemplate(url: string): Promise<string> {
  const name = `booklane_template_${crypto.randomBytes(6).toString('hex')}`;
  await admin(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: target.toString() });
  await database.close();
  return name;
}

function loud(message: string) {
  console.warn(`\n*** ${message} ***\n`);
}

export default async function setup(project: TestProject) {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;
  const redisUrl = process.env.TEST_REDIS_URL || null;
  const version = await schemaVersion();

  project.provide('pgliteTemplate', await pgliteTemplate(version));
  project.provide('redisUrl', redisUrl);

  let concurrencyUrl = testDatabaseUrl;
  if (!testDatabaseUrl) {
    loud(
      'PostgreSQL tier SKIPPED: TEST_DATABASE_URL is not set. Integration tests run on PGlite only; ' +
        'the two-process email and realtime tests are skipped.',
    );
    if (await reachable(LOOPBACK_POSTGRES)) {
      concurrencyUrl = LOOPBACK_POSTGRES;
      console.warn(`Concurrency tests run on PostgreSQL at ${LOOPBACK_POSTGRES} (found on loopback).\n`);
    } else {
      loud(
        `No PostgreSQL on loopback (${LOOPBACK_POSTGRES}): the concurrency tests cannot prove the booking locks on ` +
          'PGlite, which runs one statement at a time. Start PostgreSQL or set TEST_DATABASE_URL.',
      );
    }
  }
  if (!redisUrl)
    loud(
      'Redis tier SKIPPED: TEST_REDIS_URL is not set. Realtime and limits run in one process only; ' +
        'the two-process realtime test is skipped.',
    );
  project.provide('concurrencyDatabaseUrl', concurrencyUrl);
  project.provide('postgresUrl', testDatabaseUrl);

  const templates: Array<[string, string]> = [];
  const templateOn = async (url: string | null) => {
    if (!url) return null;
    const name = await postgresTemplate(url);
    templates.push([url, name]);
    return name;
  };
  const main = await templateOn(testDatabaseUrl);
  project.provide('postgresTemplate', main);
  // The concurrency tests on a PostgreSQL found on loopback copy a migrated database there too.
  project.provide(
    'concurrencyTemplate',
    concurrencyUrl === testDatabaseUrl ? main : await templateOn(concurrencyUrl),
  );

  return async () => {
    for (const [url, name] of templates) await admin(url, `drop database if exists ${name} with (force)`);
  };
}
