import { describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  canonicalTimeZones,
  filterTimeZoneChoices,
  formatUtcOffset,
  timeZoneChoices,
  zoneOffsetMinutes,
} from './time-zones';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('canonicalTimeZones', () => {
  it('drops legacy aliases and keeps UTC', () => {
    expect(
      canonicalTimeZones([
        'America/New_York',
        'US/Eastern',
        'Etc/GMT+5',
        'EST',
        'Europe/Berlin',
        'Canada/Pacific',
      ]),
    ).toEqual(['America/New_York', 'Europe/Berlin', 'UTC']);
  });

  it('uses the current IANA names of renamed zones', () => {
    expect(canonicalTimeZones(['Asia/Calcutta', 'Europe/Kiev', 'Asia/Kolkata'])).toEqual([
      'Asia/Kolkata',
      'Europe/Kyiv',
      'UTC',
    ]);
  });

  it('lists the runtime zones, no US/ aliases among them', () => {
    const zones = canonicalTimeZones();
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('UTC');
    expect(zones.some((zone) => zone.startsWith('US/'))).toBe(false);
  });
});

describe('offsets', () => {
  it('follow daylight saving time and half hours', () => {
    expect(zoneOffsetMinutes('Europe/Berlin', winter)).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', summer)).toBe(120);
    expect(zoneOffsetMinutes('America/St_Johns', winter)).toBe(-210);
    expect(zoneOffsetMinutes('Asia/Kathmandu', winter)).toBe(345);
    expect(zoneOffsetMinutes('UTC', winter)).toBe(0);
  });

  it('read as UTC±hh:mm', () => {
    expect(formatUtcOffset(60)).toBe('UTC+01:00');
    expect(formatUtcOffset(-210)).toBe('UTC-03:30');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
  });
});

describe('choices', () => {
  const choices = timeZoneChoices(['Europe/Berlin', 'America/New_York', 'UTC', 'Europe/London'], winter, [
    'Asia/Tokyo',
  ]);

  it('go west to east, by name within an offset, keeping the stored zone', () => {
    expect(choices.map((c) => c.label)).toEqual([
      '(UTC-05:00) America/New York',
      '(UTC+00:00) Europe/London',
      '(UTC+00:00) UTC',
      '(UTC+01:00) Europe/Berlin',
      '(UTC+09:00) Asia/Tokyo',
    ]);
  });

  it('are found by city, words or offset, the chosen one always listed', () => {
    expect(filterTimeZoneChoices(choices, 'new york').map((c) => c.zone)).toEqual(['America/New_York']);
    expect(filterTimeZoneChoices(choices, 'BERLIN').map((c) => c.zone)).toEqual(['Europe/Berlin']);
    expect(filterTimeZoneChoices(choices, '+01').map((c) => c.zone)).toEqual(['Europe/Berlin']);
    expect(filterTimeZoneChoices(choices, 'utc+00').map((c) => c.zone)).toEqual(['Europe/London', 'UTC']);
    expect(filterTimeZoneChoices(choices, 'tokyo', 'Europe/Berlin').map((c) => c.zone)).toEqual([
      'Europe/Berlin',
      'Asia/Tokyo',
    ]);
    expect(filterTimeZoneChoices(choices, '  ')).toHaveLength(5);
  });
});

describe('browserTimeZone', () => {
  it("starts a new business in the browser's zone, by its current IANA name", () => {
    expect(browserTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(browserTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(browserTimeZone('')).toBe('UTC');
  });
});
