// New bookings, by signed-in customers, by guests and by the business itself (spec section 5,
// decisions.md 8.4, 9.2): the request is checked with the shared rules against the service and
// business rows read, and the booking is stored with its outbox rows in one statement that counts
// the slot's places under the service's lock (docs/decisions/0004, 0018). Capacity holds under
// any concurrency.
import { randomUUID } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  checkBookingTime,
  BUSINESS_BOOKING_PAST_DAYS,
  checkBusinessBookingTime,
  countsByTime,
  customerBookingProblem,
  initialBookingStatus,
  memberScheduling,
  NOT_FOUND_MESSAGES,
  slotFullMessage,
  slotSpan,
  type BookingTimeSlot,
} from '@booklane/shared/domain';
import {
  type Booking,
  type BusinessBookingRequest,
  type CreateBookingRequest,
  type GuestBookingRequest,
} from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import type { DbOrTx } from '../../db/client';
import type { OutboxWritten } from '../../db/outbox';
import { BytesBoundedMap } from '../../core/bytes-bounded-map';
import { AppError, badRequest, conflict, notFound } from '../../core/errors';
import { occupancy, scheduling } from '../availability/places';
import type { PlacesRepository } from '../availability/places.repository';
import { candidates } from '../availability/team-time';
import type { ActiveMember, Bookable } from '../services/services.repository';
import type { ServicesService } from '../services/services.service';
import type { AccessService } from '../access/access.service';
import type { UserRow } from '../users/users.repository';
import { customerActor, guestActor, type BusinessActors } from './business-actors';
import type { BookingView } from './bookings.repository';
import type { BookingActor, BookingActorInfo, BookingLifecycle } from './lifecycle';

/**
 * Who the booking is for: a customer account, a guest who gave their name, email and phone, or a
 * person the business books (a walk-in or phone call, decisions.md 9.2) who may have given neither.
 */
type Party = { customer: UserRow } | { guest: { name: string; email: string | null; phone: string | null } };

/**
 * How a booking is made: by whom (the lifecycle's `by` and the history's actor), and under whose
 * time rules (a customer's: notice and advance limit; the business's: `checkBusinessBookingTime`).
 */
type Making = {
  by: BookingActor;
  actor: BookingActorInfo;
  origin: BookingOrigin;
  byBusiness: boolean;
  /** A person in line claims a place held for them (decisions.md 9.3). */
  fromWaitlist?: boolean;
};

/** A stored booking, and what its statement wrote beside it (for the reactions after the commit). */
type Created = { view: BookingView; written: OutboxWritten };

/**
 * Where a booking request came from, as far as the review rules ask (docs/decisions/0031): the
 * account it was sent signed in as (a guest booking may come from a signed-in business account),
 * and the browser's device cookie as sent (the one the sign-in limits keep, auth/device-trust.ts).
 */
export type BookingOrigin = { accountId: string | null; device: string | undefined };

/** Knows the browsers an account signed in on (auth/device-trust.ts). */
type KnownBrowsers = { knownFor(cookie: string | undefined, userId: string): string | null };

/**
 * The memory the services kept for bookings (with their business and members) may take; the
 * oldest go first. Counted in bytes: a business's rows may be large (its description, hours and
 * date overrides), and the team of each service is kept with it.
 */
const KEPT_BOOKABLE_BYTES = 8 * 1024 * 1024;

/** The business's time rules for a new booking: it may record one up to a week back. */
const recordableByBusiness: typeof checkBusinessBookingTime = (service, business, request, now) =>
  checkBusinessBookingTime(service, business, request, now, BUSINESS_BOOKING_PAST_DAYS);

export class BookingCreation {
  /** The rows of recently booked services, by id (checked against the database on use). */
  private readonly bookable = new BytesBoundedMap<string, Bookable>(KEPT_BOOKABLE_BYTES);

  constructor(
    private readonly places: PlacesRepository,
    private readonly services: ServicesService,
    private readonly lifecycle: BookingLifecycle,
    private readonly browsers: KnownBrowsers,
    private readonly clock: Clock,
    private readonly business: {
      access: Pick<AccessService, 'requireAccess'>;
      actors: BusinessActors;
      /** A user account by id (the customer a business books for), in `tx` when given. */
      findUser: (id: string, tx?: DbOrTx) => Promise<UserRow | undefined>;
    },
  ) {}

  async forCustomer(customer: UserRow, input: CreateBookingRequest, device?: string): Promise<Booking> {
    const problem = customerBookingProblem(customer);
    if (problem) throw badRequest(problem, 'phone');
    const origin = { accountId: customer.id, device };
    return this.create(
      input,
      { customer },
      { by: 'customer', actor: customerActor(customer), origin, byBusiness: false },
    );
  }

  async forGuest(
    input: GuestBookingRequest,
    origin: BookingOrigin = { accountId: null, device: undefined },
  ): Promise<Booking> {
    return this.create(
      input,
      { guest: { name: input.guestName, email: input.guestEmail, phone: input.guestPhone } },
      { by: 'guest', actor: guestActor(input.guestName), origin, byBusiness: false },
    );
  }

  /**
   * `POST /businesses/{id}/bookings` (decisions.md 9.2): a walk-in or phone booking by the owner,
   * or by a staff account for their own member (absent: theirs; another: 403). Confirmed at once,
   * through the one statement every booking takes (capacity, the member's time, blocks); the
   * business's time rules (`checkBusinessBookingTime`). For a customer account (404 unless it is
   * one) or a person by name: their emails go out only when they gave an address.
   */
  async forBusiness(
    user: UserRow,
    businessId: string,
    input: BusinessBookingRequest,
    device?: string,
  ): Promise<Booking> {
    await this.business.access.requireAccess(user, 'business.bookings', businessId);
    const actor = await this.business.actors.of(user, businessId);
    if (input.teamMember) this.business.actors.requireMember(actor, input.teamMember.toLowerCase());
    let party: Party;
    if ('userId' in input.customer) {
      const customer = await this.business.findUser(input.customer.userId.toLowerCase());
      if (!customer || customer.role !== 'customer') throw notFound(NOT_FOUND_MESSAGES.customer);
      party = { customer };
    } else {
      party = { guest: input.customer };
    }
    const request: CreateBookingRequest = {
      service: input.service,
      business: businessId,
      notes: input.notes,
      bookingDate: input.bookingDate,
      startTime: input.startTime,
      teamMember: actor.role === 'staff' ? actor.teamMemberId : (input.teamMember ?? null),
    };
    const origin = { accountId: user.id, device };
    return this.create(request, party, { by: 'business', actor, origin, byBusiness: true });
  }

  /**
   * A claim of a place held for the waitlist (decisions.md 9.3), in the claim's transaction `tx`
   * (which has already ended the offer, so the place is free for it): the entry's customer or
   * guest books it through every rule a customer's booking meets (their hours, notice, capacity;
   * approval still applies). Answers the booking's id, and how to announce it after the commit.
   */
  async createInClaim(
    tx: DbOrTx,
    party: { customerId: string } | { guest: { name: string; email: string; phone: string | null } },
    place: {
      serviceId: string;
      businessId: string;
      date: string;
      startTime: string | null;
      teamMemberId: string | null;
    },
  ): Promise<{ bookingId: string; announce: () => Promise<Booking> }> {
    let who: Party;
    let making: Making;
    if ('customerId' in party) {
      const customer = await this.business.findUser(party.customerId, tx);
      if (!customer) throw notFound(NOT_FOUND_MESSAGES.customer);
      const problem = customerBookingProblem(customer);
      if (problem) throw badRequest(problem, 'phone');
      who = { customer };
      making = {
        by: 'customer',
        actor: customerActor(customer),
        origin: { accountId: customer.id, device: undefined },
        byBusiness: false,
        fromWaitlist: true,
      };
    } else {
      who = { guest: party.guest };
      making = {
        by: 'guest',
        actor: guestActor(party.guest.name),
        origin: { accountId: null, device: undefined },
        byBusiness: false,
        fromWaitlist: true,
      };
    }
    const input: CreateBookingRequest = {
      service: place.serviceId,
      business: place.businessId,
      notes: '',
      bookingDate: place.date,
      startTime: place.startTime,
      teamMember: place.teamMemberId,
    };
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.createFrom(
        await this.readBookable(place.serviceId, tx),
        input,
        who,
        making,
        tx,
      );
      if (outcome !== 'stale') {
        return {
          bookingId: outcome.view.booking.id,
          announce: () =>
            this.lifecycle.announce(
              { type: 'created', by: making.by, fromWaitlist: true },
              outcome.view,
              undefined,
              outcome.written,
            ),
        };
      }
      if (attempt >= 3) throw conflict(BOOKING_MESSAGES.changedMeanwhile);
    }
  }

  /**
   * Whether the business's own people made the booking (docs/decisions/0031): sent signed in as
   * its owner, or from a browser its owner signed in on. Its review is then refused.
   */
  private madeByBusiness(business: Bookable['business'], origin: BookingOrigin): boolean {
    return (
      origin.accountId === business.ownerId ||
      this.browsers.knownFor(origin.device, business.ownerId) !== null
    );
  }

  private async create(input: CreateBookingRequest, party: Party, making: Making): Promise<Booking> {
    const { by } = making;
    for (let attempt = 0; ; attempt++) {
      // Rows kept from an earlier booking of the service save a round trip; the database
      // refuses the booking ('stale') if either changed since, and a refusal is only given on
      // rows just read.
      const kept = attempt === 0 ? this.bookable.get(input.service) : undefined;
      const found = kept ?? (await this.readBookable(input.service));
      let outcome: Created | 'stale';
      try {
        outcome = await this.createFrom(found, input, party, making);
      } catch (err) {
        if (kept && err instanceof AppError && err.status !== 409) continue;
        throw err;
      }
      if (outcome !== 'stale') {
        return this.lifecycle.announce({ type: 'created', by }, outcome.view, undefined, outcome.written);
      }
      this.bookable.delete(input.service);
      if (attempt >= 3) throw conflict(BOOKING_MESSAGES.changedMeanwhile);
    }
  }

  /**
   * The slot asked for and the members to try for it, in order (decisions.md 9.1): the chosen
   * member, whose hours must offer the time; or, for "anyone", every eligible member whose hours
   * offer it in the owner's order, with the day (`fewestOn`) on which the creation statement tries
   * them fewest bookings first. A date-only or flexible booking without a choice takes nobody's
   * time and tries no one.
   */
  private whoCanTakeIt(
    found: Bookable,
    input: CreateBookingRequest,
    now: Date,
    checkTime: typeof checkBookingTime,
  ): { slot: BookingTimeSlot; members: ActiveMember[]; fewestOn: string | null } {
    const { service, business } = found;
    const asked = candidates(service, found.members, input.teamMember);
    const plainCheck = () => checkTime(scheduling(service), business, input, now);
    if (!countsByTime(service.bookingType) && !input.teamMember) {
      const plain = plainCheck();
      if (!plain.ok) throw badRequest(plain.message, plain.field);
      return { slot: plain.slot, members: [], fewestOn: null };
    }
    // Members with the same hours and breaks get the same answer: checked once per kind of hours.
    const checked = new Map<string, ReturnType<typeof checkBookingTime>>();
    const checkFor = (m: ActiveMember) => {
      const key = JSON.stringify([m.schedule, m.breakHours]);
      let check = checked.get(key);
      if (!check) {
        check = checkTime(memberScheduling(scheduling(service), m, business), business, input, now);
        checked.set(key, check);
      }
      return check;
    };
    const fits = asked.filter((m) => checkFor(m).ok);
    if (fits.length === 0) {
      const check = asked[0] ? checkFor(asked[0]) : plainCheck();
      if (!check.ok) throw badRequest(check.message, check.field);
      throw conflict(slotFullMessage(service.bookingType));
    }
    const first = checkFor(fits[0]!);
    if (!first.ok) throw badRequest(first.message, first.field);
    // Counted by the creation statement itself, under the service's lock: no round trip before it.
    const fewestOn = fits.length > 1 ? first.slot.bookingDate : null;
    return { slot: first.slot, members: fits, fewestOn };
  }

  private async readBookable(serviceId: string, tx?: DbOrTx): Promise<Bookable | undefined> {
    const found = tx
      ? await this.services.findBookableIn(serviceId, tx)
      : await this.services.findBookable(serviceId);
    if (found) this.bookable.set(serviceId, found);
    return found;
  }

  /** Checks the request against the rows read, and stores it if its slot has a place. */
  private async createFrom(
    found: Bookable | undefined,
    input: CreateBookingRequest,
    party: Party,
    making: Making,
    tx?: DbOrTx,
  ): Promise<Created | 'stale'> {
    if (!found || !found.service.isActive || found.service.businessId !== input.business) {
      throw notFound(BOOKING_MESSAGES.serviceUnavailable);
    }
    const { service, business } = found;
    const customer = 'customer' in party ? party.customer : null;
    const now = this.clock();
    const { byBusiness } = making;
    const { slot, members, fewestOn } = this.whoCanTakeIt(
      found,
      input,
      now,
      byBusiness ? recordableByBusiness : checkBookingTime,
    );
    // The business's own booking is confirmed at once (decisions.md 9.2).
    const status = byBusiness ? 'confirmed' : initialBookingStatus(service.autoAcceptBookings);
    const booking = this.places.rowOf({
      id: randomUUID(),
      serviceId: service.id,
      businessId: business.id,
      customerId: customer?.id ?? null,
      guestName: 'guest' in party ? party.guest.name : null,
      guestEmail: 'guest' in party ? party.guest.email : null,
      guestPhone: 'guest' in party ? party.guest.phone : null,
      // A service that does not take comments stores none, whatever the client sent (the
      // business's own notes are kept).
      notes: byBusiness || service.allowCustomerComments ? input.notes : '',
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
      madeByBusiness: byBusiness || this.madeByBusiness(business, making.origin),
      createdAt: now,
      updatedAt: now,
    });
    const contact = customer && { name: customer.name, email: customer.email, phone: customer.phone };
    const outbox = this.lifecycle.rowsForNewBooking({
      type: 'created',
      by: making.by,
      ...(making.fromWaitlist ? { fromWaitlist: true } : {}),
      booking,
      business,
      customer: contact,
      actor: making.actor,
    });
    const timed = countsByTime(slot.bookingType) && slot.startsAt !== null;
    const stored = await this.places.insertIfFree(
      { ...booking, serviceId: service.id },
      outbox,
      {
        span: timed ? slotSpan(scheduling(service), slot.startsAt!) : null,
        limit: service.hasSlotLimit ? service.maxSlotsPerTimeSlot : null,
        members,
        fewestOn,
      },
      found.versions,
      tx,
    );
    if (stored === 'stale') return 'stale';
    if (stored === 'full') throw conflict(slotFullMessage(slot.bookingType));
    return {
      view: { booking: stored.row, business, customer: customer && { id: customer.id, ...contact! } },
      written: stored.written,
    };
  }
}
