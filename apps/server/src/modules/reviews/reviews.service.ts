// Verified reviews (issue 22, docs/decisions/0023): only the customer of a completed booking
// writes one (signed in, or a guest through the manage link), once, within 60 days of the
// completion; its author changes it for 7 days; the business's owner answers it; anyone signed
// in reports it. The rules are the shared ones (`reviewRefusal`, `reviewEditRefusal`); the
// business's counts per star change in the transaction of the review that changes them.
// Trust (docs/decisions/0031): a booking the business made itself is never reviewed; each review
// says where it came from; a business's guest reviews beyond 3 in 24 hours are held for 7 days.
// Emails (decisions.md 9.4): the business hears of a review when it is published (a held one when
// its hold ends), the review's author of the business's first answer (not of later edits).
import { randomUUID } from 'node:crypto';
import {
  GUEST_REVIEWS_PER_DAY,
  NOT_FOUND_MESSAGES,
  REVIEW_MESSAGES,
  reviewEditRefusal,
  reviewHeldUntil,
  reviewRefusal,
  reviewSummary,
  type ReviewBreakdown,
  type ReviewSource,
} from '@booklane/shared/domain';
import {
  type BusinessReviews,
  type OwnerReview,
  type OwnerReviews,
  type OwnReview,
  type ReviewsQuery,
} from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import type { DbOrTx, Transact } from '../../db/client';
import { conflict, forbidden, notFound } from '../../core/errors';
import type { AccessService } from '../access/access.service';
import type { PublicChanges } from '../public-changes';
import type { UserRow } from '../users/users.repository';
import { toOwnerReviewDto, toOwnReviewDto, toPublicReviewDto } from './review-dto';
import type { ReviewFacts } from '../notifications/payload';
import type {
  ReviewableBookingRow,
  ReviewNoticeRow,
  ReviewRow,
  ReviewsRepository,
} from './reviews.repository';

type Recipient = { name: string; email: string };

/**
 * What the emails hear of reviews: a review written drops the follow-up invitation; a published
 * one goes to the business, a first answer to the review's author (decisions.md 9.4).
 */
export type ReviewNotifier = {
  reviewWritten(tx: DbOrTx, bookingId: string): Promise<void>;
  reviewPublished(tx: DbOrTx, to: Recipient, bookingId: string, review: ReviewFacts): Promise<void>;
  reviewAnswered(tx: DbOrTx, to: Recipient, bookingId: string, review: ReviewFacts): Promise<void>;
  wake(): void;
};

/**
 * The business's webhooks (decisions.md 9.5): `review.created` when a review is published, written
 * in the transaction that publishes it; `review` is read only when some webhook listens.
 */
export type ReviewWebhooks = {
  queue(
    tx: DbOrTx,
    businessId: string,
    event: 'review.created',
    review: () => Promise<object | undefined>,
  ): Promise<number>;
  /** After a commit that wrote deliveries: the delivery worker starts on them. */
  wake(): void;
};

/** The review input after the contract parsed it (text cleaned, '' for none). */
type ReviewInput = { rating: number; text: string };

type Summary = { average: number | null; count: number; breakdown: ReviewBreakdown };

const DAY_MS = 86_400_000;
/** Held reviews one release batch publishes at most. */
const RELEASE_BATCH = 50;

export class ReviewsService {
  constructor(
    private readonly transact: Transact,
    private readonly reviews: ReviewsRepository,
    private readonly access: AccessService,
    private readonly notifier: ReviewNotifier,
    private readonly changed: PublicChanges,
    /** The booking a guest's manage link names (404 for an unknown, altered or expired one). */
    private readonly managedBookingId: (token: string) => Promise<string>,
    private readonly clock: Clock,
    private readonly webhooks?: ReviewWebhooks,
  ) {}

  // ---- writing ---------------------------------------------------------------------------

  /** `POST /bookings/{id}/review`: the signed-in customer of the booking. */
  async createForCustomer(customer: UserRow, bookingId: string, input: ReviewInput): Promise<OwnReview> {
    await this.access.requireAccess(customer, 'booking.customer', bookingId);
    return this.create(bookingId, input, 'customer');
  }

  /** `POST /manage/{token}/review`: the guest of the manage link's booking. */
  async createForGuest(token: string, input: ReviewInput): Promise<OwnReview> {
    return this.create(await this.managedBookingId(token), input, 'guest');
  }

  private async create(bookingId: string, input: ReviewInput, source: ReviewSource): Promise<OwnReview> {
    let hooked = 0;
    const row = await this.transact(async (tx) => {
      hooked = 0;
      const booking = await this.reviews.lockBooking(bookingId, tx);
      if (!booking) throw notFound(NOT_FOUND_MESSAGES.booking);
      if (isOwnBusiness(booking)) throw forbidden(REVIEW_MESSAGES.ownBusiness);
      if (booking.madeByBusiness) throw forbidden(REVIEW_MESSAGES.madeByBusiness);
      const existing = await this.reviews.findByBooking(bookingId, tx);
      const refusal = reviewRefusal(booking, existing !== undefined, this.clock());
      if (refusal) throw conflict(refusal);
      const now = this.clock();
      const held = source === 'guest' && (await this.guestBurst(booking.businessId, now, tx));
      const review = await this.reviews.insert(
        {
          id: randomUUID(),
          bookingId,
          businessId: booking.businessId,
          serviceId: booking.serviceId,
          customerId: booking.customerId,
          rating: input.rating,
          text: input.text,
          source,
          heldUntil: held ? reviewHeldUntil(now) : null,
          publishedAt: held ? null : now,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      // A held review counts, and is told to the business, once it is published (`releaseDue`).
      if (!held) {
        await this.reviews.countAdded(booking.businessId, input.rating, tx);
        hooked = await this.tellBusiness(review.id, booking.businessId, tx);
      }
      await this.notifier.reviewWritten(tx, bookingId);
      return review;
    });
    this.notifier.wake();
    if (hooked > 0) this.webhooks?.wake();
    if (row.publishedAt) await this.changed.reviews(row.businessId);
    return toOwnReviewDto(row);
  }

  /**
   * The business hears of a review published in this transaction (its stars and words), by
   * email and through its webhooks (the review as the public list shows it). Answers how many
   * webhook deliveries it wrote.
   */
  private async tellBusiness(reviewId: string, businessId: string, tx: DbOrTx): Promise<number> {
    const hooked =
      (await this.webhooks?.queue(tx, businessId, 'review.created', async () => {
        const row = await this.reviews.ownerOne(reviewId, tx);
        return row && { ...toPublicReviewDto(row), business: row.businessId };
      })) ?? 0;
    const facts = await this.reviews.noticeFacts(reviewId, tx);
    if (!facts) return hooked;
    await this.notifier.reviewPublished(
      tx,
      { name: facts.businessName, email: facts.businessEmail },
      facts.bookingId,
      reviewFacts(facts),
    );
    return hooked;
  }

  /**
   * Whether a new guest review of the business is one too many (docs/decisions/0031): it already
   * published `GUEST_REVIEWS_PER_DAY` guest reviews at once in the last 24 hours. The business's
   * summary row is locked first, so concurrent guest reviews are counted one after another.
   */
  private async guestBurst(businessId: string, now: Date, tx: DbOrTx): Promise<boolean> {
    await this.reviews.lockSummary(businessId, tx);
    const since = new Date(now.getTime() - DAY_MS);
    return (await this.reviews.guestReviewsPublishedSince(businessId, since, tx)) >= GUEST_REVIEWS_PER_DAY;
  }

  /**
   * Publishes the held reviews whose 7 days are over, each counted in its business's summary in the
   * same transaction, and drops the public answers that change. Answers whether there were any
   * (the release worker runs again at once then).
   */
  async releaseDue(): Promise<boolean> {
    let hooked = 0;
    const released = await this.transact(async (tx) => {
      hooked = 0;
      const rows = await this.reviews.releaseDue(this.clock(), RELEASE_BATCH, tx);
      // Summary rows in one order, so two processes' batches never wait on each other in a circle.
      const byBusiness = [...rows].sort((a, b) => a.businessId.localeCompare(b.businessId));
      for (const row of byBusiness) {
        await this.reviews.countAdded(row.businessId, row.rating, tx);
        hooked += await this.tellBusiness(row.id, row.businessId, tx);
      }
      return rows;
    });
    if (released.length > 0) this.notifier.wake();
    if (hooked > 0) this.webhooks?.wake();
    for (const businessId of new Set(released.map((r) => r.businessId)))
      await this.changed.reviews(businessId);
    return released.length > 0;
  }

  /** `PUT /reviews/{id}`: its author, for 7 days after writing it. */
  async updateByAuthor(customer: UserRow, reviewId: string, input: ReviewInput): Promise<OwnReview> {
    await this.access.requireAccess(customer, 'review.author', reviewId);
    return this.update(reviewId, input);
  }

  /** `PUT /manage/{token}/review`: the guest of the manage link's booking, likewise. */
  async updateForGuest(token: string, input: ReviewInput): Promise<OwnReview> {
    const review = await this.reviews.findByBooking(await this.managedBookingId(token));
    if (!review) throw notFound(REVIEW_MESSAGES.notFound);
    return this.update(review.id, input);
  }

  private async update(reviewId: string, input: ReviewInput): Promise<OwnReview> {
    const row = await this.transact(async (tx) => {
      const review = await this.reviews.lockById(reviewId, tx);
      if (!review) throw notFound(REVIEW_MESSAGES.notFound);
      const refusal = reviewEditRefusal(review, this.clock());
      if (refusal) throw conflict(refusal);
      const updated = await this.reviews.update(
        reviewId,
        { rating: input.rating, text: input.text, updatedAt: this.clock() },
        tx,
      );
      // A held review is not counted yet: it counts with its rating then.
      if (review.publishedAt) {
        await this.reviews.countChanged(review.businessId, review.rating, input.rating, tx);
      }
      return updated;
    });
    if (row.publishedAt) await this.changed.reviews(row.businessId);
    return toOwnReviewDto(row);
  }

  /**
   * `PUT /reviews/{id}/answer`: the business's owner; the first answer creates it, later ones
   * change it. The first answer is emailed to the review's author in its transaction; an edit of
   * it sends nothing (the page shows the answer as it is now).
   */
  async answer(owner: UserRow, reviewId: string, text: string): Promise<OwnerReview> {
    await this.access.requireAccess(owner, 'review.answer', reviewId);
    const row = await this.transact(async (tx) => {
      // Locked, so two first answers at once are one first answer and one edit.
      const before = await this.reviews.lockById(reviewId, tx);
      const updated = await this.reviews.setAnswer(reviewId, text, this.clock(), tx);
      if (!before || !updated) throw notFound(REVIEW_MESSAGES.notFound);
      if (before.answerAt === null) {
        const facts = await this.reviews.noticeFacts(reviewId, tx);
        if (facts) {
          await this.notifier.reviewAnswered(
            tx,
            { name: facts.reviewerName, email: facts.reviewerEmail },
            facts.bookingId,
            reviewFacts(facts),
          );
        }
      }
      return updated;
    });
    this.notifier.wake();
    await this.changed.reviews(row.businessId);
    const view = await this.reviews.ownerOne(reviewId);
    if (!view) throw notFound(REVIEW_MESSAGES.notFound);
    return toOwnerReviewDto(view);
  }

  /**
   * `POST /reviews/{id}/report`: anyone signed in, once per review; the review stays listed. A
   * held review is shown to no one yet, so it is not found.
   */
  async report(user: UserRow, reviewId: string, reason: string): Promise<{ message: string }> {
    const review = await this.reviews.findById(reviewId);
    if (!review?.publishedAt) throw notFound(REVIEW_MESSAGES.notFound);
    const added = await this.reviews.addReport({
      reviewId,
      userId: user.id,
      reason,
      createdAt: this.clock(),
    });
    if (!added) throw conflict(REVIEW_MESSAGES.alreadyReported);
    return { message: REVIEW_MESSAGES.reported };
  }

  // ---- reading ---------------------------------------------------------------------------

  /** `GET /businesses/{id}/reviews`: the summary and a page, newest first. */
  async publicPage(businessId: string, query: ReviewsQuery): Promise<BusinessReviews> {
    const summary = await this.summary(businessId);
    const offset = (query.page - 1) * query.limit;
    const rows = await this.reviews.page(businessId, offset, query.limit + 1);
    return {
      ...summary,
      reviews: rows.slice(0, query.limit).map(toPublicReviewDto),
      hasMore: rows.length > query.limit,
    };
  }

  /** `GET /businesses/{id}/reviews/manage`: the owner's list, unanswered first, with reports. */
  async ownerPage(owner: UserRow, businessId: string, query: ReviewsQuery): Promise<OwnerReviews> {
    await this.access.requireAccess(owner, 'business.reviews', businessId);
    const offset = (query.page - 1) * query.limit;
    const [summary, unanswered, rows] = await Promise.all([
      this.summary(businessId),
      this.reviews.unansweredCount(businessId),
      this.reviews.ownerPage(businessId, offset, query.limit + 1),
    ]);
    return {
      ...summary,
      unanswered,
      reviews: rows.slice(0, query.limit).map(toOwnerReviewDto),
      hasMore: rows.length > query.limit,
    };
  }

  private async summary(businessId: string): Promise<Summary> {
    const breakdown = await this.reviews.breakdown(businessId);
    if (!breakdown) throw notFound(NOT_FOUND_MESSAGES.business);
    return { ...reviewSummary(breakdown), breakdown };
  }
}

/** A review as its emails tell it. */
function reviewFacts(row: ReviewNoticeRow): ReviewFacts {
  return {
    reviewId: row.id,
    businessName: row.businessName,
    businessUsername: row.businessUsername,
    serviceName: row.serviceName,
    reviewerName: row.reviewerName,
    rating: row.rating,
    text: row.text,
    answer: row.answerText,
  };
}

/**
 * The customer's reviews of some bookings, by booking (a customer's history, a guest's manage
 * page): what the booking answers carry as `review`.
 */
export function reviewsOfBookings(
  reviews: ReviewsRepository,
): (bookingIds: readonly string[]) => Promise<Map<string, OwnReview>> {
  return async (bookingIds) => {
    const rows: ReviewRow[] = await reviews.byBookings(bookingIds);
    return new Map(rows.map((row) => [row.bookingId, toOwnReviewDto(row)]));
  };
}

/**
 * A booking of the business's owner by its addresses: owners cannot book as customers, but could
 * as a guest with their own or the business's address, or with a customer account registered
 * with the business's address. (Bookings made from the owner's account or browser are marked
 * when they are made: `madeByBusiness`.)
 */
function isOwnBusiness(booking: ReviewableBookingRow): boolean {
  if (booking.customerId === booking.ownerId) return true;
  const email = (booking.customerEmail ?? booking.guestEmail)?.toLowerCase();
  return (
    email !== undefined &&
    (email === booking.ownerEmail.toLowerCase() || email === booking.businessEmail.toLowerCase())
  );
}
