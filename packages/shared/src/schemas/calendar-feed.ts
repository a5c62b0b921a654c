// Private calendar feeds (decisions.md 8.4): a secret URL per account that calendar apps
// subscribe to; rotating it makes the old URL stop working.

import { z } from 'zod';

/** `GET /calendar-feed`, `POST /calendar-feed/rotate`: the account's feed URL. */
export const calendarFeedSchema = z.object({
  /** `webcal:`-ready https URL of the `.ics` feed. */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** `GET /calendar/{token}.ics`: the token part of the URL. */
export const calendarFeedTokenSchema = z.string().min(1).max(200);
