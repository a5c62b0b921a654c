// The month calendar the owner picks dates on (today to a year ahead); dates that already have an
// override carry a dot.
import { useId, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';
import { formatDateLong } from '@/lib/format';
import { addMonths, lastPickableDate, monthGrid, monthLabel, monthOf } from '../../date-overrides-model';

const WEEKDAY_HEADERS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

export function MonthCalendar({
  today,
  picked,
  marked,
  onToggle,
}: {
  today: string;
  picked: readonly string[];
  /** Dates that already have an override. */
  marked: ReadonlySet<string>;
  onToggle: (date: string) => void;
}) {
  const [month, setMonth] = useState(() => monthOf(picked[0] ?? today));
  const captionId = useId();
  const first = monthOf(today);
  const last = monthOf(lastPickableDate(today));
  const end = lastPickableDate(today);
  return (
    <div
      className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-3"
      data-testid="override-calendar"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => setMonth((m) => addMonths(m, -1))}
          disabled={month <= first}
          className={buttonClasses('ghost', 'sm', 'px-2')}
          aria-label="Previous month"
        >
          <ChevronLeftIcon className="h-4 w-4" />
        </button>
        <h3 id={captionId} className="text-sm font-semibold text-slate-900" aria-live="polite">
          {monthLabel(month)}
        </h3>
        <button
          type="button"
          onClick={() => setMonth((m) => addMonths(m, 1))}
          disabled={month >= last}
          className={buttonClasses('ghost', 'sm', 'px-2')}
          aria-label="Next month"
        >
          <ChevronRightIcon className="h-4 w-4" />
        </button>
      </div>
      <table className="w-full table-fixed border-collapse text-center" aria-labelledby={captionId}>
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map(([short, long]) => (
              <th key={short} scope="col" className="pb-1 text-xs font-medium text-slate-500">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0]?.date}>
              {week.map(({ date, inMonth }) => {
                if (!inMonth) return <td key={date} />;
                const isPicked = picked.includes(date);
                const past = date < today || date > end;
                const hasOverride = marked.has(date);
                return (
                  <td key={date} className="p-0 sm:p-0.5">
                    <button
                      type="button"
                      disabled={past}
                      aria-pressed={isPicked}
                      aria-label={`${formatDateLong(date)}${hasOverride ? ' (has an override)' : ''}`}
                      onClick={() => onToggle(date)}
                      data-date={date}
                      className={`relative flex h-11 w-full sm:h-10 items-center justify-center rounded-lg text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:text-slate-300 ${
                        isPicked
                          ? 'bg-indigo-600 font-semibold text-white hover:bg-indigo-700'
                          : 'text-slate-800 hover:bg-indigo-50'
                      } ${date === today && !isPicked ? 'ring-1 ring-inset ring-indigo-300' : ''}`}
                    >
                      {Number(date.slice(8))}
                      {hasOverride ? (
                        <span
                          aria-hidden="true"
                          className={`absolute bottom-1 h-1 w-1 rounded-full ${isPicked ? 'bg-white' : 'bg-amber-500'}`}
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
