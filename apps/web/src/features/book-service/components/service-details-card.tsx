import { BOOKING_TYPE_RULES, formatMoney } from '@booklane/shared/domain';
import { type Business, type Service } from '@booklane/shared/schemas';
import { TagIcon } from '@/components/ui/icons';
import { FormCard } from './form-card';

export function ServiceDetailsCard({ service, business }: { service: Service; business: Business }) {
  const rows: Array<[string, string]> = [['Service', service.name]];
  if (service.hasDuration && service.duration != null) rows.push(['Duration', `${service.duration} minutes`]);
  if (service.hasPricing && service.price != null)
    rows.push(['Price', formatMoney(service.price, business.currency, business.customCurrency)]);
  rows.push(['Booking', BOOKING_TYPE_RULES[service.bookingType].label]);
  rows.push([
    'Confirmation',
    service.autoAcceptBookings ? 'Instant: confirmed right away' : 'The business approves each request',
  ]);
  return (
    <FormCard title="Service Details" icon={<TagIcon className="h-5 w-5" />}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 sm:block">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900 sm:text-left">{value}</dd>
          </div>
        ))}
      </dl>
      {service.description ? <p className="mt-3 text-sm text-slate-600">{service.description}</p> : null}
    </FormCard>
  );
}
