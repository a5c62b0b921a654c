// What open screens hear of bookings (spec section 7, decisions.md 8.3-8.4): `bookingChanged` to
// the business's owner, its staff accounts (9.2) and the booking's customer, `availabilityChanged` to the business page's
// viewers. A subscriber of the booking lifecycle, so every change is pushed once, after its commit.
import type { BookingChange } from '@booklane/shared/realtime/event-maps';
import type { WaitlistOffer } from '@booklane/shared/schemas';
import type { BookingCommitted, BookingSubscriber } from '../modules/bookings/lifecycle';

/** The pushes of the booking rules, addressed to user rooms (every process hears them with Redis). */
export type BookingPushes = {
  bookingChanged(change: BookingChange, userIds: readonly string[]): void;
  /** What a service can take changed: its business's page viewers refetch availability. */
  availabilityChanged(businessId: string, serviceId: string | null): void;
  /** A place held for a customer's waitlist entry, made or ended (decisions.md 9.3). */
  waitlistOffer(offer: WaitlistOffer, userIds: readonly string[]): void;
};

export function bookingPushSubscriber(
  pushes: Pick<BookingPushes, 'bookingChanged'>,
  /** The business's staff accounts: they see its calendar too (decisions.md 9.2). */
  staffOf: (businessId: string) => Promise<readonly string[]> = async () => [],
): BookingSubscriber {
  return {
    async committed(event: BookingCommitted) {
      const { view, booking } = event;
      // A new booking's statement read them already (one round trip fewer per booking).
      const staff = event.written?.staffAccounts ?? (await staffOf(view.business.id));
      const userIds = [view.business.ownerId, ...staff, view.booking.customerId].filter((id): id is string =>
        Boolean(id),
      );
      pushes.bookingChanged({ change: event.type, by: event.by, booking }, [...new Set(userIds)]);
    },
  };
}
