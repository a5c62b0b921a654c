// Slot capacity and the bookable window (spec sections 3 and 7).

import { z } from 'zod';
import { AVAILABILITY_RANGE_MAX_DAYS } from '../domain/constants';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { dateToDayNumber, isValidDate, TIME_PATTERN } from '../domain/time';
import { dateSchema, idSchema } from './common';
import { bookingTypeSchema } from './service';

/**
 * `GET /bookings/service/{id}/slot-availability?date&time&bookingType`: all optional (a query
 * string may carry them empty); the server fills what the service's type needs.
 */
export const slotAvailabilityQuerySchema = z.object({
  date: z
    .string()
    .refine((value) => value === '' || isValidDate(value), M.dateInvalid)
    .optional()
    .transform((value) => (value ? value : undefined)),
  time: z
    .string()
    .refine((value) => value === '' || TIME_PATTERN.test(value), M.timeInvalid)
    .optional()
    .transform((value) => (value ? value : undefined)),
  bookingType: bookingTypeSchema.optional(),
});
export type SlotAvailabilityQuery = z.output<typeof slotAvailabilityQuerySchema>;

/** Whether the slot can take one more booking, and how many more it can take. */
export const slotAvailabilityResponseSchema = z.object({
  available: z.boolean(),
  availableSlots: z.number().int().min(0),
});
export type SlotAvailabilityResponse = z.infer<typeof slotAvailabilityResponseSchema>;

/**
 * `GET /services/{id}/availability?from&to` (decisions.md 8.4): business-local dates, at most
 * AVAILABILITY_RANGE_MAX_DAYS days; both optional (from: today there; to: 30 days on). The answer
 * may end before `to` (AVAILABILITY_ANSWER_BUDGET).
 */
export const serviceAvailabilityQuerySchema = z
  .object({
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    /**
     * A booking being moved: its own place does not count against the times around it. Only for
     * a party of that booking (its customer or business, signed in, or `manageToken`); anyone
     * else gets 404 (docs/decisions/0030). Such an answer is never kept in the public cache.
     */
    excludeBooking: idSchema.optional(),
    /** A guest's manage link token, for `excludeBooking` of the booking it names. */
    manageToken: z.string().min(1).max(512).optional(),
    /** One team member's times (decisions.md 9.1); absent: anyone's. */
    teamMember: idSchema.optional(),
  })
  .superRefine((range, ctx) => {
    if (!range.from || !range.to) return;
    const days = dateToDayNumber(range.to) - dateToDayNumber(range.from) + 1;
    if (days < 1 || days > AVAILABILITY_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.availabilityRange });
    }
  });
export type ServiceAvailabilityQuery = z.output<typeof serviceAvailabilityQuerySchema>;

const remainingSchema = z.number().int().min(0).nullable();

/** One date of the range: whether it has bookable times, and each time with its free places. */
const availabilityDaySchema = z.object({
  date: z.string(),
  open: z.boolean(),
  /** The business's note of a closure or of one-off hours that day. */
  note: z.string().optional(),
  slots: z.array(
    z.object({
      /** `HH:mm`, business local; null for a date-only service's day. */
      startTime: z.string().nullable(),
      /**
       * Free places: of the chosen team member, else the best of all; 0 when full; null without
       * a slot limit.
       */
      remaining: remainingSchema,
      /** The team members free for it (decisions.md 9.1), in the owner's order. */
      teamMemberIds: z.array(idSchema),
    }),
  ),
});

export const serviceAvailabilitySchema = z.object({
  timezone: z.string(),
  bookingType: bookingTypeSchema,
  /**
   * The dates of the range from its first, in order (none for a flexible service): every one,
   * unless AVAILABILITY_ANSWER_BUDGET ends the answer early (issue 32); ask again from the day
   * after the last for the rest.
   */
  days: z.array(availabilityDaySchema),
  /** A flexible service's free places (null without a slot limit). */
  remaining: remainingSchema.optional(),
});
export type ServiceAvailability = z.infer<typeof serviceAvailabilitySchema>;
