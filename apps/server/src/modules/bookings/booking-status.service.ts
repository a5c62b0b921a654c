// The business's handling of its bookings (decisions.md 8.5, 9.2): confirm, cancel (with a
// reason), complete or mark a no-show once started; and removing ended bookings from either
// side's lists.
import {
  BOOKING_MESSAGES,
  canRemoveBooking,
  canTransition,
  hasStarted,
  NOT_FOUND_MESSAGES,
  statusTimestampField,
  type BookingStatus,
} from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import { conflict, notFound } from '../../core/errors';
import type { Transact } from '../../db/client';
import type { AccessService } from '../access/access.service';
import type { BusinessesService } from '../businesses/businesses.service';
import type { ServicesService } from '../services/services.service';
import type { UserRow } from '../users/users.repository';
import { hadInvite, type BookingReads } from './booking-reads';
import type { BookingsRepository, BookingView } from './bookings.repository';
import type { BusinessActors } from './business-actors';
import type { BookingHappening, BookingLifecycle } from './lifecycle';

/** Why the business may not move a booking from `from` to `to` (the 409's words). */
function refusal(from: BookingStatus, to: BookingStatus): string {
  const waitsForStart = canTransition(from, to, 'business', { started: true });
  if (to === 'no-show') {
    return waitsForStart ? BOOKING_MESSAGES.noShowNotStarted : BOOKING_MESSAGES.noShowOnlyConfirmed;
  }
  return waitsForStart ? BOOKING_MESSAGES.completeNotStarted : BOOKING_MESSAGES.statusChangeNotAllowed;
}

export class BookingStatusChanges {
  constructor(
    private readonly transact: Transact,
    private readonly bookings: BookingsRepository,
    private readonly reads: BookingReads,
    private readonly businesses: BusinessesService,
    private readonly access: AccessService,
    private readonly lifecycle: BookingLifecycle,
    private readonly actors: BusinessActors,
    private readonly clock: Clock,
    /** A cancellation locks its service first, the order every booking change takes its locks in. */
    private readonly services: Pick<ServicesService, 'lock'>,
  ) {}

  /**
   * The business (its owner, or a staff account for their own member's bookings, decisions.md
   * 9.2): pending->confirmed, pending->cancelled, confirmed->cancelled, and confirmed->completed or
   * confirmed->no-show once the start has passed (409 otherwise). A change that an invite tells
   * of (a confirmation, the cancellation of a booking whose invite went out) raises the invite's
   * SEQUENCE.
   */
  async change(user: UserRow, bookingId: string, to: BookingStatus, reason?: string): Promise<Booking> {
    await this.access.requireAccess(user, 'booking.business', bookingId);
    const view = await this.reads.view(bookingId);
    const actor = await this.actors.of(user, view.business.id);
    this.actors.requireMember(actor, view.booking.teamMemberId);
    const from = view.booking.status;
    const started = hasStarted(view.booking, view.business.timezone, this.clock());
    if (!canTransition(from, to, 'business', { started })) throw conflict(refusal(from, to));
    const happening = this.happening(to, reason, hadInvite(view.booking));
    if (!happening) return this.reads.dto(bookingId);
    await this.transact(async (tx) => {
      // A cancellation frees a place that the waitlist may be offered in this transaction: the
      // service first, then the booking, as a creation and a move take them (no deadlock).
      const serviceId = view.booking.serviceId;
      if (to === 'cancelled' && serviceId) await this.services.lock(serviceId, tx);
      await this.lifecycle.beforeChange(bookingId, tx);
      const row = await this.bookings.transition(
        bookingId,
        from,
        to,
        statusTimestampField(to),
        this.clock(),
        {
          bumpSequence: to === 'confirmed' || (happening.type === 'cancelled' && happening.inviteSent),
          ...(to === 'cancelled' ? { cancelledBy: 'business' as const } : {}),
          tx,
        },
      );
      // Someone else changed it between our read and our write.
      if (!row) throw conflict(BOOKING_MESSAGES.statusChangeNotAllowed);
      const business = await this.businesses.findById(row.businessId, tx);
      if (!business) throw notFound(NOT_FOUND_MESSAGES.booking);
      await this.lifecycle.inTransaction(
        { ...happening, booking: row, business, customer: view.customer, actor },
        tx,
      );
    });
    const freed = happening.type === 'cancelled' ? view.booking : undefined;
    return this.lifecycle.announce(happening, await this.reads.view(bookingId), freed);
  }

  /** What moving to `to` is, told to the lifecycle; null for a move that changes nothing (pending). */
  private happening(
    to: BookingStatus,
    reason: string | undefined,
    inviteSent: boolean,
  ): BookingHappening | null {
    switch (to) {
      case 'confirmed':
        return { type: 'confirmed', by: 'business' };
      case 'completed':
        return { type: 'completed', by: 'business' };
      case 'no-show':
        return { type: 'no-show', by: 'business' };
      case 'cancelled':
        return { type: 'cancelled', by: 'business', reason, inviteSent };
      case 'pending':
        return null;
    }
  }

  async removeForCustomer(customer: UserRow, bookingId: string): Promise<{ message: string }> {
    await this.access.requireAccess(customer, 'booking.customer', bookingId);
    const view = await this.reads.view(bookingId);
    // Already removed from the customer's lists: gone, as far as the customer can tell.
    if (view.booking.hiddenForCustomer) throw notFound(NOT_FOUND_MESSAGES.booking);
    return this.hide(view, 'customer');
  }

  async removeForBusiness(user: UserRow, bookingId: string): Promise<{ message: string }> {
    await this.access.requireAccess(user, 'booking.business', bookingId);
    const view = await this.reads.view(bookingId);
    this.actors.requireMember(await this.actors.of(user, view.business.id), view.booking.teamMemberId);
    if (view.booking.hiddenForBusiness) throw notFound(NOT_FOUND_MESSAGES.booking);
    return this.hide(view, 'business');
  }

  private async hide(view: BookingView, side: 'customer' | 'business') {
    if (!canRemoveBooking(view.booking.status)) throw conflict(BOOKING_MESSAGES.removeOnlyCancelled);
    if (!(await this.bookings.hide(view.booking.id, side, this.clock()))) {
      throw conflict(BOOKING_MESSAGES.removeOnlyCancelled);
    }
    return { message: 'Booking removed' };
  }
}
