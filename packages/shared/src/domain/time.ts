// Local dates and times of a business and their conversion to UTC instants.
//
// All opening hours, breaks, `bookingDate` and `startTime` are wall-clock values in the
// business's IANA time zone (decisions.md section 4). Calendar arithmetic on `YYYY-MM-DD` is plain
// integer arithmetic (no zone is involved); only the zone offsets come from the runtime's
// time-zone database, through Intl (as luxon reads them, without luxon in the web app's bundle).
//
// Daylight-saving rules, applied everywhere (slots, booking checks, conversions):
// - A local time inside a DST gap (it never occurs on the wall clock, e.g. 02:30 in Berlin on
//   2026-03-29) is NOT BOOKABLE: `zonedDateTimeToUtc` answers null for it and slot generation
//   leaves it out. Shifting it forward would silently book a time the customer did not choose
//   and could collide with the real slot it shifts onto.
// - A local time that occurs twice (the repeated hour when clocks go back) means its FIRST
//   occurrence, the earlier instant. luxon's own `DateTime.fromObject` picks an occurrence that
//   depends on the current date, so it is not used for this conversion.

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
const MINUTES_PER_DAY = 1440;

/** `HH:mm`, 24-hour, 00:00-23:59. */
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** `YYYY-MM-DD`; `isValidDate` also checks that the day exists. */
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** Minutes since midnight of an `HH:mm` time; NaN when the text is not a valid time. */
export function timeToMinutes(time: string): number {
  if (!TIME_PATTERN.test(time)) return Number.NaN;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

let timeLabels: string[] | undefined;
/** All 1440 `HH:mm` labels, built once: the slot loop must not format strings per slot. */
function allTimeLabels(): string[] {
  if (!timeLabels) {
    timeLabels = [];
    for (let m = 0; m < MINUTES_PER_DAY; m++) {
      timeLabels.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    }
  }
  return timeLabels;
}

/** `HH:mm` of a minute of the day (0-1439). */
export function minutesToTime(minutes: number): string {
  const label = allTimeLabels()[minutes];
  if (label === undefined) throw new RangeError(`Not a minute of the day: ${minutes}`);
  return label;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** A real calendar day written `YYYY-MM-DD` (so `2026-02-30` is refused). */
export function isValidDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

// Days since 1970-01-01 of a proleptic Gregorian date and back (H. Hinnant's civil calendar
// algorithms): pure integer arithmetic, no Date quirks for early years, no time zone.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date; NaN when it is not a valid date. */
export function dateToDayNumber(date: string): number {
  if (!isValidDate(date)) return Number.NaN;
  return daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

/** `YYYY-MM-DD` of a day number (days since 1970-01-01). */
export function dayNumberToDate(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const dayNumber = dateToDayNumber(date);
  if (Number.isNaN(dayNumber)) throw new RangeError(`Not a date: ${date}`);
  return dayNumberToDate(dayNumber + days);
}

/** 0 = Monday ... 6 = Sunday, for a day number. */
export function weekdayIndexOfDayNumber(dayNumber: number): number {
  // 1970-01-01 was a Thursday (index 3).
  return (((dayNumber + 3) % 7) + 7) % 7;
}

/**
 * An IANA zone name the runtime knows (`Europe/Berlin`, `UTC`). A bare UTC offset (`+01:00`) is
 * no zone of a place (it knows no summer time), though newer runtimes (Node 22's Intl) accept it.
 */
export function isValidTimeZone(timeZone: string): boolean {
  return timeZone.trim() !== '' && !/^[+-]/.test(timeZone.trim()) && intlZone(timeZone) !== null;
}

/**
 * The usual spelling of a valid zone (`europe/berlin` -> `Europe/Berlin`). Only the letter case
 * is fixed: the runtime would also swap current names for old aliases (`Asia/Kolkata` ->
 * `Asia/Calcutta`), which owners would not recognise.
 */
export function canonicalTimeZone(timeZone: string): string {
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  return resolved.toLowerCase() === timeZone.toLowerCase() ? resolved : timeZone;
}

/** A zone of the runtime's database: its offset from UTC in minutes at a UTC instant (ms). */
type Zone = { offset(utcMs: number): number };

/** The zones asked for so far (null: the runtime does not know the name), each formatter made once. */
const ZONES = new Map<string, Zone | null>();

/**
 * Offsets read per zone, by whole UTC second, kept at most (then it starts over). Slots, booking
 * checks and conversions ask the same instants again and again (a day's midnights, its slot
 * starts, the instant each answer resolves to), and one Intl read costs microseconds.
 */
const OFFSETS_KEPT = 8192;
/** Those offsets, one map per zone, forgotten with the offset tables. */
const READ_OFFSETS: Array<Map<number, number>> = [];

function intlZone(timeZone: string): Zone | null {
  let zone = ZONES.get(timeZone);
  if (zone !== undefined) return zone;
  try {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const offsets = new Map<number, number>();
    READ_OFFSETS.push(offsets);
    zone = {
      offset: (utcMs) => {
        const second = Math.floor(utcMs / 1000);
        let offset = offsets.get(second);
        if (offset === undefined) {
          offset = offsetIn(format, utcMs);
          if (offsets.size >= OFFSETS_KEPT) offsets.clear();
          offsets.set(second, offset);
        }
        return offset;
      },
    };
  } catch {
    zone = null;
  }
  ZONES.set(timeZone, zone);
  return zone;
}

/** The zone's wall clock at the instant's whole second, read as UTC, minus that second: the offset. */
function offsetIn(format: Intl.DateTimeFormat, utcMs: number): number {
  const second = utcMs - (((utcMs % 1000) + 1000) % 1000);
  const wall = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  let beforeChrist = false;
  for (const part of format.formatToParts(new Date(second))) {
    if (part.type === 'era') beforeChrist = part.value === 'BC' || part.value === 'B';
    else if (part.type in wall) wall[part.type as keyof typeof wall] = Number(part.value);
  }
  const local = new Date(0);
  local.setUTCFullYear(beforeChrist ? 1 - wall.year : wall.year, wall.month - 1, wall.day);
  local.setUTCHours(wall.hour === 24 ? 0 : wall.hour, wall.minute, wall.second, 0);
  return (local.getTime() - second) / MS_PER_MINUTE;
}

function zoneOf(timeZone: string): Zone {
  const zone = intlZone(timeZone);
  if (!zone) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return zone;
}

/** Offset of the zone from UTC in minutes at a UTC instant (ms). */
export type OffsetAt = (utcMs: number) => number;

/**
 * The UTC instant (ms) of a wall-clock time given as "local ms" (the wall time read as if it were
 * UTC), or null when it falls in a DST gap; the earlier instant when it occurs twice.
 *
 * Any real offset lies within -12 h .. +14 h, so the instant lies within local - 14 h .. local + 12 h.
 * Each offset in effect at the ends and the middle of that span is tried; an offset is right
 * when the zone really has it at the instant it yields. Zones never change twice within a day.
 */
export function resolveLocalMs(localMs: number, offsetAt: OffsetAt): number | null {
  let best: number | null = null;
  const offsetA = offsetAt(localMs - 14 * MS_PER_HOUR);
  const offsetB = offsetAt(localMs);
  const offsetC = offsetAt(localMs + 12 * MS_PER_HOUR);
  for (const offset of offsetA === offsetB && offsetB === offsetC ? [offsetA] : [offsetA, offsetB, offsetC]) {
    const utcMs = localMs - offset * MS_PER_MINUTE;
    if (offsetAt(utcMs) === offset && (best === null || utcMs < best)) best = utcMs;
  }
  return best;
}

/** The wall clock of a zone at one instant: its date and the minute of the day (with fraction). */
export interface ZonedNow {
  date: string;
  dayNumber: number;
  /** Minutes since local midnight including seconds as a fraction, for "is this slot still ahead". */
  minutes: number;
}

/** UTC days remembered per zone by `steadyOffset` at most (then it starts over). */
const STEADY_DAYS_MAX = 64;
/** Per zone, by UTC day number: its offset when the same all that day, null when it changes. */
const STEADY_DAYS = new Map<string, Map<number, number | null>>();

/**
 * The zone's offset at a UTC instant, for callers that ask about the same days again and again
 * (every availability answer and booking check asks for now): the offsets at a UTC day's first
 * and last second are asked once; when they agree, the zone keeps that offset all day (zones
 * never change twice within a day), and no instant of that day needs Intl again.
 */
function steadyOffset(timeZone: string, utcMs: number): number {
  let days = STEADY_DAYS.get(timeZone);
  const day = Math.floor(utcMs / MS_PER_DAY);
  const known = days?.get(day);
  if (known !== undefined && known !== null) return known;
  const zone = zoneOf(timeZone);
  if (known === null) return zone.offset(utcMs);
  const first = zone.offset(day * MS_PER_DAY);
  const steady = first === zone.offset((day + 1) * MS_PER_DAY - 1000) ? first : null;
  if (!days) {
    days = new Map();
    STEADY_DAYS.set(timeZone, days);
  } else if (days.size >= STEADY_DAYS_MAX) {
    days.clear();
  }
  days.set(day, steady);
  return steady ?? zone.offset(utcMs);
}

/** Today's date and the current local minute in a zone; `now` is passed in, never read. */
export function zonedNow(now: Date, timeZone: string): ZonedNow {
  const utcMs = now.getTime();
  const localMs = utcMs + steadyOffset(timeZone, utcMs) * MS_PER_MINUTE;
  const dayNumber = Math.floor(localMs / MS_PER_DAY);
  return {
    date: dayNumberToDate(dayNumber),
    dayNumber,
    minutes: (localMs - dayNumber * MS_PER_DAY) / MS_PER_MINUTE,
  };
}

/** Today (`YYYY-MM-DD`) in a zone. */
export function todayInZone(now: Date, timeZone: string): string {
  return zonedNow(now, timeZone).date;
}

/**
 * The business's date at `now` in its own zone (a zone the runtime does not know reads as UTC).
 * Here rather than in opening.ts, so that a page needing only the date does not carry the rules
 * of opening hours (issue 37).
 */
export function businessToday(timeZone: string, now: Date): string {
  try {
    return todayInZone(now, timeZone);
  } catch {
    return todayInZone(now, 'UTC');
  }
}

/**
 * The UTC instant of a business-local date and time. Null for a time in a DST gap (not
 * bookable); the first occurrence for a repeated time; see the comment at the top of this file.
 */
export function zonedDateTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const dayNumber = dateToDayNumber(date);
  const minutes = timeToMinutes(time);
  if (Number.isNaN(dayNumber) || Number.isNaN(minutes))
    throw new RangeError(`Not a date and time: ${date} ${time}`);
  const zone = zoneOf(timeZone);
  const utcMs = resolveLocalMs(dayNumber * MS_PER_DAY + minutes * MS_PER_MINUTE, (ms) => zone.offset(ms));
  return utcMs === null ? null : new Date(utcMs);
}

/**
 * The business-local date and time (to the minute) of a UTC instant.
 */
export function utcToZonedDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const utcMs = instant.getTime();
  const localMs = utcMs + zoneOf(timeZone).offset(utcMs) * MS_PER_MINUTE;
  const dayNumber = Math.floor(localMs / MS_PER_DAY);
  return {
    date: dayNumberToDate(dayNumber),
    time: minutesToTime(Math.floor((localMs - dayNumber * MS_PER_DAY) / MS_PER_MINUTE)),
  };
}

/** `localStartTime` of a booking: `YYYY-MM-DDTHH:mm`, business local (decisions.md section 5). */
export function toLocalStartTime(date: string, time: string): string {
  return `${date}T${time}`;
}

/** Splits a `localStartTime`; null when it is not `YYYY-MM-DDTHH:mm`. */
export function parseLocalStartTime(value: string): { date: string; time: string } | null {
  const [date, time, extra] = value.split('T');
  if (extra !== undefined || date === undefined || time === undefined) return null;
  return isValidDate(date) && isValidTime(time) ? { date, time } : null;
}

/**
 * The offsets of a zone over a span of instants, found once so the slot loop can convert local
 * times without luxon or Intl (each luxon offset look-up costs microseconds).
 */
export interface OffsetTable {
  offsetAt: OffsetAt;
  /** UTC instants (ms) at which the offset changes, ascending. */
  transitions: readonly number[];
  /** offsets[i] holds before transitions[i]; the last holds after the last transition. */
  offsets: readonly number[];
}

// Zones change offset at most a few times a year and never twice within a week in the tz
// database's current rules, so sampling weekly and bisecting where two samples differ finds
// every change in the span while asking luxon ~60 times for a year.
const SAMPLE_STEP_MS = 7 * MS_PER_DAY;

/**
 * Offset changes of `timeZone` between two UTC instants (ms), to the minute.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function buildOffsetTable(timeZone: string, fromMs: number, toMs: number): OffsetTable {
  const zone = zoneOf(timeZone);
  const start = Math.floor(fromMs / MS_PER_MINUTE) * MS_PER_MINUTE;
  const end = Math.max(start, Math.ceil(toMs / MS_PER_MINUTE) * MS_PER_MINUTE);
  const transitions: number[] = [];
  const offsets: number[] = [zone.offset(start)];
  let prevMs = start;
  let prevOffset = offsets[0] as number;
  while (prevMs < end) {
    const sampleMs = Math.min(prevMs + SAMPLE_STEP_MS, end);
    const sampleOffset = zone.offset(sampleMs);
    // Bisect until the offset at the sample is reached, in case the span holds two changes.
    while (sampleOffset !== prevOffset) {
      let lo = prevMs;
      let hi = sampleMs;
      let hiOffset = sampleOffset;
      while (hi - lo > MS_PER_MINUTE) {
        const mid = lo + Math.floor((hi - lo) / MS_PER_MINUTE / 2) * MS_PER_MINUTE;
        const midOffset = zone.offset(mid);
        if (midOffset === prevOffset) {
          lo = mid;
        } else {
          hi = mid;
          hiOffset = midOffset;
        }
      }
      transitions.push(hi);
      offsets.push(hiOffset);
      prevMs = hi;
      prevOffset = hiOffset;
    }
    prevMs = sampleMs;
  }
  const offsetAt: OffsetAt =
    transitions.length === 0
      ? () => offsets[0] as number
      : (utcMs) => {
          let lo = 0;
          let hi = transitions.length;
          while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if ((transitions[mid] as number) <= utcMs) lo = mid + 1;
            else hi = mid;
          }
          return offsets[lo] as number;
        };
  return { offsetAt, transitions, offsets };
}

// Tables depend only on the zone and the span, and the runtime's zone data does not change while
// it runs, so they are kept: a server asked for the same business's window again, or for another
// business in the same zone, reuses them. Bounded so a stream of odd spans cannot grow it.
const OFFSET_TABLE_CACHE_LIMIT = 256;
const offsetTableCache = new Map<string, OffsetTable>();

/** `buildOffsetTable`, remembered for the most recent spans asked for. */
export function cachedOffsetTable(timeZone: string, fromMs: number, toMs: number): OffsetTable {
  const key = `${timeZone}|${fromMs}|${toMs}`;
  const hit = offsetTableCache.get(key);
  if (hit) return hit;
  const table = buildOffsetTable(timeZone, fromMs, toMs);
  if (offsetTableCache.size >= OFFSET_TABLE_CACHE_LIMIT) {
    const oldest = offsetTableCache.keys().next().value;
    if (oldest !== undefined) offsetTableCache.delete(oldest);
  }
  offsetTableCache.set(key, table);
  return table;
}

/**
 * Forgets remembered offset tables and the offsets read from the runtime (for measuring the cold
 * path).
 * @internal Exported for its unit tests and the availability benchmark.
 */
export function clearOffsetTableCache(): void {
  offsetTableCache.clear();
  for (const offsets of READ_OFFSETS) offsets.clear();
}

/**
 * Local day numbers on which some wall-clock times are missing or repeated, for an offset table:
 * only on those days does the slot loop need to convert each slot to an instant.
 */
export function daysWithOffsetChange(table: OffsetTable): Set<number> {
  const days = new Set<number>();
  table.transitions.forEach((at, i) => {
    const before = table.offsets[i] as number;
    const after = table.offsets[i + 1] as number;
    const firstLocal = at + Math.min(before, after) * MS_PER_MINUTE;
    const lastLocal = at + Math.max(before, after) * MS_PER_MINUTE - 1;
    for (let day = Math.floor(firstLocal / MS_PER_DAY); day <= Math.floor(lastLocal / MS_PER_DAY); day++)
      days.add(day);
  });
  return days;
}

export { MS_PER_DAY, MS_PER_MINUTE };
