import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-03-11T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [ago(10_000), 'Just now'],
    [ago(5 * 60_000), '5m ago'],
    [ago(3 * 3_600_000), '3h ago'],
    [ago(30 * 3_600_000), 'Yesterday'],
    [ago(4 * 86_400_000), 'Sat'],
    ['2026-02-01T12:00:00Z', 'Feb 1'],
    ['2025-02-01T12:00:00Z', 'Feb 1, 2025'],
  ])('%s -> %s', (iso, text) => {
    expect(relativeTime(iso, now, 'UTC')).toBe(text);
  });

  it('answers nothing for a missing or broken time', () => {
    expect(relativeTime(null, now)).toBe('');
    expect(relativeTime('nope', now)).toBe('');
  });
});
