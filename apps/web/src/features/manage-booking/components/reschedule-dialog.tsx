// "Reschedule {service}" (decisions.md 8.3): the customer or guest picks a new date and time of
// the same service with the booking form's own controls and rules (BookingTimeFields, the shared
// checkBookingTime, the server's availability, kept live while the dialog is open), then the server
// moves the booking: back to pending unless the service confirms at once. Its refusals show in its
// own words.
import { BOOKING_TYPE_RULES, FALLBACK_NAMES } from '@booklane/shared/domain';
import {
  rescheduleBookingRequestSchema,
  type Booking,
  type Business,
  type RescheduleBookingRequest,
  type Service,
  type ServiceAvailability,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { failureText, hasStatus } from '@/lib/api-client';
import { useBusinessById } from '@/entities/business/api/get-business';
import { useBookableService } from '@/entities/service/api/get-services';
import { selectionProblem } from '@/entities/service/model/availability-choices';
import { dateHint, hasNoHours } from '@/entities/service/model/booking-time';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { bookingWhenText, isCurrentTime, SAME_TIME_MESSAGE } from '@/entities/booking/model/self-service';
import {
  cachedBookingAvailability,
  refreshServiceAvailability,
  useBookingAvailability,
} from '@/entities/service/api/get-service-availability';
import { useNow } from '@/lib/use-now';
import { BookingTimeFields } from '@/entities/service/ui/booking-time-fields';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';

type Values = { bookingDate: string; startTime: string };

const RESCHEDULE_FAILED = 'The booking could not be moved. Please try again.';
const SERVICE_GONE =
  'This service can no longer be booked online, so its time cannot be changed here. Please contact the business.';

/**
 * The shared request schema, the date and time rules and the server's availability (closed, full)
 * under their controls, and "not the same time".
 */
function rescheduleResolver(
  service: Service,
  business: Business,
  booking: Booking,
  availability: (bookingDate: string) => ServiceAvailability | undefined,
): Resolver<Values, unknown, RescheduleBookingRequest> {
  const base = zodResolver(rescheduleBookingRequestSchema) as unknown as Resolver<
    Values,
    unknown,
    RescheduleBookingRequest
  >;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const now = new Date();
    const problem = selectionProblem(service, business, availability(values.bookingDate), values, now);
    const same = isCurrentTime(booking, service.bookingType, values, now, business.timezone);
    if (!problem && !same) return result;
    const field = problem
      ? problem.field === 'root'
        ? 'bookingDate'
        : problem.field
      : BOOKING_TYPE_RULES[service.bookingType].needsTime
        ? 'startTime'
        : 'bookingDate';
    const message = problem ? problem.message : SAME_TIME_MESSAGE;
    return { values: {}, errors: { ...result.errors, [field]: { type: 'validate', message } } };
  };
}

function RescheduleForm({
  formId,
  booking,
  service,
  business,
  mutation,
}: {
  formId: string;
  booking: Booking;
  service: Service;
  business: Business;
  mutation: { mutate: (body: RescheduleBookingRequest) => void; error: unknown; isPending: boolean };
}) {
  const now = useNow();
  const queryClient = useQueryClient();
  const noHours = hasNoHours(service, business);
  // A datetime booking starts on its own day, to move it within the day in one tap.
  const [initialDate] = useState(() =>
    service.bookingType === 'datetime' &&
    booking.bookingDate &&
    !dateHint(service, business, booking.bookingDate, new Date())
      ? booking.bookingDate
      : '',
  );
  // The booking keeps its team member (decisions.md 9.1): their free times are the ones offered.
  const target = { service, business, moving: booking._id, teamMember: booking.teamMember?._id ?? null };
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<Values, unknown, RescheduleBookingRequest>({
    resolver: rescheduleResolver(service, business, booking, (date) =>
      cachedBookingAvailability(queryClient, target, date),
    ),
    defaultValues: { bookingDate: initialDate, startTime: '' },
  });
  const bookingDate = useWatch({ control, name: 'bookingDate' }) ?? '';
  const startTime = useWatch({ control, name: 'startTime' }) ?? '';
  // Joins the business's view room while open, so a time taken meanwhile shows as full at once.
  // Its own place does not count: with buffers, the times next to it stay free for the move.
  const availability = useBookingAvailability(target, bookingDate, now, !noHours);

  const onSubmit = handleSubmit((body) => mutation.mutate(body));

  const serverError = mutation.error
    ? failureText(mutation.error, RESCHEDULE_FAILED, { errorText: true })
    : null;
  const zone = timeZoneNote(business.timezone, visitorTimeZone());

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={mutation.isPending}>
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
        Now booked for <span className="font-medium text-slate-900">{bookingWhenText(booking)}</span>
        {zone && (booking.startTime || booking.bookingDate) ? `, ${zone}` : ''}.
      </p>
      <BookingTimeFields
        service={service}
        business={business}
        now={now}
        availability={availability}
        bookingDate={bookingDate}
        startTime={startTime}
        dateField={register('bookingDate', { onChange: () => setValue('startTime', '') })}
        timeField={register('startTime')}
        onPickDate={(date) => {
          setValue('startTime', '');
          setValue('bookingDate', date, { shouldDirty: true, shouldValidate: isSubmitted });
        }}
        dateError={errors.bookingDate?.message}
        timeError={errors.startTime?.message}
        current={booking}
      />
      {!service.autoAcceptBookings ? (
        <p className="text-sm text-slate-600">
          {business.name} approves each request: your booking is pending again until they confirm the new
          time.
        </p>
      ) : null}
      {serverError ? <Alert>{serverError}</Alert> : null}
    </form>
  );
}

export function RescheduleDialog({
  booking,
  onClose,
  reschedule,
  onRescheduled,
  onRefused,
}: {
  booking: Booking;
  onClose: () => void;
  /** The call that moves it (the customer's or the manage link's). */
  reschedule: (body: RescheduleBookingRequest) => Promise<Booking>;
  onRescheduled: (booking: Booking) => void;
  /** The server refused (409): the slot filled up, or the booking can no longer be changed. */
  onRefused?: () => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const business = useBusinessById(booking.business._id);
  const service = useBookableService(booking.business._id, booking.service?._id);
  const mutation = useMutation({
    mutationFn: reschedule,
    onSuccess: (moved) => {
      if (booking.service?._id) {
        refreshServiceAvailability(queryClient, booking.service._id);
      }
      toast.success(
        moved.status === 'pending'
          ? `Booking moved to ${bookingWhenText(moved)}. It is pending until the business confirms.`
          : `Booking moved to ${bookingWhenText(moved)}.`,
      );
      onRescheduled(moved);
      onClose();
    },
    onError: (err) => {
      if (!hasStatus(err, 409)) return;
      // The slot may have filled up meanwhile, or the booking changed: ask again.
      if (booking.service?._id) {
        refreshServiceAvailability(queryClient, booking.service._id);
      }
      onRefused?.();
    },
  });
  const serviceName = booking.service?.name || FALLBACK_NAMES.service;
  const businessName = booking.business?.name || FALLBACK_NAMES.business;
  const ready = business.data && service.data ? { business: business.data, service: service.data } : null;
  const close = () => {
    if (!mutation.isPending) onClose();
  };

  let body;
  if (business.isPending || service.isPending) {
    body = <LoadingBlock label="Loading available times..." />;
  } else if (business.isError || service.isError) {
    body = (
      <Alert
        title="The available times could not be loaded."
        action={
          <button
            type="button"
            onClick={() => {
              void business.refetch();
              void service.refetch();
            }}
            className={buttonClasses('secondary', 'sm', TOUCH_BUTTON)}
          >
            Try again
          </button>
        }
      />
    );
  } else if (!ready) {
    body = <Alert tone="warning">{SERVICE_GONE}</Alert>;
  } else {
    body = (
      <RescheduleForm
        formId={formId}
        booking={booking}
        service={ready.service}
        business={ready.business}
        mutation={mutation}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      size="lg"
      title={`Reschedule ${serviceName}`}
      description={`Choose a new time with ${businessName}`}
      closeLabel="Close reschedule"
      footer={
        <>
          <button type="button" onClick={close} className={buttonClasses('secondary', 'md', TOUCH_BUTTON)}>
            Keep current time
          </button>
          <button
            type="submit"
            form={formId}
            disabled={!ready || mutation.isPending}
            className={buttonClasses('primary', 'md', TOUCH_BUTTON)}
          >
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? 'Rescheduling...' : 'Reschedule'}
          </button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
