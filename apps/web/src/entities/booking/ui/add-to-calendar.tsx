// "Add to calendar" for a booking (docs/decisions/0032): its .ics file, made in the browser, and a
// Google Calendar link. Nothing for a flexible booking: it has no time to add.
import type { Booking } from '@booklane/shared/schemas';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { CalendarIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { useNow } from '@/lib/use-now';
import {
  bookingCalendarEvent,
  calendarFileHref,
  calendarFileName,
  googleCalendarUrl,
} from '../model/add-to-calendar';

export function AddToCalendar({
  booking,
  address = null,
  className = '',
}: {
  booking: Booking;
  /** The business's address (the booking answer does not carry it). */
  address?: string | null;
  className?: string;
}) {
  const titleId = useId();
  const now = useNow();
  const event = bookingCalendarEvent(booking, { origin: window.location.origin, address });
  if (!event || !booking.bookingDate) return null;
  const service = booking.service?.name ?? 'booking';
  return (
    <section aria-labelledby={titleId} className={`rounded-xl border border-slate-200 p-4 ${className}`}>
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <CalendarIcon className="h-4 w-4 text-indigo-600" />
        Add to calendar
      </h3>
      {event.tentative ? (
        <p className="mt-1 text-sm text-slate-600">It goes in as tentative until the business confirms.</p>
      ) : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <a
          href={calendarFileHref(event, now)}
          download={calendarFileName(service, booking.bookingDate)}
          className={buttonClasses('secondary', 'md', 'justify-center')}
        >
          Calendar file (.ics)
        </a>
        <a
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'md', 'justify-center')}
        >
          Google Calendar
          <ExternalLinkIcon className="h-4 w-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
