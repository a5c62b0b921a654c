// The reschedule dialog's form: the booking's time now, the team member whose times are offered
// (when more than one performs the service), the date and time with the booking form's own
// controls, and the server's refusal in its own words.
import {
  type Booking,
  type Business,
  type RescheduleBookingRequest,
  type Service,
} from '@booklane/shared/schemas';
import { Alert } from '@/components/ui/alert';
import { bookingWhenText } from '@/entities/booking/model/self-service';
import { BookingTimeFields } from '@/entities/service/ui/booking-time-fields';
import { MemberChoice } from '@/entities/team-member/ui/member-choice';
import { failureText } from '@/lib/api-client';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { useRescheduleForm } from './use-reschedule-form';

const RESCHEDULE_FAILED = 'The booking could not be moved. Please try again.';

export function RescheduleForm({
  formId,
  booking,
  service,
  business,
  mutation,
  manageToken,
}: {
  formId: string;
  booking: Booking;
  service: Service;
  business: Business;
  mutation: { mutate: (body: RescheduleBookingRequest) => void; error: unknown; isPending: boolean };
  manageToken?: string;
}) {
  const reschedule = useRescheduleForm(booking, service, business, manageToken);
  const { form, availability, bookingDate, startTime, now } = reschedule;
  const { register, setValue, formState } = form;
  const { errors } = formState;
  const onSubmit = form.handleSubmit((body) => mutation.mutate(body));

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
      <MemberChoice
        members={reschedule.members}
        value={reschedule.teamMember}
        onChange={reschedule.pickMember}
      />
      <BookingTimeFields
        service={service}
        business={business}
        now={now}
        availability={availability}
        bookingDate={bookingDate}
        startTime={startTime}
        dateField={register('bookingDate', { onChange: () => setValue('startTime', '') })}
        timeField={register('startTime')}
        onPickDate={reschedule.pickDate}
        dateError={errors.bookingDate?.message}
        timeError={errors.startTime?.message}
        current={reschedule.current}
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
