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
   * sitemap): only listed businesses (`LISTED`).
   */
  async pageList(tx: DbOrTx = this.db): Promise<Array<{ username: string; updatedAt: Date }>> {
    const rows = await tx
      .select({
        username: businesses.username,
        updatedAt: sql<string>`greatest(${businesses.updatedAt}, max(${services.updatedAt}))`,
      })
      .from(businesses)
      .innerJoin(services, eq(services.businessId, businesses.id))
      .where(LISTED)
      .groupBy(businesses.id)
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
    return this.rowsOf(await this.rankedIds(filter, { limit, offset: 0 }, tx), tx);
  }

  /**
   * The ids of `list`'s matches from `offset`, at most `limit`, best first: the candidates of a
   * filter answered outside SQL (the directory's free times, docs/decisions/0043).
   */
  async rankedIds(
    filter: DirectoryFilter,
    page: { limit: number; offset: number },
    tx: DbOrTx = this.db,
  ): Promise<string[]> {
    const { where, order } = directoryQuery(filter);
    const ranked = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .leftJoin(ratings, eq(ratings.businessId, businesses.id))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    return ranked.map((r) => r.id);
  }

  /**
   * The directory rows of `ids` in their order, each with the service the search found it by
   * (`matchingServices`).
   */
  async directoryRows(ids: string[], filter: DirectoryFilter, tx: DbOrTx = this.db): Promise<DirectoryRow[]> {
    const [rows, matches] = await Promise.all([this.rowsOf(ids, tx), this.matchingServices(ids, filter, tx)]);
    return rows.map((row) => {
      const match = matches.get(row.business.id);
      return match ? { ...row, matchingService: match } : row;
    });
  }

  /**
   * Per business of `ids`, the active service a search or a price range found it by: one whose
   * name or description holds words of the search and whose price is in the range first, then the
   * one holding the most words, then the cheapest in the range. None without words or a range.
   */
  private async matchingServices(
    ids: string[],
    filter: DirectoryFilter,
    tx: DbOrTx,
  ): Promise<Map<string, MatchingServiceRow>> {
    const found = new Map<string, MatchingServiceRow>();
    const score = serviceScore(sql`s`, filter.words ?? []);
    const inRange = priceInRange(sql`s`, filter);
    if (ids.length === 0 || (!score && !inRange)) return found;
    const wanted = [score && sql`(${score}) > 0`, inRange].filter((c): c is SQL => c !== undefined);
    const order = [
      ...(score && inRange ? [sql`((${score}) > 0 and ${inRange}) desc`] : []),
      ...(score ? [sql`(${score}) desc`] : []),
      ...(inRange ? [sql`(${inRange}) desc`] : []),
    ];
    const result = await tx.execute(sql`
      select distinct on (s.business_id) s.business_id as "businessId", s.id, s.name,
        case when s.has_pricing then s.price end as price
      from ${services} s
      where s.business_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and s.is_active and (${sql.join(wanted, sql` or `)})
      order by s.business_id, ${sql.join(order, sql`, `)}, s.price asc nulls last, s.name, s.id`);
    for (const row of (result as unknown as { rows: Array<MatchingServiceRow & { businessId: string }> })
      .rows) {
      found.set(row.businessId, {
        id: row.id,
        name: row.name,
        price: row.price === null ? null : Number(row.price),
      });
    }
    return found;
  }

  /**
   * Whether a listed business's searched text holds `word` as typed (ignoring case and accents),
   * or the word names a category: a word that does is spelled as people spell it.
   */
  async holds(word: { text: string; categories: Category[] }, tx: DbOrTx = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(LISTED, wordHeld(word)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * The word of the listed businesses' searched texts closest to `word` (pg_trgm's similarity), if
   * one is close enough: found among the texts holding something like it (`<%`, word similarity at
   * least pg_trgm.word_similarity_threshold, served by the trigram index), at most
   * SPELLING_TEXTS_MAX of them; the closest, then the nearest in length ("hairct": "haircut" before
   * "hair", equally similar), then the most common, then the first in order.
   */
  async closestWord(word: string, tx: DbOrTx = this.db): Promise<string | undefined> {
    const result = await tx.execute(sql`
      with typed as (select booklane_fold(${word}) as w),
      texts as (
        select ${businesses.searchText} as search_text from ${businesses}, typed
        where typed.w <% ${businesses.searchText} and ${LISTED}
        limit ${SPELLING_TEXTS_MAX}
      )
      select candidate as word
      from texts, typed, regexp_split_to_table(texts.search_text, '[^[:alnum:]]+') candidate
      where length(candidate) >= 3 and candidate <> typed.w
        and similarity(candidate, typed.w) >= ${sql.raw(String(SPELLING_SIMILARITY_MIN))}
      group by candidate, typed.w
      order by similarity(candidate, typed.w) desc, abs(length(candidate) - length(typed.w)),
        count(*) desc, candidate
      limit 1`);
    return (result as unknown as { rows: Array<{ word: string }> }).rows[0]?.word;
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
    const rows = await this.directoryRows(
      ranked.map((r) => r.id),
      filter,
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

  /**
   * Drops every business's date overrides of days already over in its zone at `now`, in one
   * statement that touches only the rows holding one (the overrides kept keep their order).
   * Answers the ids of the businesses changed.
   */
  async dropPastDateOverrides(now: Date, tx: DbOrTx = this.db): Promise<string[]> {
    const today = sql`to_char((${now.toISOString()}::timestamptz at time zone ${businesses.timezone})::date, 'YYYY-MM-DD')`;
    return (
      await tx
        .update(businesses)
        .set({
          dateOverrides: sql`coalesce((
            select jsonb_agg(kept.o order by kept.n)
            from jsonb_array_elements(${businesses.dateOverrides}) with ordinality as kept(o, n)
            where kept.o->>'date' >= ${today}), '[]'::jsonb)`,
        })
        .where(
          sql`exists (select 1 from jsonb_array_elements(${businesses.dateOverrides}) as past(o) where past.o->>'date' < ${today})`,
        )
        .returning({ id: businesses.id })
    ).map((row) => row.id);
  }

  async count(tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(businesses);
    return row?.n ?? 0;
  }
}

type SearchWord = { text: string; categories: Category[] };

/**
 * What a directory search asks: its words, category and order, and the directory page's price
 * range and city or area (decisions.md 9.6).
 */
export type DirectoryFilter = {
  words?: SearchWord[];
  category?: Category;
  sort?: DirectorySort;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  city?: string | undefined;
};

/** The service a search found a business by (`matchingServices`); the price null when not shown. */
type MatchingServiceRow = { id: string; name: string; price: number | null };

/** A business of the directory, its reviews counted per star, and the service it was found by. */
export type DirectoryRow = {
  business: BusinessRow;
  stars: ReviewBreakdown;
  matchingService?: MatchingServiceRow;
};

/** Searched texts a spelling suggestion reads words from, at most. */
const SPELLING_TEXTS_MAX = 50;
/** The least trigram similarity of a suggested word to the typed one. */
const SPELLING_SIMILARITY_MIN = 0.3;

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
 * says it is not taking bookings yet (decisions.md 9.2). Kept on its row by the database
 * (`businesses.listed`, migration 0028).
 */
const LISTED = sql`${businesses.listed}`;

/** `text` holds `word`, ignoring case and accents (both folded; wildcards taken literally). */
const holdsText = (text: SQL, word: string) =>
  sql`${text} like '%' || booklane_fold(${likeEscape(word)}) || '%'`;

/** The business's searched text holds the word, or the word names its category. */
function wordHeld(word: SearchWord): SQL {
  const holds = holdsText(sql`${businesses.searchText}`, word.text);
  return word.categories.length
    ? sql`(${holds} or ${inArray(businesses.category, word.categories)})`
    : sql`(${holds})`;
}

/**
 * How many of the words the service (alias `s`) names or describes; undefined without words. The
 * other words of a search may name the business (its name, its street).
 */
function serviceScore(s: SQL, words: SearchWord[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const text = sql`booklane_fold(${s}.name || ' ' || ${s}.description)`;
  return sql.join(
    words.map((w) => sql`(${holdsText(text, w.text)})::int`),
    sql` + `,
  );
}

/** The service (alias `s`) shows a price within the range; undefined without a range. */
function priceInRange(s: SQL, filter: DirectoryFilter): SQL | undefined {
  if (filter.minPrice === undefined && filter.maxPrice === undefined) return undefined;
  const bounds = [sql`${s}.has_pricing`, sql`${s}.price is not null`];
  if (filter.minPrice !== undefined) bounds.push(sql`${s}.price >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) bounds.push(sql`${s}.price <= ${filter.maxPrice}`);
  return sql.join(bounds, sql` and `);
}

/**
 * The price range's condition: an active service priced within it, and when words of the search
 * name some of the business's services, one of those ("haircut" up to 30 is a haircut up to 30, not
 * any service up to 30 of a business that also cuts hair).
 */
function priceCondition(filter: DirectoryFilter): SQL | undefined {
  const inRange = priceInRange(sql`s`, filter);
  if (!inRange) return undefined;
  const words = filter.words ?? [];
  const named = words.length
    ? sql` and ((${serviceScore(sql`s`, words)}) > 0 or not exists (select 1 from ${services} o
        where o.business_id = ${businesses.id} and o.is_active and (${serviceScore(sql`o`, words)}) > 0))`
    : sql``;
  return sql`exists (select 1 from ${services} s where s.business_id = ${businesses.id} and s.is_active
    and ${inRange}${named})`;
}

/** Which businesses a directory search finds, and in what order (`list`). */
function directoryQuery(filter: DirectoryFilter): { where: SQL; order: SQL[] } {
  const conditions: SQL[] = [LISTED];
  const words = filter.words ?? [];
  for (const word of words) conditions.push(wordHeld(word));
  if (filter.category) conditions.push(eq(businesses.category, filter.category));
  if (filter.city) {
    // The searched text holds the address: its trigram index narrows, the address decides.
    conditions.push(holdsText(sql`${businesses.searchText}`, filter.city));
    conditions.push(holdsText(sql`booklane_fold(${businesses.address})`, filter.city));
  }
  const price = priceCondition(filter);
  if (price) conditions.push(price);
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
