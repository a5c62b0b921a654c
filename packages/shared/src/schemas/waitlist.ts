// The waitlist (decisions.md 9.3): joining a service's line for a day, a person's own entries, and
// the business's view of its lines.

import { z } from 'zod';
import { NAME_MAX_LENGTH, WAITLIST_LIST_RANGE_MAX_DAYS } from '../domain/constants';
import { VALIDATION_MESSAGES as M, WAITLIST_MESSAGES as W } from '../domain/messages';
import { dateToDayNumber } from '../domain/time';
import { WAITLIST_ENTRY_STATUSES } from '../domain/waitlist';
import {
  dateSchema,
  emailField,
  idSchema,
  instantSchema,
  phoneField,
  requiredText,
  timeSchema,
} from './common';

const waitlistStatusSchema = z.enum(WAITLIST_ENTRY_STATUSES);

/**
 * `POST /services/{id}/waitlist`: the day, the time range (business-local `HH:mm`) and a member
 * (null or absent: anyone). Signed out, the guest's name, email and phone are required too.
 */
export const joinWaitlistRequestSchema = z.object({
  date: dateSchema,
  from: timeSchema,
  to: timeSchema,
  teamMember: idSchema.nullish().transform((value) => value ?? null),
  guestName: requiredText(W.guestDetailsRequired, NAME_MAX_LENGTH, M.nameTooLong).optional(),
  guestEmail: emailField(W.guestDetailsRequired).optional(),
  guestPhone: phoneField(W.guestDetailsRequired).optional(),
});
export type JoinWaitlistRequest = z.output<typeof joinWaitlistRequestSchema>;

/** The answer of a join: the new entry and its place in line. */
export const joinWaitlistResponseSchema = z.object({
  _id: idSchema,
  status: z.literal('waiting'),
  position: z.number().int().min(1),
});
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;

const namedSchema = z.object({ _id: idSchema, name: z.string() });

/** One entry as its person and the business read it; `position` only while it waits. */
const waitlistEntryShape = {
  _id: idSchema,
  service: namedSchema,
  /** `YYYY-MM-DD`, business local. */
  date: z.string(),
  /** `HH:mm`, business local. */
  from: z.string(),
  to: z.string(),
  /** The member asked for; null: anyone. */
  teamMember: namedSchema.nullable(),
  status: waitlistStatusSchema,
  /** 1 for the first in line; null once it no longer waits. */
  position: z.number().int().min(1).nullable(),
  createdAt: instantSchema,
};

/** `GET /waitlist`: the signed-in customer's entries, by date then line order. */
export const myWaitlistEntrySchema = z.object({
  ...waitlistEntryShape,
  business: z.object({ _id: idSchema, name: z.string(), timezone: z.string() }),
});
export type MyWaitlistEntry = z.infer<typeof myWaitlistEntrySchema>;
export const myWaitlistSchema = z.array(myWaitlistEntrySchema);

/** `GET /businesses/{id}/waitlist`: who waits (an account or a guest), with how to reach them. */
export const businessWaitlistEntrySchema = z.object({
  ...waitlistEntryShape,
  person: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    isGuest: z.boolean(),
  }),
});
export type BusinessWaitlistEntry = z.infer<typeof businessWaitlistEntrySchema>;

/** The business's lines: per day, per service, the entries in line order. */
export const businessWaitlistSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      services: z.array(
        z.object({
          service: namedSchema,
          entries: z.array(businessWaitlistEntrySchema),
        }),
      ),
    }),
  ),
});
export type BusinessWaitlist = z.infer<typeof businessWaitlistSchema>;

/** `GET /businesses/{id}/waitlist?from&to`: a range of days, both ends inclusive. */
export const businessWaitlistQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .superRefine((range, ctx) => {
    const days = dateToDayNumber(range.to) - dateToDayNumber(range.from) + 1;
    if (days < 1 || days > WAITLIST_LIST_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: W.listRange });
    }
  });
export type BusinessWaitlistQuery = z.output<typeof businessWaitlistQuerySchema>;

/** A guest's leave link (`/waitlist/leave/{token}`): the entry's id and a MAC of it. */
export const waitlistTokenSchema = z.string().regex(/^[0-9a-fA-F-]{36}\.[A-Za-z0-9_-]{43}$/);
