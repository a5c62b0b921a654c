// The month view: whole weeks, Monday first; a day shows up to three bookings (a count on phones).
// Choosing a day (or one of its bookings) opens that day's time grid.
import type { Booking } from '@booklane/shared/schemas';
import { formatDateLong } from '@/lib/format';
import { bookingsCount } from '../../calendar-model';
import { BookingChip } from './booking-chip';

type MonthGridProps = {
  days: readonly string[];
  byDay: ReadonlyMap<string, Booking[]>;
  today: string;
  selectedDay: string;
  onSelect: (day: string) => void;
  month: string;
};

const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function MonthGrid({ days, byDay, today, selectedDay, onSelect, month }: MonthGridProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="grid grid-cols-7 border-b border-slate-200 bg-slate-50 text-center text-xs font-semibold uppercase text-slate-500">
        {WEEKDAY_SHORT.map((d) => (
          <div key={d} className="py-2">
            {d}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7" aria-label="Month">
        {days.map((day) => {
          const list = byDay.get(day) ?? [];
          const inMonth = day.startsWith(month);
          const isToday = day === today;
          const selected = day === selectedDay;
          return (
            <li
              key={day}
              className={`min-h-16 min-w-0 border-b border-r border-slate-100 p-0 sm:min-h-24 sm:p-1 ${inMonth ? '' : 'bg-slate-50/70'} ${selected ? 'bg-indigo-50/60' : ''}`}
              data-testid={`calendar-day-${day}`}
            >
              <button
                type="button"
                onClick={() => onSelect(day)}
                aria-pressed={selected}
                aria-label={`${formatDateLong(day)}: ${bookingsCount(list.length)}`}
                className="flex min-h-11 w-full flex-col items-start rounded-md p-0.5 text-left focus-visible:outline-2 focus-visible:outline-indigo-600 sm:min-h-0"
              >
                <span
                  className={`flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold ${
                    isToday ? 'bg-indigo-600 text-white' : inMonth ? 'text-slate-900' : 'text-slate-600'
                  }`}
                >
                  {Number(day.slice(8, 10))}
                </span>
                {list.length > 0 ? (
                  <span className="mt-1 rounded-full bg-indigo-100 px-1.5 text-[11px] font-semibold text-indigo-800 sm:hidden">
                    {list.length}
                  </span>
                ) : null}
              </button>
              <ul className="mt-1 hidden space-y-1 sm:block">
                {list.slice(0, 3).map((booking) => (
                  <li key={booking._id}>
                    <BookingChip booking={booking} onSelect={() => onSelect(day)} />
                  </li>
                ))}
                {list.length > 3 ? (
                  <li className="px-1 text-xs text-slate-600">+{list.length - 3} more</li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
