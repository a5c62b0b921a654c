// Pure rules of the Calendar tab (decisions.md section 7 and 9.2): the days a view shows, its
// title, where the previous and next buttons lead, the columns of the time grid (every active
// team member on one day, or one member's week), and the bookings of each day for the month view
// (business-local dates, by time).
import {
  addDays,
  addMonths,
  bookingLocalWhen,
  monthGridDays,
  startOfMonth,
  weekDays,
} from '@booklane/shared/domain';
import type { Booking, TeamMember } from '@booklane/shared/schemas';
import { columnId } from './model/drop-model';

/** Day: every member's column; week: one member's seven days; month: an overview of the days. */
export type CalendarView = 'day' | 'week' | 'month';

/** A calendar day (`YYYY-MM-DD`) in words, formatted as a day (noon UTC), never converted. */
function dayTitle(date: string, options: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

/** The days on screen: the day, Monday to Sunday of its week, or the whole weeks of its month. */
export function viewDays(view: CalendarView, date: string): string[] {
  if (view === 'day') return [date];
  return view === 'week' ? weekDays(date) : monthGridDays(date);
}

/** `Wednesday, March 4, 2026`, `Nov 23 – Nov 29, 2026` or `November 2026`. */
export function rangeTitle(view: CalendarView, days: readonly string[], date: string): string {
  if (view === 'day')
    return dayTitle(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  if (view === 'month') return dayTitle(date, { month: 'long', year: 'numeric' });
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  return `${dayTitle(first, { month: 'short', day: 'numeric' })} – ${dayTitle(last, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** One step back or ahead: a day, a week (the same weekday) or a month (its first day). */
export function moveDate(view: CalendarView, date: string, step: number): string {
  if (view === 'day') return addDays(date, step);
  return view === 'week' ? addDays(date, 7 * step) : startOfMonth(addMonths(date, step));
}

/** A column of the time grid: a member on a date, headed by the member's name or by the day. */
export type GridColumn = {
  id: string;
  memberId: string;
  date: string;
  title: string;
  subtitle: string | null;
};

/**
 * The time grid's columns: on a day, each active member's (only the chosen one's on a phone); on a
 * week, the chosen member's seven days.
 */
export function gridColumns(
  view: 'day' | 'week',
  date: string,
  members: ReadonlyArray<Pick<TeamMember, '_id' | 'name' | 'title'>>,
  chosen: string | null,
  single: boolean,
): GridColumn[] {
  const member = members.find((m) => m._id === chosen) ?? members[0];
  if (view === 'week') {
    if (!member) return [];
    return weekDays(date).map((day) => ({
      id: columnId({ memberId: member._id, date: day }),
      memberId: member._id,
      date: day,
      title: dayTitle(day, { weekday: 'short' }),
      subtitle: dayTitle(day, { month: 'short', day: 'numeric' }),
    }));
  }
  const shown = single ? (member ? [member] : []) : members;
  return shown.map((m) => ({
    id: columnId({ memberId: m._id, date }),
    memberId: m._id,
    date,
    title: m.name,
    subtitle: m.title.trim() || null,
  }));
}

function byTime(a: Booking, b: Booking): number {
  return (bookingLocalWhen(a).time ?? '99:99').localeCompare(bookingLocalWhen(b).time ?? '99:99');
}

/** The dated bookings by business-local day, each day's by time (flexible ones have no day). */
export function bookingsByDay(bookings: readonly Booking[]): Map<string, Booking[]> {
  const map = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const { date } = bookingLocalWhen(booking);
    if (!date) continue;
    map.set(date, [...(map.get(date) ?? []), booking]);
  }
  for (const list of map.values()) list.sort(byTime);
  return map;
}

/** `1 booking`, `3 bookings`. */
export function bookingsCount(count: number): string {
  return `${count} booking${count === 1 ? '' : 's'}`;
}

/**
 * What the calendar shows of a range: the active bookings (pending, confirmed), and the completed
 * and no-show ones of the history whose day is in the range (a past day keeps its bookings);
 * cancelled ones leave the calendar.
 */
export function calendarBookings(
  active: readonly Booking[] | undefined,
  history: readonly Booking[] | undefined,
  from: string,
  to: string,
): Booking[] {
  const seen = new Set((active ?? []).map((booking) => booking._id));
  const finished = (history ?? []).filter((booking) => {
    if (seen.has(booking._id) || booking.status === 'cancelled') return false;
    const { date } = bookingLocalWhen(booking);
    return date !== null && date >= from && date <= to;
  });
  return [...(active ?? []), ...finished];
}
