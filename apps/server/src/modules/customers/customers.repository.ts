// A business's customers (decisions.md 9.4) in one SQL query: its bookings grouped by person, the
// counts and sums aggregated by the database, the search and the page applied to the groups.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

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
  /** The folded name the list is ordered by (with `key`), for the next page's cursor. */
  sortName: string;
};

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
   * ignored; digits also match the phone's digits whatever its spacing). `now` is the app's
   * clock: the next visit is a pending or confirmed booking from today on (business local).
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
    const result = await tx.execute(sql`
      with b as (
        select bk.*,
          u.name as user_name, u.email as user_email, u.phone as user_phone,
          nullif(regexp_replace(coalesce(bk.guest_phone, ''), '[^0-9]', '', 'g'), '') as guest_digits
        from bookings bk
        left join users u on u.id = bk.customer_id
        where bk.business_id = ${businessId}::uuid
      ), keyed as (
        select b.*,
          case
            when b.customer_id is not null then 'user:' || b.customer_id::text
            when b.guest_email is not null then 'email:' || lower(b.guest_email)
            when b.guest_digits is not null then 'phone:' || b.guest_digits
            else 'name:' || booklane_fold(coalesce(b.guest_name, ''))
          end as key,
          coalesce(b.user_name, b.guest_name) as person_name,
          coalesce(b.user_email, b.guest_email) as person_email,
          coalesce(b.user_phone, b.guest_phone) as person_phone
        from b
      ), today as (
        select (${options.now.toISOString()}::timestamptz at time zone bz.timezone)::date as day
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
        from keyed k
        group by k.key
      ), p as (
        select people.*,
          booklane_fold(people.name) as sort_name,
          booklane_fold(concat_ws(' ', people.name, people.email, people.phone)) as haystack,
          regexp_replace(coalesce(people.phone, ''), '[^0-9]', '', 'g') as phone_digits
        from people
      )
      select p.key, p.name, p.email, p.phone, p.user_id, p.visits, p.no_shows, p.cancellations,
        p.spent, p.last_visit, p.next_visit, p.sort_name
      from p
      ${where}
      order by p.sort_name, p.key
      limit ${options.limit}
    `);
    const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    return rows.map((r) => ({
      key: String(r.key),
      name: String(r.name),
      email: r.email === null ? null : String(r.email),
      phone: r.phone === null ? null : String(r.phone),
      userId: r.user_id === null ? null : String(r.user_id),
      visits: Number(r.visits),
      noShows: Number(r.no_shows),
      cancellations: Number(r.cancellations),
      spent: Number(r.spent),
      lastVisit: r.last_visit === null ? null : String(r.last_visit),
      nextVisit: r.next_visit === null ? null : String(r.next_visit),
      sortName: String(r.sort_name),
    }));
  }
}
