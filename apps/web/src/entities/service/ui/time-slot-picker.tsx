// The start times of a day as a radio group (arrow keys move, Space picks), on the business's clock.
// A full time stays in its place, marked "Full", and cannot be picked; so does the booking's own
// time in the reschedule dialog, marked "Current".
import { formatClockTime, type HourCycle } from '@booklane/shared/domain';
import { useId, type ComponentProps } from 'react';
import type { TimeChoice } from '../model/availability-choices';

export function TimeSlotPicker({
  legend,
  slots,
  error,
  note,
  current,
  hourCycle,
  inputProps,
}: {
  legend: string;
  slots: readonly TimeChoice[];
  /** The business's clock (`hourCycleFor`). */
  hourCycle: HourCycle;
  error?: string | undefined;
  note?: string | null;
  /** The time the booking being moved has now (`HH:mm`), if on this day. */
  current?: string | null | undefined;
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
        {slots.map((slot) => {
          const mark = slot.time === current ? 'Current' : slot.full ? 'Full' : null;
          return (
            <label key={slot.time} className="relative" data-full={slot.full ? '' : undefined}>
              <input
                type="radio"
                value={slot.time}
                disabled={mark !== null}
                className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                {...inputProps}
              />
              {mark ? (
                <span className="flex min-h-11 flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-2 text-sm leading-tight text-slate-400 peer-checked:border-red-400 peer-checked:bg-red-50">
                  <span className="line-through">{formatClockTime(slot.time, hourCycle)}</span>
                  <span className="text-xs font-medium text-slate-500"> {mark}</span>
                </span>
              ) : (
                <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 transition-colors hover:border-indigo-400 hover:bg-indigo-50 peer-checked:border-accent peer-checked:bg-accent peer-checked:text-on-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600">
                  {formatClockTime(slot.time, hourCycle)}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
