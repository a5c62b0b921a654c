// The business page's photos (docs/decisions/0046): their rows, in the owner's order.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses, businessPhotos } from '../../db/schema';

export type BusinessPhotoRow = typeof businessPhotos.$inferSelect;
type NewBusinessPhotoRow = typeof businessPhotos.$inferInsert;

export class PhotosRepository {
  constructor(private readonly db: DbOrTx) {}

  async listByBusiness(businessId: string, tx: DbOrTx = this.db): Promise<BusinessPhotoRow[]> {
    return tx
      .select()
      .from(businessPhotos)
      .where(eq(businessPhotos.businessId, businessId))
      .orderBy(asc(businessPhotos.position), asc(businessPhotos.createdAt));
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<BusinessPhotoRow | undefined> {
    const [row] = await tx.select().from(businessPhotos).where(eq(businessPhotos.id, id)).limit(1);
    return row;
  }

  /**
   * The business's photos, with its row locked until the transaction ends: adding, reordering and
   * deleting photos of one business serialise (the count limit holds under concurrent uploads).
   */
  async lockPhotos(businessId: string, tx: DbOrTx): Promise<BusinessPhotoRow[]> {
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    return this.listByBusiness(businessId, tx);
  }

  async insert(row: NewBusinessPhotoRow, tx: DbOrTx = this.db): Promise<BusinessPhotoRow> {
    const [inserted] = await tx.insert(businessPhotos).values(row).returning();
    return inserted!;
  }

  async update(
    id: string,
    values: Partial<Pick<BusinessPhotoRow, 'alt' | 'position'>>,
    tx: DbOrTx = this.db,
  ): Promise<BusinessPhotoRow | undefined> {
    const [row] = await tx.update(businessPhotos).set(values).where(eq(businessPhotos.id, id)).returning();
    return row;
  }

  async delete(id: string, tx: DbOrTx = this.db): Promise<BusinessPhotoRow | undefined> {
    const [row] = await tx.delete(businessPhotos).where(eq(businessPhotos.id, id)).returning();
    return row;
  }

  /** Every photo row of the business, gone; answers them (their files are the caller's to remove). */
  async deleteAllOf(businessId: string, tx: DbOrTx = this.db): Promise<BusinessPhotoRow[]> {
    return tx.delete(businessPhotos).where(eq(businessPhotos.businessId, businessId)).returning();
  }
}
