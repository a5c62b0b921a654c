// The rows of a business's bookings export (decisions.md 9.4), formatted by the database in the
// business's time zone: one query, whatever the range holds.
import { eq, sql } from 'drizzle-orm';
import type { BookingStatus, CancelledBy, Currency } from '@booklane/shared/domain';
import type { DbOrTx } from '../../db/client';
import { businesses } from '../../db/schema';

/** What an export says of its business: the file's name, the zone of its times, its currency. */
export type ExportBusiness = {
  username: string;
  timezone: string;
  currency: Currency;
  customCurrency: string | null;
};

/** One booking as the export writes it: days and times are the business's (`YYYY-MM-DD`, `HH:mm`). */
export type ExportBookingRow = {
  date: string;
  start: string | null;
  /** The start plus the service's duration as booked; null without a time or a duration. */
  end: string | null;
  service: string;
  teamMember: string | null;
  customer: string | null;
  email: string | null;
  phone: string | null;
  status: BookingStatus;
  cancelledBy: CancelledBy | null;
  /** The price as booked, with its 2 decimals; null when the service shows no price. */
  price: string | null;
  notes: string;
  /** When it was booked: `YYYY-MM-DD HH:mm`. */
  created: string;
};

export class ExportsRepository {
  constructor(private readonly db: DbOrTx) {}

  async business(id: string, tx: DbOrTx = this.db): Promise<ExportBusiness | undefined> {
    const [row] = await tx
      .select({
        username: businesses.username,
        timezone: businesses.timezone,
        currency: businesses.currency,
        customCurrency: businesses.customCurrency,
      })
      .from(businesses)
      .where(eq(businesses.id, id))
      .limit(1);
    return row;
  }

  /**
   * Every booking of the business dated `from`..`to` (business local, both included), whatever
   * its status, in the order of the day: by date, then time (date-only ones first), then creation.
   */
  async bookings(
    businessId: string,
    range: { from: string; to: string },
    tx: DbOrTx = this.db,
  ): Promise<ExportBookingRow[]> {
    const result = await tx.execute(sql`
      select to_char(bk.booking_date, 'YYYY-MM-DD') as date,
        bk.start_time as start,
        case when bk.starts_at is not null and bk.service_has_duration and bk.service_duration is not null
          then to_char((bk.starts_at + make_interval(mins => bk.service_duration)) at time zone bz.timezone, 'HH24:MI')
        end as "end",
        bk.service_name as service,
        bk.team_member_name as team_member,
        coalesce(u.name, bk.guest_name) as customer,
        coalesce(u.email, bk.guest_email) as email,
        coalesce(u.phone, bk.guest_phone) as phone,
        bk.status,
        bk.cancelled_by,
        case when bk.service_has_pricing then bk.service_price::text end as price,
        bk.notes,
        to_char(bk.created_at at time zone bz.timezone, 'YYYY-MM-DD HH24:MI') as created
      from bookings bk
      join businesses bz on bz.id = bk.business_id
      left join users u on u.id = bk.customer_id
      where bk.business_id = ${businessId}::uuid
        and bk.booking_date between ${range.from}::date and ${range.to}::date
      order by bk.booking_date, bk.start_time nulls first, bk.created_at, bk.id
    `);
    const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const text = (value: unknown) => (value === null ? null : String(value));
    return rows.map((r) => ({
      date: String(r.date),
      start: text(r.start),
      end: text(r.end),
      service: String(r.service),
      teamMember: text(r.team_member),
      customer: text(r.customer),
      email: text(r.email),
      phone: text(r.phone),
      status: r.status as BookingStatus,
      cancelledBy: text(r.cancelled_by) as CancelledBy | null,
      price: text(r.price),
      notes: String(r.notes),
      created: String(r.created),
    }));
  }
}
