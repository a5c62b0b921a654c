// The waitlist (decisions.md 9.3): joining a service's line for a day, a person's own entries, and
// the business's view of its lines.

import { z } from 'zod';
import { NAME_MAX_LENGTH, WAITLIST_LIST_RANGE_MAX_DAYS } from '../domain/constants';
import { VALIDATION_MESSAGES as M, WAITLIST_MESSAGES as W } from '../domain/messages';
import { dateToDayNumber } from '../domain/time';
import { WAITLIST_ENTRY_STATUSES, WAITLIST_OFFER_STATUSES } from '../domain/waitlist';
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

const waitlistOfferStatusSchema = z.enum(WAITLIST_OFFER_STATUSES);

/** The place an entry holds (status `offered`), as the business sees it. */
const heldPlaceShape = {
  /** `YYYY-MM-DD` and `HH:mm` (null for a date-only place), business local. */
  date: z.string(),
  startTime: z.string().nullable(),
  /** Whose time is held; null for a date-only place without a member. */
  teamMember: namedSchema.nullable(),
  /** The hold runs out then: the place goes to the next in line. */
  expiresAt: instantSchema,
};

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
  /** The place held for the entry, with its offer link's token (`/waitlist/offers/{token}`). */
  offer: z.object({ ...heldPlaceShape, token: z.string() }).nullable(),
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
  /** The place held for the entry while it is `offered`. */
  offer: z.object(heldPlaceShape).nullable(),
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

/**
 * A guest's leave link (`/waitlist/leave/{token}`) and an offer's link (`/waitlist/offers/{token}`):
 * the row's id and a MAC of it.
 */
export const waitlistTokenSchema = z.string().regex(/^[0-9a-fA-F-]{36}\.[A-Za-z0-9_-]{43}$/);

/**
 * `GET /waitlist/offers/{token}`, and the `waitlistOffer` push: a place freed and held for a person
 * in line until `expiresAt`, what it is, and where it stands (`held`, then `claimed` with its
 * booking, `declined`, `expired` or `withdrawn`).
 */
export const waitlistOfferSchema = z.object({
  _id: idSchema,
  token: z.string(),
  status: waitlistOfferStatusSchema,
  ...heldPlaceShape,
  /** The start as an instant (null for a date-only place). */
  startsAt: instantSchema.nullable(),
  service: z.object({
    _id: idSchema,
    name: z.string(),
    /** Minutes; null when the service has no duration. */
    duration: z.number().nullable(),
    price: z.number().nullable(),
    /** True when the business confirms bookings of this service itself (the claim is then pending). */
    needsApproval: z.boolean(),
  }),
  business: z.object({
    _id: idSchema,
    name: z.string(),
    username: z.string(),
    timezone: z.string(),
    currency: z.string(),
    customCurrency: z.string().nullable(),
  }),
  /** The window the person asked for, `HH:mm` business local. */
  window: z.object({ from: z.string(), to: z.string() }),
  /** The booking a claim made. */
  bookingId: idSchema.nullable(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;
