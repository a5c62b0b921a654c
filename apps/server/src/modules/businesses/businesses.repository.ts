import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@booklane/shared';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { businesses, services } from '../../db/schema';

export type BusinessRow = typeof businesses.$inferSelect;
export type NewBusinessRow = typeof businesses.$inferInsert;
export type BusinessPatch = Partial<Omit<NewBusinessRow, 'id' | 'ownerId' | 'createdAt'>>;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class BusinessesRepository {
  constructor(private readonly db: DbOrTx) {}

  // A business page's reads.
  private readonly byId = preparedOnce(() =>
    this.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, sql.placeholder('id')))
      .limit(1)
      .prepare('businesses_by_id'),
  );
  private readonly byUsername = preparedOnce(() =>
    this.db
      .select()
      .from(businesses)
      .where(eq(businesses.username, sql.placeholder('username')))
      .limit(1)
      .prepare('businesses_by_username'),
  );

  async findById(id: string, tx: DbOrTx = this.db): Promise<BusinessRow | undefined> {
    const [row] =
      tx === this.db
        ? await this.byId().execute({ id })
        : await tx.select().from(businesses).where(eq(businesses.id, id)).limit(1);
    return row;
  }

  async findByUsername(username: string, tx: DbOrTx = this.db): Promise<BusinessRow | undefined> {
    const [row] =
      tx === this.db
        ? await this.byUsername().execute({ username: username.toLowerCase() })
        : await tx.select().from(businesses).where(eq(businesses.username, username.toLowerCase())).limit(1);
    return row;
  }

  /** Every business's page name and when it, or one of its services, last changed (the sitemap). */
  async pageList(tx: DbOrTx = this.db): Promise<Array<{ username: string; updatedAt: Date }>> {
    const rows = await tx
      .select({
        username: businesses.username,
        updatedAt: sql<string>`greatest(${businesses.updatedAt}, max(${services.updatedAt}))`,
      })
      .from(businesses)
      .leftJoin(services, eq(services.businessId, businesses.id))
      .groupBy(businesses.id)
      .orderBy(asc(businesses.username));
    return rows.map((row) => ({ username: row.username, updatedAt: new Date(row.updatedAt) }));
  }

  async findByOwner(ownerId: string, tx: DbOrTx = this.db): Promise<BusinessRow | undefined> {
    const [row] = await tx.select().from(businesses).where(eq(businesses.ownerId, ownerId)).limit(1);
    return row;
  }

  /**
   * The public directory: every business by name, or with `words`, those whose searched text
   * (name, category, address, description, active services) holds every word, ignoring case and
   * accents, or whose category a word names; best first (the name matching the search, then
   * trigram similarity). Optional category filter.
   */
  async list(
    filter: { words?: Array<{ text: string; categories: Category[] }>; category?: Category } = {},
    tx: DbOrTx = this.db,
  ): Promise<BusinessRow[]> {
    const conditions: SQL[] = [];
    const words = filter.words ?? [];
    for (const word of words) {
      const holds = sql`${businesses.searchText} like '%' || booklane_fold(${likeEscape(word.text)}) || '%'`;
      conditions.push(
        word.categories.length
          ? sql`(${holds} or ${inArray(businesses.category, word.categories)})`
          : sql`(${holds})`,
      );
    }
    if (filter.category) conditions.push(eq(businesses.category, filter.category));
    const byName = [asc(sql`lower(${businesses.name})`), asc(businesses.createdAt)];
    const query = words.map((w) => w.text).join(' ');
    const order = words.length
      ? [
          sql`case
            when booklane_fold(${businesses.name}) = booklane_fold(${query}) then 0
            when booklane_fold(${businesses.name}) like booklane_fold(${likeEscape(query)}) || '%' then 1
            when booklane_fold(${businesses.name}) like '%' || booklane_fold(${likeEscape(query)}) || '%' then 2
            else 3 end`,
          desc(sql`word_similarity(booklane_fold(${query}), ${businesses.searchText})`),
          ...byName,
        ]
      : byName;
    return tx
      .select()
      .from(businesses)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(...order);
  }

  /** Inserts; returns undefined when the username (or the owner's one business) already exists. */
  async insert(values: NewBusinessRow, tx: DbOrTx = this.db): Promise<BusinessRow | undefined> {
    const [row] = await tx.insert(businesses).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** `updatedAt` comes from the service's clock. */
  async update(
    id: string,
    patch: BusinessPatch & { updatedAt: Date },
    tx: DbOrTx = this.db,
  ): Promise<BusinessRow | undefined> {
    const [row] = await tx.update(businesses).set(patch).where(eq(businesses.id, id)).returning();
    return row;
  }

  async count(tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(businesses);
    return row?.n ?? 0;
  }
}
