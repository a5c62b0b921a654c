// Pure rules of the Calendar tab (decisions.md section 7): the days a view shows, its title, the
// bookings of each day (business-local dates, by time, one service or all), and where the
// previous and next buttons lead.
import {
  addDays,
  addMonths,
  bookingLocalWhen,
  monthGridDays,
  startOfMonth,
  weekDays,
} from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';

export type CalendarView = 'week' | 'month';

/** A calendar day (`YYYY-MM-DD`) in words, formatted as a day (noon UTC), never converted. */
export function dayTitle(date: string, options: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

/** The days on screen: Monday to Sunday of the anchor's week, or the whole weeks of its month. */
export function viewDays(view: CalendarView, anchor: string): string[] {
  return view === 'week' ? weekDays(anchor) : monthGridDays(anchor);
}

/** `November 2026`, or `Nov 23 – Nov 29, 2026`. */
export function rangeTitle(view: CalendarView, days: readonly string[], anchor: string): string {
  if (view === 'month') return dayTitle(anchor, { month: 'long', year: 'numeric' });
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  return `${dayTitle(first, { month: 'short', day: 'numeric' })} – ${dayTitle(last, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

function byTime(a: Booking, b: Booking): number {
  return (bookingLocalWhen(a).time ?? '99:99').localeCompare(bookingLocalWhen(b).time ?? '99:99');
}

/** The dated bookings by business-local day, each day's by time; `serviceId` '' keeps all. */
export function bookingsByDay(bookings: readonly Booking[], serviceId: string): Map<string, Booking[]> {
  const map = new Map<string, Booking[]>();
  for (const booking of bookings) {
    if (serviceId && booking.service?._id !== serviceId) continue;
    const { date } = bookingLocalWhen(booking);
    if (!date) continue;
    map.set(date, [...(map.get(date) ?? []), booking]);
  }
  for (const list of map.values()) list.sort(byTime);
  return map;
}

/** One step back or ahead: the new anchor, and the day selected there (the week's or month's first). */
export function moveView(
  view: CalendarView,
  anchor: string,
  step: number,
): { anchor: string; selectedDay: string } {
  const next = view === 'week' ? addDays(anchor, 7 * step) : addMonths(anchor, step);
  return { anchor: next, selectedDay: view === 'week' ? (weekDays(next)[0] as string) : startOfMonth(next) };
}

/** `1 booking`, `3 bookings`. */
export function bookingsCount(count: number): string {
  return `${count} booking${count === 1 ? '' : 's'}`;
}
