// The webhooks of businesses and their deliveries (decisions.md 9.5, docs/decisions/0038): the
// owner's list, the rows an event writes (one per active webhook that listens to it), the
// worker's leases on webhooks (`webhooks.sending_until`) with the deliveries and outcomes that go
// with them, and the pruning of old finished rows. `webhook_deliveries.seq` orders a webhook's
// deliveries as they were caused.
import { and, asc, count, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses, webhookDeliveries, webhooks } from '../../db/schema';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDeliveryRow = typeof webhookDeliveries.$inferInsert;

/** One attempt as the log keeps it (`attempt_log`, oldest first). */
export type AttemptRow = {
  at: string;
  statusCode: number | null;
  durationMs: number;
  response: string;
  error: string | null;
};

/** The latest delivery of a webhook, as its list shows it. */
export type LastDeliveryRow = {
  status: DeliveryRow['status'];
  createdAt: Date;
  /** The last attempt, if any. */
  attempt: AttemptRow | null;
};

/** A delivery to send with what sending it needs: its webhook's address and current secret. */
export type DueDelivery = DeliveryRow & { url: string; secret: string };

/** A worker's claim on a webhook: its deliveries are this worker's to send until `until`. */
export type WebhookLease = { webhookId: string; until: Date };

/** What became of one attempt. */
export type DeliveryOutcome = {
  id: string;
  status: DeliveryRow['status'];
  attempt: AttemptRow;
  sendAfter: Date;
  deliveredAt: Date | null;
};

export class WebhooksRepository {
  constructor(private readonly db: DbOrTx) {}

  // ---- the owner's webhooks ------------------------------------------------------------------

  /** A business's webhooks, oldest first, each with its latest delivery. */
  async listByBusiness(
    businessId: string,
    tx: DbOrTx = this.db,
  ): Promise<Array<WebhookRow & { last: LastDeliveryRow | null }>> {
    const rows = await tx
      .select()
      .from(webhooks)
      .where(eq(webhooks.businessId, businessId))
      .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
    const last = await this.lastDeliveries(
      rows.map((r) => r.id),
      tx,
    );
    return rows.map((r) => ({ ...r, last: last.get(r.id) ?? null }));
  }

  /** The latest delivery of each webhook (one index probe per webhook). */
  async lastDeliveries(ids: readonly string[], tx: DbOrTx = this.db): Promise<Map<string, LastDeliveryRow>> {
    if (ids.length === 0) return new Map();
    const result = await tx.execute(sql`
      select w.id as webhook_id, d.status, d.created_at, d.attempt_log -> -1 as attempt
      from unnest(${`{${ids.join(',')}}`}::uuid[]) as w(id)
      cross join lateral (
        select status, created_at, attempt_log from webhook_deliveries
        where webhook_id = w.id order by created_at desc, seq desc limit 1
      ) d`);
    const rows = (
      result as unknown as {
        rows: Array<{
          webhook_id: string;
          status: DeliveryRow['status'];
          created_at: Date | string;
          attempt: AttemptRow | null;
        }>;
      }
    ).rows;
    return new Map(
      rows.map((r) => [
        r.webhook_id,
        { status: r.status, createdAt: new Date(r.created_at), attempt: r.attempt ?? null },
      ]),
    );
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<WebhookRow | undefined> {
    const [row] = await tx.select().from(webhooks).where(eq(webhooks.id, id)).limit(1);
    return row;
  }

  /**
   * Locks the business row against other webhook changes of the business (two creations at once
   * count each other). `no key update`: bookings referencing the business do not wait for it.
   */
  async lockBusiness(businessId: string, tx: DbOrTx): Promise<void> {
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('no key update');
  }

  async countByBusiness(businessId: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.businessId, businessId));
    return row?.n ?? 0;
  }

  async insert(values: typeof webhooks.$inferInsert, tx: DbOrTx = this.db): Promise<WebhookRow> {
    const [row] = await tx.insert(webhooks).values(values).returning();
    return row!;
  }

  async update(
    id: string,
    values: Partial<Pick<WebhookRow, 'url' | 'events' | 'isActive' | 'secret'>> & { updatedAt: Date },
    tx: DbOrTx = this.db,
  ): Promise<WebhookRow | undefined> {
    const [row] = await tx.update(webhooks).set(values).where(eq(webhooks.id, id)).returning();
    return row;
  }

  /** Removes a webhook; its deliveries go with it (the foreign key cascades). */
  async delete(id: string, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id });
    return rows.length > 0;
  }

  // ---- deliveries ----------------------------------------------------------------------------

  /** The active webhooks of a business that listen to `event`. */
  async listeners(businessId: string, event: string, tx: DbOrTx = this.db): Promise<string[]> {
    const rows = await tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(
        and(
          eq(webhooks.businessId, businessId),
          eq(webhooks.isActive, true),
          sql`${event} = any (${webhooks.events})`,
        ),
      );
    return rows.map((r) => r.id);
  }

  /**
   * One delivery of `payload` per active webhook of the business that listens to `event`, in one
   * statement (none: nothing is written). Answers how many were written.
   */
  async queueForListeners(
    businessId: string,
    event: string,
    payload: object,
    at: Date,
    tx: DbOrTx = this.db,
  ): Promise<number> {
    const result = await tx.execute(sql`
      insert into webhook_deliveries (webhook_id, event, payload, send_after, created_at)
      select w.id, ${event}, ${JSON.stringify(payload)}::jsonb, ${at}::timestamptz, ${at}::timestamptz
      from webhooks w
      where w.business_id = ${businessId} and w.is_active and ${event} = any (w.events)
      returning id`);
    return (result as unknown as { rows: unknown[] }).rows.length;
  }

  async insertDeliveries(rows: NewDeliveryRow[], tx: DbOrTx = this.db): Promise<DeliveryRow[]> {
    if (rows.length === 0) return [];
    return tx.insert(webhookDeliveries).values(rows).returning();
  }

  /** A webhook's latest deliveries, newest first. */
  async listDeliveries(webhookId: string, limit: number, tx: DbOrTx = this.db): Promise<DeliveryRow[]> {
    return tx
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhookId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.seq))
      .limit(limit);
  }

  // ---- the worker's leases ---------------------------------------------------------------------

  /**
   * Claims up to `limit` active webhooks with deliveries due at `now` that no live worker holds:
   * each one's lease is set to `until`, and the webhook's deliveries are then this worker's alone
   * to send (SKIP LOCKED: two workers never claim one webhook; a worker that died leaves it to
   * others once its lease ran out). `no key update`: a change writing deliveries for the webhook
   * (a key share lock through the foreign key) neither waits for a claim nor hides the webhook
   * from one. Webhooks whose last claim went well come first, then those that failed longest ago;
   * among them, the longest waiting. Answers their ids.
   */
  async claimWebhooks(now: Date, limit: number, until: Date, tx: DbOrTx = this.db): Promise<string[]> {
    // The due deliveries come from the partial index on send_after (the backlog, not the table).
    const result = await tx.execute(sql`
      update webhooks w set sending_until = ${until.toISOString()}::timestamptz
      from (
        select c.id
        from (
          select webhook_id, min(send_after) as since from webhook_deliveries
          where status in ('queued', 'retrying') and send_after <= ${now.toISOString()}::timestamptz
          group by webhook_id
        ) due
        join webhooks c on c.id = due.webhook_id
        where c.is_active and (c.sending_until is null or c.sending_until <= ${now.toISOString()}::timestamptz)
        order by c.sending_until nulls first, due.since
        limit ${limit}
        for no key update of c skip locked
      ) picked
      where w.id = picked.id
      returning w.id`);
    return (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
  }

  /**
   * The next delivery of a claimed webhook due at `now`, in the order they were caused, with the
   * webhook's address and secret as they are now; none once the webhook is paused, removed, or
   * no longer this lease's.
   */
  async nextDue(lease: WebhookLease, now: Date, tx: DbOrTx = this.db): Promise<DueDelivery | undefined> {
    const d = webhookDeliveries;
    const [row] = await tx
      .select({ ...getTableColumns(d), url: webhooks.url, secret: webhooks.secret })
      .from(d)
      .innerJoin(webhooks, eq(webhooks.id, d.webhookId))
      .where(
        and(
          eq(d.webhookId, lease.webhookId),
          eq(webhooks.sendingUntil, lease.until),
          eq(webhooks.isActive, true),
          inArray(d.status, ['queued', 'retrying']),
          lte(d.sendAfter, now),
        ),
      )
      .orderBy(asc(d.seq))
      .limit(1);
    return row;
  }

  /**
   * Records one attempt (its log line, the new status and next time) if `lease` still holds the
   * webhook: a worker whose lease ran out and was taken over records nothing, and the webhook's
   * row is share-locked meanwhile, so a takeover waits for this outcome before reading the next
   * delivery. Answers whether it was recorded.
   */
  async record(outcome: DeliveryOutcome, lease: WebhookLease, tx: DbOrTx = this.db): Promise<boolean> {
    const d = webhookDeliveries;
    const rows = await tx
      .update(d)
      .set({
        status: outcome.status,
        attempts: sql`${d.attempts} + 1`,
        attemptLog: sql`${d.attemptLog} || ${JSON.stringify([outcome.attempt])}::jsonb`,
        sendAfter: outcome.sendAfter,
        deliveredAt: outcome.deliveredAt,
      })
      .where(
        and(
          eq(d.id, outcome.id),
          eq(d.webhookId, lease.webhookId),
          sql`exists (select 1 from webhooks w where w.id = ${lease.webhookId}
            and w.sending_until = ${lease.until.toISOString()}::timestamptz for share)`,
        ),
      )
      .returning({ id: d.id });
    return rows.length > 0;
  }

  /** Ends a lease that still holds: the webhook may be claimed again from `next` (null: at once). */
  async endLease(lease: WebhookLease, next: Date | null, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(webhooks)
      .set({ sendingUntil: next })
      .where(and(eq(webhooks.id, lease.webhookId), eq(webhooks.sendingUntil, lease.until)));
  }

  /**
   * Deletes the delivered and failed deliveries caused before `before`, except each webhook's
   * latest `keep` (the log its owner sees stays whole). Answers how many went.
   */
  async prune(before: Date, keep: number, tx: DbOrTx = this.db): Promise<number> {
    const result = await tx.execute(sql`
      with gone as (
      delete from webhook_deliveries d
      using webhooks w
      cross join lateral (
        select k.created_at, k.seq from webhook_deliveries k
        where k.webhook_id = w.id
        order by k.created_at desc, k.seq desc
        offset ${keep - 1} limit 1
      ) oldest_kept
      where d.webhook_id = w.id
        and d.status in ('delivered', 'failed')
        and d.created_at < ${before.toISOString()}::timestamptz
        and (d.created_at, d.seq) < (oldest_kept.created_at, oldest_kept.seq)
      returning 1
      ) select count(*)::int as n from gone`);
    return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  }
}
