import { describe, expect, it } from 'vitest';
import { slotAvailabilityQuerySchema, slotAvailabilityResponseSchema } from './availability';

describe('slot availability', () => {
  it.each([
    [{}, {}],
    [
      { date: '', time: '' },
      { date: undefined, time: undefined },
    ],
    [
      { date: '2026-03-02', time: '09:30', bookingType: 'datetime' },
      { date: '2026-03-02', time: '09:30', bookingType: 'datetime' },
    ],
  ])('query %j -> %j', (query, parsed) => {
    expect(slotAvailabilityQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([{ date: '2026-02-30' }, { time: '25:00' }, { bookingType: 'weekly' }])('refuses %j', (query) => {
    expect(slotAvailabilityQuerySchema.safeParse(query).success).toBe(false);
  });

  it('answers available and the number of places left', () => {
    expect(slotAvailabilityResponseSchema.parse({ available: true, availableSlots: 2 })).toEqual({
      available: true,
      availableSlots: 2,
    });
    expect(slotAvailabilityResponseSchema.safeParse({ available: true, availableSlots: -1 }).success).toBe(
      false,
    );
  });
});
