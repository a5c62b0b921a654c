// 'Available Hours' and 'Break Hours' of the booking form: the effective weekly schedule of the
// service and its breaks, in the business's local time (the form names the zone when it differs).
import { effectiveSchedule, formatClockTime, hourCycleFor } from '@booklane/shared/domain';
import { type Business, type Service } from '@booklane/shared/schemas';
import { ClockIcon, CoffeeIcon } from '@/components/ui/icons';
import { breakDaysText, weeklyHoursRows } from '../booking-model';
import { FormCard } from './form-card';

export function HoursCards({ service, business }: { service: Service; business: Business }) {
  const hourCycle = hourCycleFor(business);
  const rows = weeklyHoursRows(effectiveSchedule(service, business), hourCycle);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormCard title="Available Hours" icon={<ClockIcon className="h-5 w-5" />}>
        <dl className="space-y-1.5 text-sm">
          {rows.map((row) => (
            <div key={row.days} className="flex justify-between gap-3">
              <dt className="text-slate-600">{row.days}</dt>
              <dd className={row.hours ? 'font-medium text-slate-900' : 'text-slate-500'}>
                {row.hours ?? 'Closed'}
              </dd>
            </div>
          ))}
        </dl>
      </FormCard>
      <FormCard title="Break Hours" icon={<CoffeeIcon className="h-5 w-5" />}>
        {service.breakHours.length === 0 ? (
          <p className="text-sm text-slate-600">No breaks: book any open time.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {service.breakHours.map((brk) => (
              <li key={`${brk.name}-${brk.start}-${brk.days.join()}`}>
                <p className="font-medium text-slate-900">{brk.name}</p>
                <p className="text-slate-600">
                  {formatClockTime(brk.start, hourCycle)} – {formatClockTime(brk.end, hourCycle)} ·{' '}
                  {breakDaysText(brk.days)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </FormCard>
    </div>
  );
}
