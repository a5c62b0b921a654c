import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildOffsetTable,
  cachedOffsetTable,
  canonicalTimeZone,
  clearOffsetTableCache,
  dateToDayNumber,
  dayNumberToDate,
  daysWithOffsetChange,
  isValidDate,
  isValidTime,
  isValidTimeZone,
  minutesToTime,
  parseLocalStartTime,
  timeToMinutes,
  toLocalStartTime,
  todayInZone,
  utcToZonedDateTime,
  weekdayIndexOfDayNumber,
  zonedDateTimeToUtc,
  zonedNow,
} from './time';

describe('times of day', () => {
  it.each([
    ['00:00', true],
    ['09:30', true],
    ['23:59', true],
    ['24:00', false],
    ['9:30', false],
    ['09:60', false],
    ['09:30:00', false],
    ['123:45', false],
    ['', false],
  ])('isValidTime(%j) is %s', (value, valid) => {
    expect(isValidTime(value)).toBe(valid);
  });

  it('converts every minute of the day to HH:mm and back', () => {
    for (let m = 0; m < 1440; m++) expect(timeToMinutes(minutesToTime(m))).toBe(m);
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(1439)).toBe('23:59');
    expect(timeToMinutes('nope')).toBeNaN();
    expect(() => minutesToTime(1440)).toThrow(new RangeError('Not a minute of the day: 1440'));
  });
});

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['2026-03-00', false],
    ['02026-03-02', false],
    ['2026-01-01T00:00', false],
  ])('isValidDate(%j) is %s', (value, valid) => {
    expect(isValidDate(value)).toBe(valid);
  });

  it('numbers days like the UTC calendar does', () => {
    expect(dateToDayNumber('1970-01-01')).toBe(0);
    expect(dateToDayNumber('2026-03-29')).toBe(Date.UTC(2026, 2, 29) / 86_400_000);
    expect(dateToDayNumber('2026-02-30')).toBeNaN();
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 2_900_000 }), (dayNumber) => {
        const date = dayNumberToDate(dayNumber);
        expect(date).toBe(new Date(dayNumber * 86_400_000).toISOString().slice(0, 10));
        expect(dateToDayNumber(date)).toBe(dayNumber);
      }),
    );
    // The last day of a 400-year cycle of the calendar (random days rarely land on one).
    for (const date of ['1600-02-29', '2000-02-29', '2400-02-29']) {
      expect(dayNumberToDate(dateToDayNumber(date))).toBe(date);
    }
  });

  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-27', 365, '2027-03-27'],
  ])('addDays(%j, %i) is %j', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('finds weekdays from day numbers (0 = Monday)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (dayNumber) => {
        const jsDay = new Date(dayNumber * 86_400_000).getUTCDay(); // 0 = Sunday
        expect(weekdayIndexOfDayNumber(dayNumber)).toBe((jsDay + 6) % 7);
      }),
    );
  });

  it('writes and reads localStartTime', () => {
    expect(toLocalStartTime('2026-03-02', '09:15')).toBe('2026-03-02T09:15');
    expect(parseLocalStartTime('2026-03-02T09:15')).toEqual({ date: '2026-03-02', time: '09:15' });
    expect(parseLocalStartTime('2026-03-02')).toBeNull();
    expect(parseLocalStartTime('2026-02-30T09:15')).toBeNull();
    expect(parseLocalStartTime('2026-03-02T9:15')).toBeNull();
    expect(parseLocalStartTime('2026-03-02T09:15T10:15')).toBeNull();
  });
});

describe('time zones', () => {
  it.each([
    ['Europe/Berlin', true],
    ['America/New_York', true],
    ['Asia/Kolkata', true],
    ['Pacific/Chatham', true],
    ['America/Port-au-Prince', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['+01:00', false],
    ['-05:00', false],
    [' +0100', false],
  ])('isValidTimeZone(%j) is %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it('spells zones canonically', () => {
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it.each([
    ['2026-03-27T23:30:00Z', 'Europe/Berlin', '2026-03-28', 30],
    ['2026-03-27T23:30:00Z', 'America/New_York', '2026-03-27', 19 * 60 + 30],
    ['2026-03-27T23:30:00Z', 'Asia/Kolkata', '2026-03-28', 5 * 60],
    ['2026-03-27T23:30:00Z', 'Pacific/Chatham', '2026-03-28', 13 * 60 + 15],
    ['2026-07-01T12:00:30Z', 'UTC', '2026-07-01', 12 * 60 + 0.5],
  ])('at %s, %s reads %s and minute %d', (instant, zone, date, minutes) => {
    const now = zonedNow(new Date(instant), zone);
    expect(now.date).toBe(date);
    expect(now.minutes).toBeCloseTo(minutes, 6);
    expect(todayInZone(new Date(instant), zone)).toBe(date);
  });

  it.each([
    ['Europe/Berlin', '2026-03-28T00:00:00Z', '2026-10-24T00:00:00Z'],
    ['America/New_York', '2026-03-07T00:00:00Z', '2026-10-31T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-03T00:00:00Z', '2026-10-02T00:00:00Z'],
    ['Pacific/Chatham', '2026-04-03T00:00:00Z', '2026-09-25T00:00:00Z'],
    ['Asia/Kolkata', '2026-03-28T00:00:00Z', '2026-10-24T00:00:00Z'],
  ])(
    'reads %s the same as the zone itself says, asked again and again across its changes',
    (zone, ...starts) => {
      for (const start of starts) {
        // Three days around each change, every 7 minutes, each instant asked twice (the second time
        // from the days it remembers).
        for (let ms = Date.parse(start); ms < Date.parse(start) + 3 * 86_400_000; ms += 7 * 60_000) {
          const instant = new Date(ms + 12_345);
          const expected = utcToZonedDateTime(instant, zone);
          for (let twice = 0; twice < 2; twice++) {
            const now = zonedNow(instant, zone);
            expect(now.date).toBe(expected.date);
            expect(minutesToTime(Math.floor(now.minutes))).toBe(expected.time);
          }
        }
      }
    },
  );

  it('refuses unknown zones loudly', () => {
    expect(() => zonedNow(new Date('2026-01-01T00:00:00Z'), 'Nowhere/Land')).toThrow(RangeError);
    expect(() => zonedDateTimeToUtc('2026-01-01', '09:00', 'Nowhere/Land')).toThrow(
      new RangeError('Unknown time zone: Nowhere/Land'),
    );
  });

  it('refuses a date or time that does not exist on any calendar, naming it', () => {
    expect(() => zonedDateTimeToUtc('2026-02-30', '09:00', 'UTC')).toThrow(
      new RangeError('Not a date and time: 2026-02-30 09:00'),
    );
    expect(() => zonedDateTimeToUtc('2026-03-02', '24:00', 'UTC')).toThrow(
      new RangeError('Not a date and time: 2026-03-02 24:00'),
    );
    expect(() => addDays('2026-02-30', 1)).toThrow(new RangeError('Not a date: 2026-02-30'));
  });

  it.each([
    // Berlin springs forward 2026-03-29 02:00 -> 03:00: the gap is not bookable.
    ['Europe/Berlin', '2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'],
    ['Europe/Berlin', '2026-03-29', '02:00', null],
    ['Europe/Berlin', '2026-03-29', '02:30', null],
    ['Europe/Berlin', '2026-03-29', '02:59', null],
    ['Europe/Berlin', '2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    // Berlin falls back 2026-10-25 03:00 -> 02:00: a repeated time means its first occurrence.
    ['Europe/Berlin', '2026-10-25', '01:59', '2026-10-24T23:59:00.000Z'],
    ['Europe/Berlin', '2026-10-25', '02:00', '2026-10-25T00:00:00.000Z'],
    ['Europe/Berlin', '2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    ['Europe/Berlin', '2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
    ['America/New_York', '2026-03-08', '01:59', '2026-03-08T06:59:00.000Z'],
    ['America/New_York', '2026-03-08', '02:30', null],
    ['America/New_York', '2026-03-08', '03:00', '2026-03-08T07:00:00.000Z'],
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'],
    ['America/New_York', '2026-11-01', '02:00', '2026-11-01T07:00:00.000Z'],
    ['Asia/Kolkata', '2026-03-29', '02:30', '2026-03-28T21:00:00.000Z'],
    // Chatham (+12:45 / +13:45) springs forward 2026-09-27 02:45 -> 03:45 and falls back 2026-04-05 03:45 -> 02:45.
    ['Pacific/Chatham', '2026-09-27', '02:44', '2026-09-26T13:59:00.000Z'],
    ['Pacific/Chatham', '2026-09-27', '03:00', null],
    ['Pacific/Chatham', '2026-09-27', '03:45', '2026-09-26T14:00:00.000Z'],
    ['Pacific/Chatham', '2026-04-05', '03:00', '2026-04-04T13:15:00.000Z'],
    ['UTC', '2026-01-01', '00:00', '2026-01-01T00:00:00.000Z'],
  ])('%s %s %s is %s in UTC', (zone, date, time, expected) => {
    expect(zonedDateTimeToUtc(date, time, zone)?.toISOString() ?? null).toBe(expected);
  });

  it('answers the same whatever the current date (unlike luxon.fromObject on repeated times)', () => {
    // The result must not depend on when the question is asked: it takes no clock at all.
    expect(zonedDateTimeToUtc('2026-10-25', '02:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it.each([
    ['2026-03-29T00:59:59Z', 'Europe/Berlin', '2026-03-29', '01:59'],
    ['2026-03-29T01:00:00Z', 'Europe/Berlin', '2026-03-29', '03:00'],
    ['2026-10-25T00:30:00Z', 'Europe/Berlin', '2026-10-25', '02:30'],
    ['2026-10-25T01:30:00Z', 'Europe/Berlin', '2026-10-25', '02:30'],
    ['2026-11-01T06:30:00Z', 'America/New_York', '2026-11-01', '01:30'],
    ['2026-01-01T00:00:00Z', 'Pacific/Chatham', '2026-01-01', '13:45'],
  ])('%s in %s is %s %s', (instant, zone, date, time) => {
    expect(utcToZonedDateTime(new Date(instant), zone)).toEqual({ date, time });
  });

  const zones = [
    'Europe/Berlin',
    'America/New_York',
    'Asia/Kolkata',
    'Pacific/Chatham',
    'UTC',
    'Australia/Lord_Howe',
  ];
  const localTime = fc.record({
    zone: fc.constantFrom(...zones),
    dayNumber: fc.integer({ min: dateToDayNumber('2025-01-01'), max: dateToDayNumber('2027-12-31') }),
    minute: fc.integer({ min: 0, max: 1439 }),
  });

  it('round-trips local -> UTC -> local, and refuses exactly the times luxon shows as non-existent', () => {
    fc.assert(
      fc.property(localTime, ({ zone, dayNumber, minute }) => {
        const date = dayNumberToDate(dayNumber);
        const time = minutesToTime(minute);
        const instant = zonedDateTimeToUtc(date, time, zone);
        const [hour, min] = [Math.floor(minute / 60), minute % 60];
        const [year, month, day] = date.split('-').map(Number);
        const viaLuxon = DateTime.fromObject({ year, month, day, hour, minute: min }, { zone });
        const exists = viaLuxon.toFormat('yyyy-MM-dd HH:mm') === `${date} ${time}`;
        expect(instant !== null).toBe(exists);
        if (instant) {
          expect(utcToZonedDateTime(instant, zone)).toEqual({ date, time });
          // The first occurrence: no earlier instant reads the same wall time (changes are 30-60 min here).
          for (const minutesEarlier of [15, 30, 45, 60, 90, 120]) {
            const earlier = utcToZonedDateTime(new Date(instant.getTime() - minutesEarlier * 60_000), zone);
            expect(earlier).not.toEqual({ date, time });
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the offset changes of a year to the minute', () => {
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2027, 0, 1);
    const berlin = buildOffsetTable('Europe/Berlin', from, to);
    expect(berlin.transitions.map((t) => new Date(t).toISOString())).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ]);
    expect(berlin.offsets).toEqual([60, 120, 60]);
    const newYork = buildOffsetTable('America/New_York', from, to);
    expect(newYork.transitions.map((t) => new Date(t).toISOString())).toEqual([
      '2026-03-08T07:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
    ]);
    expect(buildOffsetTable('Asia/Kolkata', from, to).transitions).toEqual([]);
    expect(buildOffsetTable('Pacific/Chatham', from, to).offsets).toEqual([825, 765, 825]);
    expect([...daysWithOffsetChange(berlin)].map(dayNumberToDate)).toEqual(['2026-03-29', '2026-10-25']);
  });

  it('agrees with luxon at random instants', () => {
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2027, 0, 1);
    for (const zone of zones) {
      const table = buildOffsetTable(zone, from, to);
      fc.assert(
        fc.property(fc.integer({ min: from, max: to }), (ms) => {
          expect(table.offsetAt(ms)).toBe(DateTime.fromMillis(ms, { zone }).offset);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('remembers tables per zone and span', () => {
    clearOffsetTableCache();
    const a = cachedOffsetTable('Europe/Berlin', 0, 86_400_000);
    expect(cachedOffsetTable('Europe/Berlin', 0, 86_400_000)).toBe(a);
    expect(cachedOffsetTable('Europe/Paris', 0, 86_400_000)).not.toBe(a);
    clearOffsetTableCache();
    expect(cachedOffsetTable('Europe/Berlin', 0, 86_400_000)).not.toBe(a);
  });

  it('remembers the 256 most recent spans only, so odd spans cannot grow it without bound', () => {
    clearOffsetTableCache();
    const day = 86_400_000;
    const first = cachedOffsetTable('UTC', 0, day);
    const later = Array.from({ length: 256 }, (_, i) =>
      cachedOffsetTable('UTC', (i + 1) * day, (i + 2) * day),
    );
    // The 257th span made room by forgetting the oldest one; the newest are still there.
    expect(cachedOffsetTable('UTC', 256 * day, 257 * day)).toBe(later[255]);
    expect(cachedOffsetTable('UTC', 255 * day, 256 * day)).toBe(later[254]);
    expect(cachedOffsetTable('UTC', 0, day)).not.toBe(first);
    clearOffsetTableCache();
  });
});
