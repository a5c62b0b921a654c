// Bookings: the entity as answered, the booking calls and the booking form (spec sections 3, 5
// and 7; decisions.md section 5).

import { z } from 'zod';
import {
  BOOKING_ACTOR_ROLES,
  BOOKING_EVENT_ACTIONS,
  CANCELLATION_REASON_MAX_LENGTH,
  CANCELLED_BY,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
} from '../domain/constants';
import { BOOKING_MESSAGES as B, VALIDATION_MESSAGES as M } from '../domain/messages';
import { BOOKING_STATUSES } from '../domain/status';
import { TIME_PATTERN, isValidDate } from '../domain/time';
import { dateSchema, emailField, idSchema, instantSchema, phoneField, requiredText } from './common';
import { ownReviewSchema } from './review';

const bookingStatusSchema = z.enum(BOOKING_STATUSES, { error: M.statusInvalid });

/**
 * The service as booked (a snapshot kept with the booking, so history shows what was agreed);
 * `_id` is null once the service was deleted. The whole summary is null only when nothing is known
 * ('Unknown Service').
 */
const bookingServiceSummarySchema = z.object({
  _id: idSchema.nullable(),
  name: z.string(),
  duration: z.number().nullable(),
  price: z.number().nullable(),
  hasDuration: z.boolean(),
  hasPricing: z.boolean(),
});

const bookingBusinessSummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  username: z.string().optional(),
  timezone: z.string().optional(),
  /** How the business shows money (its prices in history). */
  currency: z.string().optional(),
  customCurrency: z.string().nullable().optional(),
});

/** Who does it (decisions.md 9.1); their name as it was when booked if they left since. */
const bookingTeamMemberSchema = z.object({ _id: idSchema.nullable(), name: z.string() });

/** The signed-in customer who booked; null for a guest booking (see the guest fields). */
const bookingCustomerSummarySchema = z.object({
  _id: idSchema.optional(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

/**
 * A booking as every booking call answers it. `bookingDate`, `startTime`, `localStartTime` and
 * `startsAt` are null when the booking type does not use them: date-only has a date but no time
 * (so no instant), flexible has neither.
 */
export const bookingSchema = z.object({
  _id: idSchema,
  status: bookingStatusSchema,
  service: bookingServiceSummarySchema.nullable(),
  business: bookingBusinessSummarySchema,
  customer: bookingCustomerSummarySchema.nullable(),
  /** Null only for date-only and flexible bookings without a chosen team member. */
  teamMember: bookingTeamMemberSchema.nullable(),
  guestName: z.string().nullable(),
  guestEmail: z.string().nullable(),
  guestPhone: z.string().nullable(),
  notes: z.string(),
  /** `YYYY-MM-DD`, business local. */
  bookingDate: z.string().nullable(),
  /** `HH:mm`, business local. */
  startTime: z.string().nullable(),
  /** `YYYY-MM-DDTHH:mm`, business local. */
  localStartTime: z.string().nullable(),
  /** UTC instant of the start. */
  startsAt: instantSchema.nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  completedAt: instantSchema.nullable().optional(),
  cancelledAt: instantSchema.nullable().optional(),
  /** When the business marked that the customer did not come (decisions.md 9.2); null otherwise. */
  noShowAt: instantSchema.nullable().optional(),
  /** Who cancelled it (decisions.md 8.3); null unless cancelled. */
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  /**
   * Until when its customer may cancel or reschedule it (the business's notice before the start);
   * null when there is no cut-off (a flexible booking).
   */
  changeableUntil: instantSchema.nullable(),
  /**
   * The customer's review of a completed booking (null: none yet), in the customer's booking
   * history and on a guest's manage page; absent elsewhere (docs/decisions/0023).
   */
  review: ownReviewSchema.nullable().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** `GET /bookings/user`, `/bookings/user/history`, `/bookings/business/{id}` and its history. */
export const bookingListResponseSchema = z.array(bookingSchema);

/**
 * `GET /bookings/user/awaiting-verification`: the guest bookings made from this browser with the
 * account's address, which join the account once the address is confirmed (decisions.md 8.5).
 * Only where and when: no contact details or notes before the address is shown to be theirs.
 */
const bookingAwaitingVerificationSchema = bookingSchema.pick({
  _id: true,
  status: true,
  service: true,
  business: true,
  bookingDate: true,
  startTime: true,
  localStartTime: true,
  startsAt: true,
});
export type BookingAwaitingVerification = z.infer<typeof bookingAwaitingVerificationSchema>;
export const bookingsAwaitingVerificationResponseSchema = z.array(bookingAwaitingVerificationSchema);

// The form sends '' for an unset date or time; both sides treat '', null and a missing field
// alike, as "not chosen" (null).
const chosenDate = z
  .string({ error: M.dateInvalid })
  .refine((value) => value === '' || isValidDate(value), M.dateInvalid)
  .nullish()
  .transform((value) => (value ? value : null));
const chosenTime = z
  .string({ error: M.timeInvalid })
  .refine((value) => value === '' || TIME_PATTERN.test(value), M.timeInvalid)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * `POST /bookings` and the booking form of a signed-in customer. Which of date and time are
 * required depends on the service's booking type: `checkBookingTime` decides, with the spec's texts.
 */
export const createBookingRequestSchema = z.object({
  service: idSchema,
  business: idSchema,
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX_LENGTH, M.notesTooLong)
    .nullish()
    .transform((value) => value ?? ''),
  bookingDate: chosenDate,
  startTime: chosenTime,
  /** The chosen team member; null or absent: anyone free (decisions.md 9.1). */
  teamMember: idSchema.nullish(),
});
export type CreateBookingRequest = z.output<typeof createBookingRequestSchema>;

/** The guest's contact fields: name and email with the spec's text, phone too (spec section 2). */
const guestDetailsShape = {
  guestName: requiredText(B.guestDetailsRequired, NAME_MAX_LENGTH, M.nameTooLong),
  guestEmail: emailField(B.guestDetailsRequired),
  guestPhone: phoneField(B.guestPhoneRequired),
};

/** `POST /bookings/guest` and the guest booking form. */
export const guestBookingRequestSchema = createBookingRequestSchema.extend(guestDetailsShape);
export type GuestBookingRequest = z.output<typeof guestBookingRequestSchema>;
export type GuestBookingForm = z.input<typeof guestBookingRequestSchema>;

/**
 * Who a booking made by the business is for (decisions.md 9.2): a customer account by its id, or
 * a person by name with an email and phone when they gave them (a walk-in may give neither). An
 * email makes the booking's emails go to it and links it to the account of that address once it
 * is verified, as a guest booking's does.
 */
const blankAsNull = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value : null));
const customerNameSchema = requiredText(M.nameRequired, NAME_MAX_LENGTH, M.nameTooLong);
const businessBookingCustomerSchema = z
  .object({
    userId: idSchema.optional(),
    name: z.string({ error: M.nameRequired }).optional(),
    email: blankAsNull.pipe(emailField().nullable()),
    phone: blankAsNull.pipe(phoneField().nullable()),
  })
  .transform(
    (value, ctx): { userId: string } | { name: string; email: string | null; phone: string | null } => {
      if (value.userId !== undefined) return { userId: value.userId };
      const name = customerNameSchema.safeParse(value.name ?? '');
      if (!name.success) {
        for (const issue of name.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['name'] });
        }
        return z.NEVER;
      }
      return { name: name.data, email: value.email, phone: value.phone };
    },
  );

/**
 * `POST /businesses/{id}/bookings` (decisions.md 9.2): a walk-in or a phone booking, confirmed at
 * once. Every capacity and team member rule applies; minimum notice and the advance limit do not,
 * and a time earlier today is allowed (the customer may already be there), an earlier day is not.
 */
export const businessBookingRequestSchema = z.object({
  service: idSchema,
  /** The team member; null or absent: anyone free (decisions.md 9.1), or a staff caller's own. */
  teamMember: idSchema.nullish(),
  bookingDate: chosenDate,
  startTime: chosenTime,
  customer: businessBookingCustomerSchema,
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX_LENGTH, M.notesTooLong)
    .nullish()
    .transform((value) => value ?? ''),
});
export type BusinessBookingRequest = z.output<typeof businessBookingRequestSchema>;
export type BusinessBookingForm = z.input<typeof businessBookingRequestSchema>;

/**
 * One line of a booking's history (`GET /bookings/{id}/events`, decisions.md 9.2): what happened,
 * when, and who did it, with their name as it was then (null when unknown, as for the system).
 */
export const bookingEventSchema = z.object({
  action: z.enum(BOOKING_EVENT_ACTIONS),
  at: instantSchema,
  actor: z.object({ role: z.enum(BOOKING_ACTOR_ROLES), name: z.string().nullable() }),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;
/** Oldest first. */
export const bookingEventListSchema = z.array(bookingEventSchema);

/**
 * `PUT /bookings/{id}/status`; whether the change is allowed is `canTransition`'s answer. A
 * cancellation may say why (decisions.md 8.5): the customer's email quotes it.
 */
export const updateBookingStatusRequestSchema = z.object({
  status: bookingStatusSchema,
  reason: z
    .string()
    .trim()
    .max(CANCELLATION_REASON_MAX_LENGTH, M.textTooLong)
    .optional()
    .transform((value) => value || undefined),
});

/**
 * `PUT /bookings/{id}/reschedule` and `PUT /manage/{token}/reschedule` (decisions.md 8.3): the new
 * date and time of the same service, checked as a new booking is (`checkBookingTime`). Also
 * `PUT /bookings/{id}/reschedule-by-business` (the calendar's drag, decisions.md 9.2): there the
 * hours, blocks, capacity and member rules apply but not the notice, the advance limit or the
 * customer's cut-off, and `teamMember` moves it to another member.
 */
export const rescheduleBookingRequestSchema = z.object({
  bookingDate: chosenDate,
  startTime: chosenTime,
  /**
   * Another team member for the new time (decisions.md 9.1); absent: the same one. The booking
   * keeps its member when they are free; the availability answer names the others who are.
   */
  teamMember: idSchema.optional(),
});
export type RescheduleBookingRequest = z.output<typeof rescheduleBookingRequestSchema>;

/**
 * A guest's manage link token (`/manage/{token}`): the booking's id and a MAC of it made with the
 * server's secret. Anything else names no booking (404).
 */
export const manageTokenSchema = z.string().regex(/^[0-9a-fA-F-]{36}\.[A-Za-z0-9_-]{43}$/);

/** `GET /bookings/business/{id}?start&end`: filters `bookingDate`, both ends inclusive (the calendar). */
export const bookingListQuerySchema = z.object({
  start: dateSchema.optional(),
  end: dateSchema.optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/** `PUT /bookings/mark-all-viewed` answer: how many bookings were newly marked. */
export const markAllViewedResponseSchema = z.object({
  message: z.string(),
  updated: z.number().int().min(0),
});
