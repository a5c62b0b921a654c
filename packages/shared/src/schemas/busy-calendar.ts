// Busy times from a team member's other calendar (decisions.md 9.5): its secret address and how
// its last read went. Apart from ./integrations.ts so that the team's schemas can carry it.

import { z } from 'zod';
import { BUSY_CALENDAR_URL_MAX_LENGTH } from '../domain/constants';
import { INTEGRATION_MESSAGES as I } from '../domain/messages';
import { instantSchema } from './common';

/** A secret iCalendar address; `webcal://` is read as `https://`. Null removes it. */
const busyCalendarUrlSchema = z
  .string({ error: I.busyCalendarUrlInvalid })
  .trim()
  .transform((url) => url.replace(/^webcals?:\/\//i, 'https://'))
  .pipe(
    z
      .url({ protocol: /^https?$/, error: I.busyCalendarUrlInvalid })
      .max(BUSY_CALENDAR_URL_MAX_LENGTH, I.busyCalendarUrlInvalid),
  )
  .nullable();

/** `PUT /team-members/{id}/busy-calendar` (the owner, or the member's own staff account). */
export const busyCalendarRequestSchema = z.object({ url: busyCalendarUrlSchema });

/**
 * A member's other calendar: where it is, the last read and what went wrong, in words. Its secret
 * address is write-only: it opens the member's whole personal calendar and only the server reads
 * it, so an answer names its host alone.
 */
export const busyCalendarSchema = z.object({
  /** The address's host name (`calendar.google.com`); null when no calendar is set. */
  host: z.string().nullable(),
  /** When it was last read successfully (null: not yet). */
  lastReadAt: instantSchema.nullable(),
  /** When the last attempt was made, successful or not. */
  lastAttemptAt: instantSchema.nullable(),
  /** The last attempt's failure, in words; null when it was read. The last good busy times stay. */
  lastError: z.string().nullable(),
  /** Busy times from now on that block the member. */
  upcomingBusyTimes: z.number().int().min(0),
});
export type BusyCalendar = z.infer<typeof busyCalendarSchema>;
