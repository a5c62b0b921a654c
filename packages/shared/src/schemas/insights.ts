// Insights (decisions.md 9.4): a business's figures over a range of days, beside the same figures
// of the range just before it, with the series its charts draw.

import { z } from 'zod';
import { dateToDayNumber } from '../domain/time';
import { INSIGHTS_RANGE_MAX_DAYS } from '../domain/constants';
import { INSIGHTS_MESSAGES as M } from '../domain/messages';
import { WEEKDAYS } from '../domain/schedule';
import { dateSchema, idSchema } from './common';

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`: business-local days, both inclusive, at most
 * INSIGHTS_RANGE_MAX_DAYS. Also the range of a bookings export.
 */
export const insightsQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .superRefine((range, ctx) => {
    const days = dateToDayNumber(range.to) - dateToDayNumber(range.from) + 1;
    if (days < 1 || days > INSIGHTS_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.range });
    }
  });
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

const count = z.number().int().min(0);

/**
 * The figures of one range. Bookings count by their day (`bookingDate`, business local; a
 * flexible booking without a date does not count). `revenue`: the prices of the completed ones
 * (business currency units); `averageValue` revenue / completed (null: none completed);
 * `noShowRate` no-shows / (completed + no-shows), 0..1 (null: neither); customers are `new` when
 * their first booking with the business falls in the range, else `returning`; `rating` the
 * reviews written in the range.
 */
export const insightsFiguresSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  bookings: z.object({
    total: count,
    pending: count,
    confirmed: count,
    completed: count,
    cancelled: count,
    noShow: count,
  }),
  revenue: z.number(),
  averageValue: z.number().nullable(),
  cancellations: z.object({ byCustomer: count, byBusiness: count }),
  noShowRate: z.number().min(0).max(1).nullable(),
  customers: z.object({ new: count, returning: count }),
  rating: z.object({ average: z.number().nullable(), count }),
});
export type InsightsFigures = z.infer<typeof insightsFiguresSchema>;

/**
 * `GET /businesses/{id}/insights`: `current` over the asked range, `previous` over as many days
 * just before it; `daily` every day of the range (zeros included): its bookings (not cancelled)
 * and its revenue; `services` by bookings (not cancelled), most first; `team` each member's
 * booked minutes against their open minutes (their hours less breaks, closures and blocks;
 * `utilisation` booked / open, null when never open); `heatmap` the booked minutes by weekday and
 * hour of the start (business local), only the cells with any. Staff see their own member only.
 */
export const insightsResponseSchema = z.object({
  currency: z.string(),
  timezone: z.string(),
  current: insightsFiguresSchema,
  previous: insightsFiguresSchema,
  daily: z.array(z.object({ date: dateSchema, bookings: count, revenue: z.number() })),
  services: z.array(
    z.object({ serviceId: idSchema, name: z.string(), bookings: count, revenue: z.number() }),
  ),
  team: z.array(
    z.object({
      teamMemberId: idSchema,
      name: z.string(),
      bookings: count,
      bookedMinutes: count,
      openMinutes: count,
      utilisation: z.number().min(0).nullable(),
    }),
  ),
  heatmap: z.array(
    z.object({ weekday: z.enum(WEEKDAYS), hour: z.number().int().min(0).max(23), bookedMinutes: count }),
  ),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
