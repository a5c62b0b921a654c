// A business's customers (decisions.md 9.4) in one SQL query: its bookings grouped by person, the
// counts and sums aggregated by the database, the search and the page applied to the groups; and
// the business's private note and tags on each person (`customer_notes`, by the person's key).
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
      filters.push(sql`(p.sort_name, p.key) > (${options.after.sortName}, ${options.after.key})`);
    }
    const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
    const rows = await this.rows(
      tx,
      sql`
        ${people(businessId, options.now, null)}
        select ${SUMMARY_COLUMNS}
        from p
        left join customer_notes cn on cn.business_id = ${businessId}::uuid and cn.customer_key = p.key
        ${where}
        order by p.sort_name, p.key
        limit ${options.limit}
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
        ${people(businessId, now, key)}
        select ${SUMMARY_COLUMNS}, coalesce(cn.note, '') as note, p.booking_ids
        from p
        left join customer_notes cn on cn.business_id = ${businessId}::uuid and cn.customer_key = p.key
      `,
    );
    return row && { ...toCustomerRow(row), note: String(row.note), bookingIds: stringArray(row.booking_ids) };
  }

  /** Every customer of the business with the business's note and tags, in the order of the list. */
  async all(businessId: string, now: Date, tx: DbOrTx = this.db): Promise<NotedCustomerRow[]> {
    const rows = await this.rows(
      tx,
      sql`
        ${people(businessId, now, null)}
        select ${SUMMARY_COLUMNS}, coalesce(cn.note, '') as note
        from p
        left join customer_notes cn on cn.business_id = ${businessId}::uuid and cn.customer_key = p.key
        order by p.sort_name, p.key
      `,
    );
    return rows.map((row) => ({ ...toCustomerRow(row), note: String(row.note) }));
  }

  /** Whether anybody who booked with the business has this `key`. */
  async exists(businessId: string, key: string, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await this.rows(
      tx,
      sql`select 1 from bookings bk
        where bk.business_id = ${businessId}::uuid ${accountOf(key)} and ${bookingKey('bk')} = ${key}
        limit 1`,
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
 * The person a booking of the table aliased `b` belongs to: its account; else the guest's email,
 * lower-cased; else their phone's digits; else their folded name (a walk-in who left neither).
 */
export function bookingKey(b: string): SQL {
  const t = sql.raw(b);
  return sql`case
    when ${t}.customer_id is not null then 'user:' || ${t}.customer_id::text
    when ${t}.guest_email is not null then 'email:' || lower(${t}.guest_email)
    when nullif(regexp_replace(coalesce(${t}.guest_phone, ''), '[^0-9]', '', 'g'), '') is not null
      then 'phone:' || regexp_replace(${t}.guest_phone, '[^0-9]', '', 'g')
    else 'name:' || booklane_fold(coalesce(${t}.guest_name, ''))
  end`;
}

/**
 * For an account's key, the condition that finds its bookings through the customer index rather
 * than by the key of every booking of the business (the key is still compared after it).
 */
function accountOf(key: string): SQL {
  const id = /^user:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(key)?.[1];
  return id ? sql`and bk.customer_id = ${id}::uuid` : sql``;
}

/**
 * The business's bookings grouped by person, as the CTEs `people` (one row per key, with the
 * figures) and `p` (with what the list searches and sorts by); only the person `key` when given,
 * then with their bookings' ids too. The caller selects from `p`.
 */
function people(businessId: string, now: Date, key: string | null): SQL {
  const bookingIds =
    key === null
      ? sql``
      : sql`, array_agg(k.id::text order by k.booking_date desc nulls first, k.start_time desc nulls last,
          k.created_at desc) as booking_ids`;
  return sql`
    with keyed as (
      select bk.*, ${bookingKey('bk')} as key,
        coalesce(u.name, bk.guest_name) as person_name,
        coalesce(u.email, bk.guest_email) as person_email,
        coalesce(u.phone, bk.guest_phone) as person_phone
      from bookings bk
      left join users u on u.id = bk.customer_id
      where bk.business_id = ${businessId}::uuid ${key === null ? sql`` : accountOf(key)}
    ), today as (
      select (${now.toISOString()}::timestamptz at time zone bz.timezone)::date as day
      from businesses bz where bz.id = ${businessId}::uuid
    ), people as (
      select k.key,
        coalesce((array_agg(k.person_name order by k.created_at desc)
          filter (where k.person_name is not null))[1], '') as name,
        (array_agg(k.person_email order by k.created_at desc)
          filter (where k.person_email is not null))[1] as email,
        (array_agg(k.person_phone order by k.created_at desc)
          filter (where k.person_phone is not null))[1] as phone,
        (array_agg(k.customer_id::text) filter (where k.customer_id is not null))[1] as user_id,
        (count(*) filter (where k.status = 'completed'))::int as visits,
        (count(*) filter (where k.status = 'no-show'))::int as no_shows,
        (count(*) filter (where k.status = 'cancelled' and k.cancelled_by = 'customer'))::int as cancellations,
        coalesce(sum(k.service_price) filter (where k.status = 'completed' and k.service_has_pricing), 0)::float8 as spent,
        to_char(max(k.booking_date) filter (where k.status = 'completed'), 'YYYY-MM-DD') as last_visit,
        to_char(min(k.booking_date) filter (
          where k.status in ('pending', 'confirmed') and k.booking_date >= (select day from today)
        ), 'YYYY-MM-DD') as next_visit
        ${bookingIds}
      from keyed k
      ${key === null ? sql`` : sql`where k.key = ${key}`}
      group by k.key
    ), p as (
      select people.*,
        booklane_fold(people.name) as sort_name,
        booklane_fold(concat_ws(' ', people.name, people.email, people.phone)) as haystack,
        regexp_replace(coalesce(people.phone, ''), '[^0-9]', '', 'g') as phone_digits
      from people
    )`;
}

/** What every answer about a person selects from `p` joined with their note `cn`. */
const SUMMARY_COLUMNS = sql`p.key, p.name, p.email, p.phone, p.user_id, p.visits, p.no_shows,
  p.cancellations, p.spent, p.last_visit, p.next_visit, p.sort_name, coalesce(cn.tags, '{}'::text[]) as tags`;

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
