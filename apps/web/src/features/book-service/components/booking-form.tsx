// The booking form of one service (spec sections 2 and 5, decisions.md 8.4): the service on one
// line (its Service Details, Available Hours and Break Hours cards open on demand), then Book Your
// Appointment starting with the dates and times the server offers, and a sticky summary with the
// confirm button. Dates and times are the business's local ones; the visitor's own time is shown
// next to the chosen one when the zones differ.
import {
  BOOKING_MESSAGES,
  BOOKING_TYPE_RULES,
  cancellationPolicyText,
  createBookingRequestSchema,
  customerBookingProblem,
  formatMoney,
  guestBookingRequestSchema,
  NOTES_MAX_LENGTH,
  todayInZone,
  type Booking,
  type Business,
  type CreateBookingRequest,
  type GuestBookingForm,
  type GuestBookingRequest,
  type Service,
  type ServiceAvailability,
} from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { BookingTimeFields } from '@/entities/service/ui/booking-time-fields';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { CalendarIcon, InfoIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { profilePathOf } from '@/config/paths';
import { failureText, hasStatus } from '@/lib/api-client';
import {
  choiceProblem,
  choiceSummary,
  dateChoices,
  selectionProblem,
  visitorTimeText,
} from '@/entities/service/model/availability-choices';
import { hasNoHours } from '@/entities/service/model/booking-time';
import { visitorTimeZone } from '@/lib/format';
import {
  cachedBookingAvailability,
  refreshServiceAvailability,
  useBookingAvailability,
} from '@/entities/service/api/get-service-availability';
import type { RegistrationPrefill } from '@/lib/registration-prefill';
import { useSession } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useCreateBooking } from '../api/create-booking';
import { FormCard } from './form-card';
import { ServiceSummary } from './service-summary';

type Values = GuestBookingForm;
type Payload = CreateBookingRequest | GuestBookingRequest;

export type BookedResult = {
  booking: Booking;
  asCustomer: boolean;
  /** What a signed-out guest typed (name, email, phone): offered again to create an account. */
  guest: RegistrationPrefill | null;
};

/**
 * The shared request schema, plus the date and time rules of `checkBookingTime` and what the
 * server's availability says (closed, full) under their controls.
 */
function bookingResolver(
  service: Service,
  business: Business,
  guest: boolean,
  availability: (bookingDate: string) => ServiceAvailability | undefined,
): Resolver<Values, unknown, Payload> {
  const base = zodResolver(
    guest ? guestBookingRequestSchema : createBookingRequestSchema,
  ) as unknown as Resolver<Values, unknown, Payload>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const found = selectionProblem(
      service,
      business,
      availability(values.bookingDate ?? ''),
      values,
      new Date(),
    );
    // A full flexible service has no control to mark: the submit says it (onSubmit).
    const problem = service.bookingType === 'flexible' && found?.field === 'root' ? null : found;
    if (!problem) return result;
    const field = problem.field === 'root' ? 'bookingDate' : problem.field;
    return {
      values: {},
      errors: { ...result.errors, [field]: { type: 'validate', message: problem.message } },
    };
  };
}

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
  const noHours = hasNoHours(service, business);
  const phoneProblem = asCustomer && user ? customerBookingProblem(user) : null;

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    control,
    formState: { errors, isSubmitted },
  } = useForm<Values, unknown, Payload>({
    resolver: bookingResolver(service, business, !asCustomer, (date) =>
      cachedBookingAvailability(queryClient, { service, business }, date),
    ),
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

  const availability = useBookingAvailability({ service, business }, bookingDate, now, !noHours);

  // The sheet opens on the times of the first open day (a datetime service), once.
  const firstOpenDay =
    service.bookingType === 'datetime'
      ? dateChoices(availability.data).find((choice) => choice.state === 'open')?.date
      : undefined;
  const openedOnDay = useRef(false);
  useEffect(() => {
    if (!firstOpenDay || openedOnDay.current) return;
    openedOnDay.current = true;
    if (!getValues('bookingDate')) setValue('bookingDate', firstOpenDay);
  }, [firstOpenDay, getValues, setValue]);

  const createBooking = useCreateBooking();

  // Once submitted, a fixed field loses its error at once (react-hook-form re-validates on change).
  const pickDate = (date: string) => {
    setValue('startTime', '');
    setValue('bookingDate', date, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const onSubmit = handleSubmit((payload) => {
    if (phoneProblem) {
      setError('root.server', { message: phoneProblem });
      return;
    }
    const problem = choiceProblem(availability.data, service.bookingType, {
      bookingDate: payload.bookingDate ?? '',
      startTime: payload.startTime ?? '',
    });
    if (problem) {
      setError('root.server', { message: problem.message });
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
          refreshServiceAvailability(queryClient, service._id);
          const typed = payload as GuestBookingRequest;
          const guest = user
            ? null
            : { name: typed.guestName, email: typed.guestEmail, phone: typed.guestPhone };
          onBooked({ booking, asCustomer, guest });
        },
        onError: (err) => {
          if (hasStatus(err, 409)) {
            // The slot filled up meanwhile (or the time moved on): show the server's times again.
            refreshServiceAvailability(queryClient, service._id);
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
  const serverError = errors.root?.server?.message;

  // The sticky summary: `Fri, Nov 27 · 3:00 PM · $65`, and the visitor's own time.
  const rules = BOOKING_TYPE_RULES[service.bookingType];
  const zone = availability.data?.timezone ?? business.timezone;
  const summaryDate = rules.needsDate ? bookingDate : null;
  const summaryTime = rules.needsTime ? startTime : null;
  const price =
    service.hasPricing && service.price != null
      ? formatMoney(service.price, business.currency, business.customCurrency)
      : null;
  const chosen = choiceSummary({ date: summaryDate, time: summaryTime });
  const summary = choiceSummary({ date: summaryDate, time: summaryTime, price });
  const visitorTime = summaryTime
    ? visitorTimeText(bookingDate || todayInZone(now, zone), summaryTime, zone, visitorTimeZone())
    : null;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={createBooking.isPending}>
      <ServiceSummary service={service} business={business} />

      <FormCard title="Book Your Appointment" icon={<CalendarIcon className="h-5 w-5" />}>
        <div className="space-y-5">
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

          <BookingTimeFields
            service={service}
            business={business}
            now={now}
            availability={availability}
            bookingDate={bookingDate}
            startTime={startTime}
            dateField={dateField}
            timeField={timeField}
            onPickDate={pickDate}
            dateError={errors.bookingDate?.message}
            timeError={errors.startTime?.message}
          />

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

          <p className="flex items-start gap-2 text-sm text-slate-600">
            <InfoIcon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" />
            {cancellationPolicyText(business.cancellationNoticeHours)}
          </p>

          {serverError ? <Alert>{serverError}</Alert> : null}
        </div>
      </FormCard>

      <div
        data-testid="booking-summary"
        className="sticky -bottom-5 z-20 -mx-5 -mb-5 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:flex-row sm:items-center sm:px-6"
      >
        <div className="min-w-0 flex-1" aria-live="polite">
          <p className="truncate text-sm font-semibold text-slate-900">
            {chosen
              ? summary
              : rules.needsTime
                ? 'Choose a time'
                : rules.needsDate
                  ? 'Choose a date'
                  : summary || service.name}
          </p>
          {visitorTime ? <p className="truncate text-xs text-slate-600">{visitorTime}</p> : null}
        </div>
        <button
          type="submit"
          disabled={createBooking.isPending || noHours}
          className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
        >
          {createBooking.isPending ? <Spinner /> : null}
          {createBooking.isPending ? 'Booking...' : 'Confirm Booking'}
        </button>
      </div>
    </form>
  );
}
