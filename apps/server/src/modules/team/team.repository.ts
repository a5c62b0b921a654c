// Team members and blocks (decisions.md 9.1): their rows, and the held times availability reads.
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, OPEN_WAITLIST_STATUSES } from '@booklane/shared/domain';
import type { DbOrTx } from '../../db/client';
import {
  blocks,
  bookings,
  businesses,
  services,
  teamInvites,
  teamMembers,
  waitlistEntries,
} from '../../db/schema';

export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type NewTeamMemberRow = typeof teamMembers.$inferInsert;
export type BlockRow = typeof blocks.$inferSelect;
export type TeamInviteRow = typeof teamInvites.$inferSelect;

/** A team member as scheduling reads them (with the booking's one round trip). */
export type SchedulingMemberRow = Pick<
  TeamMemberRow,
  'id' | 'name' | 'schedule' | 'breakHours' | 'isActive' | 'position'
>;

/** A time a booking holds of its member, in epoch milliseconds, with its session. */
export type HeldRow = { memberId: string; fromMs: number; untilMs: number; session: string };

/** A block as availability reads it; `memberId` null: the whole business. */
export type BlockSpanRow = { memberId: string | null; fromMs: number; untilMs: number };

export class TeamRepository {
  constructor(private readonly db: DbOrTx) {}

  async listByBusiness(businessId: string, tx: DbOrTx = this.db): Promise<TeamMemberRow[]> {
    return tx
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.businessId, businessId))
      .orderBy(asc(teamMembers.position), asc(teamMembers.createdAt));
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<TeamMemberRow | undefined> {
    const [row] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
    return row;
  }

  /** The business's members, locked until the transaction ends (changes of one team serialise). */
  async lockTeam(businessId: string, tx: DbOrTx): Promise<TeamMemberRow[]> {
    return tx
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.businessId, businessId))
      .orderBy(asc(teamMembers.position), asc(teamMembers.createdAt))
      .for('update');
  }

  /**
   * Holds the writing of these members' time until the transaction ends, in one order (by id) so
   * two moves never wait on each other; booking creation takes the same lock (migration 0012).
   * FOR NO KEY UPDATE: bookings that only reference a member are not held up.
   */
  async lockTimeOf(ids: readonly string[], tx: DbOrTx): Promise<void> {
    if (ids.length === 0) return;
    // Plain SQL: it runs inside cancellations and moves.
    await tx.execute(
      sql`select 1 from ${teamMembers} where ${teamMembers.id} = any(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]) order by ${teamMembers.id} for no key update`,
    );
  }

  async insert(values: NewTeamMemberRow, tx: DbOrTx = this.db): Promise<TeamMemberRow> {
    const [row] = await tx.insert(teamMembers).values(values).returning();
    return row!;
  }

  async update(
    id: string,
    patch: Partial<NewTeamMemberRow> & { updatedAt: Date },
    tx: DbOrTx = this.db,
  ): Promise<TeamMemberRow | undefined> {
    const [row] = await tx.update(teamMembers).set(patch).where(eq(teamMembers.id, id)).returning();
    return row;
  }

  async delete(id: string, tx: DbOrTx = this.db): Promise<void> {
    await tx.delete(teamMembers).where(eq(teamMembers.id, id));
  }

  /**
   * Touches the business row: a booking checked against the team as it was is refused as stale
   * by the creation function (its version of the business row changed) and checked again.
   */
  async touchBusiness(businessId: string, now: Date, tx: DbOrTx): Promise<void> {
    await tx.update(businesses).set({ updatedAt: now }).where(eq(businesses.id, businessId));
  }

  /** The business's services with the members who perform them, and whether each is offered. */
  async servicesOf(businessId: string, tx: DbOrTx = this.db) {
    return tx
      .select({ id: services.id, teamMemberIds: services.teamMemberIds, isActive: services.isActive })
      .from(services)
      .where(eq(services.businessId, businessId));
  }

  async setServiceMembers(serviceId: string, ids: string[], tx: DbOrTx): Promise<void> {
    await tx.update(services).set({ teamMemberIds: ids }).where(eq(services.id, serviceId));
  }

  /** Pending and confirmed bookings of members that start at or after `now` (or have no start). */
  async upcomingCounts(memberIds: string[], now: Date, tx: DbOrTx = this.db): Promise<Map<string, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await tx
      .select({ memberId: bookings.teamMemberId, n: count() })
      .from(bookings)
      .where(
        and(
          inArray(bookings.teamMemberId, memberIds),
          inArray(bookings.status, ACTIVE_BOOKING_STATUSES),
          or(isNull(bookings.startsAt), gte(bookings.startsAt, now)),
        ),
      )
      .groupBy(bookings.teamMemberId);
    return new Map(rows.map((r) => [r.memberId as string, Number(r.n)]));
  }

  /** How many people wait in line for the member (waiting, or holding a place offered to them). */
  async waitingFor(memberId: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.teamMemberId, memberId),
          inArray(waitlistEntries.status, OPEN_WAITLIST_STATUSES),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** How many busy times from their other calendar each member has that end after `now` (decisions.md 9.5). */
  async upcomingBusyTimes(
    memberIds: string[],
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<Map<string, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await tx
      .select({ memberId: blocks.teamMemberId, n: count() })
      .from(blocks)
      .where(
        and(inArray(blocks.teamMemberId, memberIds), eq(blocks.source, 'calendar'), gt(blocks.endsAt, now)),
      )
      .groupBy(blocks.teamMemberId);
    return new Map(rows.map((r) => [r.memberId as string, Number(r.n)]));
  }

  /**
   * What the members' time holds over [from, until), every service, in one round trip: their
   * active bookings and the places held for the waitlist (decisions.md 9.3), `except` a booking
   * being moved, with their sessions (`service id|slot key`, as the exclusion constraint compares
   * them); and the blocks of the business that apply to them (`session` null). With `lock`, the
   * members' locks (as `lockTimeOf`) are taken first and the time read after them, in the same
   * round trip: the database function `booklane_member_times` (migration 0018) does both, with
   * its plans kept between calls.
   */
  async heldAndBlocked(
    memberIds: string[],
    businessId: string,
    span: { from: Date; until: Date },
    except: string | null,
    tx: DbOrTx = this.db,
    lock = false,
  ): Promise<Array<HeldRow | (BlockSpanRow & { session: null })>> {
    if (memberIds.length === 0) return [];
    const ids = sql`array[${sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
    const active = sql`array[${sql.join(
      ACTIVE_BOOKING_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}]::text[]`;
    const result = await tx.execute(sql`
      select r_member as "memberId", r_from as "fromMs", r_until as "untilMs", r_session as "session"
      from booklane_member_times(${ids}, ${businessId}::uuid, ${span.from.toISOString()}::timestamptz,
        ${span.until.toISOString()}::timestamptz, ${except}::uuid, ${active}, ${lock})`);
    return (result as unknown as { rows: Array<HeldRow | (BlockSpanRow & { session: null })> }).rows.map(
      (row) => ({ ...row, fromMs: Number(row.fromMs), untilMs: Number(row.untilMs) }),
    );
  }

  async listBlocks(
    businessId: string,
    span: { from: Date; until: Date },
    tx: DbOrTx = this.db,
  ): Promise<BlockRow[]> {
    return tx
      .select()
      .from(blocks)
      .where(
        and(eq(blocks.businessId, businessId), lt(blocks.startsAt, span.until), gt(blocks.endsAt, span.from)),
      )
      .orderBy(asc(blocks.startsAt));
  }

  async findBlock(id: string, tx: DbOrTx = this.db): Promise<BlockRow | undefined> {
    const [row] = await tx.select().from(blocks).where(eq(blocks.id, id)).limit(1);
    return row;
  }

  async insertBlock(values: typeof blocks.$inferInsert, tx: DbOrTx = this.db): Promise<BlockRow> {
    const [row] = await tx.insert(blocks).values(values).returning();
    return row!;
  }

  async deleteBlock(id: string, tx: DbOrTx = this.db): Promise<BlockRow | undefined> {
    const [row] = await tx.delete(blocks).where(eq(blocks.id, id)).returning();
    return row;
  }

  /** Ids of the active bookings a block lies over (timed ones whose slot overlaps it). */
  async bookingsUnder(
    businessId: string,
    memberId: string | null,
    span: { from: Date; until: Date },
    tx: DbOrTx = this.db,
  ): Promise<string[]> {
    const rows = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.businessId, businessId),
          memberId ? eq(bookings.teamMemberId, memberId) : undefined,
          inArray(bookings.status, ACTIVE_BOOKING_STATUSES),
          lt(bookings.startsAt, span.until),
          sql`${bookings.startsAt} + make_interval(mins => coalesce(${bookings.serviceDuration}, 30)) > ${span.from}`,
        ),
      )
      .orderBy(asc(bookings.startsAt));
    return rows.map((r) => r.id);
  }

  // ---- staff accounts and their invitations (decisions.md 9.2) ------------------------------

  /** One member, locked until the transaction ends (its invitations and account change one at a time). */
  async lockMember(id: string, tx: DbOrTx): Promise<TeamMemberRow | undefined> {
    const [row] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
    return row;
  }

  async insertInvite(values: typeof teamInvites.$inferInsert, tx: DbOrTx): Promise<TeamInviteRow> {
    const [row] = await tx.insert(teamInvites).values(values).returning();
    return row!;
  }

  /** Ends the member's invitations that still wait (a newer one replaces them, or access is removed). */
  async endWaitingInvites(memberId: string, now: Date, tx: DbOrTx): Promise<void> {
    await tx
      .update(teamInvites)
      .set({ expiresAt: now })
      .where(
        and(
          eq(teamInvites.teamMemberId, memberId),
          isNull(teamInvites.usedAt),
          gt(teamInvites.expiresAt, now),
        ),
      );
  }

  /** An invitation with its member's and business's names (locked when `lock`). */
  async findInvite(id: string, tx: DbOrTx = this.db, lock = false) {
    const query = tx
      .select({
        invite: teamInvites,
        memberName: teamMembers.name,
        businessName: businesses.name,
        ownerId: businesses.ownerId,
      })
      .from(teamInvites)
      .innerJoin(teamMembers, eq(teamMembers.id, teamInvites.teamMemberId))
      .innerJoin(businesses, eq(businesses.id, teamInvites.businessId))
      .where(eq(teamInvites.id, id))
      .limit(1);
    const [row] = await (lock ? query.for('update', { of: teamInvites }) : query);
    return row;
  }

  /** Whether an invitation for the same member was made at or after this one. */
  async hasNewerInvite(
    invite: Pick<TeamInviteRow, 'id' | 'teamMemberId' | 'createdAt'>,
    tx: DbOrTx = this.db,
  ) {
    const [row] = await tx
      .select({ id: teamInvites.id })
      .from(teamInvites)
      .where(
        and(
          eq(teamInvites.teamMemberId, invite.teamMemberId),
          ne(teamInvites.id, invite.id),
          gte(teamInvites.createdAt, invite.createdAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The invitations of a business's members that still wait at `now`, newest first. */
  async waitingInvites(businessId: string, now: Date, tx: DbOrTx = this.db): Promise<TeamInviteRow[]> {
    return tx
      .select()
      .from(teamInvites)
      .where(
        and(
          eq(teamInvites.businessId, businessId),
          isNull(teamInvites.usedAt),
          gt(teamInvites.expiresAt, now),
        ),
      )
      .orderBy(desc(teamInvites.createdAt));
  }

  async markInviteUsed(id: string, userId: string, now: Date, tx: DbOrTx): Promise<void> {
    await tx.update(teamInvites).set({ usedAt: now, usedBy: userId }).where(eq(teamInvites.id, id));
  }
}
