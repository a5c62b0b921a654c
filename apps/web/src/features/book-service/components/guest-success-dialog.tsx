// The guest success modal (spec sections 2 and 4): 'Booking confirmed', or for a request the
// business still has to confirm 'Requested: the business will confirm' (docs/decisions/0032), the
// summary (business, service, the team member it is with, date, time on the business's clock), Add
// to calendar, the invitation text, 'Login / Sign up' and 'Continue browsing'. Closing it goes to /.
// A signed-out guest is also offered 'Create an account to track this booking': the customer
// registration, with the name, email and phone they just typed already filled in (router state;
// issue 21 item 5). The sheet says which address the emails went to (issue 39).
import { guestBookingResult } from '@booklane/shared/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PATHS, registerPathOf } from '@/config/paths';
import { registrationPrefillState } from '@/lib/registration-prefill';
import {
  BookingResultIcon,
  BookingSuccessDetails,
  type GuestBookingSummary,
} from './booking-success-details';

export type { GuestBookingSummary } from './booking-success-details';

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
  // Where the booking's emails went (issue 39): the address the guest typed.
  const emailedTo = booking.guestEmail ?? summary.guest?.email ?? null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={result.title}
      icon={<BookingResultIcon status={booking.status} />}
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
      <BookingSuccessDetails summary={summary} />
      {emailedTo ? (
        <p className="mt-3 break-words text-sm text-slate-700">
          We emailed <strong className="font-semibold text-slate-900">{emailedTo}</strong> with the details
          and a link to change or cancel the booking.
        </p>
      ) : null}
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
