import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
type NewNotificationRow = typeof notifications.$inferInsert;
type Outcome = Pick<
  NotificationRow,
  'status' | 'attempts' | 'lastError' | 'sentAt' | 'sendAfter' | 'updatedAt'
>;

export class NotificationsRepository {
  constructor(private readonly db: DbOrTx) {}

  async insertMany(rows: NewNotificationRow[], tx: DbOrTx = this.db): Promise<NotificationRow[]> {
    if (rows.length === 0) return [];
    return tx.insert(notifications).values(rows).returning();
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<NotificationRow | undefined> {
    const [row] = await tx.select().from(notifications).where(eq(notifications.id, id)).limit(1);
    return row;
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
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          inArray(notifications.status, ['queued', 'retrying']),
          or(isNull(notifications.sendAfter), lte(notifications.sendAfter, now)),
          or(isNull(notifications.lockedUntil), lte(notifications.lockedUntil, now)),
        ),
      )
      .orderBy(sql`coalesce(${notifications.sendAfter}, ${notifications.createdAt})`, asc(notifications.seq))
      .limit(limit)
      .for('update', { skipLocked: true });
    return tx
      .update(notifications)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(inArray(notifications.id, due))
      .returning();
  }

  /** What became of an attempt; the claim ends with it. */
  async record(id: string, outcome: Outcome, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(notifications)
      .set({ ...outcome, lockedUntil: null })
      .where(eq(notifications.id, id));
  }

  /** A booking's messages, oldest first. */
  async listForBooking(bookingId: string, tx: DbOrTx = this.db): Promise<NotificationRow[]> {
    return tx
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, bookingId))
      .orderBy(asc(notifications.seq));
  }
}
