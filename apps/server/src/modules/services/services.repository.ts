import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses, services } from '../../db/schema';

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
export type ServiceValues = Omit<NewServiceRow, 'id' | 'businessId' | 'createdAt' | 'updatedAt'>;

export class ServicesRepository {
  constructor(private readonly db: DbOrTx) {}

  async findById(id: string, tx: DbOrTx = this.db): Promise<ServiceRow | undefined> {
    const [row] = await tx.select().from(services).where(eq(services.id, id)).limit(1);
    return row;
  }

  /** The service and its business in one round trip (the availability answer reads both). */
  async findWithBusiness(
    id: string,
    tx: DbOrTx = this.db,
  ): Promise<{ service: ServiceRow; business: typeof businesses.$inferSelect } | undefined> {
    const [row] = await tx
      .select({ service: services, business: businesses })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.businessId))
      .where(eq(services.id, id))
      .limit(1);
    return row;
  }

  /** Locks the service row for the rest of the transaction (capacity checks serialise on it). */
  async lockById(id: string, tx: DbOrTx): Promise<ServiceRow | undefined> {
    const [row] = await tx.select().from(services).where(eq(services.id, id)).limit(1).for('update');
    return row;
  }

  async listByBusiness(
    businessId: string,
    opts: { activeOnly: boolean },
    tx: DbOrTx = this.db,
  ): Promise<ServiceRow[]> {
    const where = opts.activeOnly
      ? and(eq(services.businessId, businessId), eq(services.isActive, true))
      : eq(services.businessId, businessId);
    return tx.select().from(services).where(where).orderBy(asc(services.createdAt), asc(services.name));
  }

  async insert(businessId: string, values: ServiceValues, tx: DbOrTx = this.db): Promise<ServiceRow> {
    const [row] = await tx
      .insert(services)
      .values({ ...values, businessId })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async update(
    id: string,
    values: Partial<ServiceValues>,
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<ServiceRow | undefined> {
    const [row] = await tx
      .update(services)
      .set({ ...values, updatedAt: now })
      .where(eq(services.id, id))
      .returning();
    return row;
  }

  async delete(id: string, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx.delete(services).where(eq(services.id, id)).returning({ id: services.id });
    return rows.length > 0;
  }
}
