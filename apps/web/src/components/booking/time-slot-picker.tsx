// The start times of a day as a radio group (arrow keys move, Space picks), in 12-hour format.
import { formatTime12h } from '@booklane/shared';
import { useId, type ComponentProps } from 'react';

export function TimeSlotPicker({
  legend,
  slots,
  error,
  note,
  inputProps,
}: {
  legend: string;
  slots: readonly string[];
  error?: string | undefined;
  note?: string | null;
  /** What react-hook-form's register('startTime') gives. */
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value'>;
}) {
  const errorId = useId();
  const noteId = useId();
  const describedBy = [note ? noteId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      {note ? (
        <p id={noteId} className="mb-2 text-xs text-slate-500">
          {note}
        </p>
      ) : null}
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {slots.map((slot) => (
          <label key={slot} className="relative">
            <input
              type="radio"
              value={slot}
              className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none opacity-0"
              {...inputProps}
            />
            <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 transition-colors hover:border-indigo-400 hover:bg-indigo-50 peer-checked:border-indigo-600 peer-checked:bg-indigo-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600">
              {formatTime12h(slot)}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
