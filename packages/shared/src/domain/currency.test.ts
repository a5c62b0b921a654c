import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencySymbol, DEFAULT_CURRENCY, formatMoney } from './currency';

describe('currencies', () => {
  it('lists the spec currencies with USD as default', () => {
    expect(CURRENCIES).toEqual([
      'USD',
      'EUR',
      'GBP',
      'JPY',
      'CAD',
      'AUD',
      'CHF',
      'CNY',
      'INR',
      'TRY',
      'other',
    ]);
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it.each([
    ['USD', undefined, '$'],
    ['EUR', undefined, '€'],
    ['GBP', undefined, '£'],
    ['JPY', undefined, 'JPY'],
    ['CHF', undefined, 'CHF'],
    ['TRY', undefined, 'TRY'],
    ['other', 'PTS', 'PTS'],
    ['other', ' kr ', 'kr'],
    ['other', null, ''],
    ['USD', 'PTS', '$'],
  ])('%s (custom %j) shows %j', (currency, custom, symbol) => {
    expect(currencySymbol(currency, custom)).toBe(symbol);
  });
});

describe('formatMoney', () => {
  it.each([
    [25, 'USD', undefined, '$25.00'],
    [9.5, 'EUR', undefined, '€9.50'],
    [3.1, 'GBP', undefined, '£3.10'],
    [0, 'USD', undefined, '$0.00'],
    [1500, 'JPY', undefined, 'JPY 1500.00'],
    [19.99, 'CAD', undefined, 'CAD 19.99'],
    [12, 'other', 'PTS', 'PTS 12.00'],
    [12, 'other', null, '12.00'],
    [1.005, 'USD', undefined, '$1.01'],
    [2.675, 'USD', undefined, '$2.68'],
    [0.1 + 0.2, 'USD', undefined, '$0.30'],
    [1234567.891, 'USD', undefined, '$1234567.89'],
    [-5, 'USD', undefined, '-$5.00'],
    [-5, 'INR', undefined, '-INR 5.00'],
    [-0.001, 'USD', undefined, '$0.00'],
    [Number.NaN, 'USD', undefined, ''],
    [Number.POSITIVE_INFINITY, 'USD', undefined, ''],
  ])('%d %s (%j) is %j', (amount, currency, custom, shown) => {
    expect(formatMoney(amount, currency, custom)).toBe(shown);
  });
});
