// The Insights tab's range: presets as toggle buttons, and for Custom two day fields whose problem
// (a range backwards or too long) shows under them.
import { useId } from 'react';
import { PRESET_LABELS, RANGE_PRESETS, type RangePreset } from '../model/insights-range';

const DAY_FIELD =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm';

export function RangePicker({
  preset,
  onPreset,
  from,
  to,
  onCustom,
  error,
}: {
  preset: RangePreset;
  onPreset: (preset: RangePreset) => void;
  from: string;
  to: string;
  onCustom: (from: string, to: string) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label="Range"
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex"
      >
        {RANGE_PRESETS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={preset === option}
            onClick={() => onPreset(option)}
            className={`min-h-11 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 sm:min-h-9 ${
              preset === option ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {PRESET_LABELS[option]}
          </button>
        ))}
      </div>
      {preset === 'custom' ? (
        <div>
          <div className="grid grid-cols-2 gap-3 sm:max-w-md">
            <div>
              <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-medium text-slate-800">
                From
              </label>
              <input
                id={`${id}-from`}
                type="date"
                value={from}
                max={to || undefined}
                onChange={(event) => onCustom(event.target.value, to)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={DAY_FIELD}
              />
            </div>
            <div>
              <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-medium text-slate-800">
                To
              </label>
              <input
                id={`${id}-to`}
                type="date"
                value={to}
                min={from || undefined}
                onChange={(event) => onCustom(from, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={DAY_FIELD}
              />
            </div>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
