import type { InsightsFigures } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { compareLine, insightFigures } from './insight-figures';

const range = { from: '2026-02-03', to: '2026-03-04' };
const usd = { currency: 'USD', customCurrency: null };

function figures(overrides: Partial<InsightsFigures> = {}): InsightsFigures {
  return {
    from: '2026-02-03',
    to: '2026-03-04',
    bookings: { total: 12, pending: 1, confirmed: 3, completed: 6, cancelled: 1, noShow: 1 },
    revenue: 390,
    averageValue: 65,
    cancellations: { byCustomer: 1, byBusiness: 0 },
    noShowRate: 1 / 7,
    customers: { new: 4, returning: 5 },
    rating: { average: 4.5, count: 2 },
    ...overrides,
  };
}

describe('compareLine', () => {
  it('tells a change with its sign and whether it is good news', () => {
    expect(compareLine(12, 9, 'count', true, range, usd)).toEqual({
      compare: '+3 vs previous 30 days',
      tone: 'better',
      direction: 'up',
    });
    expect(compareLine(2, 5, 'count', true, range, usd)).toEqual({
      compare: '\u22123 vs previous 30 days',
      tone: 'worse',
      direction: 'down',
    });
    // Fewer cancellations is good news.
    expect(compareLine(1, 4, 'count', false, range, usd).tone).toBe('better');
  });

  it('says no change, and when there is nothing to compare', () => {
    expect(compareLine(5, 5, 'count', true, range, usd)).toEqual({
      compare: 'No change vs previous 30 days',
      tone: 'same',
      direction: null,
    });
    expect(compareLine(65, null, 'money', true, range, usd)).toEqual({
      compare: 'None in the previous 30 days',
      tone: 'same',
      direction: null,
    });
    // None now, some before: what it was.
    expect(compareLine(null, 60, 'money', true, range, usd)).toEqual({
      compare: '$60.00 in the previous 30 days',
      tone: 'same',
      direction: null,
    });
    expect(
      compareLine(null, 4.25, 'rating', true, { from: '2026-03-04', to: '2026-03-04' }, usd).compare,
    ).toBe('4.3 in the previous day');
    expect(compareLine(null, 0.125, 'rate', false, range, usd).compare).toBe('12.5% in the previous 30 days');
  });

  it('writes money in the currency, rates in percentage points and ratings to one decimal', () => {
    expect(compareLine(390, 344.5, 'money', true, range, usd).compare).toBe('+$45.50 vs previous 30 days');
    expect(
      compareLine(100, 145.5, 'money', true, range, { currency: 'other', customCurrency: 'PTS' }).compare,
    ).toBe('\u2212PTS 45.50 vs previous 30 days');
    expect(compareLine(0.1, 0.08, 'rate', false, range, usd)).toMatchObject({
      compare: '+2 pts vs previous 30 days',
      tone: 'worse',
    });
    expect(compareLine(0.125, 0.1, 'rate', false, range, usd).compare).toBe('+2.5 pts vs previous 30 days');
    expect(compareLine(4.5, 4.2, 'rating', true, range, usd).compare).toBe('+0.3 vs previous 30 days');
    // A change too small to show is no change.
    expect(compareLine(4.51, 4.5, 'rating', true, range, usd).compare).toBe('No change vs previous 30 days');
  });
});

describe('insightFigures', () => {
  it('reads every figure of the range beside the previous one', () => {
    const previous = figures({
      bookings: { total: 9, pending: 0, confirmed: 0, completed: 7, cancelled: 2, noShow: 0 },
      revenue: 420,
      averageValue: 60,
      cancellations: { byCustomer: 1, byBusiness: 1 },
      noShowRate: 0,
      customers: { new: 4, returning: 2 },
      rating: { average: null, count: 0 },
    });
    const rows = insightFigures(figures(), previous, range, usd).map((f) => [
      f.label,
      f.value,
      f.detail,
      f.compare,
    ]);
    expect(rows).toEqual([
      ['Bookings', '12', '6 completed · 4 upcoming · 1 cancelled · 1 no-show', '+3 vs previous 30 days'],
      ['Revenue', '$390.00', 'From completed bookings', '\u2212$30.00 vs previous 30 days'],
      ['Average booking', '$65.00', 'Revenue per completed booking', '+$5.00 vs previous 30 days'],
      ['Cancellations', '1', '1 by customers · 0 by you', '\u22121 vs previous 30 days'],
      ['No-show rate', '14.3%', '1 of 7 visits', '+14.3 pts vs previous 30 days'],
      ['New customers', '4', 'First booking with you', 'No change vs previous 30 days'],
      ['Returning customers', '5', 'Booked with you before', '+3 vs previous 30 days'],
      ['Average rating', '4.5 / 5', '2 reviews', 'None in the previous 30 days'],
    ]);
  });

  it('shows a dash for figures the range has none of', () => {
    const empty = figures({
      bookings: { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, noShow: 0 },
      revenue: 0,
      averageValue: null,
      noShowRate: null,
      rating: { average: null, count: 0 },
    });
    const byId = Object.fromEntries(insightFigures(empty, empty, range, usd).map((f) => [f.id, f]));
    expect(byId.average?.value).toBe('–');
    expect(byId['no-show-rate']?.value).toBe('–');
    expect(byId['no-show-rate']?.detail).toBe('No visits due yet');
    expect(byId.rating?.detail).toBe('No reviews');
  });
});
