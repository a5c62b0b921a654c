import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { businesses, services } from '../../db/schema';

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
export type ServiceValues = Omit<NewServiceRow, 'id' | 'businessId' | 'createdAt' | 'updatedAt'>;

/** A service and its business as read for a booking, with the versions (xmin) of both rows. */
export type Bookable = {
  service: ServiceRow;
  business: typeof businesses.$inferSelect;
  versions: { service: string; business: string };
};

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
    const [row] =
      tx === this.db
        ? await this.withBusiness().execute({ id })
        : await tx
            .select({ service: services, business: businesses })
            .from(services)
            .innerJoin(businesses, eq(businesses.id, services.businessId))
            .where(eq(services.id, id))
            .limit(1);
    return row;
  }

  /** The service and its business, with the versions (xmin) of both rows. */
  private readonly bookable = preparedOnce(() =>
    this.db
      .select({
        service: services,
        business: businesses,
        versions: {
          service: sql<string>`${services}.xmin::text`,
          business: sql<string>`${businesses}.xmin::text`,
        },
      })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.businessId))
      .where(eq(services.id, sql.placeholder('id')))
      .limit(1)
      .prepare('services_bookable'),
  );

  async findBookable(id: string): Promise<Bookable | undefined> {
    const [row] = await this.bookable().execute({ id });
    return row;
  }

  private readonly withBusiness = preparedOnce(() =>
    this.db
      .select({ service: services, business: businesses })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.businessId))
      .where(eq(services.id, sql.placeholder('id')))
      .limit(1)
      .prepare('services_with_business'),
  );
  private readonly ofBusiness = preparedOnce(() =>
    this.db
      .select()
      .from(services)
      .where(eq(services.businessId, sql.placeholder('businessId')))
      .orderBy(asc(services.createdAt), asc(services.name))
      .prepare('services_of_business'),
  );
  private readonly activeOfBusiness = preparedOnce(() =>
    this.db
      .select()
      .from(services)
      .where(and(eq(services.businessId, sql.placeholder('businessId')), eq(services.isActive, true)))
      .orderBy(asc(services.createdAt), asc(services.name))
      .prepare('services_active_of_business'),
  );

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
    if (tx === this.db) {
      return (opts.activeOnly ? this.activeOfBusiness() : this.ofBusiness()).execute({ businessId });
    }
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

  /** Deletes the service; answers its id and business, or undefined when there was none. */
  async delete(id: string, tx: DbOrTx = this.db): Promise<{ id: string; businessId: string } | undefined> {
    const [row] = await tx
      .delete(services)
      .where(eq(services.id, id))
      .returning({ id: services.id, businessId: services.businessId });
    return row;
  }
}
