// The booking sheet's way onto the waitlist (decisions.md 9.3): under the times, when the day
// looked at is full or one of its times is (or a day of the strip is), "Join the waitlist".
import { formatDateShort } from '@/lib/format';
import type { Ref } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';
import type { WaitlistStart } from '../../waitlist-model';

/** `Tue, Mar 3 is fully booked.` or, when some times are left, a question. */
function promptText(start: WaitlistStart, wholeDay: boolean): string {
  const lead = wholeDay ? `${formatDateShort(start.date)} is fully booked.` : 'Is the time you want full?';
  return `${lead} Join the waitlist and we'll email you if a place frees up.`;
}

export function WaitlistPrompt({
  start,
  onJoin,
  buttonRef,
}: {
  start: WaitlistStart;
  onJoin: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="waitlist-prompt"
    >
      <p className="flex items-start gap-2 text-sm text-amber-900">
        <ClockIcon className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
        {promptText(start, start.fullTime === null)}
      </p>
      <button
        ref={buttonRef}
        type="button"
        onClick={onJoin}
        className={buttonClasses('secondary', 'sm', `${TOUCH_BUTTON} shrink-0`)}
      >
        Join the waitlist
      </button>
    </div>
  );
}
