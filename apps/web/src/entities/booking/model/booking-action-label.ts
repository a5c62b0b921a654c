// What a screen reader hears for a booking's action button: the visible verb and which booking it
// acts on ("Confirm Women's Haircut for Alex Morgan, Fri 27 Nov 3:00 PM"), so a list of cards does
// not read as a row of identical "Confirm" buttons (WCAG 2.4.6). The name starts with the visible
// text (WCAG 2.5.3, label in name). Business local date and time, as the cards show them.
import { bookingContact, bookingLocalWhen, businessTime, FALLBACK_NAMES } from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** `2026-11-27` -> `Fri 27 Nov`. */
function shortDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const parts = DAY.formatToParts(new Date(Date.UTC(y, m - 1, d, 12)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** `Fri 27 Nov 3:00 PM`, `Fri 27 Nov`, `3:00 PM` or `flexible timing`, on the business's clock. */
function when(booking: Pick<Booking, 'localStartTime' | 'bookingDate' | 'startTime' | 'business'>): string {
  const { date, time } = bookingLocalWhen(booking);
  if (date && time) return `${shortDay(date)} ${businessTime(time, booking.business)}`;
  if (date) return shortDay(date);
  if (time) return businessTime(time, booking.business);
  return 'flexible timing';
}

/** The accessible name of a booking's action button whose visible text is `action`. */
export function bookingActionLabel(
  action: string,
  booking: Pick<
    Booking,
    | 'service'
    | 'customer'
    | 'guestName'
    | 'guestEmail'
    | 'guestPhone'
    | 'localStartTime'
    | 'bookingDate'
    | 'startTime'
    | 'business'
  >,
): string {
  const service = booking.service?.name || FALLBACK_NAMES.service;
  return `${action} ${service} for ${bookingContact(booking).name}, ${when(booking)}`;
}
