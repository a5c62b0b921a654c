// The hours beside the time grid, on the business's clock (`9:00 AM` or `09:00`).
import { formatClockTime, minutesToTime, type HourCycle } from '@booklane/shared/domain';
import { hourMarks, PX_PER_MINUTE, type MinuteSpan } from '../../model/grid-model';

export function TimeAxis({
  visible,
  height,
  hourCycle,
}: {
  visible: MinuteSpan;
  height: number;
  hourCycle: HourCycle;
}) {
  return (
    <div className="sticky left-0 z-20 bg-white" style={{ height }} aria-hidden="true">
      {hourMarks(visible).map((minute) => (
        <span
          key={minute}
          className="absolute right-1 -translate-y-1/2 whitespace-nowrap text-[11px] text-slate-600 first:translate-y-0"
          style={{ top: (minute - visible.start) * PX_PER_MINUTE }}
        >
          {formatClockTime(minutesToTime(minute), hourCycle)}
        </span>
      ))}
    </div>
  );
}
