// How a business's times are written, everywhere: the web app, the emails and the server's
// messages (docs/decisions/0032). A business has no locale field; its clock follows where it is:
// the country of its time zone when the zone names a place, else its currency, else the spec's
// 12-hour clock (spec section 2: "Times display in 12-hour format", default currency USD).
// `09:00` is `9:00 AM` on a 12-hour clock (en-US) and `09:00` on a 24-hour one (en-GB).

import { addDays, dateToDayNumber, timeToMinutes, utcToZonedDateTime, weekdayIndexOfDayNumber } from './time';

/** `h12`: `2:30 PM`; `h23`: `14:30`. */
export type HourCycle = 'h12' | 'h23';

/** What a business's clock is derived from (a booking's business summary has both, optionally). */
export type ClockSource = { timezone?: string | null; currency?: string | null };

/**
 * Zones of the countries that write the 12-hour clock (CLDR's preferred hour cycle `h`): the
 * United States, Canada, Mexico, Australia, New Zealand, India, Pakistan, Bangladesh, the
 * Philippines, Egypt and Saudi Arabia. A name ending in `/` covers every zone under it.
 */
const TWELVE_HOUR_ZONES: readonly string[] = [
  // United States
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/',
  'America/Indiana/',
  'America/Chicago',
  'America/Menominee',
  'America/North_Dakota/',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'America/Puerto_Rico',
  'Pacific/Honolulu',
  'Pacific/Guam',
  'US/',
  // Canada
  'America/Toronto',
  'America/Vancouver',
  'America/Edmonton',
  'America/Winnipeg',
  'America/Regina',
  'America/Halifax',
  'America/St_Johns',
  'America/Moncton',
  'America/Whitehorse',
  'America/Iqaluit',
  'America/Goose_Bay',
  'America/Glace_Bay',
  'Canada/',
  // Mexico
  'America/Mexico_City',
  'America/Monterrey',
  'America/Merida',
  'America/Cancun',
  'America/Chihuahua',
  'America/Mazatlan',
  'America/Hermosillo',
  'America/Tijuana',
  // Oceania and Asia, Africa
  'Australia/',
  'Pacific/Auckland',
  'NZ',
  'Asia/Kolkata',
  'Asia/Calcutta',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Manila',
  'Africa/Cairo',
  'Asia/Riyadh',
];

/** Currencies of 12-hour countries and of 24-hour ones; `other` says nothing. */
const CURRENCY_CLOCKS: Readonly<Record<string, HourCycle>> = {
  USD: 'h12',
  CAD: 'h12',
  AUD: 'h12',
  INR: 'h12',
  EUR: 'h23',
  GBP: 'h23',
  CHF: 'h23',
  JPY: 'h23',
  CNY: 'h23',
  TRY: 'h23',
};

/** A zone that names a place (`Europe/Berlin`), not an offset (`UTC`, `Etc/GMT+2`). */
function isPlaceZone(zone: string): boolean {
  return zone.includes('/') && !zone.startsWith('Etc/');
}

function isTwelveHourZone(zone: string): boolean {
  return TWELVE_HOUR_ZONES.some((entry) => (entry.endsWith('/') ? zone.startsWith(entry) : zone === entry));
}

/**
 * The clock a business's times are written in: 12-hour in a zone of a 12-hour country, 24-hour in
 * any other place; for a zone that names no place (`UTC`), its currency decides (USD, CAD, AUD,
 * INR: 12-hour; EUR, GBP, CHF, JPY, CNY, TRY: 24-hour); else the spec's 12-hour clock.
 */
export function hourCycleFor(business: ClockSource): HourCycle {
  const zone = business.timezone?.trim();
  if (zone && isPlaceZone(zone)) return isTwelveHourZone(zone) ? 'h12' : 'h23';
  if (zone && isTwelveHourZone(zone)) return 'h12';
  const byCurrency = business.currency ? CURRENCY_CLOCKS[business.currency] : undefined;
  return byCurrency ?? 'h12';
}

/**
 * A local `HH:mm` time on a clock: `14:30` -> `2:30 PM` (h12) or `14:30` (h23); `00:15` ->
 * `12:15 AM` or `00:15`. Invalid input is returned as is.
 */
export function formatClockTime(time: string, hourCycle: HourCycle): string {
  const minutes = timeToMinutes(time);
  if (Number.isNaN(minutes)) return time;
  if (hourCycle === 'h23') return time;
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A business-local `HH:mm` time as that business writes it (`hourCycleFor`). */
export function businessTime(time: string, business: ClockSource): string {
  return formatClockTime(time, hourCycleFor(business));
}

const SHORT_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** `Tue`, or with the date, in the clock's style: `Tue, Jul 14` (h12, en-US) or `Tue 14 Jul` (h23, en-GB). */
function dayWords(date: string, withDate: boolean, hourCycle: HourCycle): string {
  const weekday = SHORT_WEEKDAYS[weekdayIndexOfDayNumber(dateToDayNumber(date))] ?? '';
  if (!withDate) return weekday;
  const month = SHORT_MONTHS[Number(date.slice(5, 7)) - 1] ?? '';
  const day = Number(date.slice(8, 10));
  return hourCycle === 'h12' ? `${weekday}, ${month} ${day}` : `${weekday} ${day} ${month}`;
}

/** The days ahead of `today` that a weekday name alone still names without doubt. */
const WEEKDAY_ONLY_DAYS = 6;

/**
 * A deadline as short words in the business's zone, from the viewpoint of `now`: `14:00 today`,
 * `Tue 14:00`, within the coming six days, else `Tue 14 Jul, 14:00` (h23) or `Tue, Jul 14, 2:00 PM`
 * (h12). A deadline at midnight is the end of the day before: `the end of Mon` (never `Tue 00:00`,
 * nor the puzzling `12:00 AM`).
 */
export function deadlineWords(instant: Date, timeZone: string, hourCycle: HourCycle, now: Date): string {
  const at = utcToZonedDateTime(instant, timeZone);
  const today = utcToZonedDateTime(now, timeZone).date;
  const midnight = at.time === '00:00';
  const date = midnight ? addDays(at.date, -1) : at.date;
  const ahead = dateToDayNumber(date) - dateToDayNumber(today);
  const day = ahead === 0 ? 'today' : dayWords(date, ahead < 0 || ahead > WEEKDAY_ONLY_DAYS, hourCycle);
  if (midnight) return `the end of ${day}`;
  const time = formatClockTime(at.time, hourCycle);
  if (ahead === 0) return `${time} today`;
  return ahead < 0 || ahead > WEEKDAY_ONLY_DAYS ? `${day}, ${time}` : `${day} ${time}`;
}
