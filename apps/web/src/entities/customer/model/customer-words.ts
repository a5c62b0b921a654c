// How a customer's figures read on the Customers tab and the customer's page (decisions.md 9.4).
import { formatMoney } from '@booklane/shared/domain';
import type { CustomerSummary } from '@booklane/shared/schemas';
import { formatDateShort } from '@/lib/format';

export type CustomerFact = { label: string; value: string };

/** `3 visits`, `1 visit`, `No visits yet`. */
function counted(n: number, one: string, many: string, none: string): string {
  if (n === 0) return none;
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The figures of one customer, in the order both screens show them. A day with its year when it
 * is not this year's, so an old last visit does not read as a recent one.
 */
export function customerFacts(
  customer: CustomerSummary,
  money: { currency: string; customCurrency: string | null },
  thisYear: string,
): CustomerFact[] {
  const day = (date: string | null, none: string) =>
    date === null
      ? none
      : `${formatDateShort(date)}${date.startsWith(thisYear) ? '' : `, ${date.slice(0, 4)}`}`;
  return [
    { label: 'Visits', value: counted(customer.visits, 'visit', 'visits', 'No visits yet') },
    { label: 'No-shows', value: String(customer.noShows) },
    { label: 'Cancellations', value: String(customer.cancellations) },
    { label: 'Spent', value: formatMoney(customer.spent, money.currency, money.customCurrency) },
    { label: 'Last visit', value: day(customer.lastVisit, 'None yet') },
    { label: 'Next visit', value: day(customer.nextVisit, 'None booked') },
  ];
}
