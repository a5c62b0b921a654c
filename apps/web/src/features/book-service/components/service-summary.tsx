// The service of the booking sheet on one line (name, length, price), the time comes first; its
// details (the Service Details, Available Hours and Break Hours cards) open on demand.
import { formatMoney } from '@booklane/shared/domain';
import { type Business, type Service } from '@booklane/shared/schemas';
import { useId, useState } from 'react';
import { ChevronDownIcon, TagIcon } from '@/components/ui/icons';
import { HoursCards } from './hours-cards';
import { ServiceDetailsCard } from './service-details-card';

export function ServiceSummary({ service, business }: { service: Service; business: Business }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // The price first: on a phone the line may be cut after it.
  const facts = [
    service.hasPricing && service.price != null
      ? formatMoney(service.price, business.currency, business.customCurrency)
      : null,
    service.hasDuration && service.duration != null ? `${service.duration} min` : null,
  ].filter(Boolean);
  return (
    <div>
      <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50/60 px-3 py-2">
        <TagIcon className="h-4 w-4 shrink-0 text-indigo-600" />
        <p className="min-w-0 flex-1 truncate text-sm text-slate-600">
          <span className="font-medium text-slate-900">{service.name}</span>
          {facts.map((fact) => ` · ${fact}`).join('')}
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="-mr-1 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:min-h-9"
        >
          Details
          <ChevronDownIcon
            className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </div>
      <div id={panelId} hidden={!open} className="mt-3 space-y-4">
        {open ? (
          <>
            <ServiceDetailsCard service={service} business={business} />
            <HoursCards service={service} business={business} />
          </>
        ) : null}
      </div>
    </div>
  );
}
