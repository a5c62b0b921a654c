// Opening hours for each weekday, Monday to Sunday: open or closed, and one or more intervals of
// opening and closing time (a split shift: 09:00-12:00 and 14:00-19:00). Used by the Schedule tab,
// a team member's hours and a service's custom schedule. A closed day keeps its hours, so reopening
// it restores them.
import {
  DAY_INTERVALS_MAX,
  dayIntervals,
  minutesToTime,
  timeToMinutes,
  WEEKDAYS,
  weekdayLabel,
  type HoursInterval,
  type Weekday,
} from '@booklane/shared/domain';
import { type DaySchedule, type Schedule } from '@booklane/shared/schemas';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { TimeInput } from '@/components/ui/time-input';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';

/**
 * A day with these intervals, in the order the editor shows them (the server puts them in order):
 * one interval is the plain `start`-`end`; several (a split shift) keep `start` and `end` as the
 * first opening and the last closing.
 */
function withIntervals(day: DaySchedule, intervals: readonly HoursInterval[]): DaySchedule {
  const { intervals: _old, ...rest } = day;
  const first = intervals[0];
  const last = intervals[intervals.length - 1];
  if (!first || !last) return rest;
  if (intervals.length === 1) return { ...rest, start: first.start, end: first.end };
  return { ...rest, start: first.start, end: last.end, intervals: [...intervals] };
}

/** A new interval an hour after the last one closes, an hour long (within the day). */
function nextInterval(intervals: readonly HoursInterval[]): HoursInterval {
  const lastEnd = timeToMinutes(intervals[intervals.length - 1]?.end ?? '12:00');
  const start = Math.min(Number.isNaN(lastEnd) ? 720 : lastEnd + 60, 22 * 60);
  return { start: minutesToTime(start), end: minutesToTime(Math.min(start + 60, 23 * 60 + 59)) };
}

export type DayErrors = Partial<Record<Weekday, string | undefined>>;

export function WeeklyHoursEditor({
  value,
  onChange,
  errors = {},
  legend,
}: {
  value: Schedule;
  onChange: (schedule: Schedule) => void;
  errors?: DayErrors;
  legend: string;
}) {
  const baseId = useId();
  const update = (day: Weekday, patch: Partial<DaySchedule>) =>
    onChange({ ...value, [day]: { ...value[day], ...patch } });
  const setIntervals = (day: Weekday, intervals: HoursInterval[]) =>
    onChange({ ...value, [day]: withIntervals(value[day], intervals) });
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {WEEKDAYS.map((day) => {
          const hours = value[day];
          const intervals = dayIntervals(hours);
          const label = weekdayLabel(day);
          const error = errors[day];
          const errorId = `${baseId}-${day}-error`;
          return (
            <li key={day} className="px-3 py-3 sm:px-4" data-testid={`hours-${day}`}>
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[9rem_6rem_minmax(0,1fr)]">
                <span className="font-medium text-slate-900">{label}</span>
                <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 justify-self-end text-sm text-slate-700 sm:justify-self-start">
                  <input
                    type="checkbox"
                    checked={hours.isOpen}
                    onChange={(event) => update(day, { isOpen: event.target.checked })}
                    className="h-5 w-5 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    aria-label={`${label} open`}
                  />
                  <span aria-hidden="true">{hours.isOpen ? 'Open' : 'Closed'}</span>
                </label>
                <div className="col-span-2 space-y-2 sm:col-span-1">
                  {intervals.map((interval, index) => {
                    // The first interval keeps the names it had before split shifts.
                    const suffix = index === 0 ? '' : ` ${index + 1}`;
                    const change = (patch: Partial<HoursInterval>) =>
                      setIntervals(
                        day,
                        intervals.map((other, i) => (i === index ? { ...other, ...patch } : other)),
                      );
                    return (
                      <div
                        key={index}
                        className="flex flex-wrap items-center gap-2"
                        data-testid={`hours-${day}-${index}`}
                      >
                        <TimeInput
                          id={`${baseId}-${day}-start${suffix}`}
                          label={`${label} opening time${suffix}`}
                          value={interval.start}
                          disabled={!hours.isOpen}
                          onChange={(start) => change({ start })}
                          errorId={error ? errorId : undefined}
                        />
                        <span className="text-slate-500" aria-hidden="true">
                          to
                        </span>
                        <TimeInput
                          id={`${baseId}-${day}-end${suffix}`}
                          label={`${label} closing time${suffix}`}
                          value={interval.end}
                          disabled={!hours.isOpen}
                          onChange={(end) => change({ end })}
                          errorId={error ? errorId : undefined}
                        />
                        {index > 0 ? (
                          <button
                            type="button"
                            className={buttonClasses('ghost', 'sm', TOUCH_BUTTON)}
                            aria-label={`Remove ${label} hours ${index + 1}`}
                            disabled={!hours.isOpen}
                            onClick={() =>
                              setIntervals(
                                day,
                                intervals.filter((_, i) => i !== index),
                              )
                            }
                          >
                            Remove
                          </button>
                        ) : null}
                      </div>
                    );
                  })}
                  {hours.isOpen && intervals.length < DAY_INTERVALS_MAX ? (
                    <button
                      type="button"
                      className={buttonClasses('ghost', 'sm', TOUCH_BUTTON)}
                      aria-label={`Add hours on ${label}`}
                      onClick={() => setIntervals(day, [...intervals, nextInterval(intervals)])}
                    >
                      Add hours
                    </button>
                  ) : null}
                </div>
              </div>
              {error ? (
                <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                  {label}: {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The first message per weekday of a schedule's validation errors (react-hook-form shape). */
export function dayErrorsOf(errors: unknown): DayErrors {
  const result: DayErrors = {};
  if (!errors || typeof errors !== 'object') return result;
  for (const day of WEEKDAYS) {
    const dayErrors = (errors as Record<string, unknown>)[day];
    if (!dayErrors || typeof dayErrors !== 'object') continue;
    const record = dayErrors as Record<string, { message?: string } | undefined>;
    result[day] =
      record.end?.message ??
      record.start?.message ??
      record.isOpen?.message ??
      intervalsMessage(record.intervals);
  }
  return result;
}

/** The message of a day's intervals: about all of them (they overlap), or the first interval's. */
function intervalsMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const own = (errors as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const item of Object.values(errors as Record<string, unknown>)) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, { message?: string } | undefined>;
    const message = record.end?.message ?? record.start?.message;
    if (message) return message;
  }
  return undefined;
}
