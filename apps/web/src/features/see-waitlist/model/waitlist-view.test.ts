import { describe, expect, it } from 'vitest';
import {
  heldPlaceWords,
  holdWords,
  lineSummary,
  ordinal,
  rangeWords,
  splitLine,
  startDay,
  waitlistRange,
  windowWords,
} from './waitlist-view';

const newYork = { timezone: 'America/New_York', currency: 'USD' };
const berlin = { timezone: 'Europe/Berlin', currency: 'EUR' };
// Wednesday 4 March 2026, 10:00 in New York (16:00 in Berlin).
const now = new Date('2026-03-04T15:00:00Z');

describe('the days of the waitlist view', () => {
  it('are a week from the start day, today unless a valid day is asked for', () => {
    expect(waitlistRange('2026-03-04')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(waitlistRange('2026-12-29')).toEqual({ from: '2026-12-29', to: '2027-01-04' });
    expect(startDay(null, '2026-03-04')).toBe('2026-03-04');
    expect(startDay('2026-03-11', '2026-03-04')).toBe('2026-03-11');
    expect(startDay('2026-02-30', '2026-03-04')).toBe('2026-03-04');
    expect(startDay('soon', '2026-03-04')).toBe('2026-03-04');
    expect(rangeWords(waitlistRange('2026-03-04'))).toBe('Wed, Mar 4 – Tue, Mar 10');
  });
});

describe('a place in line', () => {
  it('is an English ordinal', () => {
    const cases: Array<[number, string]> = [
      [1, '1st'],
      [2, '2nd'],
      [3, '3rd'],
      [4, '4th'],
      [11, '11th'],
      [12, '12th'],
      [13, '13th'],
      [21, '21st'],
      [22, '22nd'],
      [101, '101st'],
      [111, '111th'],
    ];
    for (const [n, words] of cases) expect(ordinal(n)).toBe(words);
  });
});

describe('a line', () => {
  const entries = [
    { id: 'a', status: 'booked' as const },
    { id: 'b', status: 'offered' as const },
    { id: 'c', status: 'waiting' as const },
    { id: 'd', status: 'expired' as const },
    { id: 'e', status: 'waiting' as const },
  ];

  it('keeps who is in it in line order, then those who no longer wait', () => {
    const { inLine, done } = splitLine(entries);
    expect(inLine.map((e) => e.id)).toEqual(['b', 'c', 'e']);
    expect(done.map((e) => e.id)).toEqual(['a', 'd']);
  });

  it('is summed up in words', () => {
    expect(lineSummary(entries)).toBe('2 waiting · 1 holding a place');
    expect(lineSummary([{ status: 'waiting' }])).toBe('1 waiting');
    expect(lineSummary([{ status: 'offered' }])).toBe('1 holding a place');
    expect(lineSummary([{ status: 'booked' }, { status: 'expired' }])).toBeNull();
  });
});

describe('times of the line', () => {
  it('are written on the business’s clock', () => {
    expect(windowWords({ from: '09:00', to: '12:30' }, newYork)).toBe('9:00 AM – 12:30 PM');
    expect(windowWords({ from: '09:00', to: '12:30' }, berlin)).toBe('09:00 – 12:30');
    expect(
      heldPlaceWords({ startTime: '14:30', teamMember: { _id: 'm', name: 'Maya Lopez' } }, newYork),
    ).toBe('2:30 PM with Maya Lopez');
    expect(heldPlaceWords({ startTime: '14:30', teamMember: null }, berlin)).toBe('14:30');
    expect(heldPlaceWords({ startTime: null, teamMember: null }, newYork)).toBe('A place that day');
  });

  it('say until when a place is held, in the business’s zone', () => {
    // 15:15 UTC is 10:15 AM in New York, 16:15 in Berlin.
    expect(holdWords('2026-03-04T15:15:00.000Z', newYork, now)).toBe('Held until 10:15 AM');
    expect(holdWords('2026-03-04T15:15:00.000Z', berlin, now)).toBe('Held until 16:15');
    // A day's hold runs into tomorrow: the day is named.
    expect(holdWords('2026-03-05T14:00:00.000Z', newYork, now)).toBe('Held until Thu, Mar 5, 9:00 AM');
    expect(holdWords('2026-03-04T14:50:00.000Z', newYork, now)).toBe('Hold ran out at 9:50 AM');
  });
});
