// How a booking's place is counted (decisions.md 8.4, docs/decisions/0004): in which calendar,
// against which window, up to which limit. The one definition the database function, the
// repository's counts and the availability answer all follow (see capacity-cases.ts).
import { countsByTime, occupiedSpan, slotSpan, type BookingTimeSlot } from '@booklane/shared/domain';
import { toServiceDto } from '../services/service-dto';
import type { ServiceRow } from '../services/services.repository';

/**
 * Whose time a place is counted in. Today every service is its own calendar; a team member's
 * calendar (their time held across services) is the next kind, counted the same way.
 */
export type Calendar = { kind: 'service'; id: string };

export const serviceCalendar = (serviceId: string): Calendar => ({ kind: 'service', id: serviceId });

/** A span of time, [from, until). */
export type Span = { from: Date; until: Date };

/**
 * What a new booking's slot counts against: the active bookings of its calendar whose occupied
 * time overlaps the slot (timed bookings), or that share its slot key (a date, or the whole
 * service for flexible ones); fewer than `limit` leaves a place.
 */
export type PlaceCheck = { calendar: Calendar; limit: number } & ({ span: Span } | { slotKey: string });

/** A service row in the shape the shared scheduling rules read. */
export function scheduling(service: ServiceRow) {
  const dto = toServiceDto(service);
  return { ...dto, customSchedule: dto.customSchedule ?? null };
}

/** The check of a slot of `service`; undefined when the service takes any number. */
export function placeCheck(service: ServiceRow, slot: BookingTimeSlot): PlaceCheck | undefined {
  if (!service.hasSlotLimit) return undefined;
  const base = { calendar: serviceCalendar(service.id), limit: service.maxSlotsPerTimeSlot };
  return countsByTime(slot.bookingType) && slot.startsAt
    ? { ...base, span: slotSpan(scheduling(service), slot.startsAt) }
    : { ...base, slotKey: slot.slotKey };
}

/** The time a booking in `slot` keeps from others: its slot widened by the buffers; null without a time. */
export function occupancy(service: ServiceRow, slot: BookingTimeSlot) {
  if (!slot.startsAt) return { occupiedFrom: null, occupiedUntil: null };
  const span = occupiedSpan(scheduling(service), slot.startsAt);
  return { occupiedFrom: span.from, occupiedUntil: span.until };
}
