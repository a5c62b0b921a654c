import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_BOOKING_STATUSES,
  HISTORY_BOOKING_STATUSES,
  REMOVABLE_BOOKING_STATUSES,
  type BookingStatus,
  type CancelledBy,
  type Currency,
} from '@booklane/shared/domain';
import type { DbOrTx } from '../../db/client';
import type { NewBookingEventRow } from '../../db/outbox';
import { bookingEvents, bookings, businesses, users } from '../../db/schema';

/**
 * The customer's address as a booking shows it: none once the account was deleted (its row keeps
 * a placeholder address of its own, decisions.md 9.6, which is nobody's to show).
 */
const ACCOUNT_EMAIL = sql<string>`case when ${users.deletedAt} is null then ${users.email} else '' end`;

export type BookingRow = typeof bookings.$inferSelect;

/** A booking with what its answers show of the business and the customer. */
export type BookingView = {
  booking: BookingRow;
  business: {
    id: string;
    name: string;
    username: string;
    timezone: string;
    currency: Currency;
    customCurrency: string | null;
    ownerId: string;
    cancellationNoticeHours: number;
  };
  customer: { id: string; name: string; email: string; phone: string | null } | null;
};

export class BookingsRepository {
  constructor(private readonly db: DbOrTx) {}

  private select(tx: DbOrTx) {
    return tx
      .select({
        booking: bookings,
        business: {
          id: businesses.id,
          name: businesses.name,
          username: businesses.username,
          timezone: businesses.timezone,
          currency: businesses.currency,
          customCurrency: businesses.customCurrency,
          ownerId: businesses.ownerId,
          cancellationNoticeHours: businesses.cancellationNoticeHours,
        },
        customer: { id: users.id, name: users.name, email: ACCOUNT_EMAIL, phone: users.phone },
      })
      .from(bookings)
      .innerJoin(businesses, eq(businesses.id, bookings.businessId))
      .leftJoin(users, eq(users.id, bookings.customerId));
  }

  private async list(where: SQL | undefined, order: SQL[], tx: DbOrTx): Promise<BookingView[]> {
    const rows = await this.select(tx)
      .where(where)
      .orderBy(...order);
    return rows.map((r) => ({ ...r, customer: r.customer?.id ? r.customer : null }));
  }

  async findView(id: string, tx: DbOrTx = this.db): Promise<BookingView | undefined> {
    const [row] = await this.list(eq(bookings.id, id), [], tx);
    return row;
  }

  /** Some bookings' views, in the order of `ids` (a customer's bookings with a business, decisions.md 9.4). */
  async viewsOf(ids: readonly string[], tx: DbOrTx = this.db): Promise<BookingView[]> {
    if (ids.length === 0) return [];
    const views = await this.list(inArray(bookings.id, [...ids]), [], tx);
    const position = new Map(ids.map((id, i) => [id, i]));
    return views.sort((a, b) => (position.get(a.booking.id) ?? 0) - (position.get(b.booking.id) ?? 0));
  }

  /** The business's active bookings on some dates (business local), in time order. */
  async activeOnDates(
    businessId: string,
    dates: readonly string[],
    tx: DbOrTx = this.db,
  ): Promise<BookingView[]> {
    if (dates.length === 0) return [];
    return this.list(
      and(
        eq(bookings.businessId, businessId),
        inArray(bookings.status, ACTIVE_BOOKING_STATUSES),
        inArray(bookings.bookingDate, [...dates]),
      ),
      [asc(bookings.bookingDate), asc(bookings.startsAt)],
      tx,
    );
  }

  private static byStart = [
    sql`${bookings.bookingDate} asc nulls last`,
    sql`${bookings.startTime} asc nulls last`,
    asc(bookings.createdAt),
  ];
  private static newestFirst = [
    desc(sql`coalesce(${bookings.completedAt}, ${bookings.cancelledAt}, ${bookings.updatedAt})`),
    desc(bookings.createdAt),
  ];

  async activeForCustomer(customerId: string, tx: DbOrTx = this.db) {
    return this.list(
      and(
        eq(bookings.customerId, customerId),
        eq(bookings.hiddenForCustomer, false),
        inArray(bookings.status, ACTIVE_BOOKING_STATUSES),
      ),
      BookingsRepository.byStart,
      tx,
    );
  }

  async historyForCustomer(customerId: string, tx: DbOrTx = this.db) {
    return this.list(
      and(
        eq(bookings.customerId, customerId),
        eq(bookings.hiddenForCustomer, false),
        inArray(bookings.status, HISTORY_BOOKING_STATUSES),
      ),
      BookingsRepository.newestFirst,
      tx,
    );
  }

  async activeForBusiness(businessId: string, range: { start?: string; end?: string }, tx: DbOrTx = this.db) {
    const conditions = [
      eq(bookings.businessId, businessId),
      eq(bookings.hiddenForBusiness, false),
      inArray(bookings.status, ACTIVE_BOOKING_STATUSES),
    ];
    if (range.start) conditions.push(gte(bookings.bookingDate, range.start));
    if (range.end) conditions.push(lte(bookings.bookingDate, range.end));
    return this.list(and(...conditions), BookingsRepository.byStart, tx);
  }

  /** A calendar feed's bookings: pending and confirmed, dated within the range. */
  async feedForBusiness(businessId: string, range: { first: string; last: string }, tx: DbOrTx = this.db) {
    return this.list(
      and(eq(bookings.businessId, businessId), ...BookingsRepository.feedWindow(range)),
      BookingsRepository.byStart,
      tx,
    );
  }

  async feedForCustomer(customerId: string, range: { first: string; last: string }, tx: DbOrTx = this.db) {
    return this.list(
      and(eq(bookings.customerId, customerId), ...BookingsRepository.feedWindow(range)),
      BookingsRepository.byStart,
      tx,
    );
  }

  private static feedWindow(range: { first: string; last: string }): SQL[] {
    return [
      inArray(bookings.status, ACTIVE_BOOKING_STATUSES),
      gte(bookings.bookingDate, range.first),
      lte(bookings.bookingDate, range.last),
    ];
  }

  async historyForBusiness(
    businessId: string,
    range: { start?: string; end?: string } = {},
    tx: DbOrTx = this.db,
  ) {
    const conditions = [
      eq(bookings.businessId, businessId),
      eq(bookings.hiddenForBusiness, false),
      inArray(bookings.status, HISTORY_BOOKING_STATUSES),
    ];
    if (range.start) conditions.push(gte(bookings.bookingDate, range.start));
    if (range.end) conditions.push(lte(bookings.bookingDate, range.end));
    return this.list(and(...conditions), BookingsRepository.newestFirst, tx);
  }

  /** Moves the booking from `from` to `to` only if it is still in `from` (no lost update under races). */
  async transition(
    id: string,
    from: BookingStatus,
    to: BookingStatus,
    stamp: 'confirmedAt' | 'completedAt' | 'cancelledAt' | 'noShowAt' | null,
    now: Date,
    options: { bumpSequence?: boolean; cancelledBy?: CancelledBy; tx?: DbOrTx } = {},
  ): Promise<BookingRow | undefined> {
    const tx = options.tx ?? this.db;
    const [row] = await tx
      .update(bookings)
      .set({
        status: to,
        updatedAt: now,
        ...(stamp ? { [stamp]: now } : {}),
        ...(options.bumpSequence ? { icsSequence: sql`${bookings.icsSequence} + 1` } : {}),
        ...(options.cancelledBy ? { cancelledBy: options.cancelledBy } : {}),
      })
      .where(and(eq(bookings.id, id), eq(bookings.status, from)))
      .returning();
    return row;
  }

  /** The booking's row, locked for the transaction (a change that must see it unchanged until commit). */
  async lockById(id: string, tx: DbOrTx): Promise<BookingRow | undefined> {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1).for('update');
    return row;
  }

  /** Moves the booking to another slot of its service, with its new status; the invite's SEQUENCE grows. */
  async moveTo(
    id: string,
    slot: {
      bookingDate: string | null;
      startTime: string | null;
      startsAt: Date | null;
      slotKey: string;
      occupiedFrom: Date | null;
      occupiedUntil: Date | null;
      teamMemberId?: string;
      teamMemberName?: string;
      holdsMember?: boolean;
    },
    status: BookingStatus,
    now: Date,
    tx: DbOrTx,
  ): Promise<BookingRow | undefined> {
    const [row] = await tx
      .update(bookings)
      .set({
        ...slot,
        status,
        updatedAt: now,
        ...(status === 'confirmed' ? { confirmedAt: now } : {}),
        icsSequence: sql`${bookings.icsSequence} + 1`,
      })
      .where(and(eq(bookings.id, id), inArray(bookings.status, ACTIVE_BOOKING_STATUSES)))
      .returning();
    return row;
  }

  async hide(
    id: string,
    side: 'customer' | 'business',
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<BookingRow | undefined> {
    const [row] = await tx
      .update(bookings)
      .set(
        side === 'customer'
          ? { hiddenForCustomer: true, updatedAt: now }
          : { hiddenForBusiness: true, updatedAt: now },
      )
      .where(and(eq(bookings.id, id), inArray(bookings.status, REMOVABLE_BOOKING_STATUSES)))
      .returning();
    return row;
  }

  /** Records that the customer has seen every current status: answers how many were unseen. */
  async markAllViewed(customerId: string, now: Date, tx: DbOrTx = this.db): Promise<number> {
    const rows = await tx
      .update(bookings)
      .set({ customerViewedAt: now })
      .where(
        and(
          eq(bookings.customerId, customerId),
          or(isNull(bookings.customerViewedAt), lt(bookings.customerViewedAt, bookings.updatedAt)),
        ),
      )
      .returning({ id: bookings.id });
    return rows.length;
  }

  /** Writes a line of a booking's history (decisions.md 9.2). */
  async insertEvent(row: NewBookingEventRow, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(bookingEvents).values(row);
  }

  /** A booking's history, oldest first (lines of one instant in the order a booking lives them). */
  async eventsOf(bookingId: string, tx: DbOrTx = this.db) {
    return tx
      .select({
        action: bookingEvents.action,
        at: bookingEvents.at,
        actorRole: bookingEvents.actorRole,
        actorName: bookingEvents.actorName,
      })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(
        asc(bookingEvents.at),
        sql`array_position(array['created','confirmed','rescheduled','completed','no-show','cancelled']::text[], ${bookingEvents.action})`,
        asc(bookingEvents.id),
      );
  }

  /** Gives a new account the guest bookings made with its email. */
  async linkGuestBookings(customerId: string, email: string, tx: DbOrTx = this.db): Promise<number> {
    const rows = await tx
      .update(bookings)
      .set({ customerId })
      .where(and(isNull(bookings.customerId), eq(bookings.guestEmail, email.toLowerCase())))
      .returning({ id: bookings.id });
    return rows.length;
  }
}
