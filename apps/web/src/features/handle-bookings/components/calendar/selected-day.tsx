// The selected day under the calendar: its bookings in full (the business's booking summary).
import type { Booking, Business } from '@booklane/shared/schemas';
import { BookingSummary } from '@/entities/booking/ui/booking-summary';
import { formatDateLong } from '@/lib/format';
import { bookingsCount } from '../../calendar-model';

export function SelectedDay({
  day,
  bookings,
  total,
  business,
  zoneNote,
}: {
  day: string;
  bookings: readonly Booking[];
  /** The bookings in view. */
  total: number;
  business: Business;
  zoneNote: string | null;
}) {
  return (
    <section aria-labelledby="calendar-selected-day" className="space-y-3">
      <h3 id="calendar-selected-day" className="text-base font-semibold text-slate-900">
        {formatDateLong(day)}
        <span className="ml-2 text-sm font-normal text-slate-500">
          {bookingsCount(bookings.length)} · {total} in view
        </span>
      </h3>
      {bookings.length === 0 ? (
        <p className="text-sm text-slate-600">No bookings on this day.</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {bookings.map((booking) => (
            <li key={booking._id}>
              <BookingSummary
                booking={booking}
                headingLevel={4}
                currency={business.currency}
                customCurrency={business.customCurrency}
                zoneNote={zoneNote}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
