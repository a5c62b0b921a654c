// "Add to calendar" for a booking (docs/decisions/0032, 0041): its .ics file, made in the browser,
// and Google Calendar and Outlook.com links. Only a pending or confirmed booking with a date has
// something to add (nothing for a flexible, cancelled or finished one). Two looks: a panel (the
// success sheet, the manage page) and a compact disclosure (a row of the customer's bookings).
import type { Booking } from '@booklane/shared/schemas';
import { useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { CalendarIcon, ChevronDownIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { useNow } from '@/lib/use-now';
import {
  bookingCalendarEvent,
  calendarFileHref,
  calendarFileName,
  googleCalendarUrl,
  outlookCalendarUrl,
  type CalendarEvent,
} from '../model/add-to-calendar';

function CalendarLinks({
  event,
  fileName,
  size,
}: {
  event: CalendarEvent;
  fileName: string;
  size: 'sm' | 'md';
}) {
  const now = useNow();
  const look = buttonClasses('secondary', size, 'justify-center');
  const away = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={look}>
      {label}
      <ExternalLinkIcon className="h-4 w-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <a href={calendarFileHref(event, now)} download={fileName} className={look}>
        Calendar file (.ics)
      </a>
      {away(googleCalendarUrl(event), 'Google Calendar')}
      {away(outlookCalendarUrl(event), 'Outlook.com')}
    </div>
  );
}

export function AddToCalendar({
  booking,
  address = null,
  compact = false,
  className = '',
}: {
  booking: Booking;
  /** The business's address (the booking answer does not carry it). */
  address?: string | null;
  /** A disclosure under a booking in a list, instead of a panel of its own. */
  compact?: boolean;
  className?: string;
}) {
  const titleId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const event = bookingCalendarEvent(booking, { origin: window.location.origin, address });
  if (!event || !booking.bookingDate) return null;
  const service = booking.service?.name ?? 'booking';
  const fileName = calendarFileName(service, booking.bookingDate);
  const tentative = event.tentative ? (
    <p className="mt-1 text-sm text-slate-600">It goes in as tentative until the business confirms.</p>
  ) : null;

  if (compact) {
    // The look of the Notifications disclosure beside it.
    return (
      <div className={className} data-testid="add-to-calendar">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`Add to calendar: ${service}`}
          onClick={() => setOpen((was) => !was)}
          className="-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:min-h-9"
        >
          <CalendarIcon className="h-4 w-4 text-slate-500" />
          Add to calendar
          <ChevronDownIcon
            className={`h-4 w-4 text-slate-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
        <div id={panelId} hidden={!open} className="mt-1 rounded-lg bg-slate-50 px-3 py-2.5">
          {open ? (
            <>
              <CalendarLinks event={event} fileName={fileName} size="sm" />
              {tentative}
            </>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} className={`rounded-xl border border-slate-200 p-4 ${className}`}>
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <CalendarIcon className="h-4 w-4 text-indigo-600" />
        Add to calendar
      </h3>
      {tentative}
      <div className="mt-3">
        <CalendarLinks event={event} fileName={fileName} size="md" />
      </div>
    </section>
  );
}
