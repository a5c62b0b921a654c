// The lists of bookings each side sees (spec sections 4-5): the customer's active bookings and
// history (completed ones with their review), the business's active bookings and history, one
// booking for either side, and a booking's history lines for its business (decisions.md 9.2).
import { ACTIVE_BOOKING_STATUSES, NOT_FOUND_MESSAGES, todayInZone } from '@booklane/shared/domain';
import type {
  Booking,
  BookingAwaitingVerification,
  BookingEvent,
  BookingListQuery,
  OwnReview,
} from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import type { AccessService } from '../access/access.service';
import type { UserRow } from '../users/users.repository';
import { toBookingDto } from './booking-dto';
import type { BookingsRepository } from './bookings.repository';

/** The customer's reviews of some bookings, by booking (docs/decisions/0023). */
export type ReviewsOf = (bookingIds: readonly string[]) => Promise<Map<string, OwnReview>>;

export class BookingLists {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly access: AccessService,
    private readonly clock: Clock,
    private readonly reviewsOf?: ReviewsOf,
  ) {}

  async customerActive(customer: UserRow): Promise<Booking[]> {
    return (await this.bookings.activeForCustomer(customer.id)).map(toBookingDto);
  }

  /** Completed bookings carry their review (null: none yet), so the customer sees what to review. */
  async customerHistory(customer: UserRow): Promise<Booking[]> {
    return this.withReviews((await this.bookings.historyForCustomer(customer.id)).map(toBookingDto));
  }

  async withReviews(list: Booking[]): Promise<Booking[]> {
    const completed = list.filter((b) => b.status === 'completed').map((b) => b._id);
    if (completed.length === 0 || !this.reviewsOf) return list;
    const reviews = await this.reviewsOf(completed);
    return list.map((b) => (b.status === 'completed' ? { ...b, review: reviews.get(b._id) ?? null } : b));
  }

  async businessActive(owner: UserRow, businessId: string, range: BookingListQuery): Promise<Booking[]> {
    await this.access.requireAccess(owner, 'business.bookings', businessId);
    return (await this.bookings.activeForBusiness(businessId, range)).map(toBookingDto);
  }

  /** The business's finished bookings, newest first; dated within `range` when it has bounds (the calendar). */
  async businessHistory(
    owner: UserRow,
    businessId: string,
    range: BookingListQuery = {},
  ): Promise<Booking[]> {
    await this.access.requireAccess(owner, 'business.bookings', businessId);
    return (await this.bookings.historyForBusiness(businessId, range)).map(toBookingDto);
  }

  /**
   * `GET /bookings/{id}`: one booking, for its customer, and for its business's owner and staff
   * (who read every booking of the business); anyone else is told it does not exist. A completed
   * one carries the customer's review, as their history does.
   */
  async one(user: UserRow, bookingId: string): Promise<Booking> {
    const view = await this.bookings.findView(bookingId);
    const allowed =
      view &&
      ((user.role === 'customer' && view.booking.customerId === user.id) ||
        (await this.access.hasAccess(user, 'business.bookings', view.business.id)));
    if (!view || !allowed) throw notFound(NOT_FOUND_MESSAGES.booking);
    const [booking] = await this.withReviews([toBookingDto(view)]);
    return booking!;
  }

  /**
   * `GET /bookings/{id}/events`: the booking's history, for its business (decisions.md 9.2): its
   * owner and its staff, who read every booking of the business (they act on their own only).
   */
  async events(user: UserRow, bookingId: string): Promise<BookingEvent[]> {
    const view = await this.bookings.findView(bookingId);
    if (!view || !(await this.access.hasAccess(user, 'business.bookings', view.business.id))) {
      throw notFound(NOT_FOUND_MESSAGES.booking);
    }
    return (await this.bookings.eventsOf(bookingId)).map((e) => ({
      action: e.action,
      at: e.at.toISOString(),
      actor: { role: e.actorRole, name: e.actorName },
    }));
  }

  async markAllViewed(customer: UserRow): Promise<{ message: string; updated: number }> {
    const updated = await this.bookings.markAllViewed(customer.id, this.clock());
    return { message: 'Bookings marked as viewed', updated };
  }

  /**
   * `GET /bookings/user/awaiting-verification`: of the guest bookings this browser made
   * (`bookingIds`, from its signed cookie), the upcoming ones made with the account's address
   * while the address is not confirmed yet; they join the account once it is (decisions.md 8.5).
   * Where and when only: an address typed at registration proves nothing (docs/decisions/0014).
   */
  async awaitingVerification(
    customer: UserRow,
    bookingIds: readonly string[],
  ): Promise<BookingAwaitingVerification[]> {
    if (customer.emailVerifiedAt || bookingIds.length === 0) return [];
    const now = this.clock();
    const views = await this.bookings.viewsOf(bookingIds);
    return views
      .filter(({ booking: b, business }) => {
        if (b.customerId !== null || b.guestEmail?.toLowerCase() !== customer.email) return false;
        if (!(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(b.status)) return false;
        if (b.startsAt) return b.startsAt > now;
        return !b.bookingDate || b.bookingDate >= todayInZone(now, business.timezone);
      })
      .map((view) => {
        const b = toBookingDto(view);
        return {
          _id: b._id,
          status: b.status,
          service: b.service,
          business: b.business,
          bookingDate: b.bookingDate,
          startTime: b.startTime,
          localStartTime: b.localStartTime,
          startsAt: b.startsAt,
        };
      });
  }

  /** A new customer account takes over the guest bookings made with its email. */
  async linkGuestBookings(user: UserRow): Promise<void> {
    if (user.role === 'customer') await this.bookings.linkGuestBookings(user.id, user.email);
  }
}
