// Choosing the date and time of one service (spec section 2 "Booking form"): the date input with
// its advance limit, the next available days, the start times of the chosen day (or of today for
// a time-only service), and what to say when there are none. The booking form and the reschedule
// dialog use it with their own react-hook-form, so both follow the same rules and words.
import {
  advanceBookingHint,
  BOOKING_MESSAGES,
  BOOKING_TYPE_RULES,
  bookingDateBounds,
  slotsForDate,
  timeOnlyChoices,
  todayInZone,
  type Business,
  type Service,
} from '@booklane/shared';
import { useId, useMemo, type ComponentProps } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/field';
import { dateHint, hasNoHours, upcomingBookableDates } from '@/lib/booking-time';
import { formatDateShort, timeZoneNote, visitorTimeZone } from '@/lib/format';
import { TimeSlotPicker } from './time-slot-picker';

const QUICK_DATES = 6;

type FieldProps = Omit<ComponentProps<'input'>, 'type' | 'value'>;

export function BookingTimeFields({
  service,
  business,
  now,
  bookingDate,
  dateField,
  timeField,
  onPickDate,
  dateError,
  timeError,
  dateFull = false,
}: {
  service: Service;
  business: Business;
  now: Date;
  /** The chosen date (`YYYY-MM-DD`), '' for none. */
  bookingDate: string;
  /** What react-hook-form's register('bookingDate') gives (its onChange should clear the time). */
  dateField: FieldProps;
  /** What react-hook-form's register('startTime') gives. */
  timeField: FieldProps;
  /** A tap on one of the next available days. */
  onPickDate: (date: string) => void;
  dateError?: string | undefined;
  timeError?: string | undefined;
  /** The chosen day of a date-only service has no place left. */
  dateFull?: boolean;
}) {
  const quickDatesId = useId();
  const rules = BOOKING_TYPE_RULES[service.bookingType];
  const bounds = bookingDateBounds(service, business.timezone, now);
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  const pickedDateHint = rules.needsDate ? dateHint(service, business, bookingDate, now) : null;
  const slots =
    service.bookingType === 'datetime'
      ? bookingDate && !pickedDateHint
        ? slotsForDate(service, business, bookingDate, now)
        : []
      : service.bookingType === 'time-only'
        ? timeOnlyChoices(service, business, now)
        : [];
  // A time-only service books today: say so when today's weekday is closed.
  const todayHint =
    service.bookingType === 'time-only'
      ? dateHint(service, business, todayInZone(now, business.timezone), now)
      : null;
  // The whole booking window is walked: once per minute (`now`), not on every keystroke.
  const quickDates = useMemo(
    () => upcomingBookableDates(service, business, now, QUICK_DATES),
    [service, business, now],
  );

  if (hasNoHours(service, business)) {
    return <Alert tone="warning">{BOOKING_MESSAGES.noAvailableHours}</Alert>;
  }

  return (
    <>
      {rules.needsDate ? (
        <div className="space-y-3">
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
          {quickDates.length > 0 ? (
            <div>
              <p id={quickDatesId} className="mb-1.5 text-xs font-medium text-slate-600">
                Next available days
              </p>
              <div role="group" aria-labelledby={quickDatesId} className="flex flex-wrap gap-2">
                {quickDates.map((date) => (
                  <button
                    key={date}
                    type="button"
                    aria-pressed={bookingDate === date}
                    onClick={() => onPickDate(date)}
                    className={`min-h-11 rounded-full border px-3 text-sm font-medium transition-colors sm:min-h-9 ${
                      bookingDate === date
                        ? 'border-indigo-600 bg-indigo-600 text-white'
                        : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-400 hover:bg-indigo-50'
                    }`}
                  >
                    {formatDateShort(date)}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          {service.bookingType === 'date-only' && dateFull ? (
            <p className="text-sm font-medium text-red-700">{BOOKING_MESSAGES.dateFullShort}</p>
          ) : null}
        </div>
      ) : null}

      {rules.needsTime ? (
        service.bookingType === 'datetime' && !bookingDate ? (
          <p className="rounded-lg bg-white px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">
            Pick a date to see the available times.
          </p>
        ) : slots.length === 0 ? (
          <div>
            <p className="rounded-lg bg-white px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">
              {service.bookingType === 'time-only'
                ? (todayHint ?? 'No times are left today. Please check back tomorrow.')
                : pickedDateHint
                  ? 'Choose another date to see the available times.'
                  : 'No times are left on this date. Please choose another date.'}
            </p>
            {timeError ? (
              <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                {timeError}
              </p>
            ) : null}
          </div>
        ) : (
          <TimeSlotPicker
            legend={service.bookingType === 'time-only' ? 'Time today' : 'Time'}
            slots={slots}
            error={timeError}
            note={zoneNote ? `Times in ${zoneNote}.` : null}
            inputProps={timeField}
          />
        )
      ) : null}

      {service.bookingType === 'flexible' ? (
        <p className="rounded-lg bg-white px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">
          No date or time to choose: the business will arrange it with you.
        </p>
      ) : null}
    </>
  );
}
