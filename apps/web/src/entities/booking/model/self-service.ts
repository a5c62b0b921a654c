// What a customer or a guest may still do with their own booking (decisions.md 8.3), as their
// screens show it: the customer dashboard's cards and the guest's manage page. The server decides
// (`customerChangeCheck` and `changeableUntil`); these rules only choose the buttons and words.
import {
  bookingLocalWhen,
  businessTime,
  hourCycleFor,
  localInstantWords,
  todayInZone,
  type BookingType,
  type CancelledBy,
  type HourCycle,
} from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { formatDateShort, timeZoneNote } from '@/lib/format';

/**
 * `Mon, Jun 1 · 10:00 AM` (`10:00` on a 24-hour business's clock), the date or the time alone, or
 * `Any time (flexible)`: business local.
 */
export function bookingWhenText(
  booking: Pick<Booking, 'localStartTime' | 'bookingDate' | 'startTime' | 'business'>,
): string {
  const { date, time } = bookingLocalWhen(booking);
  if (date && time) return `${formatDateShort(date)} · ${businessTime(time, booking.business)}`;
  if (date) return formatDateShort(date);
  if (time) return businessTime(time, booking.business);
  return 'Any time (flexible)';
}

export type SelfServiceState =
  /** Not pending or confirmed: nothing to change. */
  | { kind: 'none' }
  /** Cancel, and reschedule when the booking has a date or time; `until` names the cut-off (none: flexible). */
  | { kind: 'open'; canReschedule: boolean; until: string | null }
  /** Past the cut-off: only the business can change it now. */
  | { kind: 'closed'; ended: string };

/** The business's zone of a booking, else the visitor's. */
export function bookingZone(booking: Pick<Booking, 'business'>, visitorZone: string): string {
  return booking.business?.timezone || visitorZone;
}

/**
 * An instant in the business's local time and clock, `Monday 1 June 2026, 10:00`, followed by the
 * zone when the visitor's differs (decisions.md section 7): `..., 10:00, Berlin time (Europe/Berlin)`.
 * @internal Exported for its unit tests.
 */
export function businessInstantWords(
  instant: Date,
  businessZone: string,
  visitorZone: string,
  hourCycle: HourCycle,
): string {
  const words = localInstantWords(instant, businessZone, hourCycle);
  const note = timeZoneNote(businessZone, visitorZone);
  return note ? `${words}, ${note}` : words;
}

export function selfServiceState(
  booking: Pick<Booking, 'status' | 'changeableUntil' | 'bookingDate' | 'startTime' | 'service' | 'business'>,
  now: Date,
  visitorZone: string,
): SelfServiceState {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return { kind: 'none' };
  // A new time needs a service that still exists and a booking with a date or time to move.
  const movable =
    Boolean(booking.service?._id) && (booking.bookingDate !== null || booking.startTime !== null);
  if (booking.changeableUntil === null) return { kind: 'open', canReschedule: movable, until: null };
  const cutoff = new Date(booking.changeableUntil);
  const words = businessInstantWords(
    cutoff,
    bookingZone(booking, visitorZone),
    visitorZone,
    hourCycleFor(booking.business),
  );
  // As the server's `customerChangeCheck`: still allowed at the cut-off itself.
  if (now.getTime() <= cutoff.getTime()) return { kind: 'open', canReschedule: movable, until: words };
  return { kind: 'closed', ended: words };
}

/** Under the buttons: `Free cancellation until Monday 1 June 2026, 10:00.` */
export function freeCancellationUntilText(until: string): string {
  return `Free cancellation until ${until}.`;
}

/** In place of the buttons once the cut-off has passed. */
export function freeCancellationEndedText(ended: string): string {
  return `Free cancellation ended on ${ended}.`;
}

/** Who cancelled, in the words of the booking's customer or guest; null when not cancelled. */
export function cancelledByText(booking: Pick<Booking, 'status' | 'cancelledBy'>): string | null {
  if (booking.status !== 'cancelled') return null;
  const labels: Record<CancelledBy, string> = {
    customer: 'Cancelled by you',
    business: 'Cancelled by the business',
  };
  return booking.cancelledBy ? labels[booking.cancelledBy] : null;
}

/** Said when the time chosen in the reschedule dialog is the one the booking already has. */
export const SAME_TIME_MESSAGE = 'This is the current time of your booking. Please choose another one.';

/** Whether the chosen date and time are the booking's own (nothing would move). */
export function isCurrentTime(
  booking: Pick<Booking, 'bookingDate' | 'startTime'>,
  bookingType: BookingType,
  selection: { bookingDate: string; startTime: string },
  now: Date,
  businessZone: string,
): boolean {
  switch (bookingType) {
    case 'datetime':
      return selection.bookingDate === booking.bookingDate && selection.startTime === booking.startTime;
    case 'date-only':
      return selection.bookingDate === booking.bookingDate;
    case 'time-only':
      // A time-only booking is for the day it was made: today's choice repeats it only on that day.
      return (
        selection.startTime === booking.startTime && booking.bookingDate === todayInZone(now, businessZone)
      );
    case 'flexible':
      return false;
  }
}
