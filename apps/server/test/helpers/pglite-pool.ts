// Embedded databases for the scratch environments of one test worker. Opening PGlite from the
// migrated image costs about a second of CPU (the image unpacked into its memory file system,
// PostgreSQL started); emptying one a test file is done with costs a few milliseconds. So a
// worker opens one, hands it to a test file, empties it afterwards and hands it to the next file:
// every file still starts from the migrated schema with no rows, as a fresh copy would.
//
// A database is reused only when, after emptying, its schema, extensions, migrations, sequences
// and statistics are those of the image it was opened from (a test file may run a migration's
// statements, change a setting or leave a transaction open); else it is closed and the next file
// gets a new one. A test file that is done loses its handle at once: anything of it still running
// (a timer of an app left open) fails instead of writing into the next file's database.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pgliteImage } from './pglite-image';

type Pooled = { client: PGlite; fingerprint: string };

/** Open databases no test file holds now. Kept on globalThis: one pool per worker process. */
const idle: Pooled[] = ((globalThis as { __booklanePglitePool?: Pooled[] }).__booklanePglitePool ??= []);

/** Enough for the files that hold a second scratch environment beside their first. */
const MAX_IDLE = 2;

/** What must be as the image left it for a database to be reused: everything but the rows. */
const FINGERPRINT = `
  with rel as (
    select c.oid, n.nspname, c.relname, c.relkind, c.relpersistence
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  )
  select md5(concat_ws(' | ',
    (select string_agg(format('%s.%s:%s:%s', nspname, relname, relkind, relpersistence), ',' order by nspname, relname) from rel),
    (select string_agg(format('%s.%s:%s:%s:%s:%s', r.nspname, r.relname, a.attname, a.atttypid, a.attnotnull, a.attisdropped), ',' order by r.nspname, r.relname, a.attnum)
       from pg_attribute a join rel r on r.oid = a.attrelid where a.attnum > 0),
    (select string_agg(format('%s:%s', d.adrelid::regclass, pg_get_expr(d.adbin, d.adrelid)), ',' order by d.adrelid, d.adnum)
       from pg_attrdef d join rel r on r.oid = d.adrelid),
    (select string_agg(format('%s:%s:%s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)), ',' order by c.conrelid, c.conname)
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname not in ('pg_catalog', 'information_schema')),
    (select string_agg(indexdef, ',' order by schemaname, indexname) from pg_indexes where schemaname not in ('pg_catalog', 'information_schema')),
    (select string_agg(format('%s:%s', p.oid::regprocedure, md5(p.prosrc)), ',' order by p.oid::regprocedure::text)
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')),
    (select string_agg(format('%s:%s:%s', t.tgrelid::regclass, t.tgname, t.tgenabled), ',' order by t.tgrelid, t.tgname) from pg_trigger t where not t.tgisinternal),
    (select string_agg(format('%s:%s', viewname, md5(definition)), ',' order by schemaname, viewname) from pg_views where schemaname not in ('pg_catalog', 'information_schema')),
    (select string_agg(format('%s:%s', extname, extversion), ',' order by extname) from pg_extension),
    (select string_agg(format('%s.%s:%s', schemaname, sequencename, coalesce(last_value::text, '-')), ',' order by schemaname, sequencename) from pg_sequences),
    (select string_agg(format('%s:%s', id, hash), ',' order by id) from drizzle.__drizzle_migrations),
    (select string_agg(rolname, ',' order by rolname) from pg_roles),
    (select count(*)::text from pg_db_role_setting),
    (select count(*)::text from pg_statistic),
    (select count(*)::text from pg_database)
  )) as fingerprint`;

async function fingerprint(client: PGlite): Promise<string> {
  const result = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return result.rows[0]!.fingerprint;
}

async function open(): Promise<Pooled> {
  const client = new PGlite('memory://', {
    extensions: { pg_trgm, unaccent, btree_gist },
    loadDataDir: await pgliteImage(),
  });
  await client.waitReady;
  return { client, fingerprint: await fingerprint(client) };
}

/** Empties a database a test file is done with; false when it cannot be made as new again. */
async function empty(pooled: Pooled): Promise<boolean> {
  const { client } = pooled;
  try {
    // Session state: settings, prepared statements, cursors, advisory locks, temporary tables.
    // Refused inside a transaction: one left open makes the database unusable for the next file.
    await client.exec('discard all');
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
    );
    const sequences = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`,
    );
    // DELETE rather than TRUNCATE: on tables of a few rows, a hundredth of the cost. Replica mode
    // skips foreign keys and triggers, which would only act on rows that are going too.
    await client.exec(
      [
        'begin',
        'set local session_replication_role = replica',
        ...tables.rows.map((t) => `delete from ${t.name}`),
        ...sequences.rows.map((s) => `alter sequence ${s.name} restart`),
        'commit',
      ].join(';\n'),
    );
    return (await fingerprint(client)) === pooled.fingerprint;
  } catch {
    return false;
  }
}

/** False when `work` takes longer (a transaction left open by a test keeps the database busy). */
async function withinSeconds(seconds: number, work: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), seconds * 1000);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An embedded database as the migrated image has it, for one scratch environment, and the way to
 * give it back. What the holder sees stops working once it gives it back.
 */
export async function takePglite(): Promise<{ client: PGlite; giveBack(): Promise<void> }> {
  let pooled: Pooled | undefined;
  while ((pooled = idle.pop())) {
    if (await withinSeconds(10, empty(pooled))) break;
    // Not awaited: a database still busy with a test's transaction may never close.
    void pooled.client.close().catch(() => {});
  }
  pooled ??= await open();
  const taken = pooled;
  const { proxy, revoke } = Proxy.revocable(taken.client, {
    // PGlite keeps its state in private fields: its methods run on the client itself.
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  let given = false;
  return {
    client: proxy,
    giveBack: async () => {
      if (given) return;
      given = true;
      revoke();
      // Emptied when taken again, so that whatever the holder left running has ended by then.
      if (idle.length < MAX_IDLE && !taken.client.closed) idle.push(taken);
      else await taken.client.close().catch(() => {});
    },
  };
}
