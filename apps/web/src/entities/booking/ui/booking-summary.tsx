// One booking as the business sees it (Bookings tab, calendar, history): service, who booked and
// the team member it is with (decisions.md 9.1), when in the business's local time (labelled with
// its zone when it differs from the visitor's, decisions.md section 7), duration and price as
// booked, notes, and the emails it caused (the Notifications section, decisions.md 8.2).
import {
  bookingContact,
  bookingLocalWhen,
  businessTime,
  FALLBACK_NAMES,
  formatMoney,
} from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import type { ReactNode } from 'react';
import { bookingMemberText } from '../model/booking-member';
import { BookingNotifications } from './booking-notifications';
import { BookingStatusBadge } from './booking-status-badge';
import { Badge } from '@/components/ui/badge';
import { CalendarIcon, ClockIcon, MailIcon, PhoneIcon, TagIcon, UserIcon } from '@/components/ui/icons';
import { formatDateLong } from '@/lib/format';

/** 44 px tall touch targets on phones; plain text lines from `sm` up. */
const CONTACT_LINK = 'inline-flex min-h-11 items-center text-indigo-700 hover:underline sm:inline sm:min-h-0';

/** `Monday, March 2, 2026 at 9:30 AM`, `Monday, March 2, 2026 (any time)` or `Flexible timing`. */
function bookingWhenText(booking: Booking): string {
  const { date, time } = bookingLocalWhen(booking);
  if (date && time) return `${formatDateLong(date)} at ${businessTime(time, booking.business)}`;
  if (date) return `${formatDateLong(date)} (any time)`;
  if (time) return businessTime(time, booking.business);
  return 'Flexible timing';
}

export function BookingSummary({
  booking,
  currency,
  customCurrency,
  zoneNote,
  headingLevel = 3,
  extra,
  actions,
}: {
  booking: Booking;
  currency: string;
  customCurrency: string | null;
  zoneNote: string | null;
  headingLevel?: 2 | 3 | 4;
  /** More lines under the details (completion date in history). */
  extra?: ReactNode;
  actions?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as 'h3';
  const contact = bookingContact(booking);
  const service = booking.service;
  const { time } = bookingLocalWhen(booking);
  const member = bookingMemberText(booking);
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="break-words text-base font-semibold text-slate-900 sm:text-lg">
            {service?.name || FALLBACK_NAMES.service}
          </Heading>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-700">
            <UserIcon className="h-4 w-4 text-slate-400" />
            <span className="min-w-0 break-words">{contact.name}</span>
            {contact.isGuest ? <Badge tone="slate">Guest</Badge> : null}
          </p>
          {member ? (
            <p className="mt-0.5 text-sm text-slate-600" data-testid="booking-member">
              {member}
            </p>
          ) : null}
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <ul className="grid gap-x-6 gap-y-2 text-sm text-slate-700 sm:grid-cols-2">
        <li className="flex items-start gap-2">
          <CalendarIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
          <span>
            {bookingWhenText(booking)}
            {time && zoneNote ? <span className="block text-xs text-slate-500">{zoneNote}</span> : null}
          </span>
        </li>
        {service?.hasDuration && service.duration != null ? (
          <li className="flex items-center gap-2">
            <ClockIcon className="h-4 w-4 shrink-0 text-slate-400" />
            {service.duration} minutes
          </li>
        ) : null}
        {service?.hasPricing && service.price != null ? (
          <li className="flex items-center gap-2">
            <TagIcon className="h-4 w-4 shrink-0 text-slate-400" />
            {formatMoney(service.price, currency, customCurrency)}
          </li>
        ) : null}
        {contact.email ? (
          <li className="flex min-w-0 items-center gap-2">
            <MailIcon className="h-4 w-4 shrink-0 text-slate-400" />
            <a href={`mailto:${contact.email}`} className={`min-w-0 break-all ${CONTACT_LINK}`}>
              {contact.email}
            </a>
          </li>
        ) : null}
        {contact.phone ? (
          <li className="flex items-center gap-2">
            <PhoneIcon className="h-4 w-4 shrink-0 text-slate-400" />
            <a href={`tel:${contact.phone}`} className={CONTACT_LINK}>
              {contact.phone}
            </a>
          </li>
        ) : null}
      </ul>
      {booking.notes ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-medium text-slate-900">Notes: </span>
          {booking.notes}
        </p>
      ) : null}
      {extra}
      <BookingNotifications bookingId={booking._id} viewer="business" />
      {actions ? <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">{actions}</div> : null}
    </article>
  );
}
