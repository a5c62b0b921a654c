import { and, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  blocks,
  bookings,
  businesses,
  chats,
  reviews,
  services,
  teamMembers,
  waitlistEntries,
  webhooks,
} from '../../db/schema';

/**
 * Who an entity belongs to: the owner of its business and, for bookings and chats, the customer;
 * the team member it is of (a booking's or a block's member, a member itself; null otherwise);
 * and the member the asking account is in that business (its staff account, decisions.md 9.2).
 */
export type Parties = {
  ownerId: string;
  customerId: string | null;
  teamMemberId: string | null;
  callerMemberId: string | null;
};

/** The caller's row of the team (a staff account's member), joined to the entity's business. */
const caller = alias(teamMembers, 'caller_member');
const callerMember = (callerId: string) =>
  and(eq(caller.businessId, businesses.id), eq(caller.userId, callerId));

/** The ownership lookups of the access checks: one small query per kind of entity. */
export class AccessRepository {
  constructor(private readonly db: DbOrTx) {}

  async business(id: string, callerId: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId, callerMemberId: caller.id })
      .from(businesses)
      .leftJoin(caller, callerMember(callerId))
      .where(eq(businesses.id, id))
      .limit(1);
    return row && { ...row, customerId: null, teamMemberId: null };
  }

  async service(id: string, callerId: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId, callerMemberId: caller.id })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.businessId))
      .leftJoin(caller, callerMember(callerId))
      .where(eq(services.id, id))
      .limit(1);
    return row && { ...row, customerId: null, teamMemberId: null };
  }

  async teamMember(id: string, callerId: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId, callerMemberId: caller.id })
      .from(teamMembers)
      .innerJoin(businesses, eq(businesses.id, teamMembers.businessId))
      .leftJoin(caller, callerMember(callerId))
      .where(eq(teamMembers.id, id))
      .limit(1);
    return row && { ...row, customerId: null, teamMemberId: id };
  }

  async block(id: string, callerId: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({
        ownerId: businesses.ownerId,
        teamMemberId: blocks.teamMemberId,
        callerMemberId: caller.id,
      })
      .from(blocks)
      .innerJoin(businesses, eq(businesses.id, blocks.businessId))
      .leftJoin(caller, callerMember(callerId))
      .where(eq(blocks.id, id))
      .limit(1);
    return row && { ...row, customerId: null };
  }

  async booking(id: string, callerId: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({
        ownerId: businesses.ownerId,
        customerId: bookings.customerId,
        teamMemberId: bookings.teamMemberId,
        callerMemberId: caller.id,
      })
      .from(bookings)
      .innerJoin(businesses, eq(businesses.id, bookings.businessId))
      .leftJoin(caller, callerMember(callerId))
      .where(eq(bookings.id, id))
      .limit(1);
    return row;
  }

  /** A review: its business's owner, and the customer of its booking (who wrote it). */
  async review(id: string, _callerId: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId, customerId: bookings.customerId })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(eq(reviews.id, id))
      .limit(1);
    return row && { ...row, teamMemberId: null, callerMemberId: null };
  }

  async chat(id: string, _callerId: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId, customerId: chats.customerId })
      .from(chats)
      .innerJoin(businesses, eq(businesses.id, chats.businessId))
      .where(eq(chats.id, id))
      .limit(1);
    return row && { ...row, teamMemberId: null, callerMemberId: null };
  }

  /** A waitlist entry (decisions.md 9.3): its business's owner, and the customer waiting (null: a guest). */
  async waitlistEntry(id: string, _callerId: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId, customerId: waitlistEntries.customerId })
      .from(waitlistEntries)
      .innerJoin(businesses, eq(businesses.id, waitlistEntries.businessId))
      .where(eq(waitlistEntries.id, id))
      .limit(1);
    return row && { ...row, teamMemberId: null, callerMemberId: null };
  }

  /** A webhook (decisions.md 9.5): its business's owner. */
  async webhook(id: string, _callerId: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId })
      .from(webhooks)
      .innerJoin(businesses, eq(businesses.id, webhooks.businessId))
      .where(eq(webhooks.id, id))
      .limit(1);
    return row && { ...row, customerId: null, teamMemberId: null, callerMemberId: null };
  }

  /** Every staff account of a business (the accounts its team members are). */
  async staffAccounts(businessId: string, tx: DbOrTx = this.db): Promise<string[]> {
    const rows = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.businessId, businessId), isNotNull(teamMembers.userId)));
    return rows.flatMap((r) => (r.userId ? [r.userId] : []));
  }
}
