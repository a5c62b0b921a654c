// The week view: seven days, each with its bookings; a day's heading selects it.
import type { Booking } from '@booklane/shared/schemas';
import { dayTitle } from '../../calendar-model';
import { BookingChip } from './booking-chip';

export type DayGridProps = {
  days: readonly string[];
  byDay: ReadonlyMap<string, Booking[]>;
  today: string;
  selectedDay: string;
  onSelect: (day: string) => void;
};

export function WeekGrid({ days, byDay, today, selectedDay, onSelect }: DayGridProps) {
  return (
    <ol className="grid gap-2 md:grid-cols-7" aria-label="Week">
      {days.map((day) => {
        const list = byDay.get(day) ?? [];
        const isToday = day === today;
        return (
          <li
            key={day}
            className={`min-w-0 rounded-xl border bg-white p-2 ${isToday ? 'border-indigo-300 ring-1 ring-indigo-200' : 'border-slate-200'}`}
            data-testid={`calendar-day-${day}`}
          >
            <button
              type="button"
              onClick={() => onSelect(day)}
              aria-pressed={selectedDay === day}
              className="mb-2 flex min-h-11 w-full items-center justify-between gap-1 rounded-md px-1 text-left sm:min-h-0 sm:items-baseline focus-visible:outline-2 focus-visible:outline-indigo-600 md:flex-col md:items-start"
            >
              <span
                className={`text-xs font-semibold uppercase ${isToday ? 'text-indigo-700' : 'text-slate-500'}`}
              >
                {dayTitle(day, { weekday: 'short' })}
              </span>
              <span className={`text-sm font-semibold ${isToday ? 'text-indigo-700' : 'text-slate-900'}`}>
                {dayTitle(day, { month: 'short', day: 'numeric' })}
              </span>
            </button>
            {list.length === 0 ? (
              <p className="px-1 text-xs text-slate-600">No bookings</p>
            ) : (
              <ul className="space-y-1">
                {list.map((booking) => (
                  <li key={booking._id}>
                    <BookingChip booking={booking} onSelect={() => onSelect(day)} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
