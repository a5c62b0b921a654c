// The Insights tab's figures (decisions.md 9.4): each of the range's numbers as the owner reads
// it, with the change since the range before ("+3 vs previous 30 days") and whether that change
// is good news (more bookings) or not (more cancellations). Words, not only colours, carry it.
import { formatMoney } from '@booklane/shared/domain';
import type { InsightsFigures, InsightsQuery } from '@booklane/shared/schemas';
import { previousPeriod, previousWords } from './insights-range';

export type Money = { currency: string; customCurrency: string | null };
/** How a change reads: better, worse, or no change (or nothing to compare). */
export type DeltaTone = 'better' | 'worse' | 'same';

export type Figure = {
  id: string;
  label: string;
  value: string;
  /** What makes it up ("5 completed · 4 upcoming"). */
  detail: string;
  /** `+3 vs previous 30 days`, `No change vs previous 7 days`, `None in the previous 30 days`. */
  compare: string;
  tone: DeltaTone;
  /** Which way the figure moved (null: no change, or nothing to compare). */
  direction: 'up' | 'down' | null;
};

const MINUS = '\u2212';
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `+3`, `−2`: the sign always shown, a real minus sign. */
function signed(diff: number, format: (abs: number) => string): string {
  return `${diff < 0 ? MINUS : '+'}${format(Math.abs(diff))}`;
}

type Kind = 'count' | 'money' | 'rate' | 'rating';

/** A value of a kind as the cards show it: `12`, `$45.00`, `14.3%`, `4.5`. */
function valueOf(kind: Kind, money: Money): (n: number) => string {
  if (kind === 'rate') return (n) => percent.format(n);
  return formatOf(kind, money);
}

/** A change of a value of a kind (its size; the sign is added apart). */
function formatOf(kind: Kind, money: Money): (n: number) => string {
  switch (kind) {
    case 'count':
      return (n) => String(n);
    case 'money':
      return (n) => formatMoney(n, money.currency, money.customCurrency);
    case 'rate':
      // A change of a rate is told in percentage points: 8% to 10% is "+2 pts", not "+25%".
      return (n) => `${oneDecimal.format(n * 100).replace(/\.0$/, '')} pts`;
    case 'rating':
      return (n) => oneDecimal.format(n);
  }
}

/**
 * The comparison line of one figure. `upIsGood` says which way is better news; a change too small
 * to show (a rating moving by 0.01) reads as no change.
 * @internal Exported for its unit tests.
 */
export function compareLine(
  current: number | null,
  previous: number | null,
  kind: Kind,
  upIsGood: boolean,
  range: InsightsQuery,
  money: Money,
): Pick<Figure, 'compare' | 'tone' | 'direction'> {
  const against = previousWords(range);
  const format = formatOf(kind, money);
  // A figure that needs something to divide (an average, a rate) may have none on either side.
  const before = `in the ${previousPeriod(range)}`;
  if (previous === null) return { compare: `None ${before}`, tone: 'same', direction: null };
  if (current === null) {
    return { compare: `${valueOf(kind, money)(previous)} ${before}`, tone: 'same', direction: null };
  }
  const diff = current - previous;
  if (format(Math.abs(diff)) === format(0)) {
    return { compare: `No change ${against}`, tone: 'same', direction: null };
  }
  return {
    compare: `${signed(diff, format)} ${against}`,
    tone: diff > 0 === upIsGood ? 'better' : 'worse',
    direction: diff > 0 ? 'up' : 'down',
  };
}

/** The figures of the range (`current`) against those of the range before (`previous`). */
export function insightFigures(
  current: InsightsFigures,
  previous: InsightsFigures,
  range: InsightsQuery,
  money: Money,
): Figure[] {
  const line = (now: number | null, before: number | null, kind: Kind, upIsGood: boolean) =>
    compareLine(now, before, kind, upIsGood, range, money);
  const cash = formatOf('money', money);
  const b = current.bookings;
  const cancelled = (f: InsightsFigures) => f.cancellations.byCustomer + f.cancellations.byBusiness;
  const seen = b.completed + b.noShow;
  return [
    {
      id: 'bookings',
      label: 'Bookings',
      value: String(b.total),
      detail: `${b.completed} completed · ${b.pending + b.confirmed} upcoming · ${b.cancelled} cancelled · ${b.noShow} no-show`,
      ...line(b.total, previous.bookings.total, 'count', true),
    },
    {
      id: 'revenue',
      label: 'Revenue',
      value: cash(current.revenue),
      detail: 'From completed bookings',
      ...line(current.revenue, previous.revenue, 'money', true),
    },
    {
      id: 'average',
      label: 'Average booking',
      value: current.averageValue === null ? '–' : cash(current.averageValue),
      detail: 'Revenue per completed booking',
      ...line(current.averageValue, previous.averageValue, 'money', true),
    },
    {
      id: 'cancellations',
      label: 'Cancellations',
      value: String(cancelled(current)),
      detail: `${current.cancellations.byCustomer} by customers · ${current.cancellations.byBusiness} by you`,
      ...line(cancelled(current), cancelled(previous), 'count', false),
    },
    {
      id: 'no-show-rate',
      label: 'No-show rate',
      value: current.noShowRate === null ? '–' : percent.format(current.noShowRate),
      detail: seen === 0 ? 'No visits due yet' : `${b.noShow} of ${seen} ${seen === 1 ? 'visit' : 'visits'}`,
      ...line(current.noShowRate, previous.noShowRate, 'rate', false),
    },
    {
      id: 'new-customers',
      label: 'New customers',
      value: String(current.customers.new),
      detail: 'First booking with you',
      ...line(current.customers.new, previous.customers.new, 'count', true),
    },
    {
      id: 'returning-customers',
      label: 'Returning customers',
      value: String(current.customers.returning),
      detail: 'Booked with you before',
      ...line(current.customers.returning, previous.customers.returning, 'count', true),
    },
    {
      id: 'rating',
      label: 'Average rating',
      value: current.rating.average === null ? '–' : `${oneDecimal.format(current.rating.average)} / 5`,
      detail:
        current.rating.count === 0
          ? 'No reviews'
          : `${current.rating.count} ${current.rating.count === 1 ? 'review' : 'reviews'}`,
      ...line(current.rating.average, previous.rating.average, 'rating', true),
    },
  ];
}
