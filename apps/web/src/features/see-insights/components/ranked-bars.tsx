// Horizontal bars for ranked names (utilisation per team member, top services): HTML, not canvas,
// so a long name wraps, text zooms with the page and a phone reads it as well as a desktop. The
// list is a picture with a summary for screen readers; the table view has the numbers.
import type { ReactNode } from 'react';

export type Bar = {
  id: string;
  name: string;
  /** 0..1: the bar's length. */
  share: number;
  /** The number at the end of the line (`72%`, `12 bookings`). */
  value: string;
  /** A second line under the name (`24 h of 33 h open`). */
  note?: ReactNode;
};

export function RankedBars({
  bars,
  summary,
  colour,
}: {
  bars: readonly Bar[];
  summary: string;
  colour: string;
}) {
  return (
    <div role="img" aria-label={summary}>
      <ul className="space-y-3">
        {bars.map((bar) => (
          <li key={bar.id}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words font-medium text-slate-900">{bar.name}</span>
              <span className="shrink-0 font-semibold text-slate-900">{bar.value}</span>
            </div>
            <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100">
              <div
                className={`h-full rounded-full ${colour}`}
                style={{ width: `${Math.round(Math.min(1, Math.max(0, bar.share)) * 100)}%` }}
              />
            </div>
            {bar.note ? <p className="mt-1 text-xs text-slate-600">{bar.note}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
