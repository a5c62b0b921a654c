// The strip of dates of a booking form: horizontal, scrollable, the chosen one kept in view; a
// day the business is closed is disabled with its note; one without times left, or full, marked.
import { useEffect, useId, useRef } from 'react';
import type { DateChoice } from '../model/availability-choices';

const STRIP_FORMATS = {
  weekday: new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }),
  day: new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
};

/** `2026-11-27` -> Fri, 27, Nov (a calendar day: formatted at noon UTC, never converted). */
const dayParts = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  return {
    weekday: STRIP_FORMATS.weekday.format(day),
    day: STRIP_FORMATS.day.format(day),
    month: STRIP_FORMATS.month.format(day),
  };
};

/** What a day that cannot be picked says under its number: the business is closed, none left, or full. */
const STATE_WORDS: Record<DateChoice['state'], string | null> = {
  closed: 'Closed',
  none: 'No times',
  full: 'Full',
  open: null,
};

/** The strip of dates: horizontal, scrollable, the chosen one kept in view. */
export function DateStrip({
  choices,
  selected,
  onPick,
}: {
  choices: DateChoice[];
  selected: string;
  onPick: (date: string) => void;
}) {
  const headingId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosen = listRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    chosen?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  return (
    <div>
      <p id={headingId} className="mb-1.5 text-sm font-medium text-slate-800">
        Next available days
      </p>
      <div
        ref={listRef}
        role="group"
        aria-labelledby={headingId}
        className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-0.5 pb-2"
      >
        {choices.map((choice) => {
          const parts = dayParts(choice.date);
          const pressed = selected === choice.date;
          const off = choice.state !== 'open';
          const stateWord = STATE_WORDS[choice.state];
          const title = choice.note ?? (choice.state === 'none' ? 'No times left' : stateWord) ?? undefined;
          return (
            <button
              key={choice.date}
              type="button"
              aria-pressed={pressed}
              disabled={off}
              title={title}
              onClick={() => onPick(choice.date)}
              data-state={choice.state}
              className={`flex min-h-16 w-14 shrink-0 snap-start flex-col items-center justify-center rounded-xl border text-xs leading-tight transition-colors ${
                pressed
                  ? 'border-accent bg-accent text-on-accent'
                  : off
                    ? 'cursor-not-allowed border-dashed border-slate-200 bg-slate-50 text-slate-400'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-400 hover:bg-indigo-50'
              } focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600`}
            >
              <span className="font-medium">{parts.weekday}</span>
              <span className={`text-base font-semibold ${off ? 'line-through' : ''}`}>{parts.day}</span>
              <span>{stateWord ?? parts.month}</span>
              {choice.note ? <span className="sr-only">: {choice.note}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
