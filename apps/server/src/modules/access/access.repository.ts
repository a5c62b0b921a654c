import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { blocks, bookings, businesses, chats, reviews, services, teamMembers } from '../../db/schema';

/** Who an entity belongs to: the owner of its business and, for bookings and chats, the customer. */
export type Parties = { ownerId: string; customerId: string | null };

/** The ownership lookups of the access checks: one small query per kind of entity. */
export class AccessRepository {
  constructor(private readonly db: DbOrTx) {}

  async business(id: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId })
      .from(businesses)
      .where(eq(businesses.id, id))
      .limit(1);
    return row && { ownerId: row.ownerId, customerId: null };
  }

  async service(id: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.businessId))
      .where(eq(services.id, id))
      .limit(1);
    return row && { ownerId: row.ownerId, customerId: null };
  }

  async teamMember(id: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId })
      .from(teamMembers)
      .innerJoin(businesses, eq(businesses.id, teamMembers.businessId))
      .where(eq(teamMembers.id, id))
      .limit(1);
    return row && { ownerId: row.ownerId, customerId: null };
  }

  async block(id: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId })
      .from(blocks)
      .innerJoin(businesses, eq(businesses.id, blocks.businessId))
      .where(eq(blocks.id, id))
      .limit(1);
    return row && { ownerId: row.ownerId, customerId: null };
  }

  async booking(id: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId, customerId: bookings.customerId })
      .from(bookings)
      .innerJoin(businesses, eq(businesses.id, bookings.businessId))
      .where(eq(bookings.id, id))
      .limit(1);
    return row;
  }

  /** A review: its business's owner, and the customer of its booking (who wrote it). */
  async review(id: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId, customerId: bookings.customerId })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(eq(reviews.id, id))
      .limit(1);
    return row;
  }

  async chat(id: string, tx: DbOrTx = this.db): Promise<Parties | undefined> {
    const [row] = await tx
      .select({ ownerId: businesses.ownerId, customerId: chats.customerId })
      .from(chats)
      .innerJoin(businesses, eq(businesses.id, chats.businessId))
      .where(eq(chats.id, id))
      .limit(1);
    return row;
  }
}
