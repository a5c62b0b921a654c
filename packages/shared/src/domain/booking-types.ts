// What each booking type asks of the customer and offers in the service form (spec section 4).

import { defaultSchedule } from './default-schedule';
import type { Schedule } from '../schemas/schedule';

export const BOOKING_TYPES = ['datetime', 'date-only', 'time-only', 'flexible'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
export const DEFAULT_BOOKING_TYPE: BookingType = 'datetime';

export interface BookingTypeRules {
  /** The customer picks a date. */
  needsDate: boolean;
  /** The customer picks a time. */
  needsTime: boolean;
  /** The service form offers its own weekly hours. */
  offersCustomSchedule: boolean;
  /** The service form offers break hours. */
  offersBreakHours: boolean;
  /** The service form offers the booking interval. */
  offersIntervals: boolean;
  /** Label of the type in the service form (ours). */
  label: string;
}

export const BOOKING_TYPE_RULES: Readonly<Record<BookingType, BookingTypeRules>> = {
  datetime: {
    needsDate: true,
    needsTime: true,
    offersCustomSchedule: true,
    offersBreakHours: true,
    offersIntervals: true,
    label: 'Date and time',
  },
  'date-only': {
    needsDate: true,
    needsTime: false,
    offersCustomSchedule: true,
    offersBreakHours: false,
    offersIntervals: false,
    label: 'Date only',
  },
  'time-only': {
    needsDate: false,
    needsTime: true,
    offersCustomSchedule: false,
    offersBreakHours: true,
    offersIntervals: true,
    label: 'Time only',
  },
  flexible: {
    needsDate: false,
    needsTime: false,
    offersCustomSchedule: false,
    offersBreakHours: false,
    offersIntervals: false,
    label: 'Flexible',
  },
};

/** The part of a service (or its form) that choosing a booking type can change. */
export interface BookingTypeDraft {
  bookingType: BookingType;
  hasCustomSchedule: boolean;
  customSchedule?: Schedule | null;
  breakHours: readonly unknown[];
}

/**
 * The draft after choosing `type`: time-only and flexible reset the custom schedule (off, back
 * to the default hours); date-only and flexible clear the break hours. The server applies the
 * same function to what it stores, so a service never keeps settings its type does not offer.
 */
export function applyBookingType<T extends BookingTypeDraft>(draft: T, type: BookingType): T {
  const rules = BOOKING_TYPE_RULES[type];
  return {
    ...draft,
    bookingType: type,
    ...(rules.offersCustomSchedule ? {} : { hasCustomSchedule: false, customSchedule: defaultSchedule() }),
    ...(rules.offersBreakHours ? {} : { breakHours: [] }),
  };
}

/** The part of a service that decides whether its interval deserves a warning. */
export interface IntervalWarningInput {
  bookingType: BookingType;
  bookingInterval: number;
  hasDuration: boolean;
  duration?: number | null;
}

/** True when the form must ask before saving: a datetime or time-only service whose interval exceeds its duration. */
export function intervalWarningApplies(service: IntervalWarningInput): boolean {
  if (!BOOKING_TYPE_RULES[service.bookingType].offersIntervals) return false;
  if (!service.hasDuration || service.duration == null || !(service.duration >= 1)) return false;
  return service.bookingInterval > service.duration;
}
