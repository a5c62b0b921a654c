// A business's figures (decisions.md 9.4, docs/decisions/0036) as SQL aggregates over its bookings
// (`bookings_business_date_idx`): its days, its breakdown by service, member and hour, its people
// and its reviews, each one pass answering at most a few hundred groups, which the service adds
// up; no booking is ever looped over outside the database. Every query takes an optional team
// member, to whose bookings it is narrowed (what a staff account reads).
import { WEEKDAYS, type BookingStatus, type DayRange, type Weekday } from '@booklane/shared/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The two periods the figures compare: the range asked for and the one just before it. */
export type Periods = { current: DayRange; previous: DayRange };

export type Period = keyof Periods;

/** The bookings of one day by status, what the completed ones brought in, who cancelled. */
export type DayFigures = {
  date: string;
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  noShow: number;
  revenue: number;
  cancelledByCustomer: number;
  cancelledByBusiness: number;
};

/**
 * The bookings of a range that were not cancelled, of one service (null: removed since), member
 * (null: none) and start (its day's weekday, and hour: null without a time), with what they
 * brought in and the minutes the timed ones held.
 */
export type BreakdownRow = {
  serviceId: string | null;
  serviceName: string | null;
  teamMemberId: string | null;
  weekday: Weekday;
  hour: number | null;
  bookings: number;
  revenue: number;
  bookedMinutes: number;
};

/**
 * What a booking (aliased `b`) brings in once completed: its price as booked, when the service
 * had pricing then (the customers list's `spent` counts the same).
 */
const REVENUE = sql`coalesce(sum(b.service_price) filter (
  where b.status = 'completed' and b.service_has_pricing), 0)::float8`;

type Rows = Array<Record<string, unknown>>;

export class InsightsRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Each day of the range that has bookings, with its counts: one pass grouped by day, status and
   * who cancelled (a handful of groups a day: cheaper for the database than a filtered count per
   * status), added up per day here.
   */
  async byDay(businessId: string, range: DayRange, memberId: string | null): Promise<DayFigures[]> {
    const rows = await this.rows(sql`
      select to_char(b.booking_date, 'YYYY-MM-DD') as date, b.status, b.cancelled_by, count(*)::int as n,
        ${REVENUE} as revenue
      from bookings b
      where ${inRange(businessId, range, memberId)}
      group by b.booking_date, b.status, b.cancelled_by`);
    const days = new Map<string, DayFigures>();
    for (const r of rows) {
      const date = String(r.date);
      const day = days.get(date) ?? { date, ...noFigures() };
      days.set(date, day);
      const n = Number(r.n);
      day.total += n;
      day.revenue += Number(r.revenue);
      const status = String(r.status) as BookingStatus;
      day[STATUS_FIGURE[status]] += n;
      if (status === 'cancelled' && r.cancelled_by === 'customer') day.cancelledByCustomer += n;
      if (status === 'cancelled' && r.cancelled_by === 'business') day.cancelledByBusiness += n;
    }
    return [...days.values()];
  }

  /**
   * The range's bookings that were not cancelled, grouped by service, member, weekday and hour
   * of the start at once (one pass; a few hundred groups at most), for the caller to add up by
   * each. A service is named as it is now.
   */
  async breakdown(businessId: string, range: DayRange, memberId: string | null): Promise<BreakdownRow[]> {
    // The weekday from the day number (2000-01-03 was a Monday), the hour from the `HH:mm` text,
    // and the time held summed as intervals: plain arithmetic per row, the costlier conversions
    // once per group. A timed booking holds its member from `occupied_from` to `occupied_until`:
    // its slot widened by the service's buffers as booked, what kept the member from others.
    const rows = await this.rows(sql`
      with groups as (
        select b.service_id, b.team_member_id,
          ((b.booking_date - date '2000-01-03') % 7 + 7) % 7 as weekday,
          left(b.start_time, 2) as hour,
          count(*)::int as bookings,
          ${REVENUE} as revenue,
          coalesce(extract(epoch from sum(b.occupied_until - b.occupied_from)) / 60, 0)::float8 as booked_minutes
        from bookings b
        where ${inRange(businessId, range, memberId)} and b.status <> 'cancelled'
        group by b.service_id, b.team_member_id, 3, 4
      )
      select g.service_id::text as service_id, s.name as service_name, g.team_member_id::text as member_id,
        g.weekday, g.hour, g.bookings, g.revenue, g.booked_minutes
      from groups g
      left join services s on s.id = g.service_id`);
    return rows.map((r) => ({
      serviceId: nullableString(r.service_id),
      serviceName: nullableString(r.service_name),
      teamMemberId: nullableString(r.member_id),
      weekday: WEEKDAYS[Number(r.weekday)]!,
      hour: r.hour === null ? null : Number(r.hour),
      bookings: Number(r.bookings),
      revenue: Number(r.revenue),
      bookedMinutes: Number(r.booked_minutes),
    }));
  }

  /**
   * The people of each period, new or returning. A person (the customers list's `key`) counts in
   * a period when they have a booking in it that was not cancelled (for staff: of their member);
   * they are new when their first booking with the business that was not cancelled (any member)
   * falls in the period, returning when it came before. The two periods' bookings (one span: the
   * previous period ends the day before the current one) grouped by the person stored on each
   * (`customer_key`), then each person's first day read from their summary row
   * (`business_customers.first_booking_date`, kept with every booking): the bookings before the
   * periods are never read.
   */
  async customers(
    businessId: string,
    periods: Periods,
    memberId: string | null,
  ): Promise<Record<Period, { new: number; returning: number }>> {
    const ofMember = memberId === null ? sql`` : sql`and b.team_member_id = ${memberId}::uuid`;
    const [row] = await this.rows(sql`
      with seen as (
        select b.customer_key,
          bool_or(b.booking_date >= ${periods.current.from}::date) as in_current,
          bool_or(b.booking_date < ${periods.current.from}::date) as in_previous
        from bookings b
        where b.business_id = ${businessId}::uuid and b.status <> 'cancelled' ${ofMember}
          and b.booking_date between ${periods.previous.from}::date and ${periods.current.to}::date
        group by b.customer_key
      ), people as (
        select s.in_current, s.in_previous, bc.first_booking_date as first
        from seen s
        join business_customers bc on bc.business_id = ${businessId}::uuid and bc.customer_key = s.customer_key
      )
      select
        (count(*) filter (where in_current and first >= ${periods.current.from}::date))::int as current_new,
        (count(*) filter (where in_current and first < ${periods.current.from}::date))::int as current_returning,
        (count(*) filter (where in_previous and first >= ${periods.previous.from}::date))::int as previous_new,
        (count(*) filter (where in_previous and first < ${periods.previous.from}::date))::int as previous_returning
      from people`);
    return {
      current: { new: Number(row?.current_new ?? 0), returning: Number(row?.current_returning ?? 0) },
      previous: { new: Number(row?.previous_new ?? 0), returning: Number(row?.previous_returning ?? 0) },
    };
  }

  /**
   * The published reviews written in each period (the business-local day of `created_at`): how
   * many and their average; for staff, the reviews of their member's bookings.
   */
  async ratings(
    businessId: string,
    periods: Periods,
    memberId: string | null,
  ): Promise<Record<Period, { average: number | null; count: number }>> {
    const ofMember =
      memberId === null
        ? sql``
        : sql`and exists (select 1 from bookings b where b.id = r.booking_id and b.team_member_id = ${memberId}::uuid)`;
    // The range's bounds as instants (the zone's midnights), for the index on (business, created_at).
    const rows = await this.rows(sql`
      select case when (r.created_at at time zone bz.timezone)::date >= ${periods.current.from}::date
          then 'current' else 'previous' end as period,
        count(*)::int as count, avg(r.rating)::float8 as average
      from reviews r
      join businesses bz on bz.id = r.business_id
      where r.business_id = ${businessId}::uuid and r.published_at is not null
        and r.created_at >= (${periods.previous.from}::date::timestamp at time zone bz.timezone)
        and r.created_at < ((${periods.current.to}::date + 1)::timestamp at time zone bz.timezone)
        ${ofMember}
      group by 1`);
    const result: Record<Period, { average: number | null; count: number }> = {
      current: { average: null, count: 0 },
      previous: { average: null, count: 0 },
    };
    for (const r of rows) {
      result[r.period as Period] = {
        average: r.average === null ? null : Number(r.average),
        count: Number(r.count),
      };
    }
    return result;
  }

  private async rows(query: SQL): Promise<Rows> {
    const result = await this.db.execute(query);
    return (result as unknown as { rows: Rows }).rows;
  }
}

/** Where a booking of each status counts in a day's figures. */
const STATUS_FIGURE = {
  pending: 'pending',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  'no-show': 'noShow',
} as const satisfies Record<BookingStatus, keyof DayFigures>;

/** A day's figures before anything is counted. */
export function noFigures(): Omit<DayFigures, 'date'> {
  return {
    total: 0,
    pending: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
    noShow: 0,
    revenue: 0,
    cancelledByCustomer: 0,
    cancelledByBusiness: 0,
  };
}

const nullableString = (value: unknown) => (value === null ? null : String(value));

/** The business's bookings (aliased `b`) dated in the range, of one member when given. */
function inRange(businessId: string, range: DayRange, memberId: string | null): SQL {
  const ofMember = memberId === null ? sql`` : sql` and b.team_member_id = ${memberId}::uuid`;
  return sql`b.business_id = ${businessId}::uuid
    and b.booking_date between ${range.from}::date and ${range.to}::date${ofMember}`;
}
