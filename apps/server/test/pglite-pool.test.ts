// The embedded databases a test worker hands from one test file to the next (helpers/pglite-pool):
// the next file never sees the previous one's rows or schema changes.
import { describe, expect, it } from 'vitest';
import { takePglite } from './helpers/pglite-pool';

async function columnsOf(table: string, client: Awaited<ReturnType<typeof takePglite>>['client']) {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
    [table],
  );
  return rows.map((r) => r.column_name).sort();
}

describe('the PGlite pool', () => {
  it('hands the next file a database without the rows the last one wrote', async () => {
    const first = await takePglite();
    await first.client.query(`insert into app_secrets (name, value) values ('pool-test', '1')`);
    await first.giveBack();
    const second = await takePglite();
    const { rows } = await second.client.query(`select * from app_secrets where name = 'pool-test'`);
    expect(rows).toEqual([]);
    await second.giveBack();
  });

  it.each([
    ['a column added', 'alter table users add column pool_test int'],
    [
      'a function replaced',
      `create or replace function booklane_fold(t text) returns text language sql immutable as $$ select 'x' $$`,
    ],
    ['a trigger disabled', 'alter table bookings disable trigger all'],
    [
      'an index dropped and made again',
      'drop index bookings_member_time_idx; create index bookings_member_time_idx on bookings (id)',
    ],
  ])('hands the next file the migrated schema after %s', async (_, statement) => {
    const before = await takePglite();
    const usersBefore = await columnsOf('users', before.client);
    const folded = (await before.client.query<{ f: string }>(`select booklane_fold('Ábc') as f`)).rows[0]!.f;
    await before.client.exec(statement);
    await before.giveBack();

    const after = await takePglite();
    expect(await columnsOf('users', after.client)).toEqual(usersBefore);
    expect((await after.client.query<{ f: string }>(`select booklane_fold('Ábc') as f`)).rows[0]!.f).toBe(
      folded,
    );
    const { rows } = await after.client.query<{ n: number }>(
      `select count(*)::int as n from pg_trigger where tgrelid = 'bookings'::regclass and tgenabled = 'D'`,
    );
    expect(rows[0]!.n).toBe(0);
    const index = await after.client.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where indexname = 'bookings_member_time_idx'`,
    );
    expect(index.rows[0]?.indexdef).not.toMatch(/\(id\)$/);
    await after.giveBack();
  });
});
