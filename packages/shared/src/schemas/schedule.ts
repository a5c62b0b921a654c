// Weekly hours and break hours (spec section 3).

import { z } from 'zod';
import {
  BREAK_HOURS_MAX,
  DATE_OVERRIDE_NOTE_MAX_LENGTH,
  DATE_OVERRIDES_MAX,
  DAY_INTERVALS_MAX,
  NAME_MAX_LENGTH,
} from '../domain/constants';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { intervalsOverlap, isCompleteBreakHour, normalizeDaySchedule, WEEKDAYS } from '../domain/schedule';
import { timeToMinutes } from '../domain/time';
import { dateSchema, timeSchema } from './common';

const weekdaySchema = z.enum(WEEKDAYS);

/** One opening interval of a day, `start` before `end`. */
const hoursIntervalSchema = z.object({ start: timeSchema, end: timeSchema }).superRefine((interval, ctx) => {
  if (timeToMinutes(interval.end) <= timeToMinutes(interval.start)) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: M.closingBeforeOpening });
  }
});

/**
 * One weekday's hours. A closed day keeps its hours so reopening it restores them. A day with a
 * split shift lists its `intervals` (09:00-12:00 and 14:00-19:00, in order, not overlapping); its
 * `start` and `end` are then its first opening and last closing, for clients that read only
 * those. Without `intervals` (every day stored before split shifts), `start`-`end` is the one
 * interval. A day of one interval is answered without `intervals`.
 */
export const dayScheduleSchema = z
  .object({
    start: timeSchema,
    end: timeSchema,
    isOpen: z.boolean(),
    intervals: z.array(hoursIntervalSchema).min(1).max(DAY_INTERVALS_MAX, M.hoursTooMany).optional(),
  })
  .superRefine((day, ctx) => {
    if (day.intervals) {
      if (intervalsOverlap(day.intervals)) {
        ctx.addIssue({ code: 'custom', path: ['intervals'], message: M.hoursOverlap });
      }
      return;
    }
    if (day.isOpen && timeToMinutes(day.end) <= timeToMinutes(day.start)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: M.closingBeforeOpening });
    }
  })
  .overwrite(normalizeDaySchedule);
export type DaySchedule = z.infer<typeof dayScheduleSchema>;

/** Hours for every weekday, Monday to Sunday. */
export const scheduleSchema = z.object({
  monday: dayScheduleSchema,
  tuesday: dayScheduleSchema,
  wednesday: dayScheduleSchema,
  thursday: dayScheduleSchema,
  friday: dayScheduleSchema,
  saturday: dayScheduleSchema,
  sunday: dayScheduleSchema,
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** A stored break: every part present, end after start, days without repeats. */
export const breakHourSchema = z
  .object({
    name: z.string().trim().min(1, M.nameRequired).max(NAME_MAX_LENGTH, M.nameTooLong),
    start: timeSchema,
    end: timeSchema,
    days: z
      .array(weekdaySchema)
      .min(1, M.breakDaysRequired)
      .max(WEEKDAYS.length, M.breakDaysRepeated)
      .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
  })
  .superRefine((brk, ctx) => {
    if (timeToMinutes(brk.end) <= timeToMinutes(brk.start)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: M.breakEndBeforeStart });
    }
  });
export type BreakHour = z.infer<typeof breakHourSchema>;

/**
 * A break as the service form edits it: parts may still be empty. Only complete breaks are sent
 * (spec section 5), so an incomplete one is no error; a complete one must make sense.
 */
export const breakHourDraftSchema = z
  .object({
    name: z.string().max(NAME_MAX_LENGTH, M.nameTooLong).optional().default(''),
    start: z.string().optional().default(''),
    end: z.string().optional().default(''),
    days: z.array(weekdaySchema).max(WEEKDAYS.length, M.breakDaysRepeated).optional().default([]),
  })
  .superRefine((brk, ctx) => {
    if (!isCompleteBreakHour(brk)) return;
    const start = timeToMinutes(brk.start);
    const end = timeToMinutes(brk.end);
    if (Number.isNaN(start)) ctx.addIssue({ code: 'custom', path: ['start'], message: M.timeInvalid });
    if (Number.isNaN(end)) ctx.addIssue({ code: 'custom', path: ['end'], message: M.timeInvalid });
    else if (!Number.isNaN(start) && end <= start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: M.breakEndBeforeStart });
    }
  });
export type BreakHourDraft = z.input<typeof breakHourDraftSchema>;

/**
 * `PUT /businesses/{id}/update-schedule`: the weekly hours and, when sent, the business's breaks,
 * which every team member without hours of their own keeps (decisions.md 9.1).
 */
/** A business's (or a member's) breaks, as the schedule's editors send them. */
export const breakHoursListSchema = z.array(breakHourSchema).max(BREAK_HOURS_MAX, M.breakHoursTooMany);

export const updateScheduleRequestSchema = z.object({
  schedule: scheduleSchema,
  breakHours: breakHoursListSchema.optional(),
});

const overrideNoteSchema = z
  .string()
  .trim()
  .max(DATE_OVERRIDE_NOTE_MAX_LENGTH, M.overrideNoteTooLong)
  .optional()
  .transform((note) => note || undefined);

/**
 * One date that does not follow the weekly hours (decisions.md 8.4): closed all day, or open
 * `start`-`end` that day only; for every service of the business. The note is shown to customers.
 */
export const dateOverrideSchema = z.union([
  z.object({ date: dateSchema, closed: z.literal(true), note: overrideNoteSchema }),
  z
    .object({
      date: dateSchema,
      closed: z.literal(false).optional(),
      start: timeSchema,
      end: timeSchema,
      note: overrideNoteSchema,
    })
    .superRefine((day, ctx) => {
      if (timeToMinutes(day.end) <= timeToMinutes(day.start)) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: M.overrideHoursInvalid });
      }
    }),
]);
export type DateOverride =
  | { date: string; closed: true; note?: string | undefined }
  | { date: string; closed?: false | undefined; start: string; end: string; note?: string | undefined };

/** An override as the API answers it (in `Business.dateOverrides`). */
export const dateOverrideAnswerSchema = z.union([
  z.object({ date: z.string(), closed: z.literal(true), note: z.string().optional() }),
  z.object({
    date: z.string(),
    closed: z.literal(false).optional(),
    start: z.string(),
    end: z.string(),
    note: z.string().optional(),
  }),
]);

/**
 * The overrides of a business, one per date, in date order.
 * @internal Exported for its unit tests; requests use `updateDateOverridesRequestSchema`.
 */
export const dateOverridesSchema = z
  .array(dateOverrideSchema)
  .max(DATE_OVERRIDES_MAX, M.overridesTooMany)
  .superRefine((overrides, ctx) => {
    const seen = new Set<string>();
    overrides.forEach((override, index) => {
      if (seen.has(override.date)) {
        ctx.addIssue({ code: 'custom', path: [index, 'date'], message: M.overrideDatesRepeated });
      }
      seen.add(override.date);
    });
  })
  .transform((overrides) => [...overrides].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)));

/** `PUT /businesses/{id}/date-overrides`: the whole list (what is left out is removed). */
export const updateDateOverridesRequestSchema = z.object({ dateOverrides: dateOverridesSchema });
