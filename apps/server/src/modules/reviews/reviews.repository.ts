import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewBreakdown } from '@booklane/shared/domain';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  businesses,
  businessReviewSummaries,
  reviewReports,
  reviews,
  users,
} from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert & { id: string; createdAt: Date; updatedAt: Date };

/** What the review rules read of a booking: its state, its parties and its business's owner. */
export type ReviewableBookingRow = {
  id: string;
  status: (typeof bookings.$inferSelect)['status'];
  completedAt: Date | null;
  updatedAt: Date;
  businessId: string;
  serviceId: string | null;
  customerId: string | null;
  /** The email of the customer's account (null for a guest booking). */
  customerEmail: string | null;
  guestEmail: string | null;
  /** Made from the business's own account or browser (docs/decisions/0031). */
  madeByBusiness: boolean;
  ownerId: string;
  ownerEmail: string;
  businessEmail: string;
};

/** The booking's customer, beside the business's owner (both are users). */
const customers = alias(users, 'customers');

/** A review with what its lists show: the reviewer's name and the service as booked. */
export type ReviewListRow = ReviewRow & {
  reviewerName: string | null;
  serviceName: string;
};

/** What a review's emails tell and to whom (decisions.md 9.4). */
export type ReviewNoticeRow = {
  id: string;
  bookingId: string;
  rating: number;
  text: string;
  answerText: string | null;
  serviceName: string;
  businessName: string;
  businessUsername: string;
  /** Where the business's emails go. */
  businessEmail: string;
  /** The reviewer: the account's name and address now, else the guest's given with the booking. */
  reviewerName: string;
  reviewerEmail: string;
};

/** A review with the reports the business's owner sees. */
export type OwnerReviewRow = ReviewListRow & { reportCount: number; reportReasons: string[] };

const STAR_COLUMNS = {
  1: 'stars1',
  2: 'stars2',
  3: 'stars3',
  4: 'stars4',
  5: 'stars5',
} as const satisfies Record<number, keyof typeof businessReviewSummaries.$inferSelect>;

export class ReviewsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The booking, locked for the transaction (two reviews of one booking wait for each other). */
  async lockBooking(bookingId: string, tx: DbOrTx): Promise<ReviewableBookingRow | undefined> {
    const [row] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        completedAt: bookings.completedAt,
        updatedAt: bookings.updatedAt,
        businessId: bookings.businessId,
        serviceId: bookings.serviceId,
        customerId: bookings.customerId,
        customerEmail: customers.email,
        guestEmail: bookings.guestEmail,
        madeByBusiness: bookings.madeByBusiness,
        ownerId: businesses.ownerId,
        ownerEmail: users.email,
        businessEmail: businesses.email,
      })
      .from(bookings)
      .innerJoin(businesses, eq(businesses.id, bookings.businessId))
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .leftJoin(customers, eq(customers.id, bookings.customerId))
      .where(eq(bookings.id, bookingId))
      .limit(1)
      .for('update', { of: bookings });
    return row;
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<ReviewRow | undefined> {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).limit(1);
    return row;
  }

  async lockById(id: string, tx: DbOrTx): Promise<ReviewRow | undefined> {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).limit(1).for('update');
    return row;
  }

  async findByBooking(bookingId: string, tx: DbOrTx = this.db): Promise<ReviewRow | undefined> {
    const [row] = await tx.select().from(reviews).where(eq(reviews.bookingId, bookingId)).limit(1);
    return row;
  }

  /** The reviews of some bookings (a customer's history), by booking. */
  async byBookings(bookingIds: readonly string[], tx: DbOrTx = this.db): Promise<ReviewRow[]> {
    if (bookingIds.length === 0) return [];
    return tx
      .select()
      .from(reviews)
      .where(inArray(reviews.bookingId, [...bookingIds]));
  }

  async insert(values: NewReviewRow, tx: DbOrTx): Promise<ReviewRow> {
    const [row] = await tx.insert(reviews).values(values).returning();
    return row as ReviewRow;
  }

  async update(
    id: string,
    values: { rating: number; text: string; updatedAt: Date },
    tx: DbOrTx,
  ): Promise<ReviewRow> {
    const [row] = await tx.update(reviews).set(values).where(eq(reviews.id, id)).returning();
    return row as ReviewRow;
  }

  /**
   * Sets the business's answer: the first one creates it (`answer_at`), later ones change it.
   * Only a public review is answered (a held one is not shown to anyone yet).
   */
  async setAnswer(id: string, text: string, now: Date, tx: DbOrTx = this.db): Promise<ReviewRow | undefined> {
    const [row] = await tx
      .update(reviews)
      .set({ answerText: text, answerAt: sql`coalesce(${reviews.answerAt}, ${now})`, answerUpdatedAt: now })
      .where(and(eq(reviews.id, id), isNotNull(reviews.publishedAt)))
      .returning();
    return row;
  }

  /**
   * Locks the business's summary row for the transaction (creating it, with no reviews counted,
   * for a business without one): the guest reviews of one business are counted one at a time.
   */
  async lockSummary(businessId: string, tx: DbOrTx): Promise<void> {
    const t = businessReviewSummaries;
    await tx
      .insert(t)
      .values({ businessId })
      .onConflictDoUpdate({ target: t.businessId, set: { reviewCount: sql`${t.reviewCount}` } });
  }

  /** The business's guest reviews written since `since` that were published at once (not held). */
  async guestReviewsPublishedSince(businessId: string, since: Date, tx: DbOrTx): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(reviews)
      .where(
        and(
          eq(reviews.businessId, businessId),
          gt(reviews.createdAt, since),
          eq(reviews.source, 'guest'),
          isNull(reviews.heldUntil),
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * Publishes up to `limit` held reviews whose hold ended by `now`, oldest hold first; rows another
   * process is releasing are skipped. Answers the released rows (their summary is the caller's).
   */
  async releaseDue(now: Date, limit: number, tx: DbOrTx): Promise<ReviewRow[]> {
    const due = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(isNull(reviews.publishedAt), lte(reviews.heldUntil, now)))
      .orderBy(asc(reviews.heldUntil))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(reviews)
      .set({ publishedAt: now })
      .where(
        inArray(
          reviews.id,
          due.map((r) => r.id),
        ),
      )
      .returning();
  }

  /** What the emails of a review say, and their addresses. */
  async noticeFacts(id: string, tx: DbOrTx = this.db): Promise<ReviewNoticeRow | undefined> {
    const [row] = await tx
      .select({
        id: reviews.id,
        bookingId: reviews.bookingId,
        rating: reviews.rating,
        text: reviews.text,
        answerText: reviews.answerText,
        serviceName: bookings.serviceName,
        businessName: businesses.name,
        businessUsername: businesses.username,
        businessEmail: businesses.email,
        reviewerName: sql<string>`coalesce(${users.name}, ${bookings.guestName}, '')`,
        reviewerEmail: sql<string>`coalesce(${users.email}, ${bookings.guestEmail}, '')`,
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .leftJoin(users, eq(users.id, bookings.customerId))
      .where(eq(reviews.id, id))
      .limit(1);
    return row;
  }

  /** Records a report; false when this account reported the review before. */
  async addReport(
    report: { reviewId: string; userId: string; reason: string; createdAt: Date },
    tx: DbOrTx = this.db,
  ): Promise<boolean> {
    const rows = await tx
      .insert(reviewReports)
      .values(report)
      .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.userId] })
      .returning({ reviewId: reviewReports.reviewId });
    return rows.length > 0;
  }

  /**
   * Keeps the business's counts per star: `added` counts one more review of that rating (the
   * business's first review creates its row), in the caller's transaction.
   */
  async countAdded(businessId: string, rating: number, tx: DbOrTx): Promise<void> {
    const t = businessReviewSummaries;
    const key = STAR_COLUMNS[rating as keyof typeof STAR_COLUMNS];
    await tx
      .insert(t)
      .values({ businessId, [key]: 1, reviewCount: 1, ratingSum: rating })
      .onConflictDoUpdate({
        target: t.businessId,
        set: {
          [key]: sql`${t[key]} + 1`,
          reviewCount: sql`${t.reviewCount} + 1`,
          ratingSum: sql`${t.ratingSum} + ${rating}`,
        },
      });
  }

  /** A review's rating changed from `from` to `to` (the business has its row since that review). */
  async countChanged(businessId: string, from: number, to: number, tx: DbOrTx): Promise<void> {
    if (from === to) return;
    const t = businessReviewSummaries;
    const fromKey = STAR_COLUMNS[from as keyof typeof STAR_COLUMNS];
    const toKey = STAR_COLUMNS[to as keyof typeof STAR_COLUMNS];
    await tx
      .update(t)
      .set({
        [fromKey]: sql`${t[fromKey]} - 1`,
        [toKey]: sql`${t[toKey]} + 1`,
        ratingSum: sql`${t.ratingSum} + ${to - from}`,
      })
      .where(eq(t.businessId, businessId));
  }

  /** The business's counts per star (all zero without reviews); undefined for an unknown business. */
  async breakdown(businessId: string, tx: DbOrTx = this.db): Promise<ReviewBreakdown | undefined> {
    const t = businessReviewSummaries;
    const [row] = await tx
      .select({
        summary: { s1: t.stars1, s2: t.stars2, s3: t.stars3, s4: t.stars4, s5: t.stars5 },
      })
      .from(businesses)
      .leftJoin(t, eq(t.businessId, businesses.id))
      .where(eq(businesses.id, businessId))
      .limit(1);
    if (!row) return undefined;
    const s = row.summary;
    return {
      '1': s?.s1 ?? 0,
      '2': s?.s2 ?? 0,
      '3': s?.s3 ?? 0,
      '4': s?.s4 ?? 0,
      '5': s?.s5 ?? 0,
    };
  }

  private listSelect(tx: DbOrTx) {
    return tx
      .select({
        review: reviews,
        // The account's name now, else the guest's name given with the booking.
        reviewerName: sql<string | null>`coalesce(${users.name}, ${bookings.guestName})`,
        serviceName: bookings.serviceName,
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .leftJoin(users, eq(users.id, bookings.customerId));
  }

  /** A page of the business's public reviews, newest first (the index `reviews_business_newest_idx`). */
  async page(
    businessId: string,
    offset: number,
    limit: number,
    tx: DbOrTx = this.db,
  ): Promise<ReviewListRow[]> {
    const rows = await this.listSelect(tx)
      .where(and(eq(reviews.businessId, businessId), isNotNull(reviews.publishedAt)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ ...r.review, reviewerName: r.reviewerName, serviceName: r.serviceName }));
  }

  /** The list's columns with the reports of each review (reasons newest first). */
  private ownerSelect(tx: DbOrTx) {
    return tx
      .select({
        review: reviews,
        reviewerName: sql<string | null>`coalesce(${users.name}, ${bookings.guestName})`,
        serviceName: bookings.serviceName,
        reasons: sql<
          string[]
        >`(select coalesce(json_agg(r.reason order by r.created_at desc), '[]'::json) from ${reviewReports} r where r.review_id = ${reviews.id})`,
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .leftJoin(users, eq(users.id, bookings.customerId));
  }

  private static toOwnerRow(r: {
    review: ReviewRow;
    reviewerName: string | null;
    serviceName: string;
    reasons: string[];
  }): OwnerReviewRow {
    return {
      ...r.review,
      reviewerName: r.reviewerName,
      serviceName: r.serviceName,
      reportCount: r.reasons.length,
      reportReasons: r.reasons,
    };
  }

  /** Published reviews of the business without an answer yet. */
  async unansweredCount(businessId: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(
        and(eq(reviews.businessId, businessId), isNotNull(reviews.publishedAt), isNull(reviews.answerText)),
      );
    return row?.n ?? 0;
  }

  /** The owner's page: unanswered first, then newest, with the reports of each (held ones not yet). */
  async ownerPage(
    businessId: string,
    offset: number,
    limit: number,
    tx: DbOrTx = this.db,
  ): Promise<OwnerReviewRow[]> {
    const rows = await this.ownerSelect(tx)
      .where(and(eq(reviews.businessId, businessId), isNotNull(reviews.publishedAt)))
      .orderBy(sql`(${reviews.answerText} is null) desc`, desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset);
    return rows.map(ReviewsRepository.toOwnerRow);
  }

  /** One review as its business's owner sees it. */
  async ownerOne(id: string, tx: DbOrTx = this.db): Promise<OwnerReviewRow | undefined> {
    const [row] = await this.ownerSelect(tx).where(eq(reviews.id, id)).limit(1);
    return row && ReviewsRepository.toOwnerRow(row);
  }
}
