// The one owner of "is there a place?" (decisions.md 8.4): the availability answer of a service,
// the remaining places of one slot, and the check a move makes under the service's lock. New
// bookings take their place through `PlacesRepository.insertIfFree`, which counts the same way.
import {
  addDays,
  AVAILABILITY_RANGE_MAX_DAYS,
  BOOKING_MESSAGES,
  capacitySlotKey,
  countsByTime,
  dateToDayNumber,
  missingSelection,
  NOT_FOUND_MESSAGES,
  serviceAvailability,
  slotFullMessage,
  slotSpan,
  todayInZone,
  VALIDATION_MESSAGES,
  zonedDateTimeToUtc,
  type BookingTimeSlot,
} from '@booklane/shared/domain';
import {
  type ServiceAvailability,
  type ServiceAvailabilityQuery,
  type SlotAvailabilityQuery,
  type SlotAvailabilityResponse,
} from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import type { BusinessesService } from '../businesses/businesses.service';
import type { ServiceRow } from '../services/services.repository';
import type { ServicesService } from '../services/services.service';
import { placeCheck, scheduling, serviceCalendar, type PlaceCheck } from './places';
import type { PlacesRepository, TakenRange } from './places.repository';

const DAY_MS = 86_400_000;

export class AvailabilityService {
  constructor(
    private readonly places: PlacesRepository,
    private readonly services: ServicesService,
    private readonly businesses: BusinessesService,
    private readonly clock: Clock,
  ) {}

  /**
   * `GET /services/{id}/availability`: the shared slot rules over the range, with one query for
   * the service's active bookings in it.
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
    const taken = await this.places.takenInRange(
      serviceCalendar(service.id),
      takenRange(service.bookingType, from, to),
      query.excludeBooking ?? null,
    );
    return serviceAvailability(scheduling(service), business, { from, to }, now, taken);
  }

  /** `GET /bookings/availability/{serviceId}`: how many more bookings one slot takes. */
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
    const taken = await this.places.countTaken(
      serviceCalendar(service.id),
      startsAt
        ? { span: slotSpan(scheduling(service), startsAt) }
        : { slotKey: capacitySlotKey(type, date, time) },
      null,
    );
    const availableSlots = Math.max(0, service.maxSlotsPerTimeSlot - taken);
    return { available: availableSlots > 0, availableSlots };
  }

  /**
   * Refuses a slot without a free place, `except` the booking being moved (409 with the slot's
   * words). Runs under the service's lock, so nobody takes the place between the count and the move.
   */
  async requirePlace(service: ServiceRow, slot: BookingTimeSlot, except: string | null, tx: DbOrTx) {
    const place = placeCheck(service, slot);
    if (!place) return;
    if (!(await this.hasPlace(place, except, tx))) throw conflict(slotFullMessage(slot.bookingType));
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
