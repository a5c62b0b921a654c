// A member's other calendar in one line (decisions.md 9.5): read, waiting or failing, in words,
// with a coloured dot; nothing when the member has none.
import type { BusyCalendar } from '@booklane/shared/schemas';
import { CalendarIcon } from '@/components/ui/icons';
import { useNow } from '@/lib/use-now';
import { busyCalendarStatus, type BusyCalendarTone } from '../model/busy-calendar';

const TONE_CLASSES: Record<BusyCalendarTone, string> = {
  off: 'text-slate-600',
  waiting: 'text-slate-600',
  ok: 'text-emerald-800',
  error: 'text-red-700',
};

export function BusyCalendarStatus({
  calendar,
  label = 'Other calendar',
  className = '',
}: {
  calendar: BusyCalendar;
  /** Said before the status (`Other calendar: Last read ...`); empty for none. */
  label?: string;
  className?: string;
}) {
  const now = useNow();
  const status = busyCalendarStatus(calendar, now);
  return (
    <p
      className={`flex items-start gap-1.5 text-sm ${TONE_CLASSES[status.tone]} ${className}`}
      data-testid="busy-calendar-status"
    >
      <CalendarIcon className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="min-w-0 break-words">
        {label ? <span className="font-medium text-slate-700">{label}: </span> : null}
        {status.text}
      </span>
    </p>
  );
}
