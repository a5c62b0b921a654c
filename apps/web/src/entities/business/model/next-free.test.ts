import { describe, expect, it } from 'vitest';
import { nextFreeText } from './next-free';

// Monday 1 June 2026, 23:30 UTC: already Tuesday 2 June in Berlin.
const now = new Date('2026-06-01T23:30:00Z');
const berlin = { timezone: 'Europe/Berlin', currency: 'EUR' as const };
const newYork = { timezone: 'America/New_York', currency: 'USD' as const };
const at = (date: string, startTime: string | null) => ({
  next: { date, startTime, serviceId: '00000000-0000-4000-8000-000000000001' },
  timezone: 'Europe/Berlin',
});

describe('nextFreeText', () => {
  it("names the day from the business's today, in its clock", () => {
    expect(nextFreeText(at('2026-06-02', '09:00'), berlin, now)).toBe('Next free: Today 09:00');
    expect(nextFreeText(at('2026-06-03', '14:00'), berlin, now)).toBe('Next free: Tomorrow 14:00');
    expect(nextFreeText(at('2026-06-05', '14:00'), berlin, now)).toBe('Next free: Fri 14:00');
    // Still Monday in New York: the same date is tomorrow there.
    expect(nextFreeText(at('2026-06-02', '14:00'), newYork, now)).toBe('Next free: Tomorrow 2:00 PM');
  });

  it('writes the date for a day-only service or a day beyond the week, and says when there is none', () => {
    expect(nextFreeText(at('2026-06-05', null), berlin, now)).toBe('Next free: Fri, Jun 5');
    expect(nextFreeText(at('2026-06-12', '10:00'), berlin, now)).toBe('Next free: Fri, Jun 12 10:00');
    expect(nextFreeText({ next: null, timezone: 'Europe/Berlin' }, berlin, now)).toBe(
      'No free times in the next 2 weeks',
    );
  });
});
