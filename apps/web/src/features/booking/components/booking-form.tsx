// The booking form of one service (spec sections 2 and 5): the Service Details, Available Hours,
// Break Hours and Book Your Appointment cards. Dates and times are the business's local ones.
import {
  advanceBookingHint,
  BOOKING_MESSAGES,
  BOOKING_TYPE_RULES,
  bookingDateBounds,
  createBookingRequestSchema,
  customerBookingProblem,
  effectiveSchedule,
  guestBookingRequestSchema,
  hasNoOpenDay,
  NOTES_MAX_LENGTH,
  slotFullMessage,
  slotsForDate,
  timeOnlyChoices,
  todayInZone,
  type Booking,
  type Business,
  type CreateBookingRequest,
  type GuestBookingForm,
  type GuestBookingRequest,
  type Service,
} from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { CalendarIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { profilePathOf } from '@/config/paths';
import { failureText, hasStatus } from '@/lib/api-client';
import { formatDateShort, timeZoneNote, visitorTimeZone } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCreateBooking } from '../api/create-booking';
import { slotAvailabilityKey, useSlotAvailability } from '../api/get-slot-availability';
import { availabilityQuery, dateHint, timeProblem, upcomingBookableDates } from '../booking-model';
import { useNow } from '../hooks/use-now';
import { FormCard } from './form-card';
import { HoursCards } from './hours-cards';
import { ServiceDetailsCard } from './service-details-card';
import { TimeSlotPicker } from './time-slot-picker';

type Values = GuestBookingForm;
type Payload = CreateBookingRequest | GuestBookingRequest;

export type BookedResult = { booking: Booking; asCustomer: boolean };

/** The shared request schema, plus the date and time rules of `checkBookingTime` under their controls. */
function bookingResolver(
  service: Service,
  business: Business,
  guest: boolean,
): Resolver<Values, unknown, Payload> {
  const base = zodResolver(
    guest ? guestBookingRequestSchema : createBookingRequestSchema,
  ) as unknown as Resolver<Values, unknown, Payload>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const problem = timeProblem(service, business, values, new Date());
    if (!problem) return result;
    const field = problem.field === 'root' ? 'bookingDate' : problem.field;
    return {
      values: {},
      errors: { ...result.errors, [field]: { type: 'validate', message: problem.message } },
    };
  };
}

const QUICK_DATES = 6;

export function BookingForm({
  service,
  business,
  onBooked,
}: {
  service: Service;
  business: Business;
  onBooked: (result: BookedResult) => void;
}) {
  const { user } = useSession();
  const asCustomer = user?.role === 'customer';
  const now = useNow();
  const queryClient = useQueryClient();
  const rules = BOOKING_TYPE_RULES[service.bookingType];
  const noHours =
    rules.needsDate || rules.needsTime ? hasNoOpenDay(effectiveSchedule(service, business)) : false;
  const bounds = bookingDateBounds(service, business.timezone, now);
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  const phoneProblem = asCustomer && user ? customerBookingProblem(user) : null;

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<Values, unknown, Payload>({
    resolver: bookingResolver(service, business, !asCustomer),
    defaultValues: {
      service: service._id,
      business: business._id,
      notes: '',
      bookingDate: '',
      startTime: '',
      // A signed-in business owner books as a guest with their own details.
      guestName: asCustomer ? '' : (user?.name ?? ''),
      guestEmail: asCustomer ? '' : (user?.email ?? ''),
      guestPhone: asCustomer ? '' : (user?.phone ?? ''),
    },
  });
  const bookingDate = useWatch({ control, name: 'bookingDate' }) ?? '';
  const startTime = useWatch({ control, name: 'startTime' }) ?? '';

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

  // Slot availability: only with a slot limit; a customer without a phone cannot book anyway.
  const slotQuery = availabilityQuery(service, business, { bookingDate, startTime }, now);
  const availability = useSlotAvailability(
    service._id,
    slotQuery,
    service.hasSlotLimit && !phoneProblem && !noHours,
  );
  const full = availability.data?.available === false;

  const createBooking = useCreateBooking();

  const pickDate = (date: string) => {
    setValue('bookingDate', date, { shouldDirty: true });
    setValue('startTime', '');
  };

  const onSubmit = handleSubmit((payload) => {
    if (phoneProblem) {
      setError('root.server', { message: phoneProblem });
      return;
    }
    if (full) {
      setError('root.server', { message: slotFullMessage(service.bookingType) });
      return;
    }
    createBooking.mutate(
      asCustomer
        ? {
            kind: 'customer',
            body: {
              service: payload.service,
              business: payload.business,
              notes: payload.notes,
              bookingDate: payload.bookingDate,
              startTime: payload.startTime,
            },
          }
        : { kind: 'guest', body: payload as GuestBookingRequest },
      {
        onSuccess: (booking) => {
          void queryClient.invalidateQueries({ queryKey: ['slot-availability', service._id] });
          onBooked({ booking, asCustomer });
        },
        onError: (err) => {
          if (hasStatus(err, 409)) {
            void queryClient.invalidateQueries({ queryKey: slotAvailabilityKey(service._id, slotQuery) });
          }
          setError('root.server', {
            message: failureText(err, BOOKING_MESSAGES.createFailed, { errorField: true, errorText: true }),
          });
        },
      },
    );
  });

  const dateField = register('bookingDate', { onChange: () => setValue('startTime', '') });
  const timeField = register('startTime');
  const dateError = errors.bookingDate?.message ?? pickedDateHint ?? undefined;
  const serverError = errors.root?.server?.message;

  return (
    <div className="space-y-4">
      <ServiceDetailsCard service={service} business={business} />
      <HoursCards service={service} business={business} zoneNote={zoneNote} />

      <FormCard title="Book Your Appointment" icon={<CalendarIcon className="h-5 w-5" />}>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={createBooking.isPending}>
          {phoneProblem ? (
            <Alert
              tone="warning"
              action={
                <Link to={profilePathOf('customer')} className={buttonClasses('secondary', 'sm')}>
                  Add phone number
                </Link>
              }
            >
              {phoneProblem}
            </Alert>
          ) : null}

          {noHours ? (
            <Alert tone="warning">{BOOKING_MESSAGES.noAvailableHours}</Alert>
          ) : (
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
                    error={dateError}
                    {...dateField}
                  />
                  {quickDates.length > 0 ? (
                    <div>
                      <p
                        id={`quick-dates-${service._id}`}
                        className="mb-1.5 text-xs font-medium text-slate-600"
                      >
                        Next available days
                      </p>
                      <div
                        role="group"
                        aria-labelledby={`quick-dates-${service._id}`}
                        className="flex flex-wrap gap-2"
                      >
                        {quickDates.map((date) => (
                          <button
                            key={date}
                            type="button"
                            aria-pressed={bookingDate === date}
                            onClick={() => pickDate(date)}
                            className={`min-h-9 rounded-full border px-3 text-sm font-medium transition-colors ${
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
                  {service.bookingType === 'date-only' && full ? (
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
                    {errors.startTime?.message ? (
                      <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                        {errors.startTime.message}
                      </p>
                    ) : null}
                  </div>
                ) : (
                  <TimeSlotPicker
                    legend={service.bookingType === 'time-only' ? 'Time today' : 'Time'}
                    slots={slots}
                    error={errors.startTime?.message}
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
          )}

          {service.hasSlotLimit && slotQuery && !noHours ? (
            <div aria-live="polite">
              {availability.isFetching ? (
                <p className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner className="h-4 w-4 text-indigo-600" />
                  Checking availability…
                </p>
              ) : full ? (
                <Alert>{slotFullMessage(service.bookingType)}</Alert>
              ) : availability.data ? (
                <p className="text-sm font-medium text-emerald-700">
                  {availability.data.availableSlots === 1
                    ? '1 place left.'
                    : `${availability.data.availableSlots} places left.`}
                </p>
              ) : availability.isError ? (
                <p className="text-sm text-slate-500">
                  Availability could not be checked; you can still book.
                </p>
              ) : null}
            </div>
          ) : null}

          {service.allowCustomerComments ? (
            <TextAreaField
              label="Notes"
              optional
              maxLength={NOTES_MAX_LENGTH}
              rows={3}
              placeholder="Anything the business should know?"
              error={errors.notes?.message}
              {...register('notes')}
            />
          ) : null}

          {!asCustomer ? (
            <fieldset className="space-y-4">
              <legend className="mb-1 text-sm font-semibold text-slate-900">Your details</legend>
              <p className="text-sm text-slate-600">We share them with the business so it can reach you.</p>
              <TextField
                label="Name"
                autoComplete="name"
                required
                error={errors.guestName?.message}
                {...register('guestName')}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  error={errors.guestEmail?.message}
                  {...register('guestEmail')}
                />
                <TextField
                  label="Phone"
                  type="tel"
                  autoComplete="tel"
                  required
                  error={errors.guestPhone?.message}
                  {...register('guestPhone')}
                />
              </div>
            </fieldset>
          ) : null}

          {serverError ? <Alert>{serverError}</Alert> : null}

          <button
            type="submit"
            disabled={createBooking.isPending || noHours}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {createBooking.isPending ? <Spinner /> : null}
            {createBooking.isPending ? 'Booking...' : 'Confirm Booking'}
          </button>
        </form>
      </FormCard>
    </div>
  );
}
