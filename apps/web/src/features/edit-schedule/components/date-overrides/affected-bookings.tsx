// The active bookings a change leaves on a closed day, outside the hours or in a new block (time
// off). They are never cancelled silently: the owner handles them in the Bookings tab.
import { bookingContact, bookingLocalWhen, businessTime, FALLBACK_NAMES } from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PATHS } from '@/config/paths';
import { formatDateShort } from '@/lib/format';

export function AffectedBookings({
  bookings,
  title = 'These bookings fall on a closed day or outside the new hours:',
}: {
  bookings: readonly Booking[];
  title?: string;
}) {
  return (
    <Alert tone="warning" title={title}>
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="affected-bookings">
        {bookings.map((booking) => {
          const { date, time } = bookingLocalWhen(booking);
          const who = bookingContact(booking).name;
          const member = booking.teamMember ? ` with ${booking.teamMember.name}` : '';
          return (
            <li key={booking._id}>
              {date ? formatDateShort(date) : 'No date'}
              {time ? ` at ${businessTime(time, booking.business)}` : ''}:{' '}
              {booking.service?.name ?? FALLBACK_NAMES.service} for {who}
              {member}
            </li>
          );
        })}
      </ul>
      <p className="mt-2">
        They are not cancelled: contact the customers, then confirm or cancel them in{' '}
        <Link to={`${PATHS.businessDashboard}?tab=bookings`} className="font-medium underline">
          the Bookings tab
        </Link>
        .
      </p>
    </Alert>
  );
}
