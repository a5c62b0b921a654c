// Insights (decisions.md 9.4, docs/decisions/0036): a business's figures over a range of days
// beside the range just before it, and the series its charts draw. The database aggregates the
// bookings into a few hundred groups (insights.repository.ts); here the groups are added up into
// the periods, the services, the members and the heatmap, the days without bookings filled in,
// and each member's open minutes counted from the shared schedule rules, a day at a time (never a
// booking at a time).
import {
  datesOf,
  memberOpenMinutes,
  NOT_FOUND_MESSAGES,
  previousRange,
  WEEKDAYS,
  type DayRange,
  type Weekday,
} from '@booklane/shared/domain';
import type { InsightsFigures, InsightsQuery, InsightsResponse } from '@booklane/shared/schemas';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { AccessService } from '../access/access.service';
import type { BusinessRow } from '../businesses/businesses.repository';
import type { TeamRepository } from '../team/team.repository';
import {
  noFigures,
  type DayFigures,
  type InsightsRepository,
  type Period,
  type Periods,
} from './insights.repository';

const DAY_MS = 86_400_000;

/** Money and averages to the cent (sums of prices stay exact in the database). */
const cents = (n: number) => Math.round(n * 100) / 100;
/** Ratios to four places: enough for a percentage with two decimals. */
const ratio = (n: number) => Math.round(n * 10_000) / 10_000;

export class InsightsService {
  constructor(
    private readonly deps: {
      insights: InsightsRepository;
      team: Pick<TeamRepository, 'listByBusiness' | 'listBlocks'>;
      businesses: { findById(id: string): Promise<BusinessRow | undefined> };
      access: Pick<AccessService, 'requireAccess' | 'roleIn'>;
    },
  ) {}

  /**
   * `GET /businesses/{id}/insights`: the owner reads every figure; a staff account (decisions.md
   * 9.2) the figures of its own member's bookings, and its member alone in `team`.
   */
  async get(user: Caller, businessId: string, query: InsightsQuery): Promise<InsightsResponse> {
    await this.deps.access.requireAccess(user, 'business.insights', businessId);
    // Who they are now decides what they see: a staff account let go meanwhile sees nothing
    // (never the owner's figures).
    const role = await this.deps.access.roleIn(user, businessId);
    if (!role) throw notFound(NOT_FOUND_MESSAGES.business);
    return this.of(businessId, query, role.role === 'staff' ? role.teamMemberId : null);
  }

  /**
   * The insights of a business over `range` (no access check: for the caller that made one, or
   * for the business's own summaries), narrowed to one member's bookings when `memberId` is set.
   */
  async of(businessId: string, range: DayRange, memberId: string | null = null): Promise<InsightsResponse> {
    const periods: Periods = { current: { from: range.from, to: range.to }, previous: previousRange(range) };
    const { insights, team } = this.deps;
    // Independent reads: on PostgreSQL they run side by side on the pool's connections.
    const [business, days, breakdown, customers, ratings, members, blockRows] = await Promise.all([
      this.deps.businesses.findById(businessId),
      insights.byDay(businessId, { from: periods.previous.from, to: range.to }, memberId),
      insights.breakdown(businessId, range, memberId),
      insights.customers(businessId, periods, memberId),
      insights.ratings(businessId, periods, memberId),
      team.listByBusiness(businessId),
      // A day either side of the range's days holds every instant of them in any zone.
      team.listBlocks(businessId, spanAround(range)),
    ]);
    if (!business) throw notFound(NOT_FOUND_MESSAGES.business);

    // The days' counts add up to each period's (at most 2 × 366 days, never a booking each).
    const totals = { current: noFigures(), previous: noFigures() };
    const byDate = new Map<string, DayFigures>();
    for (const day of days) {
      const sum = totals[day.date >= range.from ? 'current' : 'previous'];
      for (const key of FIGURE_KEYS) sum[key] += day[key];
      byDate.set(day.date, day);
    }
    const periodFigures = (period: Period): InsightsFigures => {
      const f = totals[period];
      const finished = f.completed + f.noShow;
      return {
        ...periods[period],
        bookings: {
          total: f.total,
          pending: f.pending,
          confirmed: f.confirmed,
          completed: f.completed,
          cancelled: f.cancelled,
          noShow: f.noShow,
        },
        revenue: cents(f.revenue),
        averageValue: f.completed > 0 ? cents(f.revenue / f.completed) : null,
        cancellations: { byCustomer: f.cancelledByCustomer, byBusiness: f.cancelledByBusiness },
        noShowRate: finished > 0 ? ratio(f.noShow / finished) : null,
        customers: customers[period],
        rating: {
          average: ratings[period].average === null ? null : cents(ratings[period].average),
          count: ratings[period].count,
        },
      };
    };

    // The breakdown's groups (service x member x weekday x hour) added up by each.
    const services = new Map<
      string,
      { serviceId: string; name: string; bookings: number; revenue: number }
    >();
    const booked = new Map<string, { bookings: number; minutes: number }>();
    const heat = new Map<string, { weekday: Weekday; hour: number; bookedMinutes: number }>();
    for (const g of breakdown) {
      if (g.serviceId !== null && g.serviceName !== null) {
        const s = services.get(g.serviceId) ?? {
          serviceId: g.serviceId,
          name: g.serviceName,
          bookings: 0,
          revenue: 0,
        };
        s.bookings += g.bookings;
        s.revenue += g.revenue;
        services.set(g.serviceId, s);
      }
      if (g.teamMemberId !== null) {
        const m = booked.get(g.teamMemberId) ?? { bookings: 0, minutes: 0 };
        m.bookings += g.bookings;
        m.minutes += g.bookedMinutes;
        booked.set(g.teamMemberId, m);
      }
      if (g.hour !== null && g.bookedMinutes > 0) {
        const key = `${g.weekday}|${g.hour}`;
        const cell = heat.get(key) ?? { weekday: g.weekday, hour: g.hour, bookedMinutes: 0 };
        cell.bookedMinutes += g.bookedMinutes;
        heat.set(key, cell);
      }
    }

    // Staff see their own member; the owner every active member, and a former one who still has
    // bookings in the range.
    const shown = members.filter((m) =>
      memberId !== null ? m.id === memberId : m.isActive || booked.has(m.id),
    );
    return {
      currency: currencyOf(business),
      timezone: business.timezone,
      current: periodFigures('current'),
      previous: periodFigures('previous'),
      daily: datesOf(range).map((date) => {
        const day = byDate.get(date);
        return {
          date,
          bookings: day ? day.total - day.cancelled : 0,
          revenue: cents(day?.revenue ?? 0),
        };
      }),
      services: [...services.values()]
        .map((s) => ({ ...s, revenue: cents(s.revenue) }))
        .sort((a, b) => b.bookings - a.bookings || b.revenue - a.revenue || a.name.localeCompare(b.name)),
      team: shown.map((m) => {
        const blocks = blockRows
          .filter((b) => b.teamMemberId === null || b.teamMemberId === m.id)
          .map((b) => ({ fromMs: b.startsAt.getTime(), untilMs: b.endsAt.getTime() }));
        const openMinutes = memberOpenMinutes(m, business, range, blocks);
        const bookedMinutes = Math.round(booked.get(m.id)?.minutes ?? 0);
        return {
          teamMemberId: m.id,
          name: m.name,
          bookings: booked.get(m.id)?.bookings ?? 0,
          bookedMinutes,
          openMinutes,
          utilisation: openMinutes > 0 ? ratio(bookedMinutes / openMinutes) : null,
        };
      }),
      heatmap: [...heat.values()]
        .sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.hour - b.hour)
        .map((cell) => ({ ...cell, bookedMinutes: Math.round(cell.bookedMinutes) })),
    };
  }
}

/** What a period's figures add up from its days. */
const FIGURE_KEYS = [
  'total',
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'noShow',
  'revenue',
  'cancelledByCustomer',
  'cancelledByBusiness',
] as const satisfies ReadonlyArray<keyof DayFigures>;

/**
 * The currency amounts are in: the business's code, or its own abbreviation when it chose
 * `other` ('' without one), so `formatMoney(amount, currency)` shows it either way.
 */
function currencyOf(business: Pick<BusinessRow, 'currency' | 'customCurrency'>): string {
  return business.currency === 'other' ? (business.customCurrency?.trim() ?? '') : business.currency;
}

/** Instants from a day before the range's first day to a day after its last (UTC midnights). */
function spanAround(range: DayRange): { from: Date; until: Date } {
  return {
    from: new Date(Date.parse(`${range.from}T00:00:00Z`) - DAY_MS),
    until: new Date(Date.parse(`${range.to}T00:00:00Z`) + 2 * DAY_MS),
  };
}
