// The waitlist's queries (decisions.md 9.3): the entries, their lines and who waits in them.
import { OPEN_WAITLIST_STATUSES } from '@booklane/shared/domain';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { businesses, services, teamMembers, users, waitlistEntries, waitlistOffers } from '../../db/schema';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
type NewWaitlistEntryRow = typeof waitlistEntries.$inferInsert;

/** Who is waiting: a customer's account, or a guest by their address. */
export type WaitingParty = { customerId: string } | { guestEmail: string };

/** The member whose time an entry's held place holds. */
const offerMember = alias(teamMembers, 'offer_member');

/** An entry with the names it is shown with, and the place it holds (while `offered`). */
const listed = {
  offer: waitlistOffers,
  offerMemberName: offerMember.name,
  entry: waitlistEntries,
  serviceName: services.name,
  businessName: businesses.name,
  timezone: businesses.timezone,
  memberName: teamMembers.name,
  customerName: users.name,
  customerEmail: users.email,
  customerPhone: users.phone,
};

export type ListedEntry = {
  entry: WaitlistEntryRow;
  offer: typeof waitlistOffers.$inferSelect | null;
  offerMemberName: string | null;
  serviceName: string;
  businessName: string;
  timezone: string;
  memberName: string | null;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
};

export class WaitlistRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Until the caller's transaction ends, no one else joins or leaves the line of `serviceId` on
   * `date`: the places given in it are counted one at a time.
   */
  async lockLine(serviceId: string, date: string, tx: DbOrTx): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist:${serviceId}:${date}`}, 0))`,
    );
  }

  /** Whether the party already waits (or holds an offer) in the line. */
  async isWaiting(serviceId: string, date: string, party: WaitingParty, tx: DbOrTx): Promise<boolean> {
    const who =
      'customerId' in party
        ? eq(waitlistEntries.customerId, party.customerId)
        : and(sql`${waitlistEntries.customerId} is null`, eq(waitlistEntries.guestEmail, party.guestEmail));
    const [row] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.serviceId, serviceId),
          eq(waitlistEntries.entryDate, date),
          inArray(waitlistEntries.status, OPEN_WAITLIST_STATUSES),
          who,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insert(values: NewWaitlistEntryRow, tx: DbOrTx): Promise<WaitlistEntryRow> {
    const [row] = await tx.insert(waitlistEntries).values(values).returning();
    if (!row) throw new Error('waitlist entry not inserted');
    return row;
  }

  /** The waiting entries of the lines of `serviceIds` on `dates` (the lines' order is the caller's). */
  async waitingIn(serviceIds: readonly string[], dates: readonly string[], tx: DbOrTx = this.db) {
    if (!serviceIds.length || !dates.length) return [];
    return tx
      .select({
        id: waitlistEntries.id,
        serviceId: waitlistEntries.serviceId,
        date: waitlistEntries.entryDate,
        status: waitlistEntries.status,
        createdAt: waitlistEntries.createdAt,
        seq: waitlistEntries.seq,
      })
      .from(waitlistEntries)
      .where(
        and(
          inArray(waitlistEntries.serviceId, [...serviceIds]),
          inArray(waitlistEntries.entryDate, [...dates]),
          eq(waitlistEntries.status, 'waiting'),
        ),
      );
  }

  private listQuery(tx: DbOrTx) {
    return tx
      .select(listed)
      .from(waitlistEntries)
      .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
      .innerJoin(businesses, eq(businesses.id, waitlistEntries.businessId))
      .leftJoin(teamMembers, eq(teamMembers.id, waitlistEntries.teamMemberId))
      .leftJoin(users, eq(users.id, waitlistEntries.customerId))
      .leftJoin(
        waitlistOffers,
        and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.status, 'held')),
      )
      .leftJoin(offerMember, eq(offerMember.id, waitlistOffers.teamMemberId));
  }

  /** A customer's open entries, by date, then the time range. */
  async openForCustomer(customerId: string, tx: DbOrTx = this.db): Promise<ListedEntry[]> {
    return this.listQuery(tx)
      .where(
        and(
          eq(waitlistEntries.customerId, customerId),
          inArray(waitlistEntries.status, OPEN_WAITLIST_STATUSES),
        ),
      )
      .orderBy(asc(waitlistEntries.entryDate), asc(waitlistEntries.windowFrom), asc(waitlistEntries.seq));
  }

  /** A business's entries on the days `from`..`to` (those who left excluded), in line order. */
  async forBusiness(
    businessId: string,
    from: string,
    to: string,
    tx: DbOrTx = this.db,
  ): Promise<ListedEntry[]> {
    return this.listQuery(tx)
      .where(
        and(
          eq(waitlistEntries.businessId, businessId),
          gte(waitlistEntries.entryDate, from),
          lte(waitlistEntries.entryDate, to),
          ne(waitlistEntries.status, 'left'),
        ),
      )
      .orderBy(
        asc(waitlistEntries.entryDate),
        asc(services.name),
        asc(waitlistEntries.serviceId),
        asc(waitlistEntries.createdAt),
        asc(waitlistEntries.seq),
      );
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<WaitlistEntryRow | undefined> {
    const [row] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).limit(1);
    return row;
  }

  /** The entry leaves its line, if it is still in it; answers whether it was. */
  async leave(id: string, now: Date, tx: DbOrTx): Promise<boolean> {
    const rows = await tx
      .update(waitlistEntries)
      .set({ status: 'left', endedAt: now, updatedAt: now })
      .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, OPEN_WAITLIST_STATUSES)))
      .returning({ id: waitlistEntries.id });
    return rows.length > 0;
  }
}
