// The busy times of an iCalendar file (decisions.md 9.5): its opaque events between two instants,
// recurring ones expanded (RRULE, RDATE, EXDATE and RECURRENCE-ID overrides, through ical.js),
// as spans of time. Only when the member is busy is kept: never an event's title or details.
//
// Times: an event in UTC is that instant; one with a TZID that names a real zone (Europe/Berlin)
// is read with the runtime's zone data; one with another TZID (Outlook's "W. Europe Standard
// Time") with the file's VTIMEZONE; a floating time (no zone, or one the file does not define)
// and an all-day event are the business's, an all-day event blocking its whole local days: the
// member's working day is the business's.
//
// The file is a stranger's, so the work is bounded: ical.js expands a rule by stepping through
// candidate times until one passes the rule's filters, and a rule no time can pass
// (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) would step for ever. Every step passes the filters'
// check, so each event's expansion may take a limited number of them (its time zones' rules
// included), and so may the whole file; an event over its budget ends there (the occurrences
// found so far are kept: busy is the safe side). A file of more than BUSY_CALENDAR_MAX_EVENTS
// events is refused before it is parsed; the others are parsed a slice of events at a time, and
// the process answers requests between two slices and between two events' expansions. At most
// MAX_BUSY_TIMES occurrences are kept: the earliest, whatever the order of the file. Only
// READS_AT_ONCE files are read at the same time in the process (the job's and a save's alike).
import {
  addDays,
  BUSY_CALENDAR_MAX_EVENTS,
  isValidTimeZone,
  zonedDateTimeToUtc,
} from '@booklane/shared/domain';
import ICAL from 'ical.js';

/** A time the member is busy, in epoch milliseconds, `fromMs` < `untilMs`. */
export type BusySpan = { fromMs: number; untilMs: number };

/** The answer was no iCalendar file. */
export class NotACalendarError extends Error {
  constructor(message = 'not an iCalendar file') {
    super(message);
    this.name = 'NotACalendarError';
  }
}

/** The file holds more than BUSY_CALENDAR_MAX_EVENTS events: it is not parsed at all. */
export class TooManyEventsError extends Error {
  constructor() {
    super(`more than ${BUSY_CALENDAR_MAX_EVENTS} events`);
    this.name = 'TooManyEventsError';
  }
}

/**
 * Occurrences one file may yield at most (before overlapping ones are merged).
 * @internal Exported for its unit tests.
 */
export const MAX_BUSY_TIMES = 5_000;
/** Steps of ical.js's rule expansion (see the top of the file) one event, and one file, may take. */
const EVENT_STEPS = 10_000;
const FILE_STEPS = 40_000;
/** Events parsed, and lines split, at once: between two turns of the process's other work (ms). */
const EVENTS_PER_SLICE = 250;
const LINES_PER_SLICE = 5_000;
/**
 * Files read (parsed and expanded) at the same time in the process: each costs CPU and some tens
 * of MB of memory at its largest, so a burst of saves or a batch of the job waits its turn.
 */
const READS_AT_ONCE = 2;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const DAY_MINUTES = 24 * 60;

class StepBudgetExceeded extends Error {}

// The one place every expansion step of ical.js goes through (RecurIterator.next's loop and its
// time zones' expansion alike): counted against `stepsLeft`, unlimited outside one event's work.
let stepsLeft = Number.POSITIVE_INFINITY;
const iteratorPrototype = ICAL.RecurIterator.prototype;
const checkRules = iteratorPrototype.check_contracting_rules;
if (typeof checkRules !== 'function') {
  throw new Error('ical.js changed: RecurIterator.check_contracting_rules is gone (busy-times.ts bounds it)');
}
iteratorPrototype.check_contracting_rules = function boundedCheck(this: ICAL.RecurIterator) {
  if (--stepsLeft < 0) throw new StepBudgetExceeded();
  return checkRules.call(this);
};

/** Lets the process answer what waits (between two events of a long file). */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * At most `size` tasks at a time; the others start in the order they came, as turns free up.
 * @internal Exported for its unit tests.
 */
export class Turns {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running++;
    // The turn is handed over by the task that ends (running stays counted for it).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** The process's one line of file reads (see READS_AT_ONCE). */
const reads = new Turns(READS_AT_ONCE);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A wall-clock date and time, normalised (day 32 is the next month's first). */
function wallClock(t: ICAL.Time): { date: string; minutes: number; seconds: number } {
  const local = new Date(
    Date.UTC(t.year, t.month - 1, t.day, t.isDate ? 0 : t.hour, t.isDate ? 0 : t.minute),
  );
  if (Number.isNaN(local.getTime()) || local.getUTCFullYear() < 1 || local.getUTCFullYear() > 9999) {
    throw new RangeError('date out of range');
  }
  return {
    date: `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    seconds: t.isDate ? 0 : t.second,
  };
}

/**
 * The instant of a wall-clock time in an IANA zone. A time the clock skips (spring forward) is
 * read with the offset before the change, as RFC 5545 says: 02:30 becomes 03:30.
 */
function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const clock = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
  const exact = zonedDateTimeToUtc(date, clock(minutes), timeZone);
  if (exact) return exact.getTime();
  const later = minutes + 60;
  const shifted =
    later < DAY_MINUTES
      ? zonedDateTimeToUtc(date, clock(later), timeZone)
      : zonedDateTimeToUtc(addDays(date, 1), clock(later - DAY_MINUTES), timeZone);
  if (!shifted) throw new RangeError(`no instant for ${date} ${clock(minutes)} in ${timeZone}`);
  return shifted.getTime() - HOUR_MS;
}

const isUtc = (zone: ICAL.Timezone | undefined) =>
  zone !== undefined && (zone === ICAL.Timezone.utcTimezone || zone.tzid === 'UTC' || zone.tzid === 'Z');
const isFloating = (zone: ICAL.Timezone | undefined) =>
  zone === undefined || zone === ICAL.Timezone.localTimezone || zone.tzid === 'floating';

/** The TZID parameter of a component's date property, if any. */
function tzidOf(component: ICAL.Component, property: 'dtstart' | 'dtend'): string | null {
  const tzid = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof tzid === 'string' && tzid.trim() !== '' ? tzid.trim() : null;
}

/** The instant (ms) of a date-time of the file; `tzid` is its property's TZID. */
function instantOf(t: ICAL.Time, tzid: string | null, businessZone: string): number {
  if (isUtc(t.zone)) {
    return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  }
  const name = isFloating(t.zone) ? tzid : t.zone.tzid;
  const wall = wallClock(t);
  if (name && isValidTimeZone(name)) {
    return zonedInstant(wall.date, wall.minutes, name) + wall.seconds * 1000;
  }
  // A zone of the file's own (its VTIMEZONE): ical.js knows its offsets.
  if (!isFloating(t.zone)) return t.toUnixTime() * 1000;
  return zonedInstant(wall.date, wall.minutes, businessZone) + wall.seconds * 1000;
}

/** When an occurrence starts (an all-day one: its day's start in the business's zone). */
function startOf(t: ICAL.Time, tzid: string | null, businessZone: string): number {
  return t.isDate ? zonedInstant(wallClock(t).date, 0, businessZone) : instantOf(t, tzid, businessZone);
}

/** The rule parts that keep a daily or weekly rule the same from one period to the next. */
const PERIODIC_PARTS = new Set(['BYDAY', 'BYHOUR', 'BYMINUTE', 'BYSECOND']);

/**
 * A later start for the expansion of a rule that repeats every so many days, close before the
 * window: a daily or weekly rule with no COUNT whose filters are weekdays and times of day gives
 * the same occurrences from any start a whole number of its periods later (EXDATEs and overrides
 * name their occurrences by time), so a daily meeting of ten years ago costs no more than a new
 * one. Undefined for any other rule: it is expanded from its start.
 */
function fastForward(event: ICAL.Event, startMs: number, windowFromMs: number): ICAL.Time | undefined {
  const rules = event.component.getAllProperties('rrule');
  if (rules.length !== 1) return undefined;
  const rule = rules[0]!.getFirstValue() as ICAL.Recur;
  if (rule.count) return undefined;
  const interval = Math.max(1, rule.interval || 1);
  const periodDays = rule.freq === 'DAILY' ? interval : rule.freq === 'WEEKLY' ? 7 * interval : 0;
  if (periodDays === 0) return undefined;
  if (!Object.keys(rule.parts).every((part) => PERIODIC_PARTS.has(part))) return undefined;
  // A numbered weekday ("1MO") belongs to monthly and yearly rules only.
  if ((rule.parts.BYDAY ?? []).some((day) => /\d/.test(String(day)))) return undefined;
  // A period and two days of margin before the window: wall-clock days and instants differ by hours.
  const periods = Math.floor((Math.floor((windowFromMs - startMs) / DAY_MS) - periodDays - 2) / periodDays);
  if (periods <= 0) return undefined;
  return event.startDate.clone().adjust(periods * periodDays, 0, 0, 0);
}

/** An occurrence as a span, or null when it takes no time. All-day: whole business days. */
function spanOf(
  start: ICAL.Time,
  end: ICAL.Time,
  tzids: { start: string | null; end: string | null },
  businessZone: string,
): BusySpan | null {
  let fromMs: number;
  let untilMs: number;
  if (start.isDate) {
    const first = wallClock(start).date;
    // An all-day event lasts at least its day (DTEND is the day after, exclusive).
    let last = end.isDate ? wallClock(end).date : first;
    if (last <= first) last = addDays(first, 1);
    fromMs = zonedInstant(first, 0, businessZone);
    untilMs = zonedInstant(last, 0, businessZone);
  } else {
    fromMs = instantOf(start, tzids.start, businessZone);
    untilMs = end.isDate ? fromMs : instantOf(end, tzids.end ?? tzids.start, businessZone);
  }
  return untilMs > fromMs ? { fromMs, untilMs } : null;
}

/** Whether an event leaves the member free: marked free (TRANSP:TRANSPARENT) or cancelled. */
function isFree(component: ICAL.Component): boolean {
  const transp = component.getFirstPropertyValue('transp');
  const status = component.getFirstPropertyValue('status');
  return (
    (typeof transp === 'string' && transp.trim().toUpperCase() === 'TRANSPARENT') ||
    (typeof status === 'string' && status.trim().toUpperCase() === 'CANCELLED')
  );
}

/** A parsed piece of the file: ICAL.parse answers one jCal component, or an array of them. */
function parsedRoots(text: string): unknown[][] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (err) {
    throw new NotACalendarError(err instanceof Error ? err.message : String(err));
  }
  const roots = Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : parsed;
  return (Array.isArray(roots) ? roots : []).filter((root): root is unknown[] => Array.isArray(root));
}

/** A file's events apart from the rest: each with the VCALENDAR it belongs to (0, 1, ...). */
type SplitFile = { rest: string; events: Array<{ calendar: number; text: string }> };

/**
 * Sets each VCALENDAR's events apart from the rest of the file (its properties and time zones),
 * so that they can be parsed a slice at a time; counts them first, and refuses a file with too
 * many (TooManyEventsError) before any parsing. Nested components and folded lines stay whole:
 * a component's BEGIN and END lines are never folded.
 */
async function splitFile(text: string): Promise<SplitFile> {
  if ((text.match(/^BEGIN:VEVENT[ \t]*$/gim) ?? []).length > BUSY_CALENDAR_MAX_EVENTS) {
    throw new TooManyEventsError();
  }
  const rest: string[] = [];
  const events: SplitFile['events'] = [];
  let depth = 0;
  let calendar = -1;
  let event: string[] | null = null;
  const lines = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    if (i > 0 && i % LINES_PER_SLICE === 0) await yieldToOthers();
    const line = lines[i]!;
    const tag = /^(BEGIN|END):([A-Z0-9-]+)[ \t]*$/i.exec(line);
    const opens = tag?.[1]!.toUpperCase() === 'BEGIN';
    const name = tag?.[2]!.toUpperCase();
    if (event) {
      event.push(line);
      if (tag) depth += opens ? 1 : -1;
      if (depth === 1) {
        events.push({ calendar, text: event.join('\r\n') });
        event = null;
      }
      continue;
    }
    if (tag && opens && name === 'VEVENT' && depth === 1 && calendar >= 0) {
      event = [line];
      depth++;
      continue;
    }
    rest.push(line);
    if (!tag) continue;
    if (opens && name === 'VCALENDAR' && depth === 0) calendar++;
    depth += opens ? 1 : -1;
  }
  // An event never closed: parsing it says the file is malformed.
  if (event) events.push({ calendar, text: event.join('\r\n') });
  return { rest: rest.join('\r\n'), events };
}

/**
 * The events of a file (an .ics may hold several VCALENDARs), each a child of its calendar (whose
 * time zones its times use), parsed a slice at a time; or NotACalendarError.
 */
async function eventsOf(file: string): Promise<ICAL.Component[]> {
  const text = file.replace(/^\uFEFF/, '').trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(text)) throw new NotACalendarError();
  const { rest, events } = await splitFile(text);
  const calendars = parsedRoots(rest)
    .filter((root) => root[0] === 'vcalendar')
    .map((root) => new ICAL.Component(root));
  if (calendars.length === 0) throw new NotACalendarError();
  const parsed: ICAL.Component[] = [];
  for (let i = 0; i < events.length;) {
    // A slice of consecutive events of one calendar.
    const { calendar } = events[i]!;
    let end = i + 1;
    while (end < events.length && end - i < EVENTS_PER_SLICE && events[end]!.calendar === calendar) end++;
    const parent = calendars[calendar];
    const roots = parsedRoots(
      events
        .slice(i, end)
        .map((e) => e.text)
        .join('\r\n'),
    );
    if (!parent || roots.some((root) => root[0] !== 'vevent')) throw new NotACalendarError();
    for (const root of roots) parsed.push(new ICAL.Component(root, parent));
    i = end;
    await yieldToOthers();
  }
  return parsed;
}

export type BusyTimesResult = {
  /** The busy times, sorted, overlapping and touching ones merged. */
  spans: BusySpan[];
  /**
   * Events left out, or cut short after the occurrences found so far: malformed, over their
   * budget of steps, or after the file's ran out.
   */
  skippedEvents: number;
  /**
   * Null when every busy time of the window is kept. Else the file had more than MAX_BUSY_TIMES
   * and the later ones were left out: every busy time that starts before this instant is kept.
   */
  cutFromMs: number | null;
};

/**
 * The busy times of an iCalendar file over [from, until) (each clipped to it), in the business's
 * zone for floating times and all-day events. Throws NotACalendarError for anything else, and
 * TooManyEventsError for a file of more than BUSY_CALENDAR_MAX_EVENTS events. Waits its turn
 * behind the process's other reads (READS_AT_ONCE).
 */
export function busyTimesOf(
  text: string,
  window: { from: Date; until: Date; timeZone: string },
): Promise<BusyTimesResult> {
  return reads.run(() => readBusyTimes(text, window));
}

/**
 * The occurrences found so far, kept to the earliest MAX_BUSY_TIMES (by start) and one more: the
 * first one left out says from when on busy times are missing.
 */
class Earliest {
  private spans: BusySpan[] = [];

  add(span: BusySpan): void {
    this.spans.push(span);
    // Sorted and cut now and then, so that a file's occurrences never take much memory.
    if (this.spans.length >= 4 * MAX_BUSY_TIMES) this.cut();
  }

  result(): { spans: BusySpan[]; cutFromMs: number | null } {
    this.cut();
    const first = this.spans[MAX_BUSY_TIMES];
    return { spans: this.spans.slice(0, MAX_BUSY_TIMES), cutFromMs: first ? first.fromMs : null };
  }

  private cut(): void {
    this.spans.sort((a, b) => a.fromMs - b.fromMs || a.untilMs - b.untilMs);
    this.spans.length = Math.min(this.spans.length, MAX_BUSY_TIMES + 1);
  }
}

async function readBusyTimes(
  text: string,
  window: { from: Date; until: Date; timeZone: string },
): Promise<BusyTimesResult> {
  const fromMs = window.from.getTime();
  const untilMs = window.until.getTime();
  const zone = window.timeZone;
  const found = new Earliest();
  let skippedEvents = 0;
  let fileSteps = FILE_STEPS;

  /** Keeps an occurrence that touches the window, clipped to it; answers whether it did. */
  const keep = (span: BusySpan | null): boolean => {
    if (!span || span.untilMs <= fromMs || span.fromMs >= untilMs) return false;
    found.add({ fromMs: Math.max(span.fromMs, fromMs), untilMs: Math.min(span.untilMs, untilMs) });
    return true;
  };

  // Each event, and the overrides of a recurring one's occurrences (RECURRENCE-ID), by UID.
  const masters: ICAL.Component[] = [];
  const overrides = new Map<string, ICAL.Component[]>();
  for (const event of await eventsOf(text)) {
    if (event.hasProperty('recurrence-id')) {
      const uid = String(event.getFirstPropertyValue('uid') ?? '');
      const ofUid = overrides.get(uid);
      if (ofUid) ofUid.push(event);
      else overrides.set(uid, [event]);
    } else {
      masters.push(event);
    }
  }

  /** One event's work (synchronous: nothing else runs meanwhile) within the budgets; false when left out. */
  const expand = (work: () => void): boolean => {
    // Once the file's steps are spent, events that need none (no rule) are still read.
    const budget = Math.max(0, Math.min(EVENT_STEPS, fileSteps));
    stepsLeft = budget;
    try {
      work();
      return true;
    } catch {
      // Over its budget, or a malformed rule or date (ical.js throws on those): it ends here.
      return false;
    } finally {
      fileSteps -= budget - Math.max(0, stepsLeft);
      stepsLeft = Number.POSITIVE_INFINITY;
    }
  };

  for (const component of masters) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    const ok = expand(() => {
      const event = new ICAL.Event(component, {
        exceptions: overrides.get(uid) ?? [],
        strictExceptions: true,
      });
      if (!event.isRecurring()) {
        if (!isFree(component)) {
          keep(spanOf(event.startDate, event.endDate, tzidsOf(component), zone));
        }
        return;
      }
      // The overrides are kept on their own below, wherever they moved their occurrence.
      const overridden = event.exceptions as unknown as Record<string, ICAL.Event>;
      const isOverridden = (occurrence: ICAL.Time) =>
        occurrence.toString() in overridden ||
        occurrence.convertToZone(ICAL.Timezone.utcTimezone).toString() in overridden;
      const startTzid = tzidOf(component, 'dtstart');
      const iterator = event.iterator(fastForward(event, startOf(event.startDate, startTzid, zone), fromMs));
      // Occurrences come in order: past one more than MAX_BUSY_TIMES of its own, none of this
      // event's later ones can be among the file's earliest.
      let kept = 0;
      for (let occurrence = iterator.next(); occurrence; occurrence = iterator.next()) {
        if (startOf(occurrence, startTzid, zone) >= untilMs) break;
        if (isOverridden(occurrence)) continue;
        const details = event.getOccurrenceDetails(occurrence);
        if (isFree(details.item.component)) continue;
        if (keep(spanOf(details.startDate, details.endDate, tzidsOf(details.item.component), zone))) kept++;
        if (kept > MAX_BUSY_TIMES) break;
      }
    });
    if (!ok) skippedEvents++;
    await yieldToOthers();
  }
  for (const component of [...overrides.values()].flat()) {
    if (isFree(component)) continue;
    const ok = expand(() => {
      const event = new ICAL.Event(component);
      keep(spanOf(event.startDate, event.endDate, tzidsOf(component), zone));
    });
    if (!ok) skippedEvents++;
    await yieldToOthers();
  }

  const { spans, cutFromMs } = found.result();
  return { spans: merged(spans), skippedEvents, cutFromMs };
}

function tzidsOf(component: ICAL.Component) {
  return { start: tzidOf(component, 'dtstart'), end: tzidOf(component, 'dtend') };
}

/** Sorted, with overlapping and touching spans joined (a block per stretch of busy time). */
function merged(spans: BusySpan[]): BusySpan[] {
  const sorted = [...spans].sort((a, b) => a.fromMs - b.fromMs || a.untilMs - b.untilMs);
  const out: BusySpan[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span.fromMs <= last.untilMs) last.untilMs = Math.max(last.untilMs, span.untilMs);
    else out.push({ ...span });
  }
  return out;
}
