// A notification's kind and status are checked by domains (migration 0026), written by hand: the
// lists they accept must be the code's (EMAIL_KINDS, NOTIFICATION_STATUSES), and a value outside
// them is refused by the database itself; on every database.
import { EMAIL_KINDS, NOTIFICATION_STATUSES } from '@booklane/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { describeEachBackend } from './helpers/backends';

describeEachBackend('notification kind and status domains', (scratch) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
  });
  afterAll(async () => app?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** The values a domain's constraint accepts, in its order. */
  const accepted = async (domain: string) => {
    const [row] = await rows<{ def: string }>(
      sql`select pg_get_constraintdef(c.oid) as def from pg_constraint c
        join pg_type t on t.oid = c.contypid where t.typname = ${domain}`,
    );
    return [...row!.def.matchAll(/'([^']+)'::text/g)].map((m) => m[1]);
  };

  it("accepts exactly the code's kinds and statuses", async () => {
    expect(await accepted('notification_kind')).toEqual([...EMAIL_KINDS]);
    expect(await accepted('notification_status')).toEqual([...NOTIFICATION_STATUSES]);
    const [column] = await rows<{ kind: string; status: string }>(
      sql`select
        (select domain_name from information_schema.columns where table_name = 'notifications' and column_name = 'kind') as kind,
        (select domain_name from information_schema.columns where table_name = 'notifications' and column_name = 'status') as status`,
    );
    expect(column).toEqual({ kind: 'notification_kind', status: 'notification_status' });
  });

  it('refuses a kind or a status outside them', async () => {
    /** The database's refusal of such a row (drizzle wraps it as the cause). */
    const refusal = (kind: string, status: string) =>
      app.ctx.database.db
        .execute(
          sql`insert into notifications (kind, recipient_email, payload, status, send_after)
            values (${kind}, 'someone@example.test', '{}'::jsonb, ${status}, now())`,
        )
        .then(
          () => 'accepted',
          (err: Error) => (err.cause instanceof Error ? err.cause.message : err.message),
        );
    expect(await refusal('customer_booking_teleported', 'queued')).toMatch(
      /value for domain notification_kind violates check constraint/,
    );
    expect(await refusal('customer_booking_confirmed', 'lost')).toMatch(
      /value for domain notification_status violates check constraint/,
    );
  });
});
