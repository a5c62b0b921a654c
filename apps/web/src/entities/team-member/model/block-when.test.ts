import { describe, expect, it } from 'vitest';
import { blockWhenText } from './block-when';

describe('blockWhenText', () => {
  it('says a block in the business time, whole days as days', () => {
    const zone = 'Europe/Berlin';
    expect(
      blockWhenText({ startsAt: '2026-12-01T08:00:00Z', endsAt: '2026-12-01T16:00:00Z' }, zone, 'h12'),
    ).toBe('Tue, Dec 1, 9:00 AM – 5:00 PM');
    expect(
      blockWhenText({ startsAt: '2026-12-01T08:00:00Z', endsAt: '2026-12-01T16:00:00Z' }, zone, 'h23'),
    ).toBe('Tue, Dec 1, 09:00 – 17:00');
    expect(
      blockWhenText({ startsAt: '2026-11-30T23:00:00Z', endsAt: '2026-12-01T23:00:00Z' }, zone, 'h23'),
    ).toBe('Tue, Dec 1 (all day)');
    expect(
      blockWhenText({ startsAt: '2026-11-30T23:00:00Z', endsAt: '2026-12-03T23:00:00Z' }, zone, 'h23'),
    ).toBe('Tue, Dec 1 – Thu, Dec 3 (all day)');
    expect(
      blockWhenText({ startsAt: '2026-12-01T17:00:00Z', endsAt: '2026-12-02T09:00:00Z' }, zone, 'h12'),
    ).toBe('Tue, Dec 1, 6:00 PM – Wed, Dec 2, 10:00 AM');
  });
});
