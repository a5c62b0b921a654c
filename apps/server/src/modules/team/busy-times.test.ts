// The busy times of an iCalendar file: which events block, when, in which zone, and that a
// stranger's file cannot hold the process.
import { BUSY_CALENDAR_MAX_EVENTS } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import { busyTimesOf, MAX_BUSY_TIMES, NotACalendarError, TooManyEventsError, Turns } from './busy-times';

const WINDOW = { from: new Date('2026-06-01T00:00:00Z'), until: new Date('2026-07-01T00:00:00Z') };

function calendar(...events: string[][]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events.flat(), 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, ...lines, 'END:VEVENT'];

/** Busy times as ISO instants, for reading. */
async function busy(text: string, timeZone = 'UTC', window = WINDOW) {
  const result = await busyTimesOf(text, { ...window, timeZone });
  return {
    ...result,
    spans: result.spans.map((s) => [new Date(s.fromMs).toISOString(), new Date(s.untilMs).toISOString()]),
  };
}

describe('busy times of an iCalendar file', () => {
  it('expands a weekly event without its EXDATE, with a moved and a cancelled occurrence', async () => {
    const text = calendar(
      event(
        'weekly',
        'DTSTART:20260602T090000Z',
        'DTEND:20260602T100000Z',
        'RRULE:FREQ=WEEKLY;COUNT=5',
        'EXDATE:20260609T090000Z',
      ),
      // The 16th moved to the afternoon, the 23rd cancelled.
      event('weekly', 'RECURRENCE-ID:20260616T090000Z', 'DTSTART:20260616T140000Z', 'DTEND:20260616T150000Z'),
      event(
        'weekly',
        'RECURRENCE-ID:20260623T090000Z',
        'DTSTART:20260623T090000Z',
        'DTEND:20260623T100000Z',
        'STATUS:CANCELLED',
      ),
    );
    expect((await busy(text)).spans).toEqual([
      ['2026-06-02T09:00:00.000Z', '2026-06-02T10:00:00.000Z'],
      ['2026-06-16T14:00:00.000Z', '2026-06-16T15:00:00.000Z'],
      ['2026-06-30T09:00:00.000Z', '2026-06-30T10:00:00.000Z'],
    ]);
  });

  it('leaves out free and cancelled events', async () => {
    const text = calendar(
      event('free', 'DTSTART:20260603T090000Z', 'DTEND:20260603T170000Z', 'TRANSP:TRANSPARENT'),
      event('off', 'DTSTART:20260604T090000Z', 'DTEND:20260604T170000Z', 'STATUS:CANCELLED'),
      event('busy', 'DTSTART:20260605T090000Z', 'DTEND:20260605T100000Z', 'TRANSP:OPAQUE'),
    );
    expect((await busy(text)).spans).toEqual([['2026-06-05T09:00:00.000Z', '2026-06-05T10:00:00.000Z']]);
  });

  it('reads zoned times in their zone, across a change of summer time, and floating ones in the business’s', async () => {
    const text = calendar(
      // Berlin is UTC+2 in summer, UTC+1 in winter: 10:00 local either way.
      event(
        'berlin',
        'DTSTART;TZID=Europe/Berlin:20261019T100000',
        'DTEND;TZID=Europe/Berlin:20261019T110000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
      // No zone: the business's (New York, UTC-4 in summer).
      event('floating', 'DTSTART:20261020T090000', 'DTEND:20261020T093000'),
    );
    const window = { from: new Date('2026-10-15T00:00:00Z'), until: new Date('2026-11-01T00:00:00Z') };
    expect((await busy(text, 'America/New_York', window)).spans).toEqual([
      ['2026-10-19T08:00:00.000Z', '2026-10-19T09:00:00.000Z'],
      ['2026-10-20T13:00:00.000Z', '2026-10-20T13:30:00.000Z'],
      ['2026-10-26T09:00:00.000Z', '2026-10-26T10:00:00.000Z'],
    ]);
  });

  it('uses the file’s VTIMEZONE for a zone name the runtime does not know', async () => {
    const text = calendar(
      [
        'BEGIN:VTIMEZONE',
        'TZID:Eastern Standard Time',
        'BEGIN:STANDARD',
        'DTSTART:16010101T020000',
        'TZOFFSETFROM:-0400',
        'TZOFFSETTO:-0500',
        'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
        'END:STANDARD',
        'BEGIN:DAYLIGHT',
        'DTSTART:16010101T020000',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0400',
        'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
        'END:DAYLIGHT',
        'END:VTIMEZONE',
      ],
      event(
        'outlook',
        'DTSTART;TZID=Eastern Standard Time:20260610T110000',
        'DTEND;TZID=Eastern Standard Time:20260610T120000',
      ),
    );
    expect((await busy(text, 'Europe/Berlin')).spans).toEqual([
      ['2026-06-10T15:00:00.000Z', '2026-06-10T16:00:00.000Z'],
    ]);
  });

  it('blocks an all-day event’s whole days in the business’s zone', async () => {
    const text = calendar(
      event('holiday', 'DTSTART;VALUE=DATE:20260610', 'DTEND;VALUE=DATE:20260612'),
      event('one-day', 'DTSTART;VALUE=DATE:20260615'),
    );
    expect((await busy(text, 'Europe/Berlin')).spans).toEqual([
      ['2026-06-09T22:00:00.000Z', '2026-06-11T22:00:00.000Z'],
      ['2026-06-14T22:00:00.000Z', '2026-06-15T22:00:00.000Z'],
    ]);
  });

  it('keeps only the window, clipped, and merges overlapping times', async () => {
    const text = calendar(
      event('long', 'DTSTART:20260520T000000Z', 'DTEND:20260602T120000Z'),
      event('overlap', 'DTSTART:20260602T110000Z', 'DTEND:20260602T130000Z'),
      event('before', 'DTSTART:20260510T090000Z', 'DTEND:20260510T100000Z'),
      event('after', 'DTSTART:20260710T090000Z', 'DTEND:20260710T100000Z'),
    );
    expect((await busy(text)).spans).toEqual([['2026-06-01T00:00:00.000Z', '2026-06-02T13:00:00.000Z']]);
  });

  it('reaches the window of a daily event of long ago quickly', async () => {
    const text = calendar(
      event(
        'standup',
        'DTSTART:19800101T083000Z',
        'DTEND:19800101T084500Z',
        'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
      ),
    );
    const found = await busy(text);
    expect(found.skippedEvents).toBe(0);
    expect(found.spans).toHaveLength(22);
    expect(found.spans[0]).toEqual(['2026-06-01T08:30:00.000Z', '2026-06-01T08:45:00.000Z']);
  });

  it('leaves out rules no time can meet, and finishes', async () => {
    const text = calendar(
      event('never', 'DTSTART:20260601T100000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
      event(
        'never-either',
        'DTSTART:20260601T100000Z',
        'DURATION:PT1H',
        'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30',
      ),
      event('fine', 'DTSTART:20260603T100000Z', 'DURATION:PT1H'),
    );
    const found = await busy(text);
    expect(found.spans).toEqual([['2026-06-03T10:00:00.000Z', '2026-06-03T11:00:00.000Z']]);
    expect(found.skippedEvents).toBe(2);
  });

  it(`keeps the earliest ${MAX_BUSY_TIMES} occurrences, whatever the order of the file, and says from when on some are missing`, async () => {
    const text = calendar(
      // First in the file, from the 20th on: far more occurrences than are kept.
      event('often', 'DTSTART:20260620T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY;INTERVAL=2'),
      // Three days of meetings from the 15th, the first one moved to the 2nd; and one on the 3rd.
      event('daily', 'DTSTART:20260615T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;COUNT=3'),
      event('this-week', 'DTSTART:20260603T100000Z', 'DURATION:PT1H'),
      event('daily', 'RECURRENCE-ID:20260615T090000Z', 'DTSTART:20260602T090000Z', 'DURATION:PT1H'),
    );
    const found = await busy(text);
    expect(found.spans).toHaveLength(MAX_BUSY_TIMES);
    expect(found.spans.slice(0, 5)).toEqual([
      ['2026-06-02T09:00:00.000Z', '2026-06-02T10:00:00.000Z'],
      ['2026-06-03T10:00:00.000Z', '2026-06-03T11:00:00.000Z'],
      ['2026-06-16T09:00:00.000Z', '2026-06-16T10:00:00.000Z'],
      ['2026-06-17T09:00:00.000Z', '2026-06-17T10:00:00.000Z'],
      ['2026-06-20T00:00:00.000Z', '2026-06-20T00:01:00.000Z'],
    ]);
    // Four meetings and 4,996 of the 20th's: the next starts 4,996 x 2 minutes after 20 June 00:00.
    const cutFrom = new Date('2026-06-20T00:00:00Z').getTime() + (MAX_BUSY_TIMES - 4) * 2 * 60_000;
    expect(found.cutFromMs).toBe(cutFrom);
    expect(found.spans.at(-1)![0]! < new Date(cutFrom).toISOString()).toBe(true);
  });

  it('says nothing is missing when every busy time is kept', async () => {
    const found = await busy(calendar(event('one', 'DTSTART:20260603T100000Z', 'DURATION:PT1H')));
    expect(found.cutFromMs).toBeNull();
  });

  it(`refuses a file of more than ${BUSY_CALENDAR_MAX_EVENTS} events before reading any`, async () => {
    const many = Array.from({ length: BUSY_CALENDAR_MAX_EVENTS + 1 }, (_, i) =>
      event(`e${i}`, 'DTSTART:20260603T100000Z', 'DURATION:PT1H'),
    );
    await expect(busyTimesOf(calendar(...many), { ...WINDOW, timeZone: 'UTC' })).rejects.toThrow(
      TooManyEventsError,
    );
  });

  it('answers other work while it reads a long file', async () => {
    const days = Array.from({ length: 3_000 }, (_, i) =>
      event(
        `e${i}`,
        `DTSTART:202606${String(1 + (i % 30)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}0000Z`,
        'DURATION:PT30M',
        'SUMMARY:Something private',
      ),
    );
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const found = await busy(calendar(...days));
    ticking = false;
    expect(found.spans.length).toBeGreaterThan(0);
    // Other work got a turn between slices of the parse and between events, not only at the end.
    expect(turns).toBeGreaterThan(100);
  });

  it('reads each of several calendars of one file with its own time zones, events with alarms included', async () => {
    const office = (offset: string) => [
      'BEGIN:VTIMEZONE',
      'TZID:Office',
      'BEGIN:STANDARD',
      'DTSTART:16010101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const meeting = (uid: string) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTART;TZID=Office:20260610T100000',
      'DTEND;TZID=Office:20260610T110000',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-PT15M',
      'END:VALARM',
      'END:VEVENT',
    ];
    const text = [
      ...calendar(office('+0100'), meeting('paris')).trimEnd().split('\r\n'),
      ...calendar(office('+0500'), meeting('karachi')).split('\r\n'),
    ].join('\r\n');
    expect((await busy(text)).spans).toEqual([
      ['2026-06-10T05:00:00.000Z', '2026-06-10T06:00:00.000Z'],
      ['2026-06-10T09:00:00.000Z', '2026-06-10T10:00:00.000Z'],
    ]);
  });

  it('reads a file that starts with a byte order mark', async () => {
    const text = `\uFEFF${calendar(event('one', 'DTSTART:20260603T100000Z', 'DURATION:PT1H'))}`;
    expect((await busy(text)).spans).toEqual([['2026-06-03T10:00:00.000Z', '2026-06-03T11:00:00.000Z']]);
  });

  it('refuses what is no calendar', async () => {
    await expect(
      busyTimesOf(calendar(['BEGIN:VEVENT', 'UID:open', 'DTSTART:20260603T100000Z']), {
        ...WINDOW,
        timeZone: 'UTC',
      }),
    ).rejects.toThrow(NotACalendarError);
    await expect(busyTimesOf('<!doctype html><p>Sign in', { ...WINDOW, timeZone: 'UTC' })).rejects.toThrow(
      NotACalendarError,
    );
    await expect(
      busyTimesOf('BEGIN:VCALENDAR\r\nthis is not\r\n', { ...WINDOW, timeZone: 'UTC' }),
    ).rejects.toThrow(NotACalendarError);
  });
});

describe('turns of file reads', () => {
  it('runs two at a time, the others in the order they came', async () => {
    const turns = new Turns(2);
    const started: number[] = [];
    const ends: Array<() => void> = [];
    const tasks = [0, 1, 2, 3].map((n) =>
      turns.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => ends.push(resolve));
        return n;
      }),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(started).toEqual([0, 1]);
    ends[1]!();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    ends[0]!();
    ends[2]!();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    ends[3]!();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
    // A task that fails hands its turn on too.
    await expect(turns.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await Promise.all([turns.run(async () => 'a'), turns.run(async () => 'b')])).toEqual(['a', 'b']);
  });
});
