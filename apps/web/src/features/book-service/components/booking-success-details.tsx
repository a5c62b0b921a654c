// What the sheet after a booking shows, wherever it is shown (the business page's success modal,
// the embedded booking's last step): the summary (business, service, the team member it is with,
// date, time on the business's clock) and Add to calendar.
import { businessTime } from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { AddToCalendar } from '@/entities/booking/ui/add-to-calendar';
import { formatDateLong, timeZoneNote, visitorTimeZone } from '@/lib/format';
import type { RegistrationPrefill } from '@/lib/registration-prefill';

export type GuestBookingSummary = {
  booking: Booking;
  businessName: string;
  serviceName: string;
  timezone: string;
  /** The business's address: the calendar event's place. */
  address: string | null;
  /** The details a signed-out guest booked with; null for a signed-in user. */
  guest: RegistrationPrefill | null;
};

/** A tick for a confirmed booking, a clock for a request the business still has to confirm. */
export function BookingResultIcon({ status }: { status: Booking['status'] }) {
  const confirmed = status === 'confirmed';
  return (
    <span
      className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${
        confirmed ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-700'
      }`}
    >
      {confirmed ? <CheckCircleIcon className="h-6 w-6" /> : <ClockIcon className="h-6 w-6" />}
    </span>
  );
}

export function BookingSuccessDetails({ summary }: { summary: GuestBookingSummary }) {
  const { booking } = summary;
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
    <>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <AddToCalendar booking={booking} address={summary.address} className="mt-4" />
    </>
  );
}
