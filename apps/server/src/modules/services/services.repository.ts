import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { businesses, services, teamMembers } from '../../db/schema';
import type { SchedulingMemberRow } from '../team/team.repository';

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
export type ServiceValues = Omit<NewServiceRow, 'id' | 'businessId' | 'createdAt' | 'updatedAt'>;

/** An active team member as scheduling reads them (decisions.md 9.1). */
export type ActiveMember = Pick<SchedulingMemberRow, 'id' | 'name' | 'schedule' | 'breakHours'>;

/**
 * A service and its business as read for a booking, with the versions (xmin) of both rows, and
 * the business's active team members in the owner's order (any change of the team touches the
 * business row, so its version covers them).
 */
export type Bookable = {
  service: ServiceRow;
  business: typeof businesses.$inferSelect;
  members: ActiveMember[];
  versions: { service: string; business: string };
};

/** The business's active members, in the owner's order, as one JSON value of the same query. */
const activeMembers = sql<ActiveMember[]>`(select coalesce(json_agg(json_build_object(
  'id', m.id, 'name', m.name, 'schedule', m.schedule, 'breakHours', m.break_hours)
  order by m.position, m.created_at), '[]'::json)
  from ${teamMembers} m where m.business_id = ${businesses.id} and m.is_active)`;

export class ServicesRepository {
  constructor(private readonly db: DbOrTx) {}

  async findById(id: string, tx: DbOrTx = this.db): Promise<ServiceRow | undefined> {
    const [row] = await tx.select().from(services).where(eq(services.id, id)).limit(1);
    return row;
  }

  /** The service and its business in one round trip (the availability answer reads both). */
  async findWithBusiness(id: string, tx: DbOrTx = this.db): Promise<Omit<Bookable, 'versions'> | undefined> {
    const [row] =
      tx === this.db
        ? await this.withBusiness().execute({ id })
        : await tx
            .select({ service: services, business: businesses, members: activeMembers })
            .from(services)
            .innerJoin(businesses, eq(businesses.id, services.businessId))
            .where(eq(services.id, id))
            .limit(1);
    return row;
  }

  /**
   * The business with its active members and its active services in the owner's order (by
   * creation, then name), in one round trip; undefined without the business or an active service.
   */
  async findActiveOfBusiness(
    businessId: string,
    tx: DbOrTx = this.db,
  ): Promise<
    { business: typeof businesses.$inferSelect; members: ActiveMember[]; services: ServiceRow[] } | undefined
  > {
    const rows = await tx
      .select({ service: services, business: businesses, members: activeMembers })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.businessId))
      .where(and(eq(services.businessId, businessId), eq(services.isActive, true)))
      .orderBy(asc(services.createdAt), asc(services.name));
    const [first] = rows;
    if (!first) return undefined;
    return { business: first.business, members: first.members, services: rows.map((r) => r.service) };
  }

  /** The service and its business, with the versions (xmin) of both rows. */
  private readonly bookable = preparedOnce(() =>
    this.db
      .select({
        service: services,
        business: businesses,
        members: activeMembers,
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

  /** With `tx`: read inside the caller's transaction (a waitlist claim), not prepared. */
  async findBookable(id: string, tx?: DbOrTx): Promise<Bookable | undefined> {
    if (!tx) {
      const [row] = await this.bookable().execute({ id });
      return row;
    }
    const [row] = await tx
      .select({
        service: services,
        business: businesses,
        members: activeMembers,
        versions: {
          service: sql<string>`${services}.xmin::text`,
          business: sql<string>`${businesses}.xmin::text`,
        },
      })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.businessId))
      .where(eq(services.id, id))
      .limit(1);
    return row;
  }

  private readonly withBusiness = preparedOnce(() =>
    this.db
      .select({ service: services, business: businesses, members: activeMembers })
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

  /**
   * Takes the service's lock (the first of every booking change's locks) without reading it: one
   * small statement, for it runs inside every cancellation.
   */
  async lock(id: string, tx: DbOrTx): Promise<void> {
    await tx.execute(sql`select 1 from ${services} where ${services.id} = ${id}::uuid for update`);
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
