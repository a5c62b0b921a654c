import { randomUUID } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  canRemoveBooking,
  canTransition,
  capacitySlotKey,
  addDays,
  AVAILABILITY_RANGE_MAX_DAYS,
  bookingOutsideOverride,
  checkBookingTime,
  countsByTime,
  customerBookingProblem,
  dateToDayNumber,
  customerChangeCheck,
  hasStarted,
  manageLinkValidUntil,
  reviewLinkValidUntil,
  initialBookingStatus,
  missingSelection,
  NOT_FOUND_MESSAGES,
  occupiedSpan,
  serviceAvailability,
  slotFullMessage,
  slotSpan,
  VALIDATION_MESSAGES,
  zonedDateTimeToUtc,
  statusTimestampField,
  todayInZone,
  type Booking,
  type OwnReview,
  type BookingChange,
  type BookingListQuery,
  type BookingStatus,
  type CreateBookingRequest,
  type GuestBookingRequest,
  type BookingTimeSlot,
  type Business,
  type DateOverride,
  type RescheduleBookingRequest,
  type ServiceAvailability,
  type ServiceAvailabilityQuery,
  type SlotAvailabilityQuery,
  type SlotAvailabilityResponse,
} from '@booklane/shared';
import type { Clock } from '../../clock';
import type { DbOrTx, Transact } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { AccessService } from '../access/access.service';
import type { SignedIds } from '../access/signed-ids';
import { toBusinessDto } from '../businesses/business-dto';
import type { PublicChanges } from '../public-changes';
import type { BusinessesService } from '../businesses/businesses.service';
import { toServiceDto } from '../services/service-dto';
import type { ServiceRow } from '../services/services.repository';
import type { ServicesService } from '../services/services.service';
import type { UserRow } from '../users/users.repository';
import { toBookingDto } from './booking-dto';
import { bookingFacts } from '../notifications/payload';
import type { BookingNotifier } from '../notifications/notifications.service';
import type { BusinessRow } from '../businesses/businesses.repository';
import type { BookingRow, BookingsRepository, BookingView, PlaceCheck } from './bookings.repository';
import type { Bookable } from '../services/services.repository';

type Party = { customer: UserRow } | { guest: { name: string; email: string; phone: string } };

/** Who tells whom of a booking's changes (the realtime connection), after each commit. */
export type BookingEvents = {
  bookingChanged(change: BookingChange, userIds: readonly string[]): void;
  /** What a service can take changed: its business's page viewers refetch availability. */
  availabilityChanged(businessId: string, serviceId: string | null): void;
};

/** What the services besides the booking core give it (absent in the demo seed). */
export type BookingsExtras = {
  events?: BookingEvents;
  /** Told when bookings take or free places (ready answers are dropped, viewers refetch). */
  changed?: PublicChanges;
  /** The guests' manage links (decisions.md 8.3). */
  manageLinks?: SignedIds;
  /** The customer's reviews of some bookings, by booking (docs/decisions/0023). */
  reviewsOf?: (bookingIds: readonly string[]) => Promise<Map<string, OwnReview>>;
};

/** Who acts on a booking as its customer: the signed-in customer, or a guest through a manage link. */
type CustomerActor = 'customer' | 'guest';

/**
 * Whether the customer was sent a calendar invite for the booking: on its confirmation (at
 * creation or by the business) or when it was moved (every move carries one, SEQUENCE above 0).
 */
const hadInvite = (booking: BookingRow) => booking.confirmedAt !== null || booking.icsSequence > 0;

/** A service row in the shape the shared scheduling rules read. */
function scheduling(service: ServiceRow) {
  const dto = toServiceDto(service);
  return { ...dto, customSchedule: dto.customSchedule ?? null };
}

/** The time a booking in `slot` keeps from others (decisions.md 8.4); null without a time. */
/**
 * What a slot's places are counted against (decisions.md 8.4): timed bookings count every active
 * booking whose occupied time overlaps the slot; others count their date or the whole service.
 * Undefined without a slot limit.
 */
function placeCheck(service: ServiceRow, slot: BookingTimeSlot): PlaceCheck | undefined {
  if (!service.hasSlotLimit) return undefined;
  const limit = service.maxSlotsPerTimeSlot;
  return countsByTime(slot.bookingType) && slot.startsAt
    ? { limit, span: slotSpan(scheduling(service), slot.startsAt) }
    : { limit, slotKey: slot.slotKey };
}

function occupancy(service: ServiceRow, slot: BookingTimeSlot) {
  if (!slot.startsAt) return { occupiedFrom: null, occupiedUntil: null };
  const span = occupiedSpan(scheduling(service), slot.startsAt);
  return { occupiedFrom: span.from, occupiedUntil: span.until };
}

/** The later of two ends; null (no end) wins. */
function latest(a: Date | null, b: Date | null): Date | null {
  if (a === null) return null;
  return b && b.getTime() > a.getTime() ? b : a;
}

/** Services (with their business) kept for bookings at most; then the memory starts over. */
const KEPT_BOOKABLE_MAX = 10_000;

export class BookingsService {
  /** The rows of recently booked services, by id (checked against the database on use). */
  private readonly bookable = new Map<string, Bookable>();

  constructor(
    private readonly transact: Transact,
    private readonly bookings: BookingsRepository,
    private readonly services: ServicesService,
    private readonly businesses: BusinessesService,
    private readonly access: AccessService,
    private readonly notifier: BookingNotifier,
    private readonly clock: Clock,
    private readonly extras: BookingsExtras = {},
  ) {}

  // ---- creation -------------------------------------------------------------------------

  async createForCustomer(customer: UserRow, input: CreateBookingRequest): Promise<Booking> {
    const problem = customerBookingProblem(customer);
    if (problem) throw badRequest(problem, 'phone');
    return this.create(input, { customer });
  }

  async createForGuest(input: GuestBookingRequest): Promise<Booking> {
    return this.create(input, {
      guest: { name: input.guestName, email: input.guestEmail, phone: input.guestPhone },
    });
  }

  /**
   * Checks the request with the shared rules and stores it. Capacity holds under any concurrency:
   * the service row is locked (SELECT ... FOR UPDATE) for the transaction, so bookings of one
   * service are counted and inserted one after another (docs/decisions/0004-booking-capacity.md).
   */
  private async create(input: CreateBookingRequest, party: Party): Promise<Booking> {
    const by = 'customer' in party ? 'customer' : 'guest';
    for (let attempt = 0; ; attempt++) {
      // Rows kept from an earlier booking of the service save a round trip; the database
      // refuses the booking ('stale') if either changed since, and a refusal is only given on
      // rows just read.
      const kept = attempt === 0 ? this.bookable.get(input.service) : undefined;
      const found = kept ?? (await this.readBookable(input.service));
      let outcome: BookingView | 'stale';
      try {
        outcome = await this.createFrom(found, input, party);
      } catch (err) {
        if (kept && err instanceof AppError && err.status !== 409) continue;
        throw err;
      }
      if (outcome !== 'stale') {
        this.notifier.wake();
        return this.announce(outcome, 'created', by);
      }
      this.bookable.delete(input.service);
      if (attempt >= 3) throw conflict(BOOKING_MESSAGES.changedMeanwhile);
    }
  }

  private async readBookable(serviceId: string): Promise<Bookable | undefined> {
    const found = await this.services.findBookable(serviceId);
    if (this.bookable.size >= KEPT_BOOKABLE_MAX) this.bookable.clear();
    if (found) this.bookable.set(serviceId, found);
    return found;
  }

  /**
   * Checks the request with the shared rules against the rows read, and stores it with its
   * emails in one statement that also counts the slot's places under the service's lock
   * (docs/decisions/0004-booking-capacity.md, 0018).
   */
  private async createFrom(
    found: Bookable | undefined,
    input: CreateBookingRequest,
    party: Party,
  ): Promise<BookingView | 'stale'> {
    if (!found || !found.service.isActive || found.service.businessId !== input.business) {
      throw notFound(BOOKING_MESSAGES.serviceUnavailable);
    }
    const { service, business } = found;
    const customer = 'customer' in party ? party.customer : null;
    const check = checkBookingTime(scheduling(service), business, input, this.clock());
    if (!check.ok) throw badRequest(check.message, check.field);
    const { slot } = check;
    const now = this.clock();
    const status = initialBookingStatus(service.autoAcceptBookings);
    const booking = {
      id: randomUUID(),
      serviceId: service.id,
      businessId: business.id,
      customerId: 'customer' in party ? party.customer.id : null,
      guestName: 'guest' in party ? party.guest.name : null,
      guestEmail: 'guest' in party ? party.guest.email : null,
      guestPhone: 'guest' in party ? party.guest.phone : null,
      // A service that does not take comments stores none, whatever the client sent.
      notes: service.allowCustomerComments ? input.notes : '',
      status,
      bookingDate: slot.bookingDate,
      startTime: slot.startTime,
      startsAt: slot.startsAt,
      slotKey: slot.slotKey,
      ...occupancy(service, slot),
      serviceName: service.name,
      serviceDuration: service.hasDuration ? service.duration : null,
      serviceHasDuration: service.hasDuration,
      servicePrice: service.hasPricing ? service.price : null,
      serviceHasPricing: service.hasPricing,
      icsSequence: 0,
      confirmedAt: status === 'confirmed' ? now : null,
      createdAt: now,
      updatedAt: now,
    };
    const emails = this.notifier.emailsForNewBooking(
      bookingFacts(booking, business, customer),
      business.reminderLeadMinutes,
    );
    const row = await this.bookings.create(booking, emails, placeCheck(service, slot), found.versions);
    if (row === 'stale') return 'stale';
    if (row === 'full') throw conflict(slotFullMessage(slot.bookingType));
    return {
      booking: row,
      business,
      customer: customer && {
        id: customer.id,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
      },
    };
  }

  // ---- availability ---------------------------------------------------------------------

  /**
   * Refuses a slot without a free place (decisions.md 8.4, `placeCheck`). `except`: the booking
   * being moved. Runs under the service's lock.
   */
  private async requirePlace(
    service: ServiceRow,
    slot: BookingTimeSlot,
    except: string | null,
    tx: DbOrTx,
  ): Promise<void> {
    const place = placeCheck(service, slot);
    if (!place) return;
    const taken =
      'span' in place
        ? await this.bookings.countOverlapping(service.id, place.span, except, tx)
        : await this.bookings.countActiveInSlot(service.id, place.slotKey, tx);
    if (taken >= place.limit) throw conflict(slotFullMessage(slot.bookingType));
  }

  /**
   * `GET /services/{id}/availability` (decisions.md 8.4): the shared slot rules over the range,
   * with one query for the service's active bookings in it.
   */
  async availability(serviceId: string, query: ServiceAvailabilityQuery): Promise<ServiceAvailability> {
    const found = await this.services.findWithBusiness(serviceId);
    if (!found || !found.service.isActive) throw notFound(NOT_FOUND_MESSAGES.service);
    const { service, business } = found;
    const now = this.clock();
    const from = query.from ?? todayInZone(now, business.timezone);
    const to = query.to ?? addDays(from, 30);
    const days = dateToDayNumber(to) - dateToDayNumber(from) + 1;
    if (days < 1 || days > AVAILABILITY_RANGE_MAX_DAYS) {
      throw badRequest(VALIDATION_MESSAGES.availabilityRange, 'to');
    }
    const type = service.bookingType;
    const DAY = 86_400_000;
    const taken = await this.bookings.takenInRange(
      service.id,
      type === 'flexible'
        ? 'all'
        : type === 'date-only'
          ? { dates: { first: from, last: to } }
          : // Local days lie within a day of the UTC day of the same date.
            {
              span: {
                from: new Date((dateToDayNumber(from) - 1) * DAY),
                until: new Date((dateToDayNumber(to) + 2) * DAY),
              },
            },
      query.excludeBooking ?? null,
    );
    return serviceAvailability(scheduling(service), business, { from, to }, now, taken);
  }

  /** How many more bookings the slot takes. Without a slot limit there is no bound. */
  async slotAvailability(serviceId: string, query: SlotAvailabilityQuery): Promise<SlotAvailabilityResponse> {
    const service = await this.services.findById(serviceId);
    if (!service || !service.isActive) throw notFound(BOOKING_MESSAGES.serviceUnavailable);
    if (!service.hasSlotLimit) return { available: true, availableSlots: Number.MAX_SAFE_INTEGER };
    const business = await this.businesses.findById(service.businessId);
    if (!business) throw notFound(BOOKING_MESSAGES.serviceUnavailable);

    const type = service.bookingType;
    const date = type === 'time-only' ? todayInZone(this.clock(), business.timezone) : (query.date ?? null);
    const time = query.time ?? null;
    const missing = missingSelection(type, { bookingDate: date, startTime: time });
    if (missing) throw badRequest(missing.message, missing.field === 'bookingDate' ? 'date' : 'time');

    const startsAt =
      countsByTime(type) && date && time ? zonedDateTimeToUtc(date, time, business.timezone) : null;
    const taken = startsAt
      ? await this.bookings.countOverlapping(service.id, slotSpan(scheduling(service), startsAt), null)
      : await this.bookings.countActiveInSlot(service.id, capacitySlotKey(type, date, time));
    const availableSlots = Math.max(0, service.maxSlotsPerTimeSlot - taken);
    return { available: availableSlots > 0, availableSlots };
  }

  /**
   * `PUT /businesses/{id}/date-overrides`: the business's closures and one-off hours, and the
   * active bookings they leave outside the hours, for the owner to handle (none is cancelled).
   */
  async updateDateOverrides(
    owner: UserRow,
    businessId: string,
    overrides: DateOverride[],
  ): Promise<{ business: Business; affectedBookings: Booking[] }> {
    const row = await this.businesses.setDateOverrides(owner, businessId, overrides);
    const byDate = new Map(row.dateOverrides.map((override) => [override.date, override]));
    const onThoseDays = await this.bookings.activeOnDates(businessId, [...byDate.keys()]);
    const affected = onThoseDays.filter(({ booking }) =>
      bookingOutsideOverride(
        { startTime: booking.startTime, durationMinutes: booking.serviceDuration },
        byDate.get(booking.bookingDate ?? '') as DateOverride,
      ),
    );
    return { business: toBusinessDto(row), affectedBookings: affected.map(toBookingDto) };
  }

  // ---- lists ----------------------------------------------------------------------------

  async customerActive(customer: UserRow): Promise<Booking[]> {
    return (await this.bookings.activeForCustomer(customer.id)).map(toBookingDto);
  }

  /** Completed bookings carry their review (null: none yet), so the customer sees what to review. */
  async customerHistory(customer: UserRow): Promise<Booking[]> {
    return this.withReviews((await this.bookings.historyForCustomer(customer.id)).map(toBookingDto));
  }

  private async withReviews(list: Booking[]): Promise<Booking[]> {
    const completed = list.filter((b) => b.status === 'completed').map((b) => b._id);
    if (completed.length === 0 || !this.extras.reviewsOf) return list;
    const reviews = await this.extras.reviewsOf(completed);
    return list.map((b) => (b.status === 'completed' ? { ...b, review: reviews.get(b._id) ?? null } : b));
  }

  async businessActive(owner: UserRow, businessId: string, range: BookingListQuery): Promise<Booking[]> {
    await this.access.requireAccess(owner, 'business.bookings', businessId);
    return (await this.bookings.activeForBusiness(businessId, range)).map(toBookingDto);
  }

  async businessHistory(owner: UserRow, businessId: string): Promise<Booking[]> {
    await this.access.requireAccess(owner, 'business.bookings', businessId);
    return (await this.bookings.historyForBusiness(businessId)).map(toBookingDto);
  }

  async markAllViewed(customer: UserRow): Promise<{ message: string; updated: number }> {
    const updated = await this.bookings.markAllViewed(customer.id, this.clock());
    return { message: 'Bookings marked as viewed', updated };
  }

  /** A new customer account takes over the guest bookings made with its email. */
  async linkGuestBookings(user: UserRow): Promise<void> {
    if (user.role === 'customer') await this.bookings.linkGuestBookings(user.id, user.email);
  }

  // ---- changes --------------------------------------------------------------------------

  /**
   * Business owner only (decisions.md 8.5): pending->confirmed, pending->cancelled,
   * confirmed->cancelled, and confirmed->completed once the start has passed (409 otherwise). The
   * customer's email commits with the change; a change that an invite tells of (a confirmation,
   * the cancellation of a booking whose invite went out) raises the invite's SEQUENCE.
   */
  async changeStatus(
    owner: UserRow,
    bookingId: string,
    to: BookingStatus,
    reason?: string,
  ): Promise<Booking> {
    await this.access.requireAccess(owner, 'booking.business', bookingId);
    const view = await this.view(bookingId);
    const from = view.booking.status;
    const started = hasStarted(view.booking, view.business.timezone, this.clock());
    if (!canTransition(from, to, 'business', { started })) {
      throw conflict(
        canTransition(from, to, 'business', { started: true })
          ? BOOKING_MESSAGES.completeNotStarted
          : BOOKING_MESSAGES.statusChangeNotAllowed,
      );
    }
    const inviteSent = hadInvite(view.booking);
    await this.transact(async (tx) => {
      const row = await this.bookings.transition(
        bookingId,
        from,
        to,
        statusTimestampField(to),
        this.clock(),
        {
          bumpSequence: to === 'confirmed' || (to === 'cancelled' && inviteSent),
          ...(to === 'cancelled' ? { cancelledBy: 'business' as const } : {}),
          tx,
        },
      );
      // Someone else changed it between our read and our write.
      if (!row) throw conflict(BOOKING_MESSAGES.statusChangeNotAllowed);
      const business = await this.businesses.findById(row.businessId, tx);
      if (!business) throw notFound(NOT_FOUND_MESSAGES.booking);
      await this.notifier.bookingStatusChanged(tx, bookingFacts(row, business, view.customer), to, {
        reason,
        inviteSent,
        leads: business.reminderLeadMinutes,
      });
    });
    this.notifier.wake();
    return to === 'pending' ? this.dto(bookingId) : this.told(bookingId, to, 'business');
  }

  // ---- the customer's own changes (decisions.md 8.3) ----------------------------------------

  /** `PUT /bookings/{id}/cancel-by-customer`. */
  async cancelByCustomer(customer: UserRow, bookingId: string): Promise<Booking> {
    await this.access.requireAccess(customer, 'booking.customer', bookingId);
    return this.cancelAsCustomer(bookingId, 'customer');
  }

  /** `PUT /bookings/{id}/reschedule`. */
  async rescheduleByCustomer(
    customer: UserRow,
    bookingId: string,
    input: RescheduleBookingRequest,
  ): Promise<Booking> {
    await this.access.requireAccess(customer, 'booking.customer', bookingId);
    return this.rescheduleAsCustomer(bookingId, input, 'customer');
  }

  /** `GET /manage/{token}`: a guest's booking through the link of its emails. */
  async managed(token: string): Promise<Booking> {
    const [booking] = await this.withReviews([toBookingDto(await this.managedView(token))]);
    return booking as Booking;
  }

  /** The id of the booking a manage link names (404 for an unknown, altered or expired link). */
  async managedBookingId(token: string): Promise<string> {
    return (await this.managedView(token)).booking.id;
  }

  /** `PUT /manage/{token}/cancel`. */
  async cancelManaged(token: string): Promise<Booking> {
    return this.cancelAsCustomer((await this.managedView(token)).booking.id, 'guest');
  }

  /** `PUT /manage/{token}/reschedule`. */
  async rescheduleManaged(token: string, input: RescheduleBookingRequest): Promise<Booking> {
    return this.rescheduleAsCustomer((await this.managedView(token)).booking.id, input, 'guest');
  }

  /**
   * The booking a manage link names: the token must be one the server made for it, and the link
   * works until 7 days after the booking's start, or for a completed booking until its review
   * can no longer be written or changed (docs/decisions/0023). Anything else is unknown (404).
   */
  private async managedView(token: string): Promise<BookingView> {
    const id = this.extras.manageLinks?.idOf(token);
    const view = id ? await this.bookings.findView(id) : undefined;
    const until =
      view &&
      latest(manageLinkValidUntil(view.booking, view.business.timezone), reviewLinkValidUntil(view.booking));
    if (!view || (until && until.getTime() < this.clock().getTime())) {
      throw notFound(BOOKING_MESSAGES.manageLinkInvalid);
    }
    return view;
  }

  /** Why the customer may not change the booking now (409 naming the cut-off), checked on a locked row. */
  private checkCustomerChange(booking: BookingRow, business: BusinessRow): void {
    const check = customerChangeCheck(booking, business, this.clock());
    if (!check.allowed) throw conflict(check.message);
  }

  private async cancelAsCustomer(bookingId: string, by: CustomerActor): Promise<Booking> {
    await this.transact(async (tx) => {
      const booking = await this.bookings.lockById(bookingId, tx);
      if (!booking) throw notFound(NOT_FOUND_MESSAGES.booking);
      const business = await this.businesses.findById(booking.businessId, tx);
      if (!business) throw notFound(NOT_FOUND_MESSAGES.booking);
      this.checkCustomerChange(booking, business);
      const inviteSent = hadInvite(booking);
      const row = await this.bookings.transition(
        booking.id,
        booking.status,
        'cancelled',
        'cancelledAt',
        this.clock(),
        {
          bumpSequence: inviteSent,
          cancelledBy: 'customer',
          tx,
        },
      );
      if (!row) throw conflict(BOOKING_MESSAGES.customerChangeOnlyActive);
      const view = await this.view(bookingId, tx);
      await this.notifier.bookingCancelledByCustomer(
        tx,
        bookingFacts(row, business, view.customer),
        inviteSent,
      );
    });
    this.notifier.wake();
    return this.told(bookingId, 'cancelled', by);
  }

  /**
   * Moves the booking to another time of the same service, checked as a new booking is; the new
   * slot is taken and the old one freed in one transaction, under the service's lock like every
   * creation (capacity holds under any concurrency, docs/decisions/0004). It waits for the
   * business again unless the service accepts bookings at once. The same slot changes nothing.
   */
  private async rescheduleAsCustomer(
    bookingId: string,
    input: RescheduleBookingRequest,
    by: CustomerActor,
  ): Promise<Booking> {
    const moved = await this.transact(async (tx) => {
      const current = await this.bookings.findView(bookingId, tx);
      if (!current) throw notFound(NOT_FOUND_MESSAGES.booking);
      const serviceId = current.booking.serviceId;
      // The service first, then the booking: the order every booking change takes its locks in.
      const service = serviceId ? await this.services.lockById(serviceId, tx) : undefined;
      const booking = await this.bookings.lockById(bookingId, tx);
      if (!booking) throw notFound(NOT_FOUND_MESSAGES.booking);
      const business = await this.businesses.findById(booking.businessId, tx);
      if (!business) throw notFound(NOT_FOUND_MESSAGES.booking);
      this.checkCustomerChange(booking, business);
      if (!service || !service.isActive) throw conflict(BOOKING_MESSAGES.serviceUnavailable);
      if (service.bookingType === 'flexible') throw conflict(BOOKING_MESSAGES.rescheduleNeedsTime);

      const check = checkBookingTime(scheduling(service), business, input, this.clock());
      if (!check.ok) throw badRequest(check.message, check.field);
      const { slot } = check;
      if (slot.slotKey === booking.slotKey) return null;
      await this.requirePlace(service, slot, booking.id, tx);
      const row = await this.bookings.moveTo(
        booking.id,
        {
          bookingDate: slot.bookingDate,
          startTime: slot.startTime,
          startsAt: slot.startsAt,
          slotKey: slot.slotKey,
          ...occupancy(service, slot),
        },
        initialBookingStatus(service.autoAcceptBookings),
        this.clock(),
        tx,
      );
      if (!row) throw conflict(BOOKING_MESSAGES.customerChangeOnlyActive);
      await this.notifier.bookingRescheduled(
        tx,
        bookingFacts(row, business, current.customer),
        {
          bookingDate: booking.bookingDate,
          startTime: booking.startTime,
          startsAt: booking.startsAt?.toISOString() ?? null,
        },
        business.reminderLeadMinutes,
      );
      return row;
    });
    if (!moved) return this.dto(bookingId);
    this.notifier.wake();
    return this.told(bookingId, 'rescheduled', by);
  }

  /**
   * After a commit: the booking as answered, and the business owner's and the customer's open
   * screens hear of the change (on every process).
   */
  private async told(
    bookingId: string,
    change: BookingChange['change'],
    by: BookingChange['by'],
  ): Promise<Booking> {
    return this.announce(await this.view(bookingId), change, by);
  }

  /** `told`, for a booking whose view the caller already holds as committed. */
  private async announce(
    view: BookingView,
    change: BookingChange['change'],
    by: BookingChange['by'],
  ): Promise<Booking> {
    const booking = toBookingDto(view);
    const userIds = [view.business.ownerId, view.booking.customerId].filter((id): id is string =>
      Boolean(id),
    );
    this.extras.events?.bookingChanged({ change, by, booking }, userIds);
    // A place was taken or freed (a confirmation changes no count).
    if (change !== 'confirmed' && view.booking.serviceId)
      await this.extras.changed?.places(view.business.id, view.booking.serviceId);
    return booking;
  }

  async removeForCustomer(customer: UserRow, bookingId: string): Promise<{ message: string }> {
    await this.access.requireAccess(customer, 'booking.customer', bookingId);
    const view = await this.view(bookingId);
    // Already removed from the customer's lists: gone, as far as the customer can tell.
    if (view.booking.hiddenForCustomer) throw notFound(NOT_FOUND_MESSAGES.booking);
    return this.hide(view, 'customer');
  }

  async removeForBusiness(owner: UserRow, bookingId: string): Promise<{ message: string }> {
    await this.access.requireAccess(owner, 'booking.business', bookingId);
    const view = await this.view(bookingId);
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

  // ---- helpers --------------------------------------------------------------------------

  private async view(id: string, tx?: DbOrTx): Promise<BookingView> {
    const view = await this.bookings.findView(id, tx);
    if (!view) throw notFound(NOT_FOUND_MESSAGES.booking);
    return view;
  }

  private async dto(id: string, tx?: DbOrTx): Promise<Booking> {
    return toBookingDto(await this.view(id, tx));
  }
}
