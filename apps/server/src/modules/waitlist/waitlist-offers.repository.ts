// The waitlist's held places (decisions.md 9.3): the offers, the lines they are made from, and
// what an offer is shown with. Queries only: the rules are WaitlistOffers'.
import type { WaitlistEntryStatus, WaitlistOfferStatus } from '@booklane/shared/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { NewNotificationRow } from '../../db/outbox';
import { businesses, services, teamMembers, users, waitlistEntries, waitlistOffers } from '../../db/schema';
import type { WaitlistEntryRow } from './waitlist.repository';

export type OfferRow = typeof waitlistOffers.$inferSelect;

/** Where an entry stands in its line: when it joined, then the order the server took it in. */
export type LinePlace = { createdAt: string; seq: string };

/** A waiting entry of a line, as the offers read it: its window, member and person. */
export type WaitingInLine = {
  id: string;
  windowFrom: string;
  windowTo: string;
  teamMemberId: string | null;
  customerId: string | null;
  guestName: string | null;
  guestEmail: string | null;
  /** The customer's name and address (null for a guest). */
  customerName: string | null;
  customerEmail: string | null;
};

/** An offer with everything it is shown and told with: its entry, service, business, member, person. */
export type OfferView = {
  offer: OfferRow;
  entry: WaitlistEntryRow;
  service: {
    id: string;
    name: string;
    duration: number | null;
    hasDuration: boolean;
    /** Numeric, as the database answers it. */
    price: string | null;
    hasPricing: boolean;
    autoAcceptBookings: boolean;
  };
  business: {
    id: string;
    name: string;
    username: string;
    timezone: string;
    currency: string;
    customCurrency: string | null;
    waitlistHoldMinutes: number;
  };
  memberName: string | null;
  customer: { name: string; email: string } | null;
};

export class WaitlistOffersRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Whether anyone waits in the line of `serviceId` on `date` (no lock: the quick way out). */
  async anyWaiting(serviceId: string, date: string, tx: DbOrTx = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.serviceId, serviceId),
          eq(waitlistEntries.entryDate, date),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * The first `limit` waiting entries of the line of `serviceId` on `date`, in line order, with the
   * versions (xmin) of the service's and its business's rows (to trust rows read before); null
   * when the service is gone. One small indexed query: it runs inside every cancellation, and a
   * freed place usually goes to one of the first in line.
   */
  async waitingOn(
    serviceId: string,
    date: string,
    limit: number,
    tx: DbOrTx,
  ): Promise<{
    first: Array<WaitingInLine & LinePlace>;
    versions: { service: string; business: string };
  } | null> {
    // The database function booklane_waiting_on (migration 0018): its plan is kept between calls.
    const result = await tx.execute(sql`
      select r_service as "service", r_business as "business", r_id as "id", r_window_from as "windowFrom",
        r_window_to as "windowTo", r_team_member as "teamMemberId", r_customer as "customerId",
        r_guest_name as "guestName", r_guest_email as "guestEmail", r_customer_name as "customerName",
        r_customer_email as "customerEmail", r_created_at as "createdAt", r_seq as "seq"
      from booklane_waiting_on(${serviceId}::uuid, ${date}::date, ${limit})`);
    const rows = (
      result as unknown as {
        rows: Array<{ service: string; business: string } & (WaitingInLine & LinePlace)>;
      }
    ).rows;
    const [row] = rows;
    if (!row) return null;
    return {
      versions: { service: row.service, business: row.business },
      first: row.id === null ? [] : rows.map(({ service: _s, business: _b, ...entry }) => entry),
    };
  }

  /**
   * The waiting entries of the line in line order whose window takes one of `startTimes`
   * (business-local `HH:mm`; none: a date-only day, every entry), at most `limit`, from after the
   * entry `after` (the line read a batch at a time). Not locked:
   * the offer's write takes an entry only if it still waits.
   */
  async suitedIn(
    serviceId: string,
    date: string,
    startTimes: readonly string[] | null,
    after: LinePlace | null,
    limit: number,
    tx: DbOrTx,
  ): Promise<Array<WaitingInLine & LinePlace>> {
    const times =
      startTimes === null
        ? sql``
        : sql`and exists (select 1 from unnest(array[${sql.join(
            startTimes.map((time) => sql`${time}`),
            sql`, `,
          )}]::text[]) t where e.window_from <= t and t < e.window_to)`;
    const result = await tx.execute(sql`
      select e.id, e.window_from as "windowFrom", e.window_to as "windowTo", e.team_member_id as "teamMemberId",
        e.customer_id as "customerId", e.guest_name as "guestName", e.guest_email as "guestEmail",
        u.name as "customerName", u.email as "customerEmail", e.created_at as "createdAt", e.seq::text as "seq"
      from ${waitlistEntries} e left join ${users} u on u.id = e.customer_id
      where e.service_id = ${serviceId}::uuid and e.entry_date = ${date}::date and e.status = 'waiting' ${times}
        ${after ? sql`and (e.created_at, e.seq) > (${after.createdAt}::timestamptz, ${after.seq}::bigint)` : sql``}
      order by e.created_at, e.seq
      limit ${limit}`);
    return (result as unknown as { rows: Array<WaitingInLine & LinePlace> }).rows;
  }

  /** The lines of a business (of some services) with someone waiting, from `fromDate` on. */
  async waitingLines(
    businessId: string,
    fromDate: string,
    serviceIds: readonly string[] | null,
    tx: DbOrTx,
  ): Promise<Array<{ serviceId: string; date: string }>> {
    return tx
      .selectDistinct({ serviceId: waitlistEntries.serviceId, date: waitlistEntries.entryDate })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.businessId, businessId),
          gte(waitlistEntries.entryDate, fromDate),
          eq(waitlistEntries.status, 'waiting'),
          serviceIds ? inArray(waitlistEntries.serviceId, [...serviceIds]) : undefined,
        ),
      )
      .orderBy(asc(waitlistEntries.entryDate), asc(waitlistEntries.serviceId));
  }

  /**
   * In one statement: the entry becomes `offered` if it still waits, and only then the offer and
   * its email are written. Answers whether they were.
   */
  async offer(
    values: typeof waitlistOffers.$inferInsert & { id: string; createdAt: Date },
    emails: readonly NewNotificationRow[],
    tx: DbOrTx,
  ): Promise<boolean> {
    const at = values.createdAt.toISOString();
    const mails = JSON.stringify(
      emails.map((m) => ({
        kind: m.kind,
        recipient_email: m.recipientEmail,
        recipient_name: m.recipientName ?? '',
        payload: m.payload,
        send_after: (m.sendAfter ?? values.createdAt).toISOString(),
      })),
    );
    // The database function booklane_make_offer (migration 0018): one round trip, plans kept.
    const result = await tx.execute(sql`
      select booklane_make_offer(${values.id}::uuid, ${values.entryId}::uuid, ${values.serviceId}::uuid,
        ${values.businessId}::uuid, ${values.teamMemberId ?? null}::uuid, ${values.offerDate}::date,
        ${values.startTime ?? null}, ${values.slotKey}, ${values.heldFrom?.toISOString() ?? null}::timestamptz,
        ${values.heldUntil?.toISOString() ?? null}::timestamptz, ${values.expiresAt.toISOString()}::timestamptz,
        ${at}::timestamptz, ${mails}::jsonb) as "made"`);
    return (result as unknown as { rows: Array<{ made: boolean }> }).rows[0]?.made === true;
  }

  /** Moves an entry to `status`, only from `from` when given (an entry that left stays gone). */
  async setEntryStatus(
    id: string,
    status: WaitlistEntryStatus,
    now: Date,
    tx: DbOrTx,
    from?: WaitlistEntryStatus,
  ): Promise<void> {
    const ended = status === 'waiting' || status === 'offered' ? null : now;
    await tx
      .update(waitlistEntries)
      .set({ status, endedAt: ended, updatedAt: now })
      .where(and(eq(waitlistEntries.id, id), from ? eq(waitlistEntries.status, from) : undefined));
  }

  /** The place an entry holds, its row locked until the caller's transaction ends. */
  async heldOfEntry(entryId: string, tx: DbOrTx): Promise<OfferRow | undefined> {
    const [row] = await tx
      .select()
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, 'held')))
      .limit(1)
      .for('update');
    return row;
  }

  /** The business's entries `offered` a place that no longer exists (its member was removed) wait again. */
  async reopenOrphans(businessId: string, now: Date, tx: DbOrTx): Promise<void> {
    await tx
      .update(waitlistEntries)
      .set({ status: 'waiting', updatedAt: now })
      .where(
        and(
          eq(waitlistEntries.businessId, businessId),
          eq(waitlistEntries.status, 'offered'),
          sql`not exists (select 1 from ${waitlistOffers} o where o.entry_id = ${waitlistEntries.id} and o.status = 'held')`,
        ),
      );
  }

  /** Ends a held offer (claimed with its booking, declined, expired or withdrawn). */
  async end(
    id: string,
    status: Exclude<WaitlistOfferStatus, 'held'>,
    now: Date,
    tx: DbOrTx,
    bookingId: string | null = null,
  ): Promise<void> {
    await tx
      .update(waitlistOffers)
      .set({ status, endedAt: now, ...(bookingId ? { bookingId } : {}) })
      .where(eq(waitlistOffers.id, id));
  }

  async setBooking(id: string, bookingId: string, tx: DbOrTx): Promise<void> {
    await tx.update(waitlistOffers).set({ bookingId }).where(eq(waitlistOffers.id, id));
  }

  /**
   * The offer's row, locked until the caller's transaction ends; with `skipLocked`, undefined
   * when another process holds it (the expiry job's way of running once).
   */
  async lock(id: string, tx: DbOrTx, skipLocked = false): Promise<OfferRow | undefined> {
    const [row] = await tx
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.id, id))
      .limit(1)
      .for('update', skipLocked ? { skipLocked: true } : {});
    return row;
  }

  /** Held offers whose hold ran out by `now`, the oldest first. */
  async due(now: Date, limit: number, tx: DbOrTx = this.db): Promise<string[]> {
    const rows = await tx
      .select({ id: waitlistOffers.id })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.status, 'held'), lte(waitlistOffers.expiresAt, now)))
      .orderBy(asc(waitlistOffers.expiresAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * The business's held offers, locked until the caller's transaction ends; those another
   * transaction holds (being claimed, declined or expired) are left out.
   */
  async lockHeldOf(businessId: string, tx: DbOrTx): Promise<OfferRow[]> {
    return tx
      .select()
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.businessId, businessId), eq(waitlistOffers.status, 'held')))
      .orderBy(asc(waitlistOffers.createdAt))
      .for('update', { skipLocked: true });
  }

  /** The offers of some entries, the newest of each first (the one an entry holds is `held`). */
  async heldOfEntries(entryIds: readonly string[], tx: DbOrTx = this.db): Promise<OfferRow[]> {
    if (entryIds.length === 0) return [];
    return tx
      .select()
      .from(waitlistOffers)
      .where(and(inArray(waitlistOffers.entryId, [...entryIds]), eq(waitlistOffers.status, 'held')));
  }

  /** Entries whose day is over in their business's zone stop waiting (their line is gone). */
  async expirePastEntries(now: Date, tx: DbOrTx = this.db): Promise<number> {
    const rows = await tx
      .update(waitlistEntries)
      .set({ status: 'expired', endedAt: now, updatedAt: now })
      .where(
        and(
          eq(waitlistEntries.status, 'waiting'),
          sql`${waitlistEntries.entryDate} < (select (${now.toISOString()}::timestamptz at time zone b.timezone)::date
            from ${businesses} b where b.id = ${waitlistEntries.businessId})`,
        ),
      )
      .returning({ id: waitlistEntries.id });
    return rows.length;
  }

  /** An offer with what it is shown with. */
  async view(id: string, tx: DbOrTx = this.db): Promise<OfferView | undefined> {
    const [row] = await tx
      .select({
        offer: waitlistOffers,
        entry: waitlistEntries,
        service: {
          id: services.id,
          name: services.name,
          duration: services.duration,
          hasDuration: services.hasDuration,
          price: services.price,
          hasPricing: services.hasPricing,
          autoAcceptBookings: services.autoAcceptBookings,
        },
        business: {
          id: businesses.id,
          name: businesses.name,
          username: businesses.username,
          timezone: businesses.timezone,
          currency: businesses.currency,
          customCurrency: businesses.customCurrency,
          waitlistHoldMinutes: businesses.waitlistHoldMinutes,
        },
        memberName: teamMembers.name,
        customerName: users.name,
        customerEmail: users.email,
      })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .innerJoin(services, eq(services.id, waitlistOffers.serviceId))
      .innerJoin(businesses, eq(businesses.id, waitlistOffers.businessId))
      .leftJoin(teamMembers, eq(teamMembers.id, waitlistOffers.teamMemberId))
      .leftJoin(users, eq(users.id, waitlistEntries.customerId))
      .where(eq(waitlistOffers.id, id))
      .limit(1);
    if (!row) return undefined;
    const { customerName, customerEmail, ...rest } = row;
    return {
      ...rest,
      customer:
        customerName !== null && customerEmail !== null ? { name: customerName, email: customerEmail } : null,
    };
  }
}
