// A guest's booking as its manage page shows it (decisions.md 8.3): service, business, status in
// words (or who cancelled it), when in the business's local time (with its zone when the visitor's
// differs), the team member it is with (decisions.md 9.1), who booked, notes. What the guest may
// do with it comes below (`children`).
import {
  bookingContact,
  bookingLocalWhen,
  businessPageHref,
  businessTime,
  FALLBACK_NAMES,
} from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarIcon, ClockIcon } from '@/components/ui/icons';
import { formatDateLong, timeZoneNote, visitorTimeZone } from '@/lib/format';
import { bookingZone, cancelledByText } from '../model/self-service';
import { BookingStatusBadge } from './booking-status-badge';

const STATUS_WORDS: Record<Booking['status'], string> = {
  pending: 'Waiting for the business to confirm.',
  confirmed: 'The business has confirmed it.',
  completed: 'This appointment has taken place.',
  cancelled: 'This booking is cancelled.',
  'no-show': 'The business marked that nobody came to this appointment.',
};

type Row = { label: string; value: string; note?: string | null; icon?: ReactNode };

function rowsOf(booking: Booking): Row[] {
  const { date, time } = bookingLocalWhen(booking);
  const zone = timeZoneNote(bookingZone(booking, visitorTimeZone()), visitorTimeZone());
  const icon = 'h-4 w-4 text-slate-400';
  return [
    {
      label: 'Date',
      value: date ? formatDateLong(date) : 'To be arranged with the business',
      icon: <CalendarIcon className={icon} />,
    },
    {
      label: 'Time',
      value: time
        ? businessTime(time, booking.business)
        : date
          ? 'Any time that day'
          : 'To be arranged with the business',
      note: time ? zone : null,
      icon: <ClockIcon className={icon} />,
    },
    ...(booking.teamMember ? [{ label: 'With', value: booking.teamMember.name }] : []),
    { label: 'Booked by', value: bookingContact(booking).name },
  ];
}

export function GuestBookingDetails({ booking, children }: { booking: Booking; children?: ReactNode }) {
  const titleId = useId();
  const cancelledBy = cancelledByText(booking);
  const business = booking.business?.name || FALLBACK_NAMES.business;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="managed-booking"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {booking.service?.name || FALLBACK_NAMES.service}
          </h2>
          <p className="mt-0.5 text-slate-600">
            with{' '}
            <Link
              to={businessPageHref(booking.business)}
              className="font-medium text-indigo-700 underline-offset-2 hover:underline"
            >
              {business}
            </Link>
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="mt-3 text-sm text-slate-700" role="status">
        {cancelledBy ? `${cancelledBy}.` : STATUS_WORDS[booking.status]}
      </p>
      <dl className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rowsOf(booking).map((row) => (
          <div key={row.label} className="flex justify-between gap-4 px-4 py-3 text-sm">
            <dt className="flex shrink-0 items-center gap-2 self-start text-slate-600">
              {row.icon}
              {row.label}
            </dt>
            <dd className="min-w-0 text-right">
              <span className="font-medium text-slate-900">{row.value}</span>
              {row.note ? <span className="block text-xs text-slate-500">{row.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {booking.notes.trim() ? (
        <p className="mt-4 whitespace-pre-wrap rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-medium">Notes: </span>
          {booking.notes.trim()}
        </p>
      ) : null}
      {children}
    </section>
  );
}
