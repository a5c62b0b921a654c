// The facts a booking's messages tell, taken from its stored row when the message is caused.
import type { BookingRow } from '../bookings/bookings.repository';
import type { BusinessRow } from '../businesses/businesses.repository';
import type { BookingFacts } from '../../db/notification-payload';

export type {
  AccountFacts,
  BookingEvent,
  BookingFacts,
  ChatFacts,
  NewNotification,
  NotificationPayload,
  ReviewFacts,
  TeamInviteFacts,
  WaitlistJoinedFacts,
  WaitlistOfferFacts,
  WeeklySummaryFacts,
} from '../../db/notification-payload';

/** The facts of a booking from its stored row, its business and its customer (null: a guest). */
export function bookingFacts(
  booking: Pick<
    BookingRow,
    | 'id'
    | 'status'
    | 'serviceName'
    | 'teamMemberName'
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
    teamMemberName: booking.teamMemberName,
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
