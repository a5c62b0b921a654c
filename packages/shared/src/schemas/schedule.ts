// Weekly hours and break hours (spec section 3).

import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../domain/constants';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { isCompleteBreakHour, WEEKDAYS } from '../domain/schedule';
import { timeToMinutes } from '../domain/time';
import { timeSchema } from './common';

const weekdaySchema = z.enum(WEEKDAYS);

/** One weekday's hours. A closed day keeps its hours so reopening it restores them. */
export const dayScheduleSchema = z
  .object({
    start: timeSchema,
    end: timeSchema,
    isOpen: z.boolean(),
  })
  .superRefine((day, ctx) => {
    if (day.isOpen && timeToMinutes(day.end) <= timeToMinutes(day.start)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: M.closingBeforeOpening });
    }
  });
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

/** `PUT /businesses/{id}/update-schedule`. */
export const updateScheduleRequestSchema = z.object({ schedule: scheduleSchema });
