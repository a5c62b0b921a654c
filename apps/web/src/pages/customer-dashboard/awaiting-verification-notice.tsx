// 'My Active Bookings' of a new account whose address is not confirmed yet (issue 39): the guest
// bookings this browser made with the address, which join the account once the link in the email
// is opened (decisions.md 8.5), instead of "No upcoming bookings".
import type { BookingAwaitingVerification } from '@booklane/shared/schemas';
import { MailIcon } from '@/components/ui/icons';
import { awaitingVerificationText } from '@/entities/booking/model/awaiting-verification';

export function AwaitingVerificationNotice({
  bookings,
  email,
}: {
  bookings: readonly BookingAwaitingVerification[];
  email: string;
}) {
  if (bookings.length === 0) return null;
  return (
    <div
      className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="awaiting-verification"
    >
      <ul className="space-y-1">
        {bookings.map((booking) => (
          <li key={booking._id} className="flex items-start gap-2 font-medium">
            <MailIcon className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="min-w-0 break-words">{awaitingVerificationText(booking)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 break-words">
        We sent the link to <strong>{email}</strong>. Once you open it, the booking shows here.
      </p>
    </div>
  );
}
