// "Join the waitlist" of the booking sheet (decisions.md 9.3): the day looked at, the range of
// times the person can make ("From", "To"; a date-only service waits for the whole day), the team
// member when more than one performs the service (Anyone by default), and signed out the guest's
// name, email and phone. It sends POST /services/{id}/waitlist and shows the server's refusal under
// the form (a range outside the hours, a repeat, too many tries), or the place in line.
import { bookingDateBounds, minutesToTime, todayInZone, type BookingType } from '@booklane/shared/domain';
import type { Business, Service, TeamMember } from '@booklane/shared/schemas';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';
import { dashboardPathOf } from '@/config/paths';
import { joinedText, useJoinWaitlist, type JoinWaitlistBody } from '@/entities/waitlist';
import { failureText } from '@/lib/api-client';
import { formatDateShort, timeZoneNote, visitorTimeZone } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { dayHours } from '../../waitlist-model';
import { joinWaitlistResolver, type JoinValues } from './join-waitlist-resolver';

/** The form's first values: the day, the range and the member chosen in the sheet. */
export type JoinWaitlistStart = { date: string; from: string; to: string; teamMember: string | null };

const JOIN_FAILED = 'Could not join the waitlist. Please try again.';

/** Signed-out visitors give their details; a signed-in customer's account has them. */
const GUEST_FIELDS = {
  guestName: { label: 'Name', autoComplete: 'name' },
  guestEmail: { label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  guestPhone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
} as const;

/** What is sent: a date-only service waits for the whole day (its opening hours). */
function bodyOf(values: JoinValues, service: Service, business: Business, guest: boolean): JoinWaitlistBody {
  let { from, to } = values;
  if (service.bookingType === 'date-only') {
    const hours = dayHours(service, business, values.date);
    from = minutesToTime(hours?.open ?? 0);
    to = minutesToTime(hours ? Math.min(hours.close, 23 * 60 + 59) : 23 * 60 + 59);
  }
  const body: JoinWaitlistBody = {
    date: values.date,
    from,
    to,
    teamMember: values.teamMember || null,
  };
  if (!guest) return body;
  return {
    ...body,
    guestName: values.guestName.trim(),
    guestEmail: values.guestEmail.trim(),
    guestPhone: values.guestPhone.trim(),
  };
}

const asksTimes = (type: BookingType) => type !== 'date-only';

export function JoinWaitlistForm({
  service,
  business,
  members,
  start,
  asCustomer,
  onBack,
}: {
  service: Service;
  business: Business;
  /** The active members who perform the service. */
  members: readonly TeamMember[];
  start: JoinWaitlistStart;
  /** A signed-in customer (no contact fields); else a guest. */
  asCustomer: boolean;
  /** Back to the booking form. */
  onBack: () => void;
}) {
  const now = useNow();
  const guest = !asCustomer;
  const type = service.bookingType;
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const join = useJoinWaitlist(service._id);
  const form = useForm<JoinValues>({
    resolver: joinWaitlistResolver({ guest, asksTimes: asksTimes(type) }),
    defaultValues: {
      date: start.date,
      from: start.from,
      to: start.to,
      teamMember: start.teamMember ?? '',
      guestName: '',
      guestEmail: '',
      guestPhone: '',
    },
  });
  const { register, formState, setError } = form;
  const { errors } = formState;
  const serverError = errors.root?.server?.message;
  const bounds = bookingDateBounds(service, business.timezone, now);
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  const holdMinutes = business.waitlistHoldMinutes;

  // The form takes the sheet's place: its heading takes the focus; once joined, the answer does.
  useEffect(() => headingRef.current?.focus(), []);
  const joined = join.data;
  useEffect(() => {
    if (joined) doneRef.current?.focus();
  }, [joined]);

  const onSubmit = form.handleSubmit((values) =>
    join.mutate(bodyOf(values, service, business, guest), {
      onError: (err) =>
        setError('root.server', { message: failureText(err, JOIN_FAILED, { errorField: true }) }),
    }),
  );

  if (joined) {
    return (
      <div ref={doneRef} tabIndex={-1} className="space-y-4 outline-none">
        <Alert tone="success" title="You're on the waitlist">
          <p>
            {joinedText(joined.position)}
            {asCustomer ? ' You can see it in your dashboard.' : null}
          </p>
        </Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          {asCustomer ? (
            <Link to={dashboardPathOf('customer')} className={buttonClasses('primary', 'md', TOUCH_BUTTON)}>
              Go to your dashboard
            </Link>
          ) : null}
          <button type="button" onClick={onBack} className={buttonClasses('secondary', 'md', TOUCH_BUTTON)}>
            Back to booking
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      aria-busy={join.isPending}
      className="space-y-4"
    >
      <div>
        <h3
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 outline-none sm:text-lg"
        >
          Join the waitlist
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Tell us when you can come. If a place frees up then, we hold it for you
          {holdMinutes ? ` for ${holdMinutes} minutes` : ''} and email you.
        </p>
      </div>

      {type === 'time-only' ? (
        <p className="text-sm text-slate-800">
          <span className="font-medium">Date:</span> today,{' '}
          {formatDateShort(todayInZone(now, business.timezone))}
        </p>
      ) : (
        <div className="sm:max-w-xs">
          <TextField
            label="Date"
            type="date"
            min={bounds.min}
            max={bounds.max}
            required
            error={errors.date?.message}
            {...register('date')}
          />
        </div>
      )}

      {asksTimes(type) ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Times you can make</legend>
          <div className="grid grid-cols-2 gap-3 sm:max-w-xs">
            <TextField label="From" type="time" required error={errors.from?.message} {...register('from')} />
            <TextField label="To" type="time" required error={errors.to?.message} {...register('to')} />
          </div>
          <p className="mt-1.5 text-sm text-slate-600">
            A place that starts in this range is offered to you{zoneNote ? ` (${zoneNote})` : ''}.
          </p>
        </fieldset>
      ) : (
        <p className="text-sm text-slate-600">You wait for a place on that day, at any time.</p>
      )}

      {members.length > 1 ? (
        <SelectField label="Team member" {...register('teamMember')}>
          <option value="">Anyone</option>
          {members.map((member) => (
            <option key={member._id} value={member._id}>
              {member.name}
            </option>
          ))}
        </SelectField>
      ) : null}

      {guest ? (
        <fieldset className="space-y-4">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Your details</legend>
          <p className="text-sm text-slate-600">
            We email you when a place frees up; the business sees them too.
          </p>
          <TextField
            {...GUEST_FIELDS.guestName}
            required
            error={errors.guestName?.message}
            {...register('guestName')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...GUEST_FIELDS.guestEmail}
              required
              error={errors.guestEmail?.message}
              {...register('guestEmail')}
            />
            <TextField
              {...GUEST_FIELDS.guestPhone}
              required
              error={errors.guestPhone?.message}
              {...register('guestPhone')}
            />
          </div>
        </fieldset>
      ) : null}

      {serverError ? <Alert>{serverError}</Alert> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} className={buttonClasses('ghost', 'md', TOUCH_BUTTON)}>
          <ArrowLeftIcon className="h-4 w-4" />
          Back to booking
        </button>
        <button
          type="submit"
          disabled={join.isPending}
          className={buttonClasses('primary', 'md', TOUCH_BUTTON)}
        >
          {join.isPending ? <Spinner /> : null}
          Join the waitlist
        </button>
      </div>
    </form>
  );
}
