// Until when a place is held, with a countdown (decisions.md 9.3): "Held for you until 3:15 PM",
// then "14:59 left" ticking each second. Screen readers hear the sentence with the time it ends,
// never the ticking (it is hidden from them), so nothing is announced every second.
import type { HourCycle } from '@booklane/shared/domain';
import { useNow } from '@/lib/use-now';
import { countdownText, heldUntilText } from '../model/waitlist-words';
import { useCountdown } from '../model/use-countdown';

export function HoldTimer({
  expiresAt,
  timeZone,
  hourCycle,
  onEnd,
  className = '',
}: {
  expiresAt: string;
  /** The business's zone: the end is told on its clock. */
  timeZone: string;
  hourCycle: HourCycle;
  /** Called once when the countdown reaches zero. */
  onEnd?: () => void;
  className?: string;
}) {
  const left = useCountdown(expiresAt, onEnd);
  const now = useNow();
  const until = heldUntilText(expiresAt, timeZone, hourCycle, now);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 text-sm ${className}`} data-testid="hold-timer">
      <span>
        Held for you until <strong className="font-semibold">{until}</strong>
      </span>
      <span aria-hidden="true" className="font-semibold tabular-nums text-amber-800">
        {left > 0 ? `${countdownText(left)} left` : 'Time is up'}
      </span>
    </p>
  );
}
