import type { Service, ServicePayload } from '@booklane/shared/schemas';
import type { ServiceRow, ServiceValues } from './services.repository';

export function toServiceDto(row: ServiceRow): Service {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    duration: row.duration,
    hasDuration: row.hasDuration,
    price: row.price === null ? null : Number(row.price),
    hasPricing: row.hasPricing,
    hasCustomSchedule: row.hasCustomSchedule,
    customSchedule: row.customSchedule ?? null,
    breakHours: row.breakHours,
    advanceBookingLimit: row.advanceBookingLimit,
    bookingType: row.bookingType,
    bookingInterval: row.bookingInterval,
    useCommonIntervals: row.useCommonIntervals,
    allowCustomerComments: row.allowCustomerComments,
    autoAcceptBookings: row.autoAcceptBookings,
    hasSlotLimit: row.hasSlotLimit,
    maxSlotsPerTimeSlot: row.maxSlotsPerTimeSlot,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    minimumNoticeMinutes: row.minimumNoticeMinutes,
    isActive: row.isActive,
    teamMemberIds: row.teamMemberIds,
    business: row.businessId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A checked, normalised service payload as database values (omitted price/duration become null). */
export function toServiceValues(payload: ServicePayload): ServiceValues {
  return {
    name: payload.name,
    description: payload.description,
    hasDuration: payload.hasDuration,
    duration: payload.duration ?? null,
    hasPricing: payload.hasPricing,
    price: payload.price === undefined ? null : payload.price.toFixed(2),
    hasCustomSchedule: payload.hasCustomSchedule,
    customSchedule: payload.customSchedule,
    breakHours: payload.breakHours,
    advanceBookingLimit: payload.advanceBookingLimit,
    bookingType: payload.bookingType,
    bookingInterval: payload.bookingInterval,
    useCommonIntervals: payload.useCommonIntervals,
    allowCustomerComments: payload.allowCustomerComments,
    autoAcceptBookings: payload.autoAcceptBookings,
    hasSlotLimit: payload.hasSlotLimit,
    maxSlotsPerTimeSlot: payload.maxSlotsPerTimeSlot,
    bufferBeforeMinutes: payload.bufferBeforeMinutes,
    bufferAfterMinutes: payload.bufferAfterMinutes,
    minimumNoticeMinutes: payload.minimumNoticeMinutes,
    isActive: payload.isActive,
    teamMemberIds: [...new Set((payload.teamMemberIds ?? []).map((id) => id.toLowerCase()))],
  };
}
