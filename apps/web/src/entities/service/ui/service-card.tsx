import { BOOKING_TYPE_RULES, businessPageHref, formatMoney } from '@booklane/shared/domain';
import { BOOK_PARAM } from '@booklane/shared/pages';
import { type Business, type Service } from '@booklane/shared/schemas';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { CalendarIcon, ClockIcon } from '@/components/ui/icons';

export function ServiceCard({
  service,
  business,
  onBook,
  onBookIntent,
}: {
  service: Service;
  business: Business;
  onBook: (service: Service) => void;
  onBookIntent?: () => void;
}) {
  const titleId = useId();
  return (
    <li className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-200 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 break-words text-lg font-semibold text-slate-900">
          {service.name}
        </h3>
        {service.hasPricing && service.price != null ? (
          <p className="shrink-0 text-lg font-bold text-indigo-700">
            <span className="sr-only">Price: </span>
            {formatMoney(service.price, business.currency, business.customCurrency)}
          </p>
        ) : null}
      </div>
      {service.description ? <p className="mt-2 text-sm text-slate-600">{service.description}</p> : null}
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-600">
        {service.hasDuration && service.duration != null ? (
          <li className="inline-flex items-center gap-1.5">
            <ClockIcon className="h-4 w-4 text-slate-400" />
            {service.duration} minutes
          </li>
        ) : null}
        <li className="inline-flex items-center gap-1.5">
          <CalendarIcon className="h-4 w-4 text-slate-400" />
          {BOOKING_TYPE_RULES[service.bookingType].label}
        </li>
      </ul>
      {/* A form, so the button leads somewhere before the page's script runs (it is rendered on the
          server): the page again with `?book=`, which opens this service's booking once it runs. */}
      <form
        method="get"
        action={businessPageHref(business)}
        className="mt-auto pt-5"
        onSubmit={(event) => {
          event.preventDefault();
          onBook(service);
        }}
      >
        <input type="hidden" name={BOOK_PARAM} value={service._id} />
        <button
          type="submit"
          aria-describedby={titleId}
          onPointerEnter={onBookIntent}
          onPointerDown={onBookIntent}
          onFocus={onBookIntent}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          Book This Service
        </button>
      </form>
    </li>
  );
}
