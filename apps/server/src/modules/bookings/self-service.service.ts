// The customer's own changes (decisions.md 8.3): cancel or reschedule until the business's notice,
// from their account or, for guests, through the manage link of every email; and the business's
// own move of a booking (the calendar's drag, decisions.md 9.2), on the same path.
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_MESSAGES,
  checkBookingTime,
  checkBusinessBookingTime,
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
import { customerActor, guestActor, type BusinessActors } from './business-actors';
import type { BookingActor, BookingActorInfo, BookingLifecycle, BookingTime } from './lifecycle';

/**
 * Who changes the booking: the signed-in customer, a guest through a manage link (each until the
 * business's cut-off), or the business (the calendar's drag: its own time rules, no cut-off).
 */
type Changer =
  { by: 'customer'; actor: BookingActorInfo } | { by: 'guest' } | { by: 'business'; actor: BookingActorInfo };

export type SelfServiceDeps = {
  transact: Transact;
  bookings: BookingsRepository;
  reads: BookingReads;
  services: ServicesService;
  businesses: BusinessesService;
  availability: AvailabilityService;
  access: AccessService;
  lifecycle: BookingLifecycle;
  /** Who acts for a business: its owner, or a staff account for their own member (decisions.md 9.2). */
  actors: BusinessActors;
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

/** The history's actor of a change: a guest is named as the booking names them. */
function actorOf(changer: Changer, booking: BookingRow): BookingActorInfo {
  return changer.by === 'guest' ? guestActor(booking.guestName) : changer.actor;
}

export class BookingSelfService {
  constructor(private readonly deps: SelfServiceDeps) {}

  /** `PUT /bookings/{id}/cancel-by-customer`. */
  async cancelByCustomer(customer: UserRow, bookingId: string): Promise<Booking> {
    await this.deps.access.requireAccess(customer, 'booking.customer', bookingId);
    await this.countChange(`customer:${customer.id}:${bookingId.toLowerCase()}`);
    return this.cancel(bookingId, { by: 'customer', actor: customerActor(customer) });
  }

  /**
   * A customer's booking cancelled because they delete their account (decisions.md 9.6): as
   * their own cancellation (the same emails, waitlist offers, webhooks), at any time before it
   * ends, without the business's cut-off or the count of changes.
   */
  async cancelForDeletedAccount(customer: UserRow, bookingId: string): Promise<Booking> {
    await this.deps.access.requireAccess(customer, 'booking.customer', bookingId);
    return this.cancel(bookingId, { by: 'customer', actor: customerActor(customer) }, { cutOff: false });
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
    return this.reschedule(bookingId, input, { by: 'customer', actor: customerActor(customer) });
  }

  /**
   * `PUT /bookings/{id}/reschedule-by-business`: the calendar's drag (decisions.md 9.2). The owner
   * moves any pending or confirmed booking to another time and/or member; a staff account only
   * their own member's, and not to another member (403). The hours, breaks, blocks, capacity and
   * member rules apply; the minimum notice, the advance limit and the customer's cut-off do not.
   * The booking keeps its status; the customer is told.
   */
  async rescheduleByBusiness(
    user: UserRow,
    bookingId: string,
    input: RescheduleBookingRequest,
  ): Promise<Booking> {
    await this.deps.access.requireAccess(user, 'booking.business', bookingId);
    const view = await this.deps.reads.view(bookingId);
    const actor = await this.deps.actors.of(user, view.business.id);
    this.deps.actors.requireMember(actor, view.booking.teamMemberId);
    if (input.teamMember) this.deps.actors.requireMember(actor, input.teamMember.toLowerCase());
    const asked = actor.role === 'staff' ? { ...input, teamMember: actor.teamMemberId } : input;
    return this.reschedule(bookingId, asked, { by: 'business', actor });
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
    return this.cancel(id, { by: 'guest' });
  }

  /** `PUT /manage/{token}/reschedule`. */
  async rescheduleManaged(token: string, input: RescheduleBookingRequest): Promise<Booking> {
    const id = (await this.managedView(token)).booking.id;
    await this.countChange(`guest:${id}`);
    return this.reschedule(id, input, { by: 'guest' });
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

  private async cancel(
    bookingId: string,
    changer: Changer & { by: 'customer' | 'guest' },
    options: { cutOff: boolean } = { cutOff: true },
  ): Promise<Booking> {
    const by = changer.by;
    const { bookings, businesses, lifecycle, reads } = this.deps;
    const before = await this.deps.transact(async (tx) => {
      // The service first, then the booking: the order every booking change takes its locks in
      // (the freed place may be offered to the waitlist in this transaction).
      const serviceId = (await bookings.findView(bookingId, tx))?.booking.serviceId;
      if (serviceId) await this.deps.services.lock(serviceId, tx);
      await lifecycle.beforeChange(bookingId, tx);
      const booking = await bookings.lockById(bookingId, tx);
      if (!booking) throw notFound(NOT_FOUND_MESSAGES.booking);
      const business = await businesses.findById(booking.businessId, tx);
      if (!business) throw notFound(NOT_FOUND_MESSAGES.booking);
      if (options.cutOff) this.checkChange(booking, business);
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
        {
          type: 'cancelled',
          by,
          inviteSent,
          booking: row,
          business,
          customer: view.customer,
          actor: actorOf(changer, booking),
        },
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
    changer: Changer,
  ): Promise<Booking> {
    const by: BookingActor = changer.by;
    const byBusiness = changer.by === 'business';
    const { bookings, businesses, services, availability, lifecycle, reads } = this.deps;
    const previous = await this.deps.transact(async (tx) => {
      const current = await bookings.findView(bookingId, tx);
      if (!current) throw notFound(NOT_FOUND_MESSAGES.booking);
      const serviceId = current.booking.serviceId;
      // The service first, then the booking: the order every booking change takes its locks in.
      const service = serviceId ? await services.lockById(serviceId, tx) : undefined;
      await lifecycle.beforeChange(bookingId, tx);
      const booking = await bookings.lockById(bookingId, tx);
      if (!booking) throw notFound(NOT_FOUND_MESSAGES.booking);
      const business = await businesses.findById(booking.businessId, tx);
      if (!business) throw notFound(NOT_FOUND_MESSAGES.booking);
      if (byBusiness) {
        if (!(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status)) {
          throw conflict(BOOKING_MESSAGES.moveOnlyActive);
        }
      } else {
        this.checkChange(booking, business);
      }
      if (!service || !service.isActive) throw conflict(BOOKING_MESSAGES.serviceUnavailable);
      if (service.bookingType === 'flexible') throw conflict(BOOKING_MESSAGES.rescheduleNeedsTime);

      const { slot, member } = await availability.placeForMove(
        service,
        business,
        booking,
        input,
        tx,
        byBusiness ? checkBusinessBookingTime : checkBookingTime,
      );
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
          // The business's own move keeps the status; a customer's waits for the business again
          // unless the service accepts at once.
          byBusiness ? booking.status : initialBookingStatus(service.autoAcceptBookings),
          this.deps.clock(),
          tx,
        )
        .catch((err: unknown) => {
          // Another service's booking took the member's time meanwhile (the exclusion constraint).
          if (isExclusionViolation(err)) throw conflict(slotFullMessage(service.bookingType));
          throw err;
        });
      if (!row) {
        throw conflict(
          byBusiness ? BOOKING_MESSAGES.moveOnlyActive : BOOKING_MESSAGES.customerChangeOnlyActive,
        );
      }
      const previous = timeOf(booking);
      await lifecycle.inTransaction(
        {
          type: 'rescheduled',
          by,
          previous,
          booking: row,
          business,
          customer: current.customer,
          actor: actorOf(changer, booking),
        },
        tx,
      );
      return previous;
    });
    if (!previous) return reads.dto(bookingId);
    return lifecycle.announce({ type: 'rescheduled', by, previous }, await reads.view(bookingId), previous);
  }
}
