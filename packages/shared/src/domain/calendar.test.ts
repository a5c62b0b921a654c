import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, endOfMonth, monthGridDays, startOfMonth, startOfWeek, weekDays } from './calendar';
import { weekdayOfDate } from './schedule';
import { addDays } from './time';

describe('weeks', () => {
  it('start on Monday', () => {
    expect(startOfWeek('2026-03-04')).toBe('2026-03-02');
    expect(startOfWeek('2026-03-02')).toBe('2026-03-02');
    expect(startOfWeek('2026-03-08')).toBe('2026-03-02');
    expect(() => startOfWeek('2026-02-30')).toThrow(new RangeError('Not a date: 2026-02-30'));
    expect(weekDays('2026-01-01')).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });
});

describe('months', () => {
  it('move across years', () => {
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
    expect(startOfMonth('2026-02-17')).toBe('2026-02-01');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2026-12-01')).toBe('2026-12-31');
  });

  it('grids are whole weeks covering the month', () => {
    const day = fc.integer({ min: 0, max: 365 * 60 }).map((n) => addDays('1990-01-01', n));
    fc.assert(
      fc.property(day, (date) => {
        const grid = monthGridDays(date);
        expect(grid.length % 7).toBe(0);
        expect(grid.length).toBeGreaterThanOrEqual(28);
        expect(grid.length).toBeLessThanOrEqual(42);
        expect(weekdayOfDate(grid[0] as string)).toBe('monday');
        expect(grid).toContain(startOfMonth(date));
        expect(grid).toContain(endOfMonth(date));
      }),
    );
  });
});
