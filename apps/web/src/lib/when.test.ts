import { describe, expect, it } from 'vitest';
import { dayOf, logMoment, timeAgo } from './when';

const NOW = new Date('2026-03-02T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('timeAgo', () => {
  it('says how long ago in whole minutes, hours or days', () => {
    expect(timeAgo(before(20_000), NOW)).toBe('just now');
    expect(timeAgo(before(60_000), NOW)).toBe('1 minute ago');
    expect(timeAgo(before(5 * 60_000 + 30_000), NOW)).toBe('5 minutes ago');
    expect(timeAgo(before(60 * 60_000), NOW)).toBe('1 hour ago');
    expect(timeAgo(before(5 * 3_600_000), NOW)).toBe('5 hours ago');
    expect(timeAgo(before(49 * 3_600_000), NOW)).toBe('2 days ago');
  });

  it('reads a moment a little ahead (another clock) as now', () => {
    expect(timeAgo(new Date(NOW.getTime() + 5_000).toISOString(), NOW)).toBe('just now');
  });
});

describe('logMoment', () => {
  it('gives the time alone today and the day with it otherwise', () => {
    const today = new Date(NOW.getTime() - 3_600_000);
    const earlier = new Date(NOW.getTime() - 3 * 86_400_000);
    expect(logMoment(today.toISOString(), NOW, { locale: 'en-US' })).not.toMatch(/[A-Z][a-z]{2} \d/);
    expect(logMoment(earlier.toISOString(), NOW, { locale: 'en-US' })).toMatch(/^[A-Z][a-z]{2} \d{1,2}, /);
    expect(logMoment(today.toISOString(), NOW, { locale: 'en-US', seconds: true })).toMatch(/:\d\d:\d\d/);
  });

  it('gives the input back when it is not a time', () => {
    expect(logMoment('soon', NOW)).toBe('soon');
    expect(dayOf('soon')).toBe('soon');
  });
});
