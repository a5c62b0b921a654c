// The booking form's sticky summary: what is chosen so far (`Fri, Nov 27 · 3:00 PM · $65`, on the
// business's clock), with whom when a team member is chosen, the visitor's own time when the zones
// differ, and Confirm Booking, or Request booking when the business confirms each booking.
import { BOOKING_TYPE_RULES, formatMoney, hourCycleFor, todayInZone } from '@booklane/shared/domain';
import { type Business, type Service } from '@booklane/shared/schemas';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { visitorTimeText } from '@/entities/service/model/availability-choices';
import { visitorTimeZone } from '@/lib/format';
import { needsApproval, submitLabel, summaryHeadline } from '../../booking-model';

export function SummaryBar({
  service,
  business,
  zone,
  now,
  bookingDate,
  startTime,
  pending,
  disabled,
  memberName = null,
}: {
  service: Service;
  business: Business;
  /** The zone of the times (the server's answer's, else the business's). */
  zone: string;
  now: Date;
  bookingDate: string;
  startTime: string;
  pending: boolean;
  disabled: boolean;
  /** The chosen team member's name; null for anyone. */
  memberName?: string | null;
}) {
  const rules = BOOKING_TYPE_RULES[service.bookingType];
  const price =
    service.hasPricing && service.price != null
      ? formatMoney(service.price, business.currency, business.customCurrency)
      : null;
  const time = rules.needsTime ? startTime : '';
  const hourCycle = hourCycleFor(business);
  const visitorTime = time
    ? visitorTimeText(bookingDate || todayInZone(now, zone), time, zone, visitorTimeZone(), hourCycle)
    : null;
  const headline = summaryHeadline({
    ...rules,
    bookingDate,
    startTime,
    price,
    serviceName: service.name,
    hourCycle,
  });
  return (
    <div
      data-testid="booking-summary"
      className="sticky -bottom-5 z-20 -mx-5 -mb-5 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:flex-row sm:items-center sm:px-6"
    >
      <div className="min-w-0 flex-1" aria-live="polite">
        <p className="truncate text-sm font-semibold text-slate-900">{headline}</p>
        {memberName ? <p className="truncate text-xs text-slate-600">with {memberName}</p> : null}
        {visitorTime ? <p className="truncate text-xs text-slate-600">{visitorTime}</p> : null}
      </div>
      <button
        type="submit"
        disabled={pending || disabled}
        className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
      >
        {pending ? <Spinner /> : null}
        {submitLabel(needsApproval(service), pending)}
      </button>
    </div>
  );
}
