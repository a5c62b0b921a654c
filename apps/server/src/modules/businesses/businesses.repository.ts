import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RATING_RANK_MIN_REVIEWS, type Category, type ReviewBreakdown } from '@booklane/shared/domain';
import { type DirectorySort } from '@booklane/shared/schemas';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { businesses, businessReviewSummaries as ratings, services, teamMembers } from '../../db/schema';

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

  /**
   * Every listed business's page name and when it, or one of its services, last changed (the
   * sitemap): a business with no active service is not listed (decisions.md 9.2).
   */
  async pageList(tx: DbOrTx = this.db): Promise<Array<{ username: string; updatedAt: Date }>> {
    const rows = await tx
      .select({
        username: businesses.username,
        updatedAt: sql<string>`greatest(${businesses.updatedAt}, max(${services.updatedAt}))`,
      })
      .from(businesses)
      .innerJoin(services, eq(services.businessId, businesses.id))
      .groupBy(businesses.id)
      .having(sql`bool_or(${services.isActive})`)
      .orderBy(asc(businesses.username));
    return rows.map((row) => ({ username: row.username, updatedAt: new Date(row.updatedAt) }));
  }

  async findByOwner(ownerId: string, tx: DbOrTx = this.db): Promise<BusinessRow | undefined> {
    const [row] = await tx.select().from(businesses).where(eq(businesses.ownerId, ownerId)).limit(1);
    return row;
  }

  /** The businesses whose team the account is a member of (decisions.md 9.2), by name, with that member. */
  async staffOf(
    userId: string,
    tx: DbOrTx = this.db,
  ): Promise<Array<{ business: BusinessRow; teamMemberId: string }>> {
    return tx
      .select({ business: businesses, teamMemberId: teamMembers.id })
      .from(teamMembers)
      .innerJoin(businesses, eq(businesses.id, teamMembers.businessId))
      .where(eq(teamMembers.userId, userId))
      .orderBy(asc(businesses.name));
  }

  /**
   * The public directory's best `limit` businesses: by name, or with `words`, those whose searched
   * text (name, category, address, description, active services) holds every word, ignoring case
   * and accents, or whose category a word names; best first (the name equal to the search,
   * starting with it, holding it; then by name). Optional category filter. Only listed businesses
   * (`LISTED`).
   */
  async list(filter: DirectoryFilter, limit: number, tx: DbOrTx = this.db): Promise<DirectoryRow[]> {
    const { where, order } = directoryQuery(filter);
    const ranked = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .leftJoin(ratings, eq(ratings.businessId, businesses.id))
      .where(where)
      .orderBy(...order)
      .limit(limit);
    return this.rowsOf(
      ranked.map((r) => r.id),
      tx,
    );
  }

  /**
   * One page of `list`, and how many businesses match in all (0 when the page is past the end).
   * The matches are ranked as narrow rows (ids), then the page's rows are read: sorting
   * thousands of whole rows was most of a broad search's time.
   */
  async page(
    filter: DirectoryFilter,
    page: { limit: number; offset: number },
    tx: DbOrTx = this.db,
  ): Promise<{ rows: DirectoryRow[]; total: number }> {
    const { where, order } = directoryQuery(filter);
    const ranked = await tx
      .select({ id: businesses.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(businesses)
      .leftJoin(ratings, eq(ratings.businessId, businesses.id))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    if (ranked.length === 0) {
      if (page.offset === 0) return { rows: [], total: 0 };
      const [row] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(businesses)
        .where(where);
      return { rows: [], total: row?.n ?? 0 };
    }
    const rows = await this.rowsOf(
      ranked.map((r) => r.id),
      tx,
    );
    return { rows, total: ranked[0]!.total };
  }

  /** The directory rows of `ids`, in their order (one removed meanwhile is left out). */
  private async rowsOf(ids: string[], tx: DbOrTx): Promise<DirectoryRow[]> {
    if (ids.length === 0) return [];
    const found = await tx
      .select({ business: businesses, ...STARS })
      .from(businesses)
      .leftJoin(ratings, eq(ratings.businessId, businesses.id))
      .where(inArray(businesses.id, ids));
    const byId = new Map(found.map((f) => [f.business.id, f]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [directoryRow(row)] : [];
    });
  }

  /** The business's reviews counted per star (none without reviews). */
  async stars(businessId: string, tx: DbOrTx = this.db): Promise<ReviewBreakdown> {
    const [found] = await tx.select(STARS).from(ratings).where(eq(ratings.businessId, businessId));
    return directoryRow({ business: undefined, ...(found ?? NO_STARS) }).stars;
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

type DirectoryFilter = {
  words?: Array<{ text: string; categories: Category[] }>;
  category?: Category;
  sort?: DirectorySort;
};

/** A business of the directory and its reviews counted per star. */
export type DirectoryRow = { business: BusinessRow; stars: ReviewBreakdown };

/** The star counts of the business's review summary (a business without reviews has none). */
const STARS = {
  s1: ratings.stars1,
  s2: ratings.stars2,
  s3: ratings.stars3,
  s4: ratings.stars4,
  s5: ratings.stars5,
};

const NO_STARS = { s1: 0, s2: 0, s3: 0, s4: 0, s5: 0 };

function directoryRow<B>(found: {
  business: B;
  s1: number | null;
  s2: number | null;
  s3: number | null;
  s4: number | null;
  s5: number | null;
}): { business: B; stars: ReviewBreakdown } {
  return {
    business: found.business,
    stars: {
      '1': found.s1 ?? 0,
      '2': found.s2 ?? 0,
      '3': found.s3 ?? 0,
      '4': found.s4 ?? 0,
      '5': found.s5 ?? 0,
    },
  };
}

/**
 * A business is listed (directory, sitemap) once it has an active service: until then its page
 * says it is not taking bookings yet (decisions.md 9.2). One probe of `services_business_idx`.
 */
const LISTED = sql`exists (select 1 from ${services} where ${services.businessId} = ${businesses.id} and ${services.isActive})`;

/** Which businesses a directory search finds, and in what order (`list`). */
function directoryQuery(filter: DirectoryFilter): { where: SQL; order: SQL[] } {
  const conditions: SQL[] = [LISTED];
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
  // Names holding the search first: equal to it, then starting with it, then containing it (the
  // folded name is a stored column: folding every matched name was most of a broad search's time).
  const order = words.length
    ? [
        sql`case position(booklane_fold(${query}) in ${businesses.nameFolded})
          when 0 then 3
          when 1 then case when ${businesses.nameFolded} = booklane_fold(${query}) then 0 else 1 end
          else 2 end`,
        ...byName,
      ]
    : byName;
  // Best rated first among businesses with enough reviews to tell; the others after them, most
  // reviewed first; then as above.
  const byRating =
    filter.sort === 'rating'
      ? [
          sql`case when ${ratings.reviewCount} >= ${RATING_RANK_MIN_REVIEWS}
            then ${ratings.ratingSum}::float8 / ${ratings.reviewCount} end desc nulls last`,
          sql`coalesce(${ratings.reviewCount}, 0) desc`,
        ]
      : [];
  return { where: and(...conditions)!, order: [...byRating, ...order] };
}
