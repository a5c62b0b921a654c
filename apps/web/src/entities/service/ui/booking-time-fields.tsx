// Choosing the date and time of one service (spec section 2 "Booking form", decisions.md 8.4): a
// strip of the dates the server offers (closed days disabled with the business's note, full days
// marked), the date input with its advance limit, and the times of the chosen day (or of today for
// a time-only service) as the server counts them: a full time shows as full and cannot be picked.
// The booking form and the reschedule dialog use it with their own react-hook-form, so both follow
// the same rules and words.
import {
  advanceBookingHint,
  BOOKING_MESSAGES,
  BOOKING_TYPE_RULES,
  bookingDateBounds,
  slotFullMessage,
  todayInZone,
  type Business,
  type Service,
  type ServiceAvailability,
} from '@booklane/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LoadingBlock } from '@/components/ui/spinner';
import {
  dateChoices,
  dayOfChoice,
  dayOf,
  placesLeftText,
  remainingOfChoice,
  timeChoices,
  visitorTimeText,
  type DateChoice,
} from '../model/availability-choices';
import { dateHint, hasNoHours } from '../model/booking-time';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { TimeSlotPicker } from './time-slot-picker';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';

type FieldProps = Omit<ComponentProps<'input'>, 'type' | 'value'>;

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

/** The strip of dates: horizontal, scrollable, the chosen one kept in view. */
function DateStrip({
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
          const stateWord = choice.state === 'closed' ? 'Closed' : choice.state === 'full' ? 'Full' : null;
          const title = choice.note ?? stateWord ?? undefined;
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
                  ? 'border-indigo-600 bg-indigo-600 text-white'
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

function Note({ children }: { children: string }) {
  return (
    <p className="rounded-lg bg-white px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">{children}</p>
  );
}

export function BookingTimeFields({
  service,
  business,
  now,
  availability,
  bookingDate,
  startTime,
  dateField,
  timeField,
  onPickDate,
  dateError,
  timeError,
  current,
}: {
  service: Service;
  business: Business;
  now: Date;
  /** The server's availability of the service (useBookingAvailability). */
  availability: UseQueryResult<ServiceAvailability>;
  /** The chosen date (`YYYY-MM-DD`), '' for none. */
  bookingDate: string;
  /** The chosen time (`HH:mm`), '' for none. */
  startTime: string;
  /** What react-hook-form's register('bookingDate') gives (its onChange should clear the time). */
  dateField: FieldProps;
  /** What react-hook-form's register('startTime') gives. */
  timeField: FieldProps;
  /** A tap on a date of the strip. */
  onPickDate: (date: string) => void;
  dateError?: string | undefined;
  timeError?: string | undefined;
  /** The booking being moved (reschedule): its own time is marked, not offered. */
  current?: { bookingDate: string | null; startTime: string | null } | undefined;
}) {
  const type = service.bookingType;
  const rules = BOOKING_TYPE_RULES[type];
  const bounds = bookingDateBounds(service, business.timezone, now);
  const visitorZone = visitorTimeZone();
  const zone = availability.data?.timezone ?? business.timezone;
  const zoneNote = timeZoneNote(zone, visitorZone);
  const data = availability.data;

  if (hasNoHours(service, business)) {
    return <Alert tone="warning">{BOOKING_MESSAGES.noAvailableHours}</Alert>;
  }
  if (availability.isPending) return <LoadingBlock label="Loading available times..." />;
  if (!data) {
    return (
      <Alert
        title="The available times could not be loaded."
        onRetry={() => void availability.refetch()}
        retryClassName={buttonClasses('secondary', 'sm', TOUCH_BUTTON)}
      />
    );
  }

  const selection = { bookingDate, startTime };
  const day = dayOfChoice(data, type, bookingDate);
  // What to say under the date input once a date is chosen that cannot be booked.
  let pickedDateHint: string | null = null;
  if (rules.needsDate && bookingDate) {
    const picked = dayOf(data, bookingDate);
    if (!picked) pickedDateHint = dateHint(service, business, bookingDate, now);
    else if (!picked.open || picked.slots.length === 0) {
      pickedDateHint = picked.note
        ? `${BOOKING_MESSAGES.dateNotAvailable}: ${picked.note}`
        : (dateHint(service, business, bookingDate, now) ?? BOOKING_MESSAGES.dateNotAvailable);
    }
  }
  const times = timeChoices(day);
  const remaining = remainingOfChoice(data, type, selection);
  const chosenTime = rules.needsTime && startTime && times.some((t) => t.time === startTime) ? startTime : '';
  const visitorTime = chosenTime
    ? visitorTimeText(day?.date ?? todayInZone(now, zone), chosenTime, zone, visitorZone)
    : null;
  const placesLeft = service.hasSlotLimit ? placesLeftText(remaining) : null;
  // Today of a time-only service: closed (with the business's note) or over.
  const todayHint =
    type === 'time-only' && (!day || !day.open)
      ? day?.note
        ? `${BOOKING_MESSAGES.dateNotAvailable}: ${day.note}`
        : dateHint(service, business, todayInZone(now, zone), now)
      : null;

  return (
    <>
      {zoneNote && type !== 'flexible' ? (
        <p className="text-sm text-slate-600" data-testid="zone-note">
          Times are in {zoneNote}.
        </p>
      ) : null}

      {rules.needsDate ? (
        <div className="space-y-2">
          <DateStrip choices={dateChoices(data)} selected={bookingDate} onPick={onPickDate} />
          {type === 'date-only' && remaining === 0 ? (
            <p className="text-sm font-medium text-red-700">{BOOKING_MESSAGES.dateFullShort}</p>
          ) : null}
        </div>
      ) : null}

      {rules.needsTime ? (
        type === 'datetime' && !bookingDate ? (
          <Note>Pick a date to see the available times.</Note>
        ) : times.length === 0 ? (
          <div>
            <Note>
              {type === 'time-only'
                ? (todayHint ?? 'No times are left today. Please check back tomorrow.')
                : pickedDateHint
                  ? 'Choose another date to see the available times.'
                  : 'No times are left on this date. Please choose another date.'}
            </Note>
            {timeError ? (
              <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                {timeError}
              </p>
            ) : null}
          </div>
        ) : (
          <TimeSlotPicker
            legend={type === 'time-only' ? 'Time today' : 'Time'}
            slots={times}
            current={current && day && current.bookingDate === day.date ? current.startTime : null}
            error={timeError}
            inputProps={timeField}
          />
        )
      ) : null}

      {/* Any date of the window, also one past the strip: after the times, which come first. */}
      {rules.needsDate ? (
        <div className="sm:max-w-xs">
          <TextField
            label="Date"
            type="date"
            min={bounds.min}
            max={bounds.max}
            required
            hint={advanceBookingHint(service.advanceBookingLimit)}
            error={dateError ?? pickedDateHint ?? undefined}
            {...dateField}
          />
        </div>
      ) : null}

      {type === 'flexible' ? (
        <Note>No date or time to choose: the business will arrange it with you.</Note>
      ) : null}

      <div aria-live="polite" className="space-y-1 empty:hidden">
        {remaining === 0 && type !== 'date-only' ? <Alert>{slotFullMessage(type)}</Alert> : null}
        {placesLeft ? <p className="text-sm font-medium text-emerald-700">{placesLeft}</p> : null}
        {visitorTime ? (
          <p className="text-sm text-slate-600" data-testid="visitor-time">
            That is {visitorTime}.
          </p>
        ) : null}
      </div>
    </>
  );
}
