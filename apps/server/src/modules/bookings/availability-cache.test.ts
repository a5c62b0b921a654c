import type { ServiceAvailability } from '@booklane/shared';
import { describe, expect, it } from 'vitest';
import { AvailabilityCache } from './availability-cache';

const answer = (remaining: number): ServiceAvailability => ({
  timezone: 'UTC',
  bookingType: 'flexible',
  days: [],
  remaining,
});
const at = (iso: string) => new Date(iso);

describe('AvailabilityCache', () => {
  it('answers within the same second only', () => {
    const cache = new AvailabilityCache();
    cache.set('s1', 'b1', 'range', at('2026-06-01T10:00:00.100Z'), answer(1));
    expect(cache.get('s1', 'range', at('2026-06-01T10:00:00.900Z'))).toEqual(answer(1));
    expect(cache.get('s1', 'range', at('2026-06-01T10:00:01.000Z'))).toBeUndefined();
    expect(cache.get('s1', 'other', at('2026-06-01T10:00:00.900Z'))).toBeUndefined();
  });

  it('drops a service, or every service of a business, when it changes', () => {
    const cache = new AvailabilityCache();
    const now = at('2026-06-01T10:00:00Z');
    cache.set('s1', 'b1', 'k', now, answer(1));
    cache.set('s2', 'b1', 'k', now, answer(2));
    cache.set('s3', 'b2', 'k', now, answer(3));
    cache.invalidate('b1', 's1');
    expect(cache.get('s1', 'k', now)).toBeUndefined();
    expect(cache.get('s2', 'k', now)).toEqual(answer(2));
    cache.invalidate('b1', null);
    expect(cache.get('s2', 'k', now)).toBeUndefined();
    expect(cache.get('s3', 'k', now)).toEqual(answer(3));
  });
});
