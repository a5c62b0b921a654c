// A customer's figures (visits, no-shows, cancellations, spent, last and next visit) as a list of
// terms: a compact grid in the Customers tab's rows, cards on the customer's page.
import type { CustomerFact } from '../model/customer-words';

export function CustomerFacts({
  facts,
  variant,
}: {
  facts: readonly CustomerFact[];
  variant: 'row' | 'cards';
}) {
  if (variant === 'cards') {
    return (
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-sm">
            <dt className="text-xs font-medium text-slate-600">{fact.label}</dt>
            <dd className="text-base font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-6">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs text-slate-600">{fact.label}</dt>
          <dd className="font-medium text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
