// One value per name for every process of the database: the first process to start stores its
// candidate, every later one (and every restart) reads that one (docs/decisions/0019).
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appSecrets } from './schema';

export async function sharedSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`the shared secret ${name} was not stored`);
  return row.value;
}
