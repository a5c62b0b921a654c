// The one owner of "is there a place?" (decisions.md 8.4): the availability answer of a service,
// the remaining places of one slot, and the check a move makes under the service's lock. New
// bookings take their place through `PlacesRepository.insertIfFree`, which counts the same way.
import {
  addDays,
  AVAILABILITY_RANGE_MAX_DAYS,
  availabilityChangesAt,
  NEXT_FREE_DAYS,
  BOOKING_MESSAGES,
  capacitySlotKey,
  countsByTime,
  dateToDayNumber,
  memberRemaining,
  missingSelection,
  NOT_FOUND_MESSAGES,
  occupiedSpan,
  slotFullMessage,
  teamAvailability,
  slotSpan,
  todayInZone,
  VALIDATION_MESSAGES,
  zonedDateTimeToUtc,
  checkBookingTime,
  memberScheduling,
  type BookingField,
  type BookingTimeSlot,
} from '@booklane/shared/domain';
import {
  type RescheduleBookingRequest,
  type NextFreeTime,
  type ServiceAvailability,
  type ServiceAvailabilityQuery,
  type SlotAvailabilityQuery,
  type SlotAvailabilityResponse,
} from '@booklane/shared/schemas';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import type { BusinessRow } from '../businesses/businesses.repository';
import type { TeamRepository } from '../team/team.repository';
import type { ServiceRow } from '../services/services.repository';
import type { ServicesService } from '../services/services.service';
import { placeCheck, scheduling, serviceCalendar, type PlaceCheck } from './places';
import type { PlacesRepository, TakenRange } from './places.repository';
import { candidates, eligibleMembers, memberTimes, memberTimesForAnswer } from './team-time';

const DAY_MS = 86_400_000;

/** Who asks for availability: a signed-in caller, and a guest's manage link token. */
export type AvailabilityCaller = { user: Caller | null; manageToken?: string | undefined };

/** Whether the caller is a party of the booking (its customer or business, or its manage link). */
export type BookingPartyCheck = (bookingId: string, caller: AvailabilityCaller) => Promise<boolean>;

export class AvailabilityService {
  constructor(
    private readonly places: PlacesRepository,
    private readonly team: TeamRepository,
    private readonly services: ServicesService,
    private readonly clock: Clock,
    private readonly isPartyOf: BookingPartyCheck = () => Promise.resolve(false),
  ) {}

  /**
   * `GET /services/{id}/availability`: the shared slot rules over the range, with one query for
   * the service's active bookings in it.
   */
  async availability(
    serviceId: string,
    query: ServiceAvailabilityQuery,
    caller: AvailabilityCaller = { user: null },
  ): Promise<ServiceAvailability> {
    return (await this.availabilityAndLife(serviceId, query, caller)).answer;
  }

  /**
   * `availability`, with what a kept copy of it needs (docs/decisions/0018): its business, whose
   * bookings of any service may change it, and the first moment the clock alone changes it.
   */
  async availabilityAndLife(
    serviceId: string,
    query: ServiceAvailabilityQuery,
    caller: AvailabilityCaller = { user: null },
  ): Promise<{ answer: ServiceAvailability; businessId: string; changesAtMs: number | null }> {
    // A booking left out tells where it is: only its own parties may (docs/decisions/0030).
    if (query.excludeBooking && !(await this.isPartyOf(query.excludeBooking, caller))) {
      throw notFound(NOT_FOUND_MESSAGES.booking);
    }
    const found = await this.services.findWithBusiness(serviceId);
    if (!found || !found.service.isActive) throw notFound(NOT_FOUND_MESSAGES.service);
    const { service, business } = found;
    const members = candidates(service, found.members, query.teamMember);
    const now = this.clock();
    const from = query.from ?? todayInZone(now, business.timezone);
    const to = query.to ?? addDays(from, 30);
    const days = dateToDayNumber(to) - dateToDayNumber(from) + 1;
    if (days < 1 || days > AVAILABILITY_RANGE_MAX_DAYS) {
      throw badRequest(VALIDATION_MESSAGES.availabilityRange, 'to');
    }
    const range = takenRange(service.bookingType, from, to);
    const except = query.excludeBooking ?? null;
    const rules = { ...scheduling(service), id: service.id };
    if (typeof range === 'object' && 'span' in range) {
      const times = await memberTimesForAnswer(
        this.places,
        business.id,
        members.map((m) => m.id),
        range.span,
        except,
      );
      const team = members.map((m) => ({ ...m, time: times.get(m.id)! }));
      const answer = teamAvailability(rules, business, { from, to }, now, team, []);
      return { answer, businessId: business.id, changesAtMs: availabilityChangesAt(rules, answer, now) };
    }
    const taken = await this.places.takenInRange(serviceCalendar(service.id), range, except);
    const team = members.map((m) => ({ ...m, time: { held: [], blocks: [] } }));
    const answer = teamAvailability(rules, business, { from, to }, now, team, taken);
    return { answer, businessId: business.id, changesAtMs: availabilityChangesAt(rules, answer, now) };
  }

  /**
   * Whether the business has a bookable time with a free place in its `days` days from its today
   * (the directory's free filter, docs/decisions/0043): day by day, each active service with a
   * date or a time (flexible ones have no time), the team's held times read once for the window;
   * it stops at the first free time.
   */
  async hasFreeTime(businessId: string, days: number): Promise<boolean> {
    return (await this.firstFreeTime(businessId, days, false)) !== null;
  }

  /**
   * `GET /businesses/{id}/next-free` (docs/decisions/0046): the earliest free time of the
   * business's services within NEXT_FREE_DAYS of its today, business local, with its service.
   */
  async nextFreeTime(business: { _id: string; timezone: string }): Promise<NextFreeTime> {
    const next = await this.firstFreeTime(business._id, NEXT_FREE_DAYS, true);
    return { next, timezone: business.timezone };
  }

  /**
   * The first day with a free time, the same walk for both: `earliest` compares every service's
   * first free time that day; without it the first one found answers.
   */
  private async firstFreeTime(
    businessId: string,
    days: number,
    earliest: boolean,
  ): Promise<NonNullable<NextFreeTime['next']> | null> {
    const found = await this.services.findActiveOfBusiness(businessId);
    if (!found) return null;
    const { business, members } = found;
    const services = found.services.filter((s) => s.bookingType !== 'flexible');
    if (services.length === 0) return null;
    const now = this.clock();
    const from = todayInZone(now, business.timezone);
    const to = addDays(from, days - 1);
    const range = takenRange('datetime', from, to);
    const timed = services.some((s) => countsByTime(s.bookingType));
    const times =
      timed && typeof range === 'object' && 'span' in range
        ? await memberTimesForAnswer(
            this.places,
            business.id,
            members.map((m) => m.id),
            range.span,
            null,
          )
        : new Map<string, never>();
    const taken = new Map<string, Awaited<ReturnType<PlacesRepository['takenInRange']>>>();
    for (let day = from; day <= to; day = addDays(day, 1)) {
      let best: NonNullable<NextFreeTime['next']> | null = null;
      for (const service of services) {
        const rules = { ...scheduling(service), id: service.id };
        const eligible = eligibleMembers(service, members);
        let answer: ServiceAvailability;
        if (countsByTime(service.bookingType)) {
          const team = eligible.map((m) => ({ ...m, time: times.get(m.id) ?? { held: [], blocks: [] } }));
          answer = teamAvailability(rules, business, { from: day, to: day }, now, team, []);
        } else {
          let serviceTaken = taken.get(service.id);
          if (!serviceTaken) {
            serviceTaken = await this.places.takenInRange(
              serviceCalendar(service.id),
              takenRange(service.bookingType, from, to),
              null,
            );
            taken.set(service.id, serviceTaken);
          }
          const team = eligible.map((m) => ({ ...m, time: { held: [], blocks: [] } }));
          answer = teamAvailability(rules, business, { from: day, to: day }, now, team, serviceTaken);
        }
        const free = answer.days
          .filter((d) => d.open)
          .flatMap((d) => d.slots.filter((slot) => slot.remaining !== 0).map((slot) => ({ d, slot })))[0];
        if (!free) continue;
        const candidate = { date: free.d.date, startTime: free.slot.startTime, serviceId: service.id };
        if (!earliest) return candidate;
        // A day-only service (no time) is free "that day": any timed one that day says more.
        if (
          !best ||
          (best.startTime === null && candidate.startTime !== null) ||
          (best.startTime !== null && candidate.startTime !== null && candidate.startTime < best.startTime)
        ) {
          best = candidate;
        }
      }
      if (best) return best;
    }
    return null;
  }

  /** `GET /bookings/availability/{serviceId}`: how many more bookings one slot takes. */
  async slotAvailability(serviceId: string, query: SlotAvailabilityQuery): Promise<SlotAvailabilityResponse> {
    const found = await this.services.findWithBusiness(serviceId);
    if (!found || !found.service.isActive) throw notFound(BOOKING_MESSAGES.serviceUnavailable);
    const { service, business } = found;

    const type = service.bookingType;
    const date = type === 'time-only' ? todayInZone(this.clock(), business.timezone) : (query.date ?? null);
    const time = query.time ?? null;
    const missing = missingSelection(type, { bookingDate: date, startTime: time });
    if (missing) throw badRequest(missing.message, missing.field === 'bookingDate' ? 'date' : 'time');

    const startsAt =
      countsByTime(type) && date && time ? zonedDateTimeToUtc(date, time, business.timezone) : null;
    const limit = service.hasSlotLimit ? service.maxSlotsPerTimeSlot : null;
    const slotKey = capacitySlotKey(type, date, time);
    let remaining: number | null;
    if (startsAt) {
      const members = eligibleMembers(service, found.members);
      remaining = await this.bestRemaining(service, business.id, members, startsAt, slotKey, null);
    } else if (limit === null) {
      remaining = null;
    } else {
      remaining = Math.max(
        0,
        limit - (await this.places.countTaken(serviceCalendar(service.id), { slotKey }, null)),
      );
    }
    if (remaining === null) return { available: true, availableSlots: Number.MAX_SAFE_INTEGER };
    return { available: remaining > 0, availableSlots: remaining };
  }

  /**
   * What the members can take at a timed slot, the best of them (null: no limit); `except` a
   * booking being moved. Their hours are the caller's to check.
   */
  async bestRemaining(
    service: ServiceRow,
    businessId: string,
    members: ReadonlyArray<{ id: string }>,
    startsAt: Date,
    slotKey: string,
    except: string | null,
    tx?: DbOrTx,
  ): Promise<number | null> {
    const span = slotSpan(scheduling(service), startsAt);
    const held = occupiedSpan(scheduling(service), startsAt);
    const ids = members.map((m) => m.id);
    const times = await memberTimes(this.team, businessId, ids, held, except, tx);
    const limit = service.hasSlotLimit ? service.maxSlotsPerTimeSlot : null;
    const ask = {
      fromMs: span.from.getTime(),
      untilMs: span.until.getTime(),
      heldFromMs: held.from.getTime(),
      heldUntilMs: held.until.getTime(),
      session: `${service.id}|${slotKey}`,
    };
    let best: number | null = 0;
    for (const id of ids) {
      const left = memberRemaining(times.get(id)!, ask, limit);
      if (left === null) return null;
      best = Math.max(best, left);
    }
    return best;
  }

  /**
   * Refuses a slot without a free place, `except` the booking being moved (409 with the slot's
   * words). Runs under the service's lock, so nobody takes the place between the count and the move.
   */
  async requirePlace(
    service: ServiceRow,
    slot: BookingTimeSlot,
    except: string | null,
    tx: DbOrTx,
    member: { id: string } | null,
  ) {
    if (slot.startsAt && member) {
      const left = await this.bestRemaining(
        service,
        service.businessId,
        [member],
        slot.startsAt,
        slot.slotKey,
        except,
        tx,
      );
      if (left === 0) throw conflict(slotFullMessage(slot.bookingType));
      return;
    }
    const place = placeCheck(service, slot);
    if (!place) return;
    if (!(await this.hasPlace(place, except, tx))) throw conflict(slotFullMessage(slot.bookingType));
  }

  /**
   * A move's new time and who does it (decisions.md 9.1), under the service's lock: the member
   * asked for, else the booking's own while they perform the service, else anyone eligible; their
   * hours must offer the time and their time must be free (409 with the slot's words otherwise).
   * Date-only bookings keep their member and count per service.
   */
  async placeForMove(
    service: ServiceRow,
    business: BusinessRow,
    booking: { id: string; teamMemberId: string | null },
    input: RescheduleBookingRequest,
    tx: DbOrTx,
    /** The time rules: a customer's (the default), or the business's own (`checkBusinessBookingTime`). */
    checkTime: typeof checkBookingTime = checkBookingTime,
  ): Promise<{ slot: BookingTimeSlot; member: { id: string; name: string } | null }> {
    const now = this.clock();
    if (!countsByTime(service.bookingType)) {
      const check = checkTime(scheduling(service), business, input, now);
      if (!check.ok) throw badRequest(check.message, check.field);
      await this.requirePlace(service, check.slot, booking.id, tx, null);
      return { slot: check.slot, member: null };
    }
    const active = (await this.team.listByBusiness(business.id, tx)).filter((m) => m.isActive);
    const own =
      booking.teamMemberId && eligibleMembers(service, active).some((m) => m.id === booking.teamMemberId);
    const asked = candidates(service, active, input.teamMember ?? (own ? booking.teamMemberId : null));
    // Checked and written under the members' locks, as a creation is: every member who does the
    // service, in one sorted statement, so that the waitlist's offers made in the same transaction
    // (which lock the same members) take no second round of locks (no deadlock between them).
    await this.team.lockTimeOf(
      eligibleMembers(service, active).map((m) => m.id),
      tx,
    );
    let refusal: { message: string; field: BookingField } | null = null;
    for (const member of asked) {
      const check = checkTime(memberScheduling(scheduling(service), member, business), business, input, now);
      if (!check.ok) {
        refusal ??= check;
        continue;
      }
      const { slot } = check;
      if (slot.slotKey === null || !slot.startsAt) continue;
      const left = await this.bestRemaining(
        service,
        business.id,
        [member],
        slot.startsAt,
        slot.slotKey,
        booking.id,
        tx,
      );
      if (left !== 0) return { slot, member };
      refusal = null;
    }
    if (refusal && asked.length === 1) throw badRequest(refusal.message, refusal.field);
    throw conflict(slotFullMessage(service.bookingType));
  }

  /** Whether a check leaves a place: fewer active bookings than its limit. */
  async hasPlace(place: PlaceCheck, except: string | null, tx?: DbOrTx): Promise<boolean> {
    const window = 'span' in place ? { span: place.span } : { slotKey: place.slotKey };
    return (await this.places.countTaken(place.calendar, window, except, tx)) < place.limit;
  }
}

/** What the availability of `from`..`to` counts, by booking type. */
function takenRange(type: ServiceRow['bookingType'], from: string, to: string): TakenRange {
  if (type === 'flexible') return 'all';
  if (type === 'date-only') return { dates: { first: from, last: to } };
  // Local days lie within a day of the UTC day of the same date.
  return {
    span: {
      from: new Date((dateToDayNumber(from) - 1) * DAY_MS),
      until: new Date((dateToDayNumber(to) + 2) * DAY_MS),
    },
  };
}
