// Calendar tab (decisions.md section 7): the business's bookings by week and by month, fetched
// for the visible range with start/end, in the business's local dates. Loaded lazily: it is the
// default export the dashboard imports on first use.
import {
  addDays,
  addMonths,
  bookingContact,
  bookingLocalWhen,
  FAILURE_MESSAGES,
  FALLBACK_NAMES,
  formatTime12h,
  monthGridDays,
  startOfMonth,
  todayInZone,
  weekDays,
  type Booking,
  type BookingStatus,
  type Business,
  type Service,
} from '@booklane/shared';
import { useMemo, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { BookingSummary } from '@/entities/booking/ui/booking-summary';
import { buttonClasses } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { formatDateLong, timeZoneNote, visitorTimeZone } from '@/lib/format';
import { useBusinessBookingsInRange } from '@/entities/booking/api/get-business-bookings';

type View = 'week' | 'month';

const CHIP: Record<BookingStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  confirmed: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  completed: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  cancelled: 'border-red-200 bg-red-50 text-red-800 line-through',
};

const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function dayTitle(date: string, options: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

function rangeTitle(view: View, days: string[], anchor: string): string {
  if (view === 'month') return dayTitle(anchor, { month: 'long', year: 'numeric' });
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  return `${dayTitle(first, { month: 'short', day: 'numeric' })} – ${dayTitle(last, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

function byTime(a: Booking, b: Booking): number {
  return (bookingLocalWhen(a).time ?? '99:99').localeCompare(bookingLocalWhen(b).time ?? '99:99');
}

function BookingChip({ booking, onSelect }: { booking: Booking; onSelect: () => void }) {
  const { time } = bookingLocalWhen(booking);
  const name = booking.service?.name || FALLBACK_NAMES.service;
  return (
    <button
      type="button"
      onClick={onSelect}
      className={`block w-full truncate rounded-md border px-1.5 py-1 text-left text-xs font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${CHIP[booking.status]}`}
      title={`${time ? formatTime12h(time) : 'Any time'} ${name} – ${bookingContact(booking).name}`}
    >
      {time ? <span className="mr-1 font-semibold">{formatTime12h(time)}</span> : null}
      {name}
    </button>
  );
}

export default function CalendarTab({ business, services }: { business: Business; services: Service[] }) {
  const today = todayInZone(new Date(), business.timezone);
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(today);
  const [selectedDay, setSelectedDay] = useState<string>(today);
  const [serviceFilter, setServiceFilter] = useState('');

  const days = useMemo(() => (view === 'week' ? weekDays(anchor) : monthGridDays(anchor)), [view, anchor]);
  const start = days[0] as string;
  const end = days[days.length - 1] as string;
  const query = useBusinessBookingsInRange(business._id, start, end);
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());

  const byDay = useMemo(() => {
    const map = new Map<string, Booking[]>();
    for (const booking of query.data ?? []) {
      if (serviceFilter && booking.service?._id !== serviceFilter) continue;
      const { date } = bookingLocalWhen(booking);
      if (!date) continue;
      map.set(date, [...(map.get(date) ?? []), booking]);
    }
    for (const list of map.values()) list.sort(byTime);
    return map;
  }, [query.data, serviceFilter]);

  const move = (step: number) => {
    const next = view === 'week' ? addDays(anchor, 7 * step) : addMonths(anchor, step);
    setAnchor(next);
    setSelectedDay(view === 'week' ? (weekDays(next)[0] as string) : startOfMonth(next));
  };
  const goToday = () => {
    setAnchor(today);
    setSelectedDay(today);
  };
  const month = anchor.slice(0, 7);
  const selectedBookings = byDay.get(selectedDay) ?? [];
  const total = [...byDay.values()].reduce((sum, list) => sum + list.length, 0);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Calendar</h2>
          <p className="text-sm text-slate-600">
            Active bookings by day{zoneNote ? `, in ${zoneNote}` : ''}. Flexible bookings have no date and are
            listed in the Bookings tab.
          </p>
        </div>
        <div className="w-full sm:w-56">
          <SelectField
            label="Service"
            value={serviceFilter}
            onChange={(e) => setServiceFilter(e.target.value)}
          >
            <option value="">All services</option>
            {services.map((service) => (
              <option key={service._id} value={service._id}>
                {service.name}
              </option>
            ))}
          </SelectField>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-3">
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => move(-1)}
            aria-label={view === 'week' ? 'Previous week' : 'Previous month'}
            className={buttonClasses('ghost', 'sm', 'px-2')}
          >
            <ChevronLeftIcon />
          </button>
          <button type="button" onClick={goToday} className={buttonClasses('secondary', 'sm')}>
            Today
          </button>
          <button
            type="button"
            onClick={() => move(1)}
            aria-label={view === 'week' ? 'Next week' : 'Next month'}
            className={buttonClasses('ghost', 'sm', 'px-2')}
          >
            <ChevronRightIcon />
          </button>
          <h3
            className="ml-2 text-base font-semibold text-slate-900"
            aria-live="polite"
            data-testid="calendar-range"
          >
            {rangeTitle(view, days, anchor)}
          </h3>
          {query.isFetching ? <Spinner className="ml-2 h-4 w-4 text-indigo-600" /> : null}
        </div>
        <div role="group" aria-label="Calendar view" className="inline-flex rounded-lg bg-slate-100 p-1">
          {(['week', 'month'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={`min-h-11 rounded-md px-3 py-1.5 text-sm font-medium sm:min-h-0 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                view === v ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {v === 'week' ? 'Week' : 'Month'}
            </button>
          ))}
        </div>
      </div>

      {query.error && !query.data ? (
        <Alert>{FAILURE_MESSAGES.loadBusinessData(errorReason(query.error))}</Alert>
      ) : null}

      {view === 'week' ? (
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
                  onClick={() => setSelectedDay(day)}
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
                        <BookingChip booking={booking} onSelect={() => setSelectedDay(day)} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
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
                    onClick={() => setSelectedDay(day)}
                    aria-pressed={selected}
                    aria-label={`${formatDateLong(day)}: ${list.length} booking${list.length === 1 ? '' : 's'}`}
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
                        <BookingChip booking={booking} onSelect={() => setSelectedDay(day)} />
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
      )}

      <section aria-labelledby="calendar-selected-day" className="space-y-3">
        <h3 id="calendar-selected-day" className="text-base font-semibold text-slate-900">
          {formatDateLong(selectedDay)}
          <span className="ml-2 text-sm font-normal text-slate-500">
            {selectedBookings.length} booking{selectedBookings.length === 1 ? '' : 's'} · {total} in view
          </span>
        </h3>
        {selectedBookings.length === 0 ? (
          <p className="text-sm text-slate-600">No bookings on this day.</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {selectedBookings.map((booking) => (
              <li key={booking._id}>
                <BookingSummary
                  booking={booking}
                  headingLevel={4}
                  currency={business.currency}
                  customCurrency={business.customCurrency}
                  zoneNote={zoneNote}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
