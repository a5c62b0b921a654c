// The waitlist's held places (decisions.md 9.3): the offers, the lines they are made from, and
// what an offer is shown with. Queries only: the rules are WaitlistOffers'.
import {
  ACTIVE_BOOKING_STATUSES,
  type WaitlistEntryStatus,
  type WaitlistOfferStatus,
} from '@booklane/shared/domain';
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { NewNotificationRow } from '../../db/outbox';
import {
  businesses,
  services,
  teamMembers,
  users,
  waitlistEntries,
  waitlistOffers,
  webhooks,
} from '../../db/schema';
import type { BlockSpanRow, HeldRow } from '../team/team.repository';
import type { WaitlistEntryRow } from './waitlist.repository';

/** A held time or a block as booklane_member_times answers it, in JSON (a null session: a block). */
type TimeTuple = [memberId: string | null, fromMs: number, untilMs: number, session: string | null];

export type OfferRow = typeof waitlistOffers.$inferSelect;

/** Turns SQL into its text and parameters, as the database's own dialect does (no casing). */
const dialect = new PgDialect();

/**
 * Runs `query` in `tx` as the prepared statement `name`: PostgreSQL parses and plans it once per
 * connection, not at each call, for statements that run inside cancellations. Every call of a
 * name must have the same text (only the parameters differ). PGlite runs it as any statement.
 */
async function executeNamed<Row>(tx: DbOrTx, name: string, query: SQL): Promise<Row[]> {
  const result = await tx._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return (result as unknown as { rows: Row[] }).rows;
}

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
   * when the service is gone. With `team` (the eligible members of the service as kept from an
   * earlier line, at `team.versions`), in the same statement and only when someone waits and both
   * rows are still at those versions: the members' locks, then their time over `team.span`
   * (TeamRepository.heldAndBlocked's rows); `times` is null otherwise, nothing locked. One round
   * trip for what a cancellation reads of the line: it runs inside every cancellation.
   */
  async lineOf(
    serviceId: string,
    date: string,
    limit: number,
    team: {
      versions: { service: string; business: string };
      businessId: string;
      memberIds: readonly string[];
      span: { from: Date; until: Date };
    } | null,
    tx: DbOrTx,
  ): Promise<{
    first: Array<WaitingInLine & LinePlace>;
    versions: { service: string; business: string };
    times: Array<HeldRow | (BlockSpanRow & { session: null })> | null;
  } | null> {
    // The database functions booklane_waiting_on and booklane_member_times (migration 0018): their
    // plans are kept between calls. The time is a sub-select of the first row that the database
    // runs only when that row's condition holds (its function takes the locks, then reads the time
    // in a statement of its own, after them).
    const times =
      team && team.memberIds.length > 0
        ? sql`case when w.ordinality = 1 and w.r_id is not null and w.r_service = ${team.versions.service}
            and w.r_business = ${team.versions.business} then (
              select coalesce(json_agg(json_build_array(t.r_member, t.r_from, t.r_until, t.r_session)), '[]'::json)
              from booklane_member_times(array[${sql.join(
                team.memberIds.map((id) => sql`${id}`),
                sql`, `,
              )}]::uuid[], ${team.businessId}::uuid, ${team.span.from.toISOString()}::timestamptz,
                ${team.span.until.toISOString()}::timestamptz, null::uuid, array[${sql.join(
                  ACTIVE_BOOKING_STATUSES.map((status) => sql`${status}`),
                  sql`, `,
                )}]::text[], true) t) end`
        : sql`null::json`;
    const result = await tx.execute(sql`
      select w.r_service as "service", w.r_business as "business", w.r_id as "id", w.r_window_from as "windowFrom",
        w.r_window_to as "windowTo", w.r_team_member as "teamMemberId", w.r_customer as "customerId",
        w.r_guest_name as "guestName", w.r_guest_email as "guestEmail", w.r_customer_name as "customerName",
        w.r_customer_email as "customerEmail", w.r_created_at as "createdAt", w.r_seq as "seq", ${times} as "times"
      from booklane_waiting_on(${serviceId}::uuid, ${date}::date, ${limit}) with ordinality w
      order by w.ordinality`);
    type Row = { service: string; business: string; times: TimeTuple[] | string | null } & WaitingInLine &
      LinePlace;
    const rows = (result as unknown as { rows: Row[] }).rows;
    const [row] = rows;
    if (!row) return null;
    // PGlite answers json as text.
    const tuples = typeof row.times === 'string' ? (JSON.parse(row.times) as TimeTuple[]) : row.times;
    return {
      versions: { service: row.service, business: row.business },
      first: row.id === null ? [] : rows.map(({ service: _s, business: _b, times: _t, ...entry }) => entry),
      times:
        tuples?.map(([memberId, fromMs, untilMs, session]) =>
          session === null
            ? { memberId, fromMs: Number(fromMs), untilMs: Number(untilMs), session }
            : { memberId: memberId!, fromMs: Number(fromMs), untilMs: Number(untilMs), session },
        ) ?? null,
    };
  }

  /**
   * The waiting entries of the line in line order whose window takes one of `startTimes`
   * (business-local `HH:mm`; none: a date-only day, every entry), at most `limit`, from after the
   * entry `after` (the line read a batch at a time). Not locked:
   * the offer's write takes an entry only if it still waits. The people are read for the entries
   * found only (the line before them is passed over on its index).
   */
  async suitedIn(
    serviceId: string,
    date: string,
    startTimes: readonly string[] | null,
    after: LinePlace | null,
    limit: number,
    tx: DbOrTx,
  ): Promise<Array<WaitingInLine & LinePlace>> {
    // The times as one parameter (`HH:mm` holds no comma), so that the text is the same for any.
    const times =
      startTimes === null
        ? sql``
        : sql`and exists (select 1 from unnest(string_to_array(${startTimes.join(',')}::text, ',')) t
            where e.window_from <= t and t < e.window_to)`;
    const name = `waitlist_suited_in${startTimes === null ? '_day' : ''}${after ? '_after' : ''}`;
    return executeNamed<WaitingInLine & LinePlace>(
      tx,
      name,
      sql`
      select e.id, e.window_from as "windowFrom", e.window_to as "windowTo", e.team_member_id as "teamMemberId",
        e.customer_id as "customerId", e.guest_name as "guestName", e.guest_email as "guestEmail",
        u.name as "customerName", u.email as "customerEmail", e.created_at as "createdAt", e.seq::text as "seq"
      from (
        select e.* from ${waitlistEntries} e
        where e.service_id = ${serviceId}::uuid and e.entry_date = ${date}::date and e.status = 'waiting' ${times}
          ${after ? sql`and (e.created_at, e.seq) > (${after.createdAt}::timestamptz, ${after.seq}::bigint)` : sql``}
        order by e.created_at, e.seq
        limit ${limit}
      ) e left join ${users} u on u.id = e.customer_id
      order by e.created_at, e.seq`,
    );
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
   * its email are written. Answers whether they were, and whether an active webhook of the
   * business listens to `waitlist.offered` (WebhooksRepository.listeners' test; the caller writes
   * its deliveries only then).
   */
  async offer(
    values: typeof waitlistOffers.$inferInsert & { id: string; createdAt: Date },
    emails: readonly NewNotificationRow[],
    tx: DbOrTx,
  ): Promise<{ made: boolean; webhooks: boolean }> {
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
        ${at}::timestamptz, ${mails}::jsonb) as "made",
        exists (select 1 from ${webhooks} w where w.business_id = ${values.businessId}::uuid and w.is_active
          and 'waitlist.offered' = any (w.events)) as "webhooks"`);
    const [row] = (result as unknown as { rows: Array<{ made: boolean; webhooks: boolean }> }).rows;
    return { made: row?.made === true, webhooks: row?.webhooks === true };
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
