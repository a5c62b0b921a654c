// A business's customers (decisions.md 9.4), read from their summary rows (`business_customers`,
// one per person, kept by database triggers in every booking's transaction: migration 0019): a
// page is a range of the name index with the search applied to it, and only the page's people
// have their next visit looked up; and the business's private note and tags on each person
// (`customer_notes`, by the person's key).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerNotes } from '../../db/schema';

/** One person as the query answers them. */
export type CustomerRow = {
  key: string;
  name: string;
  email: string | null;
  phone: string | null;
  userId: string | null;
  visits: number;
  noShows: number;
  cancellations: number;
  spent: number;
  lastVisit: string | null;
  nextVisit: string | null;
  /** The business's tags on the person (none until it writes some). */
  tags: string[];
  /** The folded name the list is ordered by (with `key`), for the next page's cursor. */
  sortName: string;
};

/** A person with the business's private note on them ('' when none). */
export type NotedCustomerRow = CustomerRow & { note: string };

/** Where a page starts: after this folded name and key. */
export type CustomerCursor = { sortName: string; key: string };

/** A searched word: its text, and its digits when it has enough to be part of a phone number. */
export type SearchWord = { text: string; digits: string | null };

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class CustomersRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * A page of the business's customers in the order of their folded names: each person once
   * (`key`: the account; else a guest's email, lower-cased; else their phone's digits; else their
   * folded name), with every word of `words` in their name, email or phone (case and accents
   * ignored; digits also match the phone's digits whatever its spacing), and the business's tags
   * on them. `now` is the app's clock: the next visit is a pending or confirmed booking from
   * today on (business local).
   */
  async page(
    businessId: string,
    options: { words: readonly SearchWord[]; after: CustomerCursor | null; limit: number; now: Date },
    tx: DbOrTx = this.db,
  ): Promise<CustomerRow[]> {
    const filters: SQL[] = options.words.map((word) => {
      const text = sql`p.haystack like '%' || booklane_fold(${likeEscape(word.text)}) || '%'`;
      return word.digits ? sql`(${text} or p.phone_digits like ${`%${word.digits}%`})` : sql`${text}`;
    });
    if (options.after) {
      filters.push(sql`(p.sort_name, p.customer_key) > (${options.after.sortName}, ${options.after.key})`);
    }
    const rows = await this.rows(
      tx,
      sql`
        select ${SUMMARY_COLUMNS}
        from (
          select * from business_customers p
          where ${sql.join([sql`p.business_id = ${businessId}::uuid`, ...filters], sql` and `)}
          order by p.sort_name, p.customer_key
          limit ${options.limit}
        ) p
        ${noteAndNextVisit(businessId, options.now)}
        order by p.sort_name, p.customer_key
      `,
    );
    return rows.map(toCustomerRow);
  }

  /**
   * One person of the business by their `key`, with the business's note on them and their
   * bookings' ids, newest first by day and time (those without a day first, the latest made
   * first); or undefined when nobody who booked has that key.
   */
  async one(
    businessId: string,
    key: string,
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<(NotedCustomerRow & { bookingIds: string[] }) | undefined> {
    const [row] = await this.rows(
      tx,
      sql`
        select ${SUMMARY_COLUMNS}, coalesce(cn.note, '') as note,
          array(
            select bk.id::text from bookings bk
            where bk.business_id = p.business_id and bk.customer_key = p.customer_key
            order by bk.booking_date desc nulls first, bk.start_time desc nulls last, bk.created_at desc
          ) as booking_ids
        from business_customers p
        ${noteAndNextVisit(businessId, now)}
        where p.business_id = ${businessId}::uuid and p.customer_key = ${key}
      `,
    );
    return row && { ...toCustomerRow(row), note: String(row.note), bookingIds: stringArray(row.booking_ids) };
  }

  /**
   * Every customer of the business with the business's note and tags, in the order of the list;
   * their next visits from one pass over the business's bookings from today on.
   */
  async all(businessId: string, now: Date, tx: DbOrTx = this.db): Promise<NotedCustomerRow[]> {
    const rows = await this.rows(
      tx,
      sql`
        select ${SUMMARY_COLUMNS}, coalesce(cn.note, '') as note
        from business_customers p
        left join customer_notes cn on cn.business_id = p.business_id and cn.customer_key = p.customer_key
        left join (
          select bk.customer_key, min(bk.booking_date) as next_visit
          from bookings bk
          where bk.business_id = ${businessId}::uuid and ${upcoming(businessId, now)}
          group by bk.customer_key
        ) nv on nv.customer_key = p.customer_key
        where p.business_id = ${businessId}::uuid
        order by p.sort_name, p.customer_key
      `,
    );
    return rows.map((row) => ({ ...toCustomerRow(row), note: String(row.note) }));
  }

  /** Whether anybody who booked with the business has this `key`. */
  async exists(businessId: string, key: string, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await this.rows(
      tx,
      sql`select 1 from business_customers
        where business_id = ${businessId}::uuid and customer_key = ${key}`,
    );
    return rows.length > 0;
  }

  /** Writes the business's note and tags on a person (`by`: who wrote them); answers what was saved. */
  async saveNote(
    businessId: string,
    key: string,
    note: { note: string; tags: readonly string[] },
    by: string,
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<{ note: string; tags: string[] }> {
    const values = { note: note.note, tags: [...note.tags], updatedBy: by, updatedAt: now };
    const [saved] = await tx
      .insert(customerNotes)
      .values({ businessId, customerKey: key, ...values })
      .onConflictDoUpdate({ target: [customerNotes.businessId, customerNotes.customerKey], set: values })
      .returning({ note: customerNotes.note, tags: customerNotes.tags });
    if (!saved) throw new Error('customer note upsert answered no row');
    return saved;
  }

  /**
   * The business's notes on the guest key `from` become the notes on the key `to` (the account
   * their bookings joined), at every business: kept as they are where the account has none, else
   * both notes one after the other and the tags of both (the account's first, each once, case
   * ignored). One statement, so no note is lost or doubled by a second verification at once.
   */
  async moveNotes(from: string, to: string, tx: DbOrTx = this.db): Promise<void> {
    await tx.execute(sql`
      with moved as (
        delete from customer_notes where customer_key = ${from} returning *
      )
      insert into customer_notes (business_id, customer_key, note, tags, updated_by, updated_at)
      select business_id, ${to}, note, tags, updated_by, updated_at from moved
      on conflict (business_id, customer_key) do update set
        note = concat_ws(E'\n\n', nullif(customer_notes.note, ''), nullif(excluded.note, '')),
        tags = array(
          select t from unnest(customer_notes.tags || excluded.tags) with ordinality as u(t, i)
          where not exists (
            select 1 from unnest(customer_notes.tags || excluded.tags) with ordinality as v(s, j)
            where lower(s) = lower(t) and j < i
          )
          order by i
        ),
        updated_at = greatest(customer_notes.updated_at, excluded.updated_at)
    `);
  }

  private async rows(tx: DbOrTx, query: SQL): Promise<Array<Record<string, unknown>>> {
    const result = await tx.execute(query);
    return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  }
}

/**
 * A pending or confirmed booking (aliased `bk`) of the business from today on, business local:
 * a next visit. `now` is the app's clock; the business's day is looked up once per query.
 */
function upcoming(businessId: string, now: Date): SQL {
  return sql`bk.status in ('pending', 'confirmed') and bk.booking_date >= (
    select (${now.toISOString()}::timestamptz at time zone bz.timezone)::date
    from businesses bz where bz.id = ${businessId}::uuid
  )`;
}

/**
 * The business's note `cn` on each person of the summary rows `p`, and their next visit `nv`: the
 * earliest of their upcoming bookings, from the index of their bookings by day (a few rows each).
 */
function noteAndNextVisit(businessId: string, now: Date): SQL {
  return sql`
    left join customer_notes cn on cn.business_id = p.business_id and cn.customer_key = p.customer_key
    left join lateral (
      select min(bk.booking_date) as next_visit
      from bookings bk
      where bk.business_id = p.business_id and bk.customer_key = p.customer_key and ${upcoming(businessId, now)}
    ) nv on true`;
}

/** What every answer about a person selects from their summary row `p`, note `cn` and next visit `nv`. */
const SUMMARY_COLUMNS = sql`p.customer_key as key, p.name, p.email, p.phone, p.user_id::text as user_id,
  p.visits, p.no_shows, p.cancellations, p.spent::float8 as spent,
  to_char(p.last_visit, 'YYYY-MM-DD') as last_visit, to_char(nv.next_visit, 'YYYY-MM-DD') as next_visit,
  p.sort_name, coalesce(cn.tags, '{}'::text[]) as tags`;

// Both drivers (pg and PGlite) answer a text[] column as an array of strings.
function stringArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  throw new Error(`expected an array, got ${typeof value}`);
}

const nullableString = (value: unknown) => (value === null ? null : String(value));

function toCustomerRow(r: Record<string, unknown>): CustomerRow {
  return {
    key: String(r.key),
    name: String(r.name),
    email: nullableString(r.email),
    phone: nullableString(r.phone),
    userId: nullableString(r.user_id),
    visits: Number(r.visits),
    noShows: Number(r.no_shows),
    cancellations: Number(r.cancellations),
    spent: Number(r.spent),
    lastVisit: nullableString(r.last_visit),
    nextVisit: nullableString(r.next_visit),
    tags: stringArray(r.tags),
    sortName: String(r.sort_name),
  };
}
