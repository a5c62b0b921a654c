// Currencies and how money is shown (spec sections 3 and 9).

export const CURRENCIES = [
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
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

const SYMBOLS: Readonly<Partial<Record<Currency, string>>> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * What stands before an amount: `$`, `€`, `£`; the code for the other listed currencies; the
 * business's own abbreviation for `other` ('' when it has none).
 */
export function currencySymbol(currency: string, customCurrency?: string | null): string {
  if (currency === 'other') return customCurrency?.trim() ?? '';
  return SYMBOLS[currency as Currency] ?? currency;
}

/** Rounds half away from zero at 2 decimals on the decimal text, so 1.005 gives 1.01 (not 1.00). */
function twoDecimals(amount: number): string {
  const rounded = Math.round(Number(`${Math.abs(amount)}e2`)) / 100;
  const text = Number.isFinite(rounded) ? rounded.toFixed(2) : Math.abs(amount).toFixed(2);
  return amount < 0 && text !== '0.00' ? `-${text}` : text;
}

/**
 * Money with 2 decimals: `$25.00`, `€9.50`, `£3.10`, `JPY 1500.00`, `PTS 12.00` (custom), or the
 * bare amount for `other` without an abbreviation. A symbol is glued to the amount; a code is
 * separated by a space so it stays readable.
 */
export function formatMoney(amount: number, currency: string, customCurrency?: string | null): string {
  if (!Number.isFinite(amount)) return '';
  const value = twoDecimals(amount);
  const symbol = currencySymbol(currency, customCurrency);
  if (symbol === '') return value;
  const glued = SYMBOLS[currency as Currency] !== undefined;
  if (value.startsWith('-')) return glued ? `-${symbol}${value.slice(1)}` : `-${symbol} ${value.slice(1)}`;
  return glued ? `${symbol}${value}` : `${symbol} ${value}`;
}
