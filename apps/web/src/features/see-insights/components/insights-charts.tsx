// The Insights tab's four charts (decisions.md 9.4), or, in the table view, the same numbers as
// tables: bookings and revenue per day, booked time by weekday and hour, utilisation per team
// member, top services. Each chart is a picture with a summary for screen readers.
import { formatMoney, weekdayLabel } from '@booklane/shared/domain';
import type { InsightsResponse } from '@booklane/shared/schemas';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { formatDateShort } from '@/lib/format';
import {
  dailySummary,
  heatmapRows,
  heatmapSummary,
  hourLabel,
  minutesWords,
  servicesSummary,
  teamSummary,
  utilisationWords,
} from '../model/chart-words';
import type { Money } from '../model/insight-figures';
import { DataTable } from './data-table';
import { Heatmap } from './heatmap';
import { RankedBars } from './ranked-bars';

// Chart.js comes with this chunk only, when a chart is first shown.
const DailyChart = lazy(() => import('./daily-chart'));

export type InsightsView = 'charts' | 'table';

function Panel({
  title,
  description,
  children,
  wide,
}: {
  title: string;
  description: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mb-4 text-sm text-slate-600">{description}</p>
      {children}
    </section>
  );
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

export function InsightsCharts({
  insights,
  money,
  view,
}: {
  insights: InsightsResponse;
  money: Money;
  view: InsightsView;
}) {
  const cash = (n: number) => formatMoney(n, money.currency, money.customCurrency);
  const clock = { timezone: insights.timezone, currency: insights.currency };
  const mostBooked = Math.max(1, ...insights.services.map((s) => s.bookings));
  const table = view === 'table';

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel
        wide
        title="Bookings and revenue per day"
        description="Bookings that were not cancelled, and the revenue of completed ones."
      >
        {table ? (
          <DataTable
            caption="Bookings and revenue per day"
            columns={[
              { label: 'Day' },
              { label: 'Bookings', numeric: true },
              { label: 'Revenue', numeric: true },
            ]}
            rows={insights.daily.map((day) => ({
              key: day.date,
              cells: [formatDateShort(day.date), day.bookings, cash(day.revenue)],
            }))}
            empty="No days in this range."
          />
        ) : (
          <Suspense
            fallback={
              <div className="h-64 animate-pulse rounded-xl bg-slate-100 sm:h-72" aria-hidden="true" />
            }
          >
            <DailyChart
              daily={insights.daily}
              currency={money.currency}
              customCurrency={money.customCurrency}
              summary={dailySummary(insights.daily, money)}
            />
          </Suspense>
        )}
      </Panel>
      <Panel title="Busiest times" description="Booked time by weekday and the hour it starts.">
        {table ? (
          <DataTable
            caption="Booked time by weekday and hour"
            columns={[{ label: 'Weekday' }, { label: 'Hour' }, { label: 'Booked time', numeric: true }]}
            rows={heatmapRows(insights.heatmap).map((cell) => ({
              key: `${cell.weekday}-${cell.hour}`,
              cells: [
                weekdayLabel(cell.weekday),
                hourLabel(cell.hour, clock),
                minutesWords(cell.bookedMinutes),
              ],
            }))}
            empty="Nothing booked in this range."
          />
        ) : insights.heatmap.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing booked in this range.</p>
        ) : (
          <Heatmap
            heatmap={insights.heatmap}
            clock={clock}
            summary={heatmapSummary(insights.heatmap, clock)}
          />
        )}
      </Panel>
      <Panel
        title="Team utilisation"
        description="Booked time against each member's open hours (less breaks, closures and blocks)."
      >
        {table ? (
          <DataTable
            caption="Utilisation per team member"
            // Utilisation first: on a phone the last columns are scrolled to.
            columns={[
              { label: 'Team member' },
              { label: 'Utilisation', numeric: true },
              { label: 'Booked', numeric: true },
              { label: 'Open', numeric: true },
              { label: 'Bookings', numeric: true },
            ]}
            rows={insights.team.map((member) => ({
              key: member.teamMemberId,
              cells: [
                member.name,
                utilisationWords(member.utilisation),
                minutesWords(member.bookedMinutes),
                minutesWords(member.openMinutes),
                member.bookings,
              ],
            }))}
            empty="No team members."
          />
        ) : insights.team.length === 0 ? (
          <p className="text-sm text-slate-600">No team members.</p>
        ) : (
          <RankedBars
            summary={teamSummary(insights.team)}
            colour="bg-indigo-500"
            bars={insights.team.map((member) => ({
              id: member.teamMemberId,
              name: member.name,
              share: member.utilisation ?? 0,
              value: utilisationWords(member.utilisation),
              note: `${minutesWords(member.bookedMinutes)} booked of ${minutesWords(member.openMinutes)} open · ${plural(member.bookings, 'booking')}`,
            }))}
          />
        )}
      </Panel>
      <Panel title="Top services" description="By bookings that were not cancelled, with their revenue.">
        {table ? (
          <DataTable
            caption="Top services"
            columns={[
              { label: 'Service' },
              { label: 'Bookings', numeric: true },
              { label: 'Revenue', numeric: true },
            ]}
            rows={insights.services.map((service) => ({
              key: service.serviceId,
              cells: [service.name, service.bookings, cash(service.revenue)],
            }))}
            empty="No services booked in this range."
          />
        ) : insights.services.length === 0 ? (
          <p className="text-sm text-slate-600">No services booked in this range.</p>
        ) : (
          <RankedBars
            summary={servicesSummary(insights.services)}
            colour="bg-emerald-600"
            bars={insights.services.map((service) => ({
              id: service.serviceId,
              name: service.name,
              share: service.bookings / mostBooked,
              value: plural(service.bookings, 'booking'),
              note: `${cash(service.revenue)} revenue`,
            }))}
          />
        )}
      </Panel>
    </div>
  );
}
