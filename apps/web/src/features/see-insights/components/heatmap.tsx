// Booked time by weekday and hour (decisions.md 9.4) as a plain CSS grid: weekdays across (seven
// columns fit a phone), the hours with bookings down, darker where more time was booked. A picture
// for the eye: screen readers get its summary, and the table view lists every cell.
import { WEEKDAYS, weekdayLabel } from '@booklane/shared/domain';
import type { InsightsResponse } from '@booklane/shared/schemas';
import { heatmapGrid, hourLabel, minutesWords } from '../model/chart-words';

// Five steps of indigo, from none to the most booked hour of the range.
const STEPS = ['bg-slate-50', 'bg-indigo-100', 'bg-indigo-300', 'bg-indigo-500', 'bg-indigo-700'] as const;

/** The colour of a cell: none, else a quarter of the busiest hour's time or more, up to it. */
function step(minutes: number, max: number): (typeof STEPS)[number] {
  if (minutes <= 0 || max <= 0) return STEPS[0];
  return STEPS[Math.min(STEPS.length - 1, Math.ceil((minutes / max) * (STEPS.length - 1)))] ?? STEPS[1];
}

export function Heatmap({
  heatmap,
  clock,
  summary,
}: {
  heatmap: InsightsResponse['heatmap'];
  clock: { timezone: string; currency: string };
  summary: string;
}) {
  const grid = heatmapGrid(heatmap);
  return (
    <div role="img" aria-label={summary} data-testid="heatmap">
      <div
        className="grid gap-1 text-xs text-slate-600"
        style={{ gridTemplateColumns: 'minmax(3rem, auto) repeat(7, minmax(0, 1fr))' }}
      >
        <span />
        {WEEKDAYS.map((day) => (
          <span key={day} className="text-center font-medium">
            {weekdayLabel(day).slice(0, 3)}
          </span>
        ))}
        {grid.hours.map((hour) => (
          <div key={hour} className="contents">
            <span className="whitespace-nowrap pr-1 text-right leading-7">{hourLabel(hour, clock)}</span>
            {WEEKDAYS.map((day) => {
              const minutes = grid.minutes(day, hour);
              return (
                <span
                  key={day}
                  title={`${weekdayLabel(day)} ${hourLabel(hour, clock)}: ${minutesWords(minutes)}`}
                  className={`h-7 rounded ${step(minutes, grid.max)}`}
                />
              );
            })}
          </div>
        ))}
      </div>
      <div className="mt-3 flex items-center justify-end gap-1 text-xs text-slate-600">
        <span className="mr-1">Less</span>
        {STEPS.map((colour) => (
          <span key={colour} className={`h-3 w-5 rounded-sm ${colour} ring-1 ring-inset ring-slate-200`} />
        ))}
        <span className="ml-1">More</span>
      </div>
    </div>
  );
}
