import type { MessageType } from '@booklane/shared/schemas';
import { and, count, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, businesses, chats, messages, users } from '../../db/schema';

const MAX_OFFSET = 2 ** 31;

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ChatSide = 'customer' | 'business';

/** A chat with what its answers show of both parties, and who owns the business. */
export type ChatView = {
  chat: ChatRow;
  business: { id: string; name: string; logo: string | null; ownerId: string };
  customer: { id: string; name: string; avatar: string | null };
};

export type MessageView = { message: MessageRow; sender: { id: string; name: string } };

export class ChatsRepository {
  constructor(private readonly db: DbOrTx) {}

  private selectViews(tx: DbOrTx) {
    return tx
      .select({
        chat: chats,
        business: {
          id: businesses.id,
          name: businesses.name,
          logo: businesses.logo,
          ownerId: businesses.ownerId,
        },
        customer: { id: users.id, name: users.name, avatar: users.avatar },
      })
      .from(chats)
      .innerJoin(businesses, eq(businesses.id, chats.businessId))
      .innerJoin(users, eq(users.id, chats.customerId));
  }

  async findView(chatId: string, tx: DbOrTx = this.db): Promise<ChatView | undefined> {
    const [row] = await this.selectViews(tx).where(eq(chats.id, chatId)).limit(1);
    return row;
  }

  /** The chat of a pair, created when missing (the unique pair index settles simultaneous calls). */
  async findOrCreate(businessId: string, customerId: string, tx: DbOrTx = this.db): Promise<ChatView> {
    await tx.insert(chats).values({ businessId, customerId }).onConflictDoNothing();
    const [row] = await this.selectViews(tx)
      .where(and(eq(chats.businessId, businessId), eq(chats.customerId, customerId)))
      .limit(1);
    if (!row) throw new Error('chat vanished right after it was created');
    return row;
  }

  async exists(businessId: string, customerId: string, tx: DbOrTx = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.businessId, businessId), eq(chats.customerId, customerId)))
      .limit(1);
    return row !== undefined;
  }

  /** Whether the customer ever booked with the business (any status). */
  async hasBooking(businessId: string, customerId: string, tx: DbOrTx = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.businessId, businessId), eq(bookings.customerId, customerId)))
      .limit(1);
    return row !== undefined;
  }

  /** One party's chats, the most recent conversation first (chats without messages last). */
  async listViews(side: ChatSide, partyId: string, tx: DbOrTx = this.db): Promise<ChatView[]> {
    const where: SQL = side === 'customer' ? eq(chats.customerId, partyId) : eq(chats.businessId, partyId);
    return this.selectViews(tx)
      .where(where)
      .orderBy(sql`${chats.lastMessageAt} desc nulls last`, desc(chats.createdAt), desc(chats.id));
  }

  /** Sum of one party's unread counts over all of its chats. */
  async totalUnread(side: ChatSide, partyId: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] =
      side === 'customer'
        ? await tx
            .select({ n: sql<number>`coalesce(sum(${chats.customerUnread}), 0)::int` })
            .from(chats)
            .where(eq(chats.customerId, partyId))
        : await tx
            .select({ n: sql<number>`coalesce(sum(${chats.businessUnread}), 0)::int` })
            .from(chats)
            .where(eq(chats.businessId, partyId));
    return Number(row?.n ?? 0);
  }

  /**
   * Appends a message sent by `side`: the chat's last message becomes it and the other side's unread
   * count goes up by one. The chat row is locked first, so messages of one chat are stamped in the
   * order they commit (clock_timestamp() after the lock, not the transaction's start). Undefined
   * when the chat is gone.
   */
  /**
   * Takes the chat's turn to email its owner: true when no such email went out in the last
   * `intervalMs` (one conditional UPDATE, so two processes cannot both take it).
   */
  async claimOwnerEmail(
    chatId: string,
    now: Date,
    intervalMs: number,
    tx: DbOrTx = this.db,
  ): Promise<boolean> {
    const rows = await tx
      .update(chats)
      .set({ ownerEmailedAt: now })
      .where(
        and(
          eq(chats.id, chatId),
          or(isNull(chats.ownerEmailedAt), lt(chats.ownerEmailedAt, new Date(now.getTime() - intervalMs))),
        ),
      )
      .returning({ id: chats.id });
    return rows.length > 0;
  }

  async appendMessage(
    values: {
      chatId: string;
      senderId: string;
      senderType: ChatSide;
      messageType: MessageType;
      content: string;
    },
    tx: DbOrTx = this.db,
  ): Promise<MessageRow | undefined> {
    const unread =
      values.senderType === 'customer'
        ? { businessUnread: sql`${chats.businessUnread} + 1` }
        : { customerUnread: sql`${chats.customerUnread} + 1` };
    const [chat] = await tx
      .update(chats)
      .set({
        lastMessage: values.content,
        lastMessageAt: sql`clock_timestamp()`,
        updatedAt: sql`now()`,
        ...unread,
      })
      .where(eq(chats.id, values.chatId))
      .returning({ id: chats.id });
    if (!chat) return undefined;
    const [row] = await tx
      .insert(messages)
      .values({
        ...values,
        // The very instant stored as the chat's lastMessageAt (full precision, unlike a JS Date).
        createdAt: sql`(select ${chats.lastMessageAt} from ${chats} where ${chats.id} = ${values.chatId})`,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** The chat row, locked for the rest of the transaction. */
  async lock(chatId: string, tx: DbOrTx = this.db): Promise<ChatRow | undefined> {
    const [row] = await tx.select().from(chats).where(eq(chats.id, chatId)).limit(1).for('update');
    return row;
  }

  async setUnread(chatId: string, side: ChatSide, count: number, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(chats)
      .set(side === 'customer' ? { customerUnread: count } : { businessUnread: count })
      .where(eq(chats.id, chatId));
  }

  /**
   * How many messages the other party sent after message `upTo` of this chat (0 when `upTo` is not
   * one of its messages): what `side` has not seen when it saw up to `upTo`.
   */
  async unreadAfter(chatId: string, side: ChatSide, upTo: string, tx: DbOrTx = this.db): Promise<number> {
    const seen = tx
      .select({ createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.id, upTo), eq(messages.chatId, chatId)));
    const [row] = await tx
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.chatId, chatId),
          eq(messages.senderType, side === 'customer' ? 'business' : 'customer'),
          gt(messages.createdAt, sql`(${seen})`),
        ),
      );
    return row?.n ?? 0;
  }

  /** Deletes the chat and (by cascade) its messages; answers the deleted row. */
  async delete(chatId: string, tx: DbOrTx = this.db): Promise<ChatRow | undefined> {
    const [row] = await tx.delete(chats).where(eq(chats.id, chatId)).returning();
    return row;
  }

  /**
   * One page of a chat's messages counted from the newest (page 1 = the newest `limit`), in
   * chronological order, and whether older messages exist.
   */
  async page(
    chatId: string,
    page: number,
    limit: number,
    tx: DbOrTx = this.db,
  ): Promise<{ items: MessageView[]; hasMore: boolean }> {
    const offset = (page - 1) * limit;
    // A page far past any real history holds nothing (and would not fit an SQL bigint offset).
    if (!Number.isSafeInteger(offset) || offset > MAX_OFFSET) return { items: [], hasMore: false };
    const rows = await tx
      .select({ message: messages, sender: { id: users.id, name: users.name } })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(eq(messages.chatId, chatId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit + 1)
      .offset(offset);
    const hasMore = rows.length > limit;
    return { items: rows.slice(0, limit).reverse(), hasMore };
  }
}
