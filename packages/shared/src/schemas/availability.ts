// Slot capacity and the bookable window (spec sections 3 and 7).

import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { isValidDate, TIME_PATTERN } from '../domain/time';
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
