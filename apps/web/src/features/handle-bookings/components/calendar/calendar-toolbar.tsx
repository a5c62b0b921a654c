// The calendar's toolbar: previous, Today, next, the range shown, and Week / Month.
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { CalendarView } from '../../calendar-model';

export function CalendarToolbar({
  view,
  title,
  loading,
  onMove,
  onToday,
  onView,
}: {
  view: CalendarView;
  title: string;
  loading: boolean;
  onMove: (step: number) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}) {
  const unit = view === 'week' ? 'week' : 'month';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-3">
      <div className="flex items-center gap-1">
        <button
          type="button"
          onClick={() => onMove(-1)}
          aria-label={`Previous ${unit}`}
          className={buttonClasses('ghost', 'sm', 'px-2')}
        >
          <ChevronLeftIcon />
        </button>
        <button type="button" onClick={onToday} className={buttonClasses('secondary', 'sm')}>
          Today
        </button>
        <button
          type="button"
          onClick={() => onMove(1)}
          aria-label={`Next ${unit}`}
          className={buttonClasses('ghost', 'sm', 'px-2')}
        >
          <ChevronRightIcon />
        </button>
        <h3
          className="ml-2 text-base font-semibold text-slate-900"
          aria-live="polite"
          data-testid="calendar-range"
        >
          {title}
        </h3>
        {loading ? <Spinner className="ml-2 h-4 w-4 text-indigo-600" /> : null}
      </div>
      <div role="group" aria-label="Calendar view" className="inline-flex rounded-lg bg-slate-100 p-1">
        {(['week', 'month'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className={`min-h-11 rounded-md px-3 py-1.5 text-sm font-medium sm:min-h-0 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
              view === v ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {v === 'week' ? 'Week' : 'Month'}
          </button>
        ))}
      </div>
    </div>
  );
}
