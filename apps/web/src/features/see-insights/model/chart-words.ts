// What the Insights tab's charts show, in words and shapes both the charts and their text
// alternatives use: the heatmap's grid, the hour labels in the business's clock, and one-line
// summaries read by screen readers in place of each chart.
import { businessTime, formatMoney, WEEKDAYS, weekdayLabel, type Weekday } from '@booklane/shared/domain';
import type { InsightsResponse } from '@booklane/shared/schemas';
import { formatDateShort } from '@/lib/format';
import type { Money } from './insight-figures';

type Heat = InsightsResponse['heatmap'];

/** `9 AM` or `09:00`: an hour as the business writes its times. */
export function hourLabel(hour: number, clock: { timezone: string; currency: string }): string {
  const time = businessTime(`${String(hour).padStart(2, '0')}:00`, clock);
  return time.replace(/:00 (AM|PM)$/, ' $1');
}

/**
 * The heatmap's rows: every hour from the first to the last with any booked time (so a day's
 * empty hours in between still show), the booked minutes of each weekday in it, and the largest.
 */
export function heatmapGrid(heat: Heat): {
  hours: number[];
  minutes: (weekday: Weekday, hour: number) => number;
  max: number;
} {
  const byCell = new Map(heat.map((cell) => [`${cell.weekday} ${cell.hour}`, cell.bookedMinutes]));
  const used = heat.filter((cell) => cell.bookedMinutes > 0).map((cell) => cell.hour);
  const first = used.length ? Math.min(...used) : 0;
  const last = used.length ? Math.max(...used) : -1;
  return {
    hours: Array.from({ length: last - first + 1 }, (_, i) => first + i),
    minutes: (weekday, hour) => byCell.get(`${weekday} ${hour}`) ?? 0,
    max: Math.max(0, ...heat.map((cell) => cell.bookedMinutes)),
  };
}

/** The heatmap's cells in reading order (weekday, then hour), for its table. */
export function heatmapRows(heat: Heat): Heat {
  return [...heat]
    .filter((cell) => cell.bookedMinutes > 0)
    .sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.hour - b.hour);
}

/** `1 h 30 min`, `45 min`, `2 h`. */
export function minutesWords(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** A member's utilisation, `72%`, or `Not open` when they had no open time in the range. */
export function utilisationWords(utilisation: number | null): string {
  return utilisation === null ? 'Not open' : percent.format(utilisation);
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

export function dailySummary(daily: InsightsResponse['daily'], money: Money): string {
  const bookings = daily.reduce((sum, day) => sum + day.bookings, 0);
  const revenue = daily.reduce((sum, day) => sum + day.revenue, 0);
  const busiest = daily.reduce<InsightsResponse['daily'][number] | null>(
    (best, day) => (day.bookings > (best?.bookings ?? 0) ? day : best),
    null,
  );
  const total = `Bookings and revenue per day: ${plural(bookings, 'booking')} and ${formatMoney(revenue, money.currency, money.customCurrency)} over ${plural(daily.length, 'day')}`;
  return busiest
    ? `${total}; busiest day ${formatDateShort(busiest.date)} with ${plural(busiest.bookings, 'booking')}.`
    : `${total}.`;
}

export function heatmapSummary(heat: Heat, clock: { timezone: string; currency: string }): string {
  const top = heatmapRows(heat).reduce<Heat[number] | null>(
    (best, cell) => (cell.bookedMinutes > (best?.bookedMinutes ?? 0) ? cell : best),
    null,
  );
  if (!top) return 'Booked time by weekday and hour: nothing booked.';
  return `Booked time by weekday and hour. Busiest: ${weekdayLabel(top.weekday)}s at ${hourLabel(top.hour, clock)}, ${minutesWords(top.bookedMinutes)} booked.`;
}

export function teamSummary(team: InsightsResponse['team']): string {
  if (team.length === 0) return 'Utilisation per team member: no team members.';
  return `Utilisation per team member: ${team.map((m) => `${m.name} ${utilisationWords(m.utilisation)}`).join(', ')}.`;
}

export function servicesSummary(services: InsightsResponse['services']): string {
  if (services.length === 0) return 'Top services: none booked.';
  return `Top services by bookings: ${services
    .slice(0, 5)
    .map((s) => `${s.name} ${s.bookings}`)
    .join(', ')}.`;
}
