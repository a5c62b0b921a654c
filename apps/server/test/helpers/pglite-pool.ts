// Embedded databases for the scratch environments of one test worker. Opening PGlite from the
// migrated image costs about a second of CPU (the image unpacked into its memory file system,
// PostgreSQL started); emptying one a test file is done with costs a few milliseconds. So a
// worker opens one, hands it to a test file, empties it afterwards and hands it to the next file:
// every file still starts from the migrated schema with no rows, as a fresh copy would.
//
// A database is reused only when, after emptying, its schema (watched by event triggers),
// extensions, migrations, sequences and statistics are those of the image it was opened from (a
// test file may run a migration's statements, change a setting or leave a transaction open); else
// it is closed and the next file gets a new one. A test file that is done loses its handle at once: anything of it still running
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

/**
 * Installed in each database the pool opens: every schema change a test file makes (a migration's
 * statements, a trigger disabled, a function replaced, an extension, a grant) leaves a row. The
 * emptying below runs in replica mode, where these triggers do not fire. Asking this costs well
 * under a millisecond; reading the whole catalog (what the check did before) cost 70-130 ms of
 * CPU per database taken, 10-15 s a run.
 */
const DDL_WATCH = `
  create schema booklane_test_pool;
  create table booklane_test_pool.ddl_seen (what text);
  -- What a command did, not that it ran: "create table if not exists" of a table that exists (the
  -- migrator's, every file) does nothing and leaves no row.
  create function booklane_test_pool.changed() returns event_trigger language plpgsql as $$ begin
    insert into booklane_test_pool.ddl_seen
      select command_tag || ' ' || coalesce(object_identity, '') from pg_event_trigger_ddl_commands();
  end $$;
  create function booklane_test_pool.dropped() returns event_trigger language plpgsql as $$ begin
    insert into booklane_test_pool.ddl_seen
      select 'DROP ' || coalesce(object_identity, '') from pg_event_trigger_dropped_objects();
  end $$;
  create event trigger booklane_test_pool_changed on ddl_command_end execute function booklane_test_pool.changed();
  create event trigger booklane_test_pool_dropped on sql_drop execute function booklane_test_pool.dropped();`;

/**
 * What must be as the image left it for a database to be reused, beside its schema (watched
 * above): the watch itself, sequences restarted, migrations, roles and their settings, statistics,
 * databases. Event triggers do not see roles, databases and settings: they are counted here.
 */
const FINGERPRINT = `
  select md5(concat_ws(' | ',
    (select count(*)::text from booklane_test_pool.ddl_seen),
    (select string_agg(format('%s:%s', evtname, evtenabled), ',' order by evtname) from pg_event_trigger),
    (select string_agg(format('%s.%s:%s', schemaname, sequencename, coalesce(last_value::text, '-')), ',' order by schemaname, sequencename) from pg_sequences),
    (select string_agg(format('%s:%s', id, hash), ',' order by id) from drizzle.__drizzle_migrations),
    (select string_agg(format('%s:%s', extname, extversion), ',' order by extname) from pg_extension),
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
  await client.exec(DDL_WATCH);
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
