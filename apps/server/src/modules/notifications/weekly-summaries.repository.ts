// The queries of the weekly summary email (decisions.md 9.4): which businesses are due, the
// bookings coming up, and the mark that makes each week's summary go out once (the week's figures
// are Insights'). Every time of day is worked out by the caller in the business's zone: these
// queries only compare dates and instants.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** A business whose owner is due its summary, with what the email needs of both. */
export type SummaryCandidate = {
  businessId: string;
  businessName: string;
  timezone: string;
  currency: string;
  customCurrency: string | null;
  ownerName: string;
  ownerEmail: string;
};

/** A zone where this Monday's summaries are due, and the instant this Monday began there. */
export type DueZone = { timezone: string; mondayStart: Date };

type Rows = { rows: Array<Record<string, unknown>> };
const rowsOf = (result: unknown) => (result as Rows).rows;

export class WeeklySummariesRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The zones of the businesses whose summary of the week before `monday` is not queued yet. */
  async zonesNotSummarised(monday: string, tx: DbOrTx = this.db): Promise<string[]> {
    const result = await tx.execute(sql`
      select distinct timezone from businesses
      where weekly_summary_sent_for is distinct from ${monday}::date`);
    return rowsOf(result).map((r) => String(r.timezone));
  }

  /**
   * Up to `limit` businesses in the `zones` whose summary of the week before `monday` is not queued
   * yet, whose owner wants it, and that took a booking before this Monday began in their zone (a
   * business whose first booking came after has no week to tell yet), in the order of their ids.
   */
  async candidates(
    monday: string,
    zones: readonly DueZone[],
    limit: number,
    tx: DbOrTx = this.db,
  ): Promise<SummaryCandidate[]> {
    if (zones.length === 0) return [];
    const values = zones.map((z) => sql`(${z.timezone}::text, ${z.mondayStart.toISOString()}::timestamptz)`);
    const result = await tx.execute(sql`
      with z(timezone, monday_start) as (values ${sql.join(values, sql`, `)})
      select b.id, b.name, b.timezone, b.currency, b.custom_currency, u.name as owner_name,
        u.email as owner_email
      from businesses b
      join z on z.timezone = b.timezone
      join users u on u.id = b.owner_id
      where u.weekly_summary_emails
        and b.weekly_summary_sent_for is distinct from ${monday}::date
        and exists (
          select 1 from bookings bk where bk.business_id = b.id and bk.created_at < z.monday_start
        )
      order by b.id
      limit ${limit}`);
    return rowsOf(result).map((r) => ({
      businessId: String(r.id),
      businessName: String(r.name),
      timezone: String(r.timezone),
      currency: String(r.currency),
      customCurrency: r.custom_currency === null ? null : String(r.custom_currency),
      ownerName: String(r.owner_name),
      ownerEmail: String(r.owner_email),
    }));
  }

  /** The business's pending and confirmed bookings of the days `from`..`to` (what is coming up). */
  async upcoming(
    businessId: string,
    range: { from: string; to: string },
    tx: DbOrTx = this.db,
  ): Promise<number> {
    const result = await tx.execute(sql`
      select count(*)::int as n from bookings
      where business_id = ${businessId}::uuid
        and booking_date between ${range.from}::date and ${range.to}::date
        and status in ('pending', 'confirmed')`);
    return Number(rowsOf(result)[0]?.n ?? 0);
  }

  /**
   * Marks the week before `monday` as summarised for the business, once: false when another
   * process (or an earlier run) already did. In the caller's transaction, with the email's row, so
   * the mark and the message exist together or not at all.
   */
  async markSummarised(businessId: string, monday: string, tx: DbOrTx): Promise<boolean> {
    const result = await tx.execute(sql`
      update businesses set weekly_summary_sent_for = ${monday}::date
      where id = ${businessId}::uuid and weekly_summary_sent_for is distinct from ${monday}::date
      returning id`);
    return rowsOf(result).length > 0;
  }
}
