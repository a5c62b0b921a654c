// The customer's own changes (decisions.md 8.3): cancel or reschedule until the business's notice,
// from their account or, for guests, through the manage link of every email.
import {
  BOOKING_MESSAGES,
  customerChangeCheck,
  slotFullMessage,
  initialBookingStatus,
  manageLinkValidUntil,
  NOT_FOUND_MESSAGES,
  reviewLinkValidUntil,
} from '@booklane/shared/domain';
import { type Booking, type RescheduleBookingRequest } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import { conflict, notFound, tooMany } from '../../core/errors';
import type { RateLimit } from '../../core/limits/rate-limit';
import type { Transact } from '../../db/client';
import type { AccessService } from '../access/access.service';
import type { SignedIds } from '../access/signed-ids';
import type { AvailabilityService } from '../availability/availability.service';
import { occupancy } from '../availability/places';
import { isExclusionViolation } from '../../db/errors';
import type { BusinessRow } from '../businesses/businesses.repository';
import type { BusinessesService } from '../businesses/businesses.service';
import type { ServicesService } from '../services/services.service';
import type { UserRow } from '../users/users.repository';
import { toBookingDto } from './booking-dto';
import { hadInvite, type BookingReads } from './booking-reads';
import type { BookingRow, BookingsRepository, BookingView } from './bookings.repository';
import type { BookingLifecycle, BookingTime } from './lifecycle';

/** Who acts on a booking as its customer: the signed-in customer, or a guest through a manage link. */
type CustomerActor = 'customer' | 'guest';

export type SelfServiceDeps = {
  transact: Transact;
  bookings: BookingsRepository;
  reads: BookingReads;
  services: ServicesService;
  businesses: BusinessesService;
  availability: AvailabilityService;
  access: AccessService;
  lifecycle: BookingLifecycle;
  /** The guests' manage links. */
  manageLinks: SignedIds;
  /** The customer's reviews shown with completed bookings (a guest's page shows theirs). */
  withReviews: (list: Booking[]) => Promise<Booking[]>;
  /**
   * Each change emails the business, so one caller changes one booking only so many times. It
   * is counted once the caller is known to be the booking's customer (or holds its manage link),
   * by caller and booking id as stored: a stranger's attempts count nowhere and block nobody.
   */
  changes: RateLimit;
  clock: Clock;
};

/** The later of two ends; null (no end) wins. */
function latest(a: Date | null, b: Date | null): Date | null {
  if (a === null) return null;
  return b && b.getTime() > a.getTime() ? b : a;
}

const timeOf = (booking: BookingRow): BookingTime => ({
  bookingDate: booking.bookingDate,
  startTime: booking.startTime,
  startsAt: booking.startsAt,
  slotKey: booking.slotKey,
  occupiedFrom: booking.occupiedFrom,
  occupiedUntil: booking.occupiedUntil,
});

export class BookingSelfService {
  constructor(private readonly deps: SelfServiceDeps) {}

  /** `PUT /bookings/{id}/cancel-by-customer`. */
  async cancelByCustomer(customer: UserRow, bookingId: string): Promise<Booking> {
    await this.deps.access.requireAccess(customer, 'booking.customer', bookingId);
    await this.countChange(`customer:${customer.id}:${bookingId.toLowerCase()}`);
    return this.cancel(bookingId, 'customer');
  }

  /** Counts one change by a known party (429 once over the limit). */
  private async countChange(key: string): Promise<void> {
    const wait = await this.deps.changes.hit(key);
    if (wait > 0) throw tooMany(wait);
  }

  /** `PUT /bookings/{id}/reschedule`. */
  async rescheduleByCustomer(
    customer: UserRow,
    bookingId: string,
    input: RescheduleBookingRequest,
  ): Promise<Booking> {
    await this.deps.access.requireAccess(customer, 'booking.customer', bookingId);
    await this.countChange(`customer:${customer.id}:${bookingId.toLowerCase()}`);
    return this.reschedule(bookingId, input, 'customer');
  }

  /** `GET /manage/{token}`: a guest's booking through the link of its emails. */
  async managed(token: string): Promise<Booking> {
    const [booking] = await this.deps.withReviews([toBookingDto(await this.managedView(token))]);
    return booking as Booking;
  }

  /** The id of the booking a manage link names (404 for an unknown, altered or expired link). */
  async managedBookingId(token: string): Promise<string> {
    return (await this.managedView(token)).booking.id;
  }

  /** `PUT /manage/{token}/cancel`. */
  async cancelManaged(token: string): Promise<Booking> {
    const id = (await this.managedView(token)).booking.id;
    await this.countChange(`guest:${id}`);
    return this.cancel(id, 'guest');
  }

  /** `PUT /manage/{token}/reschedule`. */
  async rescheduleManaged(token: string, input: RescheduleBookingRequest): Promise<Booking> {
    const id = (await this.managedView(token)).booking.id;
    await this.countChange(`guest:${id}`);
    return this.reschedule(id, input, 'guest');
  }

  /**
   * The booking a manage link names: the token must be one the server made for it, and the link
   * works until 7 days after the booking's start, or for a completed booking until its review
   * can no longer be written or changed (docs/decisions/0023). Anything else is unknown (404).
   */
  private async managedView(token: string): Promise<BookingView> {
    const id = this.deps.manageLinks.idOf(token);
    const view = id ? await this.deps.bookings.findView(id) : undefined;
    const until =
      view &&
      latest(manageLinkValidUntil(view.booking, view.business.timezone), reviewLinkValidUntil(view.booking));
    if (!view || (until && until.getTime() < this.deps.clock().getTime())) {
      throw notFound(BOOKING_MESSAGES.manageLinkInvalid);
    }
    return view;
  }

  /** Why the customer may not change the booking now (409 naming the cut-off), checked on a locked row. */
  private checkChange(booking: BookingRow, business: BusinessRow): void {
    const check = customerChangeCheck(booking, business, this.deps.clock());
    if (!check.allowed) throw conflict(check.message);
  }

  private async cancel(bookingId: string, by: CustomerActor): Promise<Booking> {
    const { bookings, businesses, lifecycle, reads } = this.deps;
    const before = await this.deps.transact(async (tx) => {
      const booking = await bookings.lockById(bookingId, tx);
      if (!booking) throw notFound(NOT_FOUND_MESSAGES.booking);
      const business = await businesses.findById(booking.businessId, tx);
      if (!business) throw notFound(NOT_FOUND_MESSAGES.booking);
      this.checkChange(booking, business);
      const inviteSent = hadInvite(booking);
      const row = await bookings.transition(
        booking.id,
        booking.status,
        'cancelled',
        'cancelledAt',
        this.deps.clock(),
        {
          bumpSequence: inviteSent,
          cancelledBy: 'customer',
          tx,
        },
      );
      if (!row) throw conflict(BOOKING_MESSAGES.customerChangeOnlyActive);
      const view = await reads.view(bookingId, tx);
      await lifecycle.inTransaction(
        { type: 'cancelled', by, inviteSent, booking: row, business, customer: view.customer },
        tx,
      );
      return { booking, inviteSent };
    });
    return lifecycle.announce(
      { type: 'cancelled', by, inviteSent: before.inviteSent },
      await reads.view(bookingId),
      timeOf(before.booking),
    );
  }

  /**
   * Moves the booking to another time of the same service, checked as a new booking is; the new
   * slot is taken and the old one freed in one transaction, under the service's lock like every
   * creation (capacity holds under any concurrency, docs/decisions/0004). It waits for the
   * business again unless the service accepts bookings at once. The same slot changes nothing.
   */
  private async reschedule(
    bookingId: string,
    input: RescheduleBookingRequest,
    by: CustomerActor,
  ): Promise<Booking> {
    const { bookings, businesses, services, availability, lifecycle, reads } = this.deps;
    const previous = await this.deps.transact(async (tx) => {
      const current = await bookings.findView(bookingId, tx);
      if (!current) throw notFound(NOT_FOUND_MESSAGES.booking);
      const serviceId = current.booking.serviceId;
      // The service first, then the booking: the order every booking change takes its locks in.
      const service = serviceId ? await services.lockById(serviceId, tx) : undefined;
      const booking = await bookings.lockById(bookingId, tx);
      if (!booking) throw notFound(NOT_FOUND_MESSAGES.booking);
      const business = await businesses.findById(booking.businessId, tx);
      if (!business) throw notFound(NOT_FOUND_MESSAGES.booking);
      this.checkChange(booking, business);
      if (!service || !service.isActive) throw conflict(BOOKING_MESSAGES.serviceUnavailable);
      if (service.bookingType === 'flexible') throw conflict(BOOKING_MESSAGES.rescheduleNeedsTime);

      const { slot, member } = await availability.placeForMove(service, business, booking, input, tx);
      if (slot.slotKey === booking.slotKey && (!member || member.id === booking.teamMemberId)) return null;
      const row = await bookings
        .moveTo(
          booking.id,
          {
            bookingDate: slot.bookingDate,
            startTime: slot.startTime,
            startsAt: slot.startsAt,
            slotKey: slot.slotKey,
            ...occupancy(service, slot),
            ...(member
              ? { teamMemberId: member.id, teamMemberName: member.name, holdsMember: slot.startsAt !== null }
              : {}),
          },
          initialBookingStatus(service.autoAcceptBookings),
          this.deps.clock(),
          tx,
        )
        .catch((err: unknown) => {
          // Another service's booking took the member's time meanwhile (the exclusion constraint).
          if (isExclusionViolation(err)) throw conflict(slotFullMessage(service.bookingType));
          throw err;
        });
      if (!row) throw conflict(BOOKING_MESSAGES.customerChangeOnlyActive);
      const previous = timeOf(booking);
      await lifecycle.inTransaction(
        { type: 'rescheduled', by, previous, booking: row, business, customer: current.customer },
        tx,
      );
      return previous;
    });
    if (!previous) return reads.dto(bookingId);
    return lifecycle.announce({ type: 'rescheduled', by, previous }, await reads.view(bookingId), previous);
  }
}
