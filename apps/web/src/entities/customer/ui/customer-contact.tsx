// How to reach a customer, under their name: the email (broken anywhere, it has no spaces) and the
// phone number (kept on one line), whichever they left.
import type { CustomerSummary } from '@booklane/shared/schemas';

export function CustomerContact({
  customer,
  className = '',
}: {
  customer: Pick<CustomerSummary, 'email' | 'phone'>;
  className?: string;
}) {
  if (!customer.email && !customer.phone) return null;
  return (
    <p className={`flex flex-wrap gap-x-2 ${className}`}>
      {customer.email ? <span className="min-w-0 break-all">{customer.email}</span> : null}
      {customer.email && customer.phone ? <span aria-hidden="true">·</span> : null}
      {customer.phone ? <span className="whitespace-nowrap">{customer.phone}</span> : null}
    </p>
  );
}
