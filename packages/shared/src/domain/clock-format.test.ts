import { describe, expect, it } from 'vitest';
import { businessTime, deadlineWords, formatClockTime, hourCycleFor } from './clock-format';

describe("a business's clock", () => {
  it.each([
    [{ timezone: 'America/New_York', currency: 'USD' }, 'h12'],
    [{ timezone: 'America/Indiana/Indianapolis', currency: 'USD' }, 'h12'],
    [{ timezone: 'America/Toronto', currency: 'CAD' }, 'h12'],
    [{ timezone: 'Australia/Sydney', currency: 'AUD' }, 'h12'],
    [{ timezone: 'Asia/Kolkata', currency: 'INR' }, 'h12'],
    [{ timezone: 'Europe/London', currency: 'GBP' }, 'h23'],
    [{ timezone: 'Europe/Berlin', currency: 'EUR' }, 'h23'],
    [{ timezone: 'Asia/Tokyo', currency: 'JPY' }, 'h23'],
  ] as const)('follows the country of a zone that names a place: %j is %s', (business, cycle) => {
    expect(hourCycleFor(business)).toBe(cycle);
  });

  it('believes the zone over the currency: a Berlin business that kept the default USD writes 14:00', () => {
    expect(hourCycleFor({ timezone: 'Europe/Berlin', currency: 'USD' })).toBe('h23');
    expect(hourCycleFor({ timezone: 'America/Chicago', currency: 'EUR' })).toBe('h12');
    // A place whose country is not in the 12-hour list: 24-hour, whatever the currency.
    expect(hourCycleFor({ timezone: 'America/Sao_Paulo', currency: 'other' })).toBe('h23');
  });

  it('asks the currency when the zone names no place (UTC, Etc/...)', () => {
    expect(hourCycleFor({ timezone: 'UTC', currency: 'USD' })).toBe('h12');
    expect(hourCycleFor({ timezone: 'UTC', currency: 'EUR' })).toBe('h23');
    expect(hourCycleFor({ timezone: 'Etc/GMT+2', currency: 'GBP' })).toBe('h23');
    expect(hourCycleFor({ timezone: 'US/Pacific' })).toBe('h12');
  });

  it("keeps the spec's 12-hour clock when nothing says otherwise", () => {
    expect(hourCycleFor({})).toBe('h12');
    expect(hourCycleFor({ timezone: 'UTC', currency: 'other' })).toBe('h12');
    expect(hourCycleFor({ timezone: null, currency: null })).toBe('h12');
    expect(hourCycleFor({ timezone: '  ', currency: 'CHF' })).toBe('h23');
  });
});

describe('a time on a clock', () => {
  it.each([
    ['00:00', '12:00 AM', '00:00'],
    ['00:15', '12:15 AM', '00:15'],
    ['09:00', '9:00 AM', '09:00'],
    ['11:59', '11:59 AM', '11:59'],
    ['12:00', '12:00 PM', '12:00'],
    ['12:30', '12:30 PM', '12:30'],
    ['13:05', '1:05 PM', '13:05'],
    ['17:00', '5:00 PM', '17:00'],
    ['23:59', '11:59 PM', '23:59'],
    ['garbage', 'garbage', 'garbage'],
  ])('%s is %s on 12 hours and %s on 24', (time, twelve, twentyFour) => {
    expect(formatClockTime(time, 'h12')).toBe(twelve);
    expect(formatClockTime(time, 'h23')).toBe(twentyFour);
  });

  it('is written as the business writes it', () => {
    expect(businessTime('14:30', { timezone: 'Europe/Paris', currency: 'EUR' })).toBe('14:30');
    expect(businessTime('14:30', { timezone: 'America/Denver', currency: 'USD' })).toBe('2:30 PM');
  });
});

describe('a deadline in words', () => {
  const BERLIN = 'Europe/Berlin';
  // Monday 1 June 2026, 10:00 in Berlin (UTC+2).
  const now = new Date('2026-06-01T08:00:00Z');

  it('names the day by its weekday in the coming six days, and today as today', () => {
    expect(deadlineWords(new Date('2026-06-02T12:00:00Z'), BERLIN, 'h23', now)).toBe('Tue 14:00');
    expect(deadlineWords(new Date('2026-06-02T12:00:00Z'), BERLIN, 'h12', now)).toBe('Tue 2:00 PM');
    expect(deadlineWords(new Date('2026-06-01T16:30:00Z'), BERLIN, 'h23', now)).toBe('18:30 today');
    expect(deadlineWords(new Date('2026-06-07T07:00:00Z'), BERLIN, 'h12', now)).toBe('Sun 9:00 AM');
  });

  it('adds the date from a week on, in the style of the clock', () => {
    expect(deadlineWords(new Date('2026-06-08T07:00:00Z'), BERLIN, 'h23', now)).toBe('Mon 8 Jun, 09:00');
    expect(deadlineWords(new Date('2026-07-14T12:00:00Z'), BERLIN, 'h12', now)).toBe('Tue, Jul 14, 2:00 PM');
  });

  it('says the end of the day before for a deadline at midnight', () => {
    // Wednesday 00:00 in Berlin is Tuesday 22:00 UTC.
    expect(deadlineWords(new Date('2026-06-02T22:00:00Z'), BERLIN, 'h12', now)).toBe('the end of Tue');
    expect(deadlineWords(new Date('2026-06-01T22:00:00Z'), BERLIN, 'h23', now)).toBe('the end of today');
    expect(deadlineWords(new Date('2026-06-30T22:00:00Z'), BERLIN, 'h23', now)).toBe('the end of Tue 30 Jun');
  });

  it('reads the day in the business zone, not in UTC', () => {
    // 23:30 UTC on Monday is already Tuesday 01:30 in Berlin.
    expect(deadlineWords(new Date('2026-06-01T23:30:00Z'), BERLIN, 'h23', now)).toBe('Tue 01:30');
    expect(deadlineWords(new Date('2026-06-01T23:30:00Z'), 'America/New_York', 'h12', now)).toBe(
      '7:30 PM today',
    );
  });
});
