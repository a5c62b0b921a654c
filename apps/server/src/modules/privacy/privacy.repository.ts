// The queries of an account's privacy rights (decisions.md 9.6, docs/decisions/0042): what its
// export reads, and what its deletion changes.
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '@booklane/shared/domain';
import type { DbOrTx } from '../../db/client';
import {
  accountTokens,
  apiTokens,
  bookings,
  businesses,
  chats,
  messages,
  reviews,
  services,
  teamMembers,
  users,
  waitlistEntries,
} from '../../db/schema';

/** An active booking and what tells whether it is still to come. */
export type ActiveBooking = {
  id: string;
  startsAt: Date | null;
  bookingDate: string | null;
  timezone: string;
};

export type ExportedReviewRow = {
  id: string;
  bookingId: string;
  businessId: string;
  businessName: string;
  rating: number;
  text: string;
  answerText: string | null;
  createdAt: Date;
};

export type ExportedChatRow = {
  id: string;
  businessId: string;
  businessName: string;
  customerId: string;
  customerName: string;
  createdAt: Date;
};

export type ExportedMessageRow = {
  id: string;
  chatId: string;
  senderType: 'customer' | 'business';
  content: string;
  createdAt: Date;
};

/** The address a deleted account keeps: its own, so the old one may register again. */
const tombstoneEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

export class PrivacyRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Every booking of the account as their customer, by day and time (undated ones last). */
  async bookingIdsOf(customerId: string, tx: DbOrTx = this.db): Promise<string[]> {
    const rows = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.customerId, customerId))
      .orderBy(
        sql`${bookings.bookingDate} asc nulls last`,
        sql`${bookings.startTime} asc nulls last`,
        asc(bookings.createdAt),
        asc(bookings.id),
      );
    return rows.map((r) => r.id);
  }

  /** The pending and confirmed bookings of a customer, or of a business. */
  async activeBookings(
    of: { customerId: string } | { businessId: string },
    tx: DbOrTx = this.db,
  ): Promise<ActiveBooking[]> {
    return tx
      .select({
        id: bookings.id,
        startsAt: bookings.startsAt,
        bookingDate: bookings.bookingDate,
        timezone: businesses.timezone,
      })
      .from(bookings)
      .innerJoin(businesses, eq(businesses.id, bookings.businessId))
      .where(
        and(
          'customerId' in of
            ? eq(bookings.customerId, of.customerId)
            : eq(bookings.businessId, of.businessId),
          inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        ),
      )
      .orderBy(asc(bookings.createdAt), asc(bookings.id));
  }

  async reviewsOf(customerId: string, tx: DbOrTx = this.db): Promise<ExportedReviewRow[]> {
    return tx
      .select({
        id: reviews.id,
        bookingId: reviews.bookingId,
        businessId: reviews.businessId,
        businessName: businesses.name,
        rating: reviews.rating,
        text: reviews.text,
        answerText: reviews.answerText,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .where(eq(reviews.customerId, customerId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
  }

  /** The account's chats: as the customer, and as the owner of `businessId`. */
  async chatsOf(
    customerId: string,
    businessId: string | null,
    tx: DbOrTx = this.db,
  ): Promise<ExportedChatRow[]> {
    return tx
      .select({
        id: chats.id,
        businessId: chats.businessId,
        businessName: businesses.name,
        customerId: chats.customerId,
        customerName: users.name,
        createdAt: chats.createdAt,
      })
      .from(chats)
      .innerJoin(businesses, eq(businesses.id, chats.businessId))
      .innerJoin(users, eq(users.id, chats.customerId))
      .where(
        businessId
          ? or(eq(chats.customerId, customerId), eq(chats.businessId, businessId))
          : eq(chats.customerId, customerId),
      )
      .orderBy(asc(chats.createdAt), asc(chats.id));
  }

  /** Every message of these chats, each chat's in the order they were written. */
  async messagesOf(chatIds: string[], tx: DbOrTx = this.db): Promise<ExportedMessageRow[]> {
    if (chatIds.length === 0) return [];
    return tx
      .select({
        id: messages.id,
        chatId: messages.chatId,
        senderType: messages.senderType,
        content: messages.content,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(inArray(messages.chatId, chatIds))
      .orderBy(asc(messages.createdAt), asc(messages.id));
  }

  /** Takes the account's row for the deletion: undefined once it is gone (deleted meanwhile). */
  async lockLiveUser(userId: string, tx: DbOrTx): Promise<{ id: string } | undefined> {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    return row;
  }

  /**
   * The business leaves the public: marked unpublished and every service offline (so the
   * directory, the sitemap and every booking path refuse it). Answers its services' ids.
   */
  /**
   * The business's logo and its team members' photos leave their rows; answers their URLs, whose
   * files go once the deletion is committed.
   */
  async clearPictures(businessId: string, tx: DbOrTx): Promise<string[]> {
    const [business] = await tx
      .select({ logo: businesses.logo })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    const members = await tx
      .select({ photoUrl: teamMembers.photoUrl })
      .from(teamMembers)
      .where(and(eq(teamMembers.businessId, businessId), isNotNull(teamMembers.photoUrl)));
    await tx.update(businesses).set({ logo: null }).where(eq(businesses.id, businessId));
    await tx
      .update(teamMembers)
      .set({ photoUrl: null })
      .where(and(eq(teamMembers.businessId, businessId), isNotNull(teamMembers.photoUrl)));
    return [business?.logo, ...members.map((m) => m.photoUrl)].filter((url): url is string => !!url);
  }

  async unpublishBusiness(businessId: string, now: Date, tx: DbOrTx): Promise<string[]> {
    await tx
      .update(businesses)
      .set({ unpublishedAt: now, updatedAt: now })
      .where(eq(businesses.id, businessId));
    const rows = await tx
      .update(services)
      .set({ isActive: false, updatedAt: now })
      .where(eq(services.businessId, businessId))
      .returning({ id: services.id });
    return rows.map((r) => r.id);
  }

  /**
   * The person leaves: their bookings keep no name, email or phone (the account's own are on
   * its row, which loses them below; the customers lists name them by it), nor do the histories
   * and messages that named them; their chats (and their business's) close, their tokens,
   * links and waitlist places go, a staff membership ends, and the row keeps nothing of them
   * under an address of its own; every session ends with the token version.
   */
  async anonymise(
    userId: string,
    businessId: string | null,
    values: { name: string; now: Date },
    tx: DbOrTx,
  ): Promise<void> {
    const { now } = values;
    await tx
      .update(bookings)
      .set({ guestName: null, guestEmail: null, guestPhone: null, updatedAt: now })
      .where(eq(bookings.customerId, userId));
    await tx
      .update(chats)
      .set({ closedAt: now, updatedAt: now })
      .where(
        and(
          isNull(chats.closedAt),
          businessId
            ? or(eq(chats.customerId, userId), eq(chats.businessId, businessId))
            : eq(chats.customerId, userId),
        ),
      );
    await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.customerId, userId));
    await tx.update(teamMembers).set({ userId: null }).where(eq(teamMembers.userId, userId));
    // Their lines in booking histories and their messages keep nothing of them either (migration
    // 0033): read with the address the account still has, before the row below loses it.
    await tx.execute(
      sql`select booklane_forget_person(u.id, u.email::text, ${values.name}) from ${users} u where u.id = ${userId}`,
    );
    await tx
      .update(users)
      .set({
        name: values.name,
        email: tombstoneEmail(userId),
        phone: null,
        avatar: null,
        passwordHash: null,
        emailVerifiedAt: null,
        weeklySummaryEmails: false,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        calendarFeedVersion: sql`${users.calendarFeedVersion} + 1`,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  }
}
