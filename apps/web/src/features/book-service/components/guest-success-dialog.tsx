// The guest success modal (spec sections 2 and 4): 'Booking confirmed', or for a request the
// business still has to confirm 'Requested: the business will confirm' (docs/decisions/0032), the
// summary (business, service, the team member it is with, date, time on the business's clock), Add
// to calendar, the invitation text, 'Login / Sign up' and 'Continue browsing'. Closing it goes to /.
// A signed-out guest is also offered 'Create an account to track this booking': the customer
// registration, with the name, email and phone they just typed already filled in (router state;
// issue 21 item 5).
import { businessTime, guestBookingResult } from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { PATHS, registerPathOf } from '@/config/paths';
import { AddToCalendar } from '@/entities/booking/ui/add-to-calendar';
import { formatDateLong, timeZoneNote, visitorTimeZone } from '@/lib/format';
import { registrationPrefillState, type RegistrationPrefill } from '@/lib/registration-prefill';

export type GuestBookingSummary = {
  booking: Booking;
  businessName: string;
  serviceName: string;
  timezone: string;
  /** The business's address: the calendar event's place. */
  address: string | null;
  /** The details a signed-out guest booked with; null for a signed-in (business) user. */
  guest: RegistrationPrefill | null;
};

export function GuestSuccessDialog({
  summary,
  onClose,
}: {
  summary: GuestBookingSummary | null;
  onClose: () => void;
}) {
  if (!summary) return null;
  const { booking } = summary;
  const result = guestBookingResult(booking.status);
  const confirmed = booking.status === 'confirmed';
  const zone = timeZoneNote(summary.timezone, visitorTimeZone());
  const clock = { timezone: summary.timezone, currency: booking.business.currency ?? null };
  const rows: Array<[string, string]> = [
    ['Business', summary.businessName],
    ['Service', booking.service?.name ?? summary.serviceName],
    ...(booking.teamMember ? ([['With', booking.teamMember.name]] as Array<[string, string]>) : []),
    ['Date', booking.bookingDate ? formatDateLong(booking.bookingDate) : 'To be arranged with the business'],
    [
      'Time',
      booking.startTime
        ? `${businessTime(booking.startTime, clock)}${zone ? ` (${zone})` : ''}`
        : booking.bookingDate
          ? 'Any time that day'
          : 'To be arranged with the business',
    ],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      title={result.title}
      icon={
        <span
          className={`flex h-10 w-10 items-center justify-center rounded-full ${
            confirmed ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-700'
          }`}
        >
          {confirmed ? <CheckCircleIcon className="h-6 w-6" /> : <ClockIcon className="h-6 w-6" />}
        </span>
      }
      description={result.text}
      footer={
        <>
          <Link to={PATHS.explore} className={buttonClasses('secondary', 'md')}>
            Continue browsing
          </Link>
          <Link to={PATHS.welcome} className={buttonClasses(summary.guest ? 'secondary' : 'primary', 'md')}>
            Login / Sign up
          </Link>
        </>
      }
    >
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <AddToCalendar booking={booking} address={summary.address} className="mt-4" />
      {summary.guest ? (
        <div className="mt-4 rounded-xl border border-indigo-100 bg-indigo-50/60 p-4">
          <p className="text-sm text-indigo-950">
            Your name, email and phone are filled in for you: choose a password and you are done.
          </p>
          <Link
            to={registerPathOf('customer')}
            state={registrationPrefillState(summary.guest)}
            className={buttonClasses('primary', 'md', 'mt-3 w-full text-center')}
          >
            Create an account to track this booking
          </Link>
        </div>
      ) : null}
    </Dialog>
  );
}
