// A booking's history in its details (decisions.md 9.2): one line per change, oldest first, with
// who made it: `Confirmed by Alex Stylist (staff) · 2:05 PM`.
import type { Business } from '@booklane/shared/schemas';
import { useId } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useBookingEvents } from '@/entities/booking/api/get-booking-events';
import { bookingEventLine } from '@/entities/booking/model/booking-event-line';
import { errorReason } from '@/lib/api-client';

export function BookingHistory({
  bookingId,
  business,
  now,
}: {
  bookingId: string;
  business: Business;
  now: Date;
}) {
  const titleId = useId();
  const events = useBookingEvents(business._id, bookingId);
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        History
      </h3>
      {events.isLoading ? (
        <Spinner className="h-4 w-4 text-indigo-600" />
      ) : events.error ? (
        <p className="text-sm text-red-700">Failed to load the history: {errorReason(events.error)}</p>
      ) : (events.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-600">Nothing yet.</p>
      ) : (
        <ol
          className="space-y-1 border-l-2 border-slate-200 pl-3 text-sm text-slate-700"
          data-testid="booking-history"
        >
          {(events.data ?? []).map((event) => (
            <li key={`${event.action}-${event.at}`}>{bookingEventLine(event, business, now)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
