// Opening hours for each weekday, Monday to Sunday: open or closed, opening and closing time.
// Used by the Schedule tab and by a service's custom schedule. A closed day keeps its hours, so
// reopening it restores them.
import { WEEKDAYS, weekdayLabel, type Weekday } from '@booklane/shared/domain';
import { type DaySchedule, type Schedule } from '@booklane/shared/schemas';
import { useId } from 'react';
import { TimeInput } from '@/components/ui/time-input';

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
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {WEEKDAYS.map((day) => {
          const hours = value[day];
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
                <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
                  <TimeInput
                    id={`${baseId}-${day}-start`}
                    label={`${label} opening time`}
                    value={hours.start}
                    disabled={!hours.isOpen}
                    onChange={(start) => update(day, { start })}
                    errorId={error ? errorId : undefined}
                  />
                  <span className="text-slate-500" aria-hidden="true">
                    to
                  </span>
                  <TimeInput
                    id={`${baseId}-${day}-end`}
                    label={`${label} closing time`}
                    value={hours.end}
                    disabled={!hours.isOpen}
                    onChange={(end) => update(day, { end })}
                    errorId={error ? errorId : undefined}
                  />
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
    result[day] = record.end?.message ?? record.start?.message ?? record.isOpen?.message;
  }
  return result;
}
