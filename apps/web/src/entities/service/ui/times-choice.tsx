// The times of a booking form: a note until a date is chosen (or when the day has none left),
// else the day's times as a radio group (TimeSlotPicker).
import type { BookingType, HourCycle } from '@booklane/shared/domain';
import type { ComponentProps } from 'react';
import type { TimeChoice } from '../model/availability-choices';
import { TimeSlotPicker } from './time-slot-picker';

/** A plain line in place of the times. */
export function Note({ children }: { children: string }) {
  return (
    <p className="rounded-lg bg-white px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">{children}</p>
  );
}

export function TimesChoice({
  type,
  bookingDate,
  times,
  emptyText,
  current,
  error,
  hourCycle,
  inputProps,
}: {
  type: BookingType;
  bookingDate: string;
  times: readonly TimeChoice[];
  /** What to say when the day has no time left. */
  emptyText: string;
  current: string | null | undefined;
  error: string | undefined;
  /** The business's clock (`hourCycleFor`). */
  hourCycle: HourCycle;
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value'>;
}) {
  if (type === 'datetime' && !bookingDate) return <Note>Pick a date to see the available times.</Note>;
  if (times.length === 0) {
    return (
      <div>
        <Note>{emptyText}</Note>
        {error ? (
          <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <TimeSlotPicker
      legend={type === 'time-only' ? 'Time today' : 'Time'}
      slots={times}
      current={current}
      error={error}
      hourCycle={hourCycle}
      inputProps={inputProps}
    />
  );
}
