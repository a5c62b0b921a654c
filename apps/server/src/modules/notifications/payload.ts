// What a notification says, captured when it is caused and stored with it (`notifications.payload`),
// so that a message sent minutes later, or retried hours later, tells what happened then.
import type { AccountTokenPurpose, BookingStatus, EmailKind, UserRole } from '@booklane/shared';
import type { BookingRow } from '../bookings/bookings.repository';
import type { BusinessRow } from '../businesses/businesses.repository';

/** A booking as its emails and invites describe it. */
export type BookingFacts = {
  bookingId: string;
  status: BookingStatus;
  serviceName: string;
  durationMinutes: number | null;
  price: number | null;
  currency: string;
  customCurrency: string | null;
  notes: string;
  /** Business-local `YYYY-MM-DD` / `HH:mm`; null by booking type (date-only has no time, flexible neither). */
  bookingDate: string | null;
  startTime: string | null;
  /** The UTC start (ISO), when the booking has a date and a time. */
  startsAt: string | null;
  /** The invite's SEQUENCE at this event. */
  icsSequence: number;
  business: {
    id: string;
    name: string;
    username: string;
    email: string;
    phone: string;
    address: string;
    timezone: string;
  };
  customer: { name: string; email: string; phone: string | null; isGuest: boolean };
};

/** What happened to the booking, beyond its state now. */
export type BookingEvent = {
  /** The calendar invite the message carries, if any. */
  invite: 'REQUEST' | 'CANCEL' | null;
  cancelledBy?: 'business' | 'customer';
  /** The business's words when it cancels (decisions.md 8.5), quoted to the customer. */
  reason?: string;
  /** The time before a reschedule. */
  previous?: Pick<BookingFacts, 'bookingDate' | 'startTime' | 'startsAt'>;
  /** A reminder: how long before the start it goes out. */
  leadMinutes?: number;
  /** Who made the change the message tells of (a reschedule). */
  by?: 'business' | 'customer';
};

export type ChatFacts = {
  chatId: string;
  businessName: string;
  customerName: string;
  /** The start of the message (the email never carries a whole conversation). */
  excerpt: string;
};

/**
 * An account email: whom it greets and which link it carries. The link's token is not stored: it
 * is made from `tokenId` with the server's secret when the message is rendered (access/signed-ids.ts).
 */
export type AccountFacts = {
  purpose: AccountTokenPurpose;
  tokenId: string;
  name: string;
  role: UserRole;
};

export type NotificationPayload =
  | { type: 'booking'; booking: BookingFacts; event: BookingEvent }
  | { type: 'chat'; chat: ChatFacts }
  | { type: 'account'; account: AccountFacts };

/** One message to write: the row of the delivery log and the job that sends it. */
export type NewNotification = {
  kind: EmailKind;
  to: { name: string; email: string };
  payload: NotificationPayload;
  bookingId?: string;
  chatId?: string;
  /** Not before this instant (reminders). */
  sendAfter?: Date;
};

/** The facts of a booking from its stored row, its business and its customer (null: a guest). */
export function bookingFacts(
  booking: Pick<
    BookingRow,
    | 'id'
    | 'status'
    | 'serviceName'
    | 'serviceHasDuration'
    | 'serviceDuration'
    | 'serviceHasPricing'
    | 'servicePrice'
    | 'notes'
    | 'bookingDate'
    | 'startTime'
    | 'startsAt'
    | 'icsSequence'
    | 'guestName'
    | 'guestEmail'
    | 'guestPhone'
  >,
  business: BusinessRow,
  customer: { name: string; email: string; phone: string | null } | null,
): BookingFacts {
  return {
    bookingId: booking.id,
    status: booking.status,
    serviceName: booking.serviceName,
    durationMinutes: booking.serviceHasDuration ? booking.serviceDuration : null,
    price: booking.serviceHasPricing && booking.servicePrice !== null ? Number(booking.servicePrice) : null,
    currency: business.currency,
    customCurrency: business.customCurrency,
    notes: booking.notes,
    bookingDate: booking.bookingDate,
    startTime: booking.startTime,
    startsAt: booking.startsAt?.toISOString() ?? null,
    icsSequence: booking.icsSequence,
    business: {
      id: business.id,
      name: business.name,
      username: business.username,
      email: business.email,
      phone: business.phone,
      address: business.address,
      timezone: business.timezone,
    },
    customer: customer
      ? { name: customer.name, email: customer.email, phone: customer.phone, isGuest: false }
      : {
          name: booking.guestName ?? 'Guest',
          email: booking.guestEmail ?? '',
          phone: booking.guestPhone,
          isGuest: true,
        },
  };
}
