// Services: the entity and the one schema that checks the service form and the service calls
// (spec sections 3, 5 and 7).

import { z } from 'zod';
import {
  applyBookingType,
  BOOKING_TYPE_RULES,
  BOOKING_TYPES,
  DEFAULT_BOOKING_TYPE,
} from '../domain/booking-types';
import {
  ADVANCE_BOOKING_LIMIT_DEFAULT,
  ADVANCE_BOOKING_LIMIT_MAX,
  ADVANCE_BOOKING_LIMIT_MIN,
  BOOKING_INTERVAL_DEFAULT,
  BOOKING_INTERVAL_MAX,
  BOOKING_INTERVAL_MIN,
  BREAK_HOURS_MAX,
  BUFFER_MINUTES_MAX,
  BUFFER_MINUTES_MIN,
  DESCRIPTION_MAX_LENGTH,
  MINIMUM_NOTICE_MINUTES_MAX,
  MINIMUM_NOTICE_MINUTES_MIN,
  NAME_MAX_LENGTH,
  SERVICE_DURATION_MAX_MINUTES,
  SERVICE_DURATION_MIN_MINUTES,
  SERVICE_PRICE_MIN,
  SERVICE_PRICE_STEP,
  SERVICE_PRICE_MAX,
  SLOTS_PER_TIME_SLOT_DEFAULT,
  SLOTS_PER_TIME_SLOT_MAX,
  SLOTS_PER_TIME_SLOT_MIN,
} from '../domain/constants';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { defaultSchedule, isCompleteBreakHour, WEEKDAYS } from '../domain/schedule';
import { idSchema, instantSchema, requiredText } from './common';
import type { BreakHour, BreakHourDraft, Schedule } from './schedule';
import { breakHourDraftSchema, breakHourSchema, scheduleSchema } from './schedule';

export const bookingTypeSchema = z.enum(BOOKING_TYPES, { error: M.bookingTypeInvalid });

/** A service as the API answers it. `duration` and `price` are null when their toggle is off. */
export const serviceSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  duration: z.number().nullable(),
  hasDuration: z.boolean(),
  price: z.number().nullable(),
  hasPricing: z.boolean(),
  hasCustomSchedule: z.boolean(),
  customSchedule: scheduleSchema.nullable(),
  breakHours: z.array(breakHourSchema),
  advanceBookingLimit: z.number().int(),
  bookingType: bookingTypeSchema,
  bookingInterval: z.number().int(),
  useCommonIntervals: z.boolean(),
  allowCustomerComments: z.boolean(),
  autoAcceptBookings: z.boolean(),
  hasSlotLimit: z.boolean(),
  maxSlotsPerTimeSlot: z.number().int(),
  /** Minutes kept free before and after each booking (decisions.md 8.4). */
  bufferBeforeMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  /** How long before its start a time can still be booked, in minutes. */
  minimumNoticeMinutes: z.number().int(),
  isActive: z.boolean(),
  /** The team members who perform it; empty: every active member (decisions.md 9.1). */
  teamMemberIds: z.array(idSchema),
  /** Id of the business offering it. */
  business: idSchema,
  createdAt: instantSchema.optional(),
  updatedAt: instantSchema.optional(),
});
export type Service = z.infer<typeof serviceSchema>;

/** `GET /services/business/{businessId}`. */
export const serviceListResponseSchema = z.array(serviceSchema);

function wholeNumberIn(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

// Duration and price may be empty in the form (null, or NaN from a cleared number input) while
// their toggle is off; the cross-field check below requires them only when the toggle is on.
const optionalNumber = z.union([z.number(), z.nan()], { error: 'Must be a number' }).nullish();

/**
 * The service fields without defaults: the shape of a partial update
 * (`PUT /services/{id}` with "only isActive" or any other subset).
 */
export const serviceFieldSchemas = {
  name: requiredText(M.serviceNameRequired, NAME_MAX_LENGTH, M.nameTooLong),
  description: z.string().trim().max(DESCRIPTION_MAX_LENGTH, M.textTooLong),
  hasDuration: z.boolean(),
  duration: optionalNumber,
  hasPricing: z.boolean(),
  price: optionalNumber,
  hasCustomSchedule: z.boolean(),
  customSchedule: scheduleSchema.nullish(),
  breakHours: z.array(breakHourDraftSchema).max(BREAK_HOURS_MAX, M.breakHoursTooMany),
  advanceBookingLimit: wholeNumberIn(
    ADVANCE_BOOKING_LIMIT_MIN,
    ADVANCE_BOOKING_LIMIT_MAX,
    M.advanceBookingLimit,
  ),
  bookingType: bookingTypeSchema,
  bookingInterval: wholeNumberIn(BOOKING_INTERVAL_MIN, BOOKING_INTERVAL_MAX, M.bookingInterval),
  useCommonIntervals: z.boolean(),
  allowCustomerComments: z.boolean(),
  autoAcceptBookings: z.boolean(),
  hasSlotLimit: z.boolean(),
  maxSlotsPerTimeSlot: wholeNumberIn(SLOTS_PER_TIME_SLOT_MIN, SLOTS_PER_TIME_SLOT_MAX, M.slotsPerTimeSlot),
  bufferBeforeMinutes: wholeNumberIn(BUFFER_MINUTES_MIN, BUFFER_MINUTES_MAX, M.bufferInvalid),
  bufferAfterMinutes: wholeNumberIn(BUFFER_MINUTES_MIN, BUFFER_MINUTES_MAX, M.bufferInvalid),
  minimumNoticeMinutes: wholeNumberIn(
    MINIMUM_NOTICE_MINUTES_MIN,
    MINIMUM_NOTICE_MINUTES_MAX,
    M.minimumNoticeInvalid,
  ),
  isActive: z.boolean(),
  /** Who performs it; empty: every active team member (decisions.md 9.1). */
  teamMemberIds: z.array(idSchema).max(500),
};

/** The same fields with the spec's defaults: what a new service takes when a field is missing. */
const serviceInputShape = {
  ...serviceFieldSchemas,
  description: serviceFieldSchemas.description.optional().default(''),
  hasDuration: z.boolean().default(true),
  hasPricing: z.boolean().default(true),
  hasCustomSchedule: z.boolean().default(false),
  breakHours: serviceFieldSchemas.breakHours.default([]),
  teamMemberIds: serviceFieldSchemas.teamMemberIds.optional(),
  advanceBookingLimit: serviceFieldSchemas.advanceBookingLimit.default(ADVANCE_BOOKING_LIMIT_DEFAULT),
  bookingType: bookingTypeSchema.default(DEFAULT_BOOKING_TYPE),
  bookingInterval: serviceFieldSchemas.bookingInterval.default(BOOKING_INTERVAL_DEFAULT),
  useCommonIntervals: z.boolean().default(true),
  allowCustomerComments: z.boolean().default(true),
  autoAcceptBookings: z.boolean().default(false),
  // One place per slot unless the owner says otherwise: no double booking by default (8.4).
  hasSlotLimit: z.boolean().default(true),
  maxSlotsPerTimeSlot: serviceFieldSchemas.maxSlotsPerTimeSlot.default(SLOTS_PER_TIME_SLOT_DEFAULT),
  bufferBeforeMinutes: serviceFieldSchemas.bufferBeforeMinutes.default(0),
  bufferAfterMinutes: serviceFieldSchemas.bufferAfterMinutes.default(0),
  minimumNoticeMinutes: serviceFieldSchemas.minimumNoticeMinutes.default(0),
  isActive: z.boolean().default(true),
};

type ParsedServiceFields = z.output<z.ZodObject<typeof serviceInputShape>>;

function hasTwoDecimalsAtMost(value: number): boolean {
  const cents = value / SERVICE_PRICE_STEP;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

function checkService(service: ParsedServiceFields, ctx: z.RefinementCtx): void {
  if (service.hasDuration) {
    const { duration } = service;
    const problem =
      duration == null || Number.isNaN(duration)
        ? M.durationRequired
        : !Number.isInteger(duration)
          ? M.durationWholeMinutes
          : duration < SERVICE_DURATION_MIN_MINUTES
            ? M.durationTooShort
            : duration > SERVICE_DURATION_MAX_MINUTES
              ? M.durationTooLong
              : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['duration'], message: problem });
  }
  if (service.hasPricing) {
    const { price } = service;
    const problem =
      price == null || Number.isNaN(price)
        ? M.priceRequired
        : price < SERVICE_PRICE_MIN
          ? M.priceNegative
          : !hasTwoDecimalsAtMost(price)
            ? M.priceDecimals
            : price > SERVICE_PRICE_MAX
              ? M.priceTooHigh
              : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['price'], message: problem });
  }
  // A type without custom hours drops the flag in normalisation, so a missing schedule is fine there.
  if (service.hasCustomSchedule && BOOKING_TYPE_RULES[service.bookingType].offersCustomSchedule) {
    if (!service.customSchedule) {
      ctx.addIssue({ code: 'custom', path: ['customSchedule'], message: M.customScheduleRequired });
    }
  }
}

/** The fields that normalisation changes (see `normalizeServiceInput`). */
interface NormalizedServiceFields {
  /** Present only when `hasDuration`. */
  duration?: number;
  /** Present only when `hasPricing`; rounded to cents. */
  price?: number;
  breakHours: BreakHour[];
  customSchedule: Schedule | null;
}
type NormalizedService<T> = Omit<T, keyof NormalizedServiceFields> & NormalizedServiceFields;

/** What is sent and stored for a service. */
export type ServicePayload = NormalizedService<ParsedServiceFields>;

/**
 * The payload of a checked service form, and what the server stores: price and duration are
 * omitted when their toggle is off; only complete break hours remain (days in weekday order,
 * without repeats); and the booking type's resets apply (spec sections 4 and 5).
 */
function normalizeServiceInput<T extends ParsedServiceFields>(service: T): NormalizedService<T> {
  const typed = applyBookingType(service, service.bookingType);
  const { duration, price, breakHours, customSchedule, ...rest } = typed;
  const completeBreaks: BreakHour[] = breakHours.filter(isCompleteBreakHour).map((brk: BreakHourDraft) => ({
    name: (brk.name ?? '').trim(),
    start: brk.start ?? '',
    end: brk.end ?? '',
    days: WEEKDAYS.filter((day) => brk.days?.includes(day)),
  }));
  return {
    ...rest,
    ...(typed.hasDuration && duration != null ? { duration } : {}),
    ...(typed.hasPricing && price != null ? { price: Math.round(price * 100) / 100 } : {}),
    breakHours: completeBreaks,
    customSchedule: customSchedule ?? null,
  };
}

/**
 * The service form, and `POST /services` / `PUT /services/{id}` after merging (see
 * `mergeServiceUpdate`): the form's submit handler receives the normalised payload.
 */
export const serviceInputSchema = z
  .object(serviceInputShape)
  .superRefine(checkService)
  .transform((service) => normalizeServiceInput(service));
export type ServiceForm = z.input<typeof serviceInputSchema>;
export type ServiceInput = z.output<typeof serviceInputSchema>;

/** `POST /services`: the service fields plus the id of the business. */
export const createServiceRequestSchema = z
  .object({ ...serviceInputShape, business: idSchema })
  .superRefine(checkService)
  .transform((service) => normalizeServiceInput(service));
export type CreateServiceRequest = z.output<typeof createServiceRequestSchema>;

/** `PUT /services/{id}`: any subset of the fields (the dashboard's Go Live sends only `isActive`). */
export const updateServiceRequestSchema = z.object(serviceFieldSchemas).partial();
export type UpdateServiceRequest = z.output<typeof updateServiceRequestSchema>;

/** The stored service as form input, to merge an update into or to fill the edit form. */
export function serviceToInput(service: Service): ServiceForm {
  const { _id: _ignoredId, business: _ignoredBusiness, createdAt: _c, updatedAt: _u, ...fields } = service;
  return fields;
}

/** Checks a partial update against the service it changes: the merged service must be valid as a whole. */
export function mergeServiceUpdate(existing: Service, update: UpdateServiceRequest) {
  const merged: Record<string, unknown> = { ...serviceToInput(existing) };
  for (const [key, value] of Object.entries(update)) {
    if (value !== undefined) merged[key] = value;
  }
  return serviceInputSchema.safeParse(merged);
}

/** Initial values of the 'new service' form. */
export function defaultServiceFormValues(): ServiceForm {
  return {
    name: '',
    description: '',
    hasDuration: true,
    duration: 30,
    hasPricing: true,
    price: null,
    hasCustomSchedule: false,
    customSchedule: defaultSchedule(),
    breakHours: [],
    advanceBookingLimit: ADVANCE_BOOKING_LIMIT_DEFAULT,
    bookingType: DEFAULT_BOOKING_TYPE,
    bookingInterval: BOOKING_INTERVAL_DEFAULT,
    useCommonIntervals: true,
    allowCustomerComments: true,
    autoAcceptBookings: false,
    hasSlotLimit: true,
    maxSlotsPerTimeSlot: SLOTS_PER_TIME_SLOT_DEFAULT,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    isActive: true,
    teamMemberIds: [],
  };
}
