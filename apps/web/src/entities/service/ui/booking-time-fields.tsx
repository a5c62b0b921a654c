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
  hourCycleFor,
  slotFullMessage,
  todayInZone,
} from '@booklane/shared/domain';
import { type Business, type Service, type ServiceAvailability } from '@booklane/shared/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LoadingBlock } from '@/components/ui/spinner';
import {
  dateChoices,
  dayOfChoice,
  chosenDateHint,
  placesLeftText,
  remainingOfChoice,
  timeChoices,
  timeOnlyTodayHint,
  visitorTimeText,
} from '../model/availability-choices';
import { hasNoHours } from '../model/booking-time';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { DateStrip } from './date-strip';
import { Note, TimesChoice } from './times-choice';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';

type FieldProps = Omit<ComponentProps<'input'>, 'type' | 'value'>;

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
  const hourCycle = hourCycleFor(business);
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
  const pickedDateHint = rules.needsDate ? chosenDateHint(service, business, data, bookingDate, now) : null;
  const times = timeChoices(day);
  const remaining = remainingOfChoice(data, type, selection);
  const chosenTime = rules.needsTime && startTime && times.some((t) => t.time === startTime) ? startTime : '';
  const visitorTime = chosenTime
    ? visitorTimeText(day?.date ?? todayInZone(now, zone), chosenTime, zone, visitorZone, hourCycle)
    : null;
  const placesLeft = service.hasSlotLimit ? placesLeftText(remaining) : null;
  const todayHint =
    type === 'time-only' ? timeOnlyTodayHint(service, business, day, todayInZone(now, zone), now) : null;

  return (
    <>
      {zoneNote && type !== 'flexible' ? (
        <p className="text-sm text-slate-600" data-testid="zone-note">
          Times are in {zoneNote}.
        </p>
      ) : null}

      {rules.needsDate ? (
        <div className="space-y-2">
          <DateStrip choices={dateChoices(data, business)} selected={bookingDate} onPick={onPickDate} />
          {type === 'date-only' && remaining === 0 ? (
            <p className="text-sm font-medium text-red-700">{BOOKING_MESSAGES.dateFullShort}</p>
          ) : null}
        </div>
      ) : null}

      {rules.needsTime ? (
        <TimesChoice
          type={type}
          bookingDate={bookingDate}
          times={times}
          emptyText={
            type === 'time-only'
              ? (todayHint ?? 'No times are left today. Please check back tomorrow.')
              : pickedDateHint
                ? 'Choose another date to see the available times.'
                : 'No times are left on this date. Please choose another date.'
          }
          current={current && day && current.bookingDate === day.date ? current.startTime : null}
          error={timeError}
          hourCycle={hourCycle}
          inputProps={timeField}
        />
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
