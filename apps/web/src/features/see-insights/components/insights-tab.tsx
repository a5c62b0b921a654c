// The Insights tab (decisions.md 9.4, issue 35): a range of days (this week, the last 30 days,
// this month, or two chosen days, in the business's zone), its figures beside those of the range
// just before it, and four charts, or the same numbers as tables for screen readers and people who
// prefer them. The owner downloads the range's bookings as CSV. Loaded with the tab only, and
// Chart.js only when a chart shows (docs/decisions/0037).
import { FAILURE_MESSAGES, todayInZone } from '@booklane/shared/domain';
import type { Business, InsightsQuery } from '@booklane/shared/schemas';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { DownloadButton } from '@/components/ui/download-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon } from '@/components/ui/action-icons';
import { ChartIcon } from '@/components/ui/report-icons';
import { Spinner } from '@/components/ui/spinner';
import { useBusinessInsights } from '@/entities/insights/api/get-business-insights';
import { fetchApiFile } from '@/lib/api-file';
import { errorReason } from '@/lib/api-client';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { insightFigures } from '../model/insight-figures';
import { customRange, presetRange, rangeWords, type RangePreset } from '../model/insights-range';
import { FigureCards, FigureCardsSkeleton } from './figure-cards';
import { InsightsCharts, type InsightsView } from './insights-charts';
import { RangePicker } from './range-picker';

export type InsightsTabProps = {
  business: Business;
  /** The owner sees every figure and downloads the bookings; staff read their own member's figures. */
  viewer: 'owner' | 'staff';
};

function InsightsTab({ business, viewer }: InsightsTabProps) {
  const today = todayInZone(new Date(), business.timezone);
  const [preset, setPreset] = useState<RangePreset>('last30');
  const [custom, setCustom] = useState(() => presetRange('last30', today));
  const [view, setView] = useState<InsightsView>('charts');

  const chosen =
    preset === 'custom' ? customRange(custom.from, custom.to) : { range: presetRange(preset, today) };
  const range: InsightsQuery | null = 'range' in chosen ? chosen.range : null;
  const insights = useBusinessInsights(business._id, range);
  const money = { currency: business.currency, customCurrency: business.customCurrency };
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  // While a new range loads, the last answer stays (dimmed), never another range's words.
  const shown = insights.data && range ? insights.data : undefined;
  const shownRange = shown ? { from: shown.current.from, to: shown.current.to } : null;

  const choosePreset = (next: RangePreset) => {
    // Custom starts from the range on screen, so the owner adjusts it rather than starts over.
    if (next === 'custom' && preset !== 'custom' && range) setCustom(range);
    setPreset(next);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-slate-900">Insights</h2>
          <p className="text-sm text-slate-600">
            {viewer === 'owner'
              ? 'How your business is doing, beside the same number of days just before.'
              : 'Your own bookings and time, beside the same number of days just before.'}
            {zoneNote ? ` Days in ${zoneNote}.` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={view === 'table'}
            onClick={() => setView(view === 'table' ? 'charts' : 'table')}
            className={buttonClasses('secondary', 'sm')}
          >
            <ListIcon className="h-4 w-4" />
            Table view
          </button>
          {viewer === 'owner' ? (
            <DownloadButton
              load={
                range
                  ? () =>
                      fetchApiFile('exportBusinessBookings', { params: { id: business._id }, query: range })
                  : null
              }
              fallbackName={range ? `bookings-${range.from}-to-${range.to}.csv` : 'bookings.csv'}
              failure="Could not export the bookings"
            >
              Export bookings (CSV)
            </DownloadButton>
          ) : null}
        </div>
      </div>

      <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
        <RangePicker
          preset={preset}
          onPreset={choosePreset}
          from={custom.from}
          to={custom.to}
          onCustom={(from, to) => setCustom({ from, to })}
          error={'error' in chosen ? chosen.error : null}
        />
        <p
          className="flex items-center gap-2 text-sm font-semibold text-slate-900"
          aria-live="polite"
          data-testid="insights-range"
        >
          {range ? rangeWords(range) : null}
          {insights.isFetching && insights.data ? <Spinner className="h-4 w-4 text-indigo-600" /> : null}
        </p>
      </div>

      {!range ? null : insights.isPending ? (
        <div role="status" aria-label="Loading insights..." className="space-y-4">
          <FigureCardsSkeleton />
          <div
            className="h-72 animate-pulse rounded-2xl border border-slate-200 bg-white"
            aria-hidden="true"
          />
        </div>
      ) : insights.error && !shown ? (
        <Alert
          title={FAILURE_MESSAGES.loadBusinessData(errorReason(insights.error))}
          onRetry={() => void insights.refetch()}
        />
      ) : shown && shownRange ? (
        <div className={`space-y-4 transition-opacity ${insights.isPlaceholderData ? 'opacity-60' : ''}`}>
          <FigureCards figures={insightFigures(shown.current, shown.previous, shownRange, money)} />
          {shown.current.bookings.total === 0 ? (
            <EmptyState icon={<ChartIcon />} title="No bookings in this range yet" headingLevel={3}>
              Bookings of these days show up here as they come in. Try a longer range to see more.
            </EmptyState>
          ) : (
            <InsightsCharts insights={shown} money={money} view={view} />
          )}
        </div>
      ) : null}
    </div>
  );
}

export default InsightsTab;
