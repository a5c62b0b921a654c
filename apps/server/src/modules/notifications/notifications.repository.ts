import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { NewNotificationRow } from '../../db/outbox';
import { bookingEmailIntents, bookings, businesses, notifications, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type { NewNotificationRow };
/** A message to queue, as the email policy writes them; every other column takes its default. */
export type QueuedNotificationRow = Required<
  Pick<
    NewNotificationRow,
    | 'kind'
    | 'recipientEmail'
    | 'recipientName'
    | 'payload'
    | 'bookingId'
    | 'chatId'
    | 'sendAfter'
    | 'createdAt'
    | 'updatedAt'
  >
>;
export type Outcome = Pick<
  NotificationRow,
  'seq' | 'status' | 'attempts' | 'lastError' | 'sentAt' | 'sendAfter' | 'updatedAt'
>;

/**
 * A new booking whose emails are still to be written (docs/decisions/0047), with what they tell:
 * the booking as stored, its business, and its customer's account (null: a guest).
 */
export type IntendedEmails = {
  intent: typeof bookingEmailIntents.$inferSelect;
  booking: typeof bookings.$inferSelect;
  business: typeof businesses.$inferSelect;
  customer: { name: string; email: string; phone: string | null } | null;
};

export class NotificationsRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Queues messages, in their order (their `seq`, the order of the delivery log). The batch
   * travels as one JSON parameter the database reads back as rows: drizzle's multi-row insert
   * built a placeholder for every column of every row, about a twentieth of the server's time per
   * booking when the worker wrote a burst's emails (bench/results.md, 2026-11-27, night).
   */
  async insertMany(rows: readonly QueuedNotificationRow[], tx: DbOrTx = this.db): Promise<void> {
    if (rows.length === 0) return;
    const batch = JSON.stringify(
      rows.map((r) => ({
        booking_id: r.bookingId,
        chat_id: r.chatId,
        kind: r.kind,
        recipient_email: r.recipientEmail,
        recipient_name: r.recipientName,
        payload: r.payload,
        send_after: r.sendAfter.toISOString(),
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
      })),
    );
    await tx.execute(sql`
      insert into ${notifications} (booking_id, chat_id, kind, recipient_email, recipient_name, payload,
        send_after, created_at, updated_at)
      select booking_id, chat_id, kind, recipient_email, recipient_name, payload, send_after, created_at, updated_at
      from rows from (jsonb_to_recordset(${batch}::jsonb) as (booking_id uuid, chat_id uuid, kind text,
        recipient_email text, recipient_name text, payload jsonb, send_after timestamptz,
        created_at timestamptz, updated_at timestamptz)) with ordinality as x(booking_id, chat_id, kind,
        recipient_email, recipient_name, payload, send_after, created_at, updated_at, n)
      order by n`);
  }

  /**
   * Claims up to `limit` messages that are due at `now` and that no live worker holds, for
   * `leaseMs`: each is claimed by one worker only (FOR UPDATE SKIP LOCKED), and a worker that
   * died leaves its claims to others once the lease ran out.
   */
  async claimDue(
    now: Date,
    limit: number,
    leaseMs: number,
    tx: DbOrTx = this.db,
  ): Promise<NotificationRow[]> {
    const due = tx
      .select({ seq: notifications.seq })
      .from(notifications)
      .where(
        and(
          // The partial index on send_after answers this in due order, however long the backlog.
          inArray(notifications.status, ['queued', 'retrying']),
          lte(notifications.sendAfter, now),
          or(isNull(notifications.lockedUntil), lte(notifications.lockedUntil, now)),
        ),
      )
      .orderBy(asc(notifications.sendAfter), asc(notifications.seq))
      .limit(limit)
      .for('update', { skipLocked: true });
    return tx
      .update(notifications)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(inArray(notifications.seq, due))
      .returning();
  }

  /**
   * What became of a batch of attempts, in one statement; their claims end with it. A message to
   * a person who deleted their account meanwhile is forgotten once it went out or was given up
   * (`forget_when_sent`, migration 0033).
   */
  async recordMany(outcomes: readonly Outcome[], tx: DbOrTx = this.db): Promise<void> {
    if (outcomes.length === 0) return;
    const rows = outcomes.map(
      (o) =>
        sql`(${o.seq}::bigint, ${o.status}, ${o.attempts}::int, ${o.lastError}::text, ${o.sentAt}::timestamptz, ${o.sendAfter}::timestamptz, ${o.updatedAt}::timestamptz)`,
    );
    await tx.execute(sql`
      update ${notifications} as n set
        status = v.status, attempts = v.attempts, last_error = v.last_error, sent_at = v.sent_at,
        send_after = v.send_after, updated_at = v.updated_at, locked_until = null,
        recipient_email = case when n.forget_when_sent and v.status not in ('queued', 'retrying')
          then '' else n.recipient_email end,
        recipient_name = case when n.forget_when_sent and v.status not in ('queued', 'retrying')
          then '' else n.recipient_name end,
        payload = case when n.forget_when_sent and v.status not in ('queued', 'retrying')
          then '{}'::jsonb else n.payload end,
        forget_when_sent = n.forget_when_sent and v.status in ('queued', 'retrying')
      from (values ${sql.join(rows, sql`, `)}) as v(seq, status, attempts, last_error, sent_at, send_after, updated_at)
      where n.seq = v.seq`);
  }

  /**
   * Drops a booking's messages of `kind` that are still to send (reminders of a booking that moved
   * or ended, the review follow-up of a reviewed booking): those waiting for their time and those
   * waiting for another attempt after a failed one. A claim skips the rows this drop holds locked
   * until its change commits; a message a worker claimed before goes out if this attempt succeeds,
   * but is never tried again (its outcome finds no row). Answers what it dropped.
   */
  async dropQueued(
    bookingId: string,
    kind: NotificationRow['kind'],
    tx: DbOrTx = this.db,
  ): Promise<NotificationRow[]> {
    return tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.bookingId, bookingId),
          eq(notifications.kind, kind),
          inArray(notifications.status, ['queued', 'retrying']),
        ),
      )
      .returning();
  }

  /**
   * Deletes claimed messages no longer worth sending (a reminder whose booking has begun): gone
   * from the delivery log, as a dropped reminder is.
   */
  async dropClaimed(seqs: readonly number[], tx: DbOrTx = this.db): Promise<void> {
    if (seqs.length > 0) await tx.delete(notifications).where(inArray(notifications.seq, [...seqs]));
  }

  /** A booking's messages, oldest first. */
  async listForBooking(bookingId: string, tx: DbOrTx = this.db): Promise<NotificationRow[]> {
    return tx
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, bookingId))
      .orderBy(asc(notifications.seq));
  }

  /**
   * Takes the new bookings whose emails are still to be written, locked until the caller's commit:
   * `{ bookingId }` that booking's (waiting for a worker that holds it, then finding it gone), or
   * `{ limit }` up to that many that no one else holds (FOR UPDATE SKIP LOCKED). The caller writes
   * the emails and drops the rows (`dropIntended`) in the same transaction.
   *
   * Two statements, so that neither plan can start from the bookings: the intents are locked
   * alone (few rows, mostly none: an idle worker's batch ends there), then their bookings are read
   * by primary key. One join under a LIMIT was planned from a scan of every booking once the
   * intents' statistics were stale (36 ms at 18,000 bookings, per batch).
   */
  async takeIntended(
    which: { bookingId: string } | { limit: number },
    tx: DbOrTx,
  ): Promise<IntendedEmails[]> {
    const pick = tx.select().from(bookingEmailIntents);
    const intents = await ('bookingId' in which
      ? pick.where(eq(bookingEmailIntents.bookingId, which.bookingId)).for('update')
      : pick.limit(which.limit).for('update', { skipLocked: true }));
    if (intents.length === 0) return [];
    const rows = await tx
      .select({
        booking: bookings,
        business: businesses,
        customerName: users.name,
        customerEmail: users.email,
        customerPhone: users.phone,
      })
      .from(bookings)
      .innerJoin(businesses, eq(businesses.id, bookings.businessId))
      .leftJoin(users, eq(users.id, bookings.customerId))
      .where(
        inArray(
          bookings.id,
          intents.map((i) => i.bookingId),
        ),
      );
    const byId = new Map(rows.map((row) => [row.booking.id, row]));
    return intents.flatMap((intent) => {
      // An intent's booking goes only with it (the foreign key cascades): always found.
      const row = byId.get(intent.bookingId);
      if (!row) return [];
      const { booking, business, customerName, customerEmail, customerPhone } = row;
      return [
        {
          intent,
          booking,
          business,
          customer:
            customerName !== null && customerEmail !== null
              ? { name: customerName, email: customerEmail, phone: customerPhone }
              : null,
        },
      ];
    });
  }

  /** The emails of these new bookings are written: their rows go (in the transaction that wrote them). */
  async dropIntended(bookingIds: readonly string[], tx: DbOrTx): Promise<void> {
    if (bookingIds.length > 0)
      await tx.delete(bookingEmailIntents).where(inArray(bookingEmailIntents.bookingId, [...bookingIds]));
  }
}
