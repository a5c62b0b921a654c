import { INSIGHTS_MESSAGES } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import { customRange, presetRange, previousWords, rangeDays, rangeWords } from './insights-range';

describe('presetRange', () => {
  // Wednesday 4 March 2026.
  const today = '2026-03-04';

  it('takes this week from Monday to Sunday', () => {
    expect(presetRange('week', today)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(presetRange('week', '2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    // A Sunday belongs to the week that started on the Monday before.
    expect(presetRange('week', '2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    // Across a year's end.
    expect(presetRange('week', '2026-01-01')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
  });

  it('takes the last 30 days up to today', () => {
    expect(presetRange('last30', today)).toEqual({ from: '2026-02-03', to: '2026-03-04' });
    expect(rangeDays(presetRange('last30', today))).toBe(30);
  });

  it('takes this month from its 1st to its last day', () => {
    expect(presetRange('month', today)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetRange('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('month', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('the words of a range', () => {
  it('says what the figures are compared with', () => {
    expect(previousWords({ from: '2026-02-03', to: '2026-03-04' })).toBe('vs previous 30 days');
    expect(previousWords({ from: '2026-03-04', to: '2026-03-04' })).toBe('vs previous day');
  });

  it('names the days, with the year once', () => {
    expect(rangeWords({ from: '2026-03-02', to: '2026-03-08' })).toBe('Mon, Mar 2 – Sun, Mar 8, 2026');
    expect(rangeWords({ from: '2025-12-29', to: '2026-01-04' })).toBe('Mon, Dec 29, 2025 – Sun, Jan 4, 2026');
    expect(rangeWords({ from: '2026-03-04', to: '2026-03-04' })).toBe('Wed, Mar 4, 2026');
  });
});

describe('customRange', () => {
  it('accepts two days in order, one day, and a whole year', () => {
    expect(customRange('2026-03-01', '2026-03-10')).toEqual({
      range: { from: '2026-03-01', to: '2026-03-10' },
    });
    expect(customRange('2026-03-01', '2026-03-01')).toEqual({
      range: { from: '2026-03-01', to: '2026-03-01' },
    });
    expect(customRange('2025-03-01', '2026-03-01')).toEqual({
      range: { from: '2025-03-01', to: '2026-03-01' },
    });
  });

  it("refuses a range backwards or too long with the server's own words, and asks for both days", () => {
    expect(customRange('2026-03-10', '2026-03-01')).toEqual({ error: INSIGHTS_MESSAGES.range });
    expect(customRange('2024-01-01', '2026-03-01')).toEqual({ error: INSIGHTS_MESSAGES.range });
    expect(customRange('', '2026-03-01')).toEqual({ error: 'Choose both days.' });
  });
});
