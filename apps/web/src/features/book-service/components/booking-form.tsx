// The booking form of one service (spec sections 2 and 5, decisions.md 8.4): the service on one
// line (its Service Details, Available Hours and Break Hours cards open on demand), then Book Your
// Appointment starting with the dates and times the server offers, and a sticky summary with the
// confirm button. With more than one team member performing the service, the visitor may choose one
// (Anyone by default) and sees their times (decisions.md 9.1). Dates and times are the business's
// local ones, on its clock; the visitor's own time is shown next to the chosen one when the zones
// differ. Above the summary, until when the chosen time could be cancelled (docs/decisions/0032).
// Where a time or a day is full, customers and guests may join the waitlist instead (decisions.md
// 9.3): its form takes the sheet's place, the booking form kept as it was behind it.
// The state is use-booking-form.ts's.
import { NOTES_MAX_LENGTH } from '@booklane/shared/domain';
import { type Business, type Service } from '@booklane/shared/schemas';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { AlertCircleIcon, CalendarIcon, InfoIcon } from '@/components/ui/icons';
import { profilePathOf } from '@/config/paths';
import { BookingTimeFields } from '@/entities/service/ui/booking-time-fields';
import { MemberChoice } from '@/entities/team-member/ui/member-choice';
import { GuestFields } from './booking-form/guest-fields';
import { SummaryBar } from './booking-form/summary-bar';
import { useBookingForm, type BookedResult } from './booking-form/use-booking-form';
import { cancellationLine } from '../booking-model';
import { prefillWindow, waitlistStart } from '../waitlist-model';
import { FormCard } from './form-card';
import { JoinWaitlistForm, type JoinWaitlistStart } from './join-waitlist/join-waitlist-form';
import { WaitlistPrompt } from './join-waitlist/waitlist-prompt';
import { ServiceSummary } from './service-summary';

export type { BookedResult } from './booking-form/use-booking-form';

export function BookingForm({
  service,
  business,
  onBooked,
}: {
  service: Service;
  business: Business;
  onBooked: (result: BookedResult) => void;
}) {
  const booking = useBookingForm(service, business, onBooked);
  const { form, availability, bookingDate, startTime, now } = booking;
  const { register, setValue, formState } = form;
  const { errors } = formState;
  const serverError = errors.root?.server?.message;
  const cancellation = cancellationLine(service, business, { bookingDate, startTime }, now);
  const waitFor = booking.mayWait
    ? waitlistStart(service.bookingType, availability.data, { bookingDate, startTime })
    : null;

  // The waitlist's form, once opened; closing it brings the focus back to its button.
  const [joining, setJoining] = useState<JoinWaitlistStart | null>(null);
  const joinButton = useRef<HTMLButtonElement>(null);
  const backToSheet = useRef(false);
  useEffect(() => {
    if (joining || !backToSheet.current) return;
    backToSheet.current = false;
    joinButton.current?.focus();
  }, [joining]);
  const openWaitlist = () => {
    if (!waitFor) return;
    const day = availability.data?.days.find((d) => d.date === waitFor.date);
    const range = prefillWindow(service, business, day, waitFor, now);
    setJoining({ date: waitFor.date, ...range, teamMember: booking.teamMember });
  };

  return (
    <>
      <form
        noValidate
        onSubmit={booking.onSubmit}
        className="flex flex-col gap-4"
        aria-busy={booking.pending}
        hidden={joining !== null}
      >
        <ServiceSummary service={service} business={business} />

        <FormCard title="Book Your Appointment" icon={<CalendarIcon className="h-5 w-5" />}>
          <div className="space-y-5">
            {booking.phoneProblem ? (
              <Alert
                tone="warning"
                action={
                  <Link to={profilePathOf('customer')} className={buttonClasses('secondary', 'sm')}>
                    Add phone number
                  </Link>
                }
              >
                {booking.phoneProblem}
              </Alert>
            ) : null}

            <MemberChoice
              members={booking.members}
              value={booking.teamMember}
              onChange={booking.pickMember}
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
              onPickDate={booking.pickDate}
              dateError={errors.bookingDate?.message}
              timeError={errors.startTime?.message}
            />

            {waitFor ? <WaitlistPrompt start={waitFor} onJoin={openWaitlist} buttonRef={joinButton} /> : null}

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

            {!booking.asCustomer ? <GuestFields form={form} /> : null}

            <p
              className={`flex items-start gap-2 text-sm ${cancellation.warning ? 'font-medium text-amber-900' : 'text-slate-600'}`}
              data-testid="cancellation-line"
              aria-live="polite"
            >
              {cancellation.warning ? (
                <AlertCircleIcon className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
              ) : (
                <InfoIcon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" />
              )}
              {cancellation.text}
            </p>

            {serverError ? <Alert>{serverError}</Alert> : null}
          </div>
        </FormCard>

        <SummaryBar
          service={service}
          business={business}
          zone={availability.data?.timezone ?? business.timezone}
          now={now}
          bookingDate={bookingDate}
          startTime={startTime}
          pending={booking.pending}
          disabled={booking.noHours}
          memberName={booking.members.find((member) => member._id === booking.teamMember)?.name ?? null}
        />
      </form>
      {joining ? (
        <JoinWaitlistForm
          service={service}
          business={business}
          members={booking.members}
          start={joining}
          asCustomer={booking.asCustomer}
          onBack={() => {
            backToSheet.current = true;
            setJoining(null);
          }}
        />
      ) : null}
    </>
  );
}
