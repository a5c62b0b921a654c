import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
type NewNotificationRow = typeof notifications.$inferInsert;
type Outcome = Pick<NotificationRow, 'status' | 'attempts' | 'lastError' | 'sentAt' | 'updatedAt'>;

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

  /** What became of an attempt. */
  async record(id: string, outcome: Outcome, tx: DbOrTx = this.db): Promise<void> {
    await tx.update(notifications).set(outcome).where(eq(notifications.id, id));
  }

  /** A booking's messages, oldest first. */
  async listForBooking(bookingId: string, tx: DbOrTx = this.db): Promise<NotificationRow[]> {
    return tx
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, bookingId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
  }
}
