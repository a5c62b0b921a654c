// Businesses: the entity, the public-page username and the create/edit form (spec sections 3, 5, 7).

import { z } from 'zod';
import { CATEGORIES } from '../domain/categories';
import {
  ADDRESS_MAX_LENGTH,
  CUSTOM_CURRENCY_MAX_LENGTH,
  CANCELLATION_NOTICE_HOURS_DEFAULT,
  CANCELLATION_NOTICE_HOURS_MAX,
  CANCELLATION_NOTICE_HOURS_MIN,
  WAITLIST_HOLD_MINUTES_DEFAULT,
  WAITLIST_HOLD_MINUTES_MAX,
  WAITLIST_HOLD_MINUTES_MIN,
  DESCRIPTION_MAX_LENGTH,
  REMINDER_LEAD_MINUTES_DEFAULT,
  REMINDER_LEAD_MINUTES_MAX,
  REMINDER_LEAD_MINUTES_MIN,
  REMINDER_LEADS_MAX,
  NAME_MAX_LENGTH,
  RESERVED_USERNAMES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../domain/constants';
import { CURRENCIES, DEFAULT_CURRENCY } from '../domain/currency';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import {
  emailSchema,
  idSchema,
  instantSchema,
  oneLine,
  optionalUrlSchema,
  phoneSchema,
  requiredText,
  timeZoneSchema,
} from './common';
import { breakHourSchema, breakHoursListSchema, dateOverrideAnswerSchema, scheduleSchema } from './schedule';

/** The database's own check on usernames: 3-30 of [a-z0-9_-], starting and ending with [a-z0-9]. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_-]{1,28}[a-z0-9]$/;

/** Usernames are stored trimmed and lowercased (decisions.md section 3; spec's pendingBusinessUsername). */
export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The first thing wrong with an already normalised username, or null when it is acceptable.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function usernameProblem(username: string): string | null {
  if (username === '') return M.usernameRequired;
  if (!/^[a-z0-9_-]*$/.test(username)) return M.usernameCharacters;
  if (username.length < USERNAME_MIN_LENGTH) return M.usernameTooShort;
  if (username.length > USERNAME_MAX_LENGTH) return M.usernameTooLong;
  if (!/^[a-z0-9]/.test(username) || !/[a-z0-9]$/.test(username)) return M.usernameEdges;
  if ((RESERVED_USERNAMES as readonly string[]).includes(username)) return M.usernameReserved;
  return null;
}

/** A business username, normalised then checked; one message per failure. */
export const usernameSchema = z
  .string({ error: M.usernameRequired })
  .trim()
  .toLowerCase()
  .superRefine((username, ctx) => {
    const problem = usernameProblem(username);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const categorySchema = z.enum(CATEGORIES, { error: M.categoryRequired });
const currencySchema = z.enum(CURRENCIES, { error: M.currencyRequired });

/** A business as the API answers it. Links, logo and custom currency are null when unset. */
export const businessSchema = z.object({
  _id: idSchema,
  name: z.string(),
  username: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  category: categorySchema,
  currency: currencySchema,
  customCurrency: z.string().nullable(),
  locationLink: z.string().nullable(),
  websiteLink: z.string().nullable(),
  facebookLink: z.string().nullable(),
  instagramLink: z.string().nullable(),
  /** A path relative to the server (`/uploads/...`) or an absolute URL. */
  logo: z.string().nullable(),
  /** Null until the owner saves hours: the defaults apply then. */
  schedule: scheduleSchema.nullable(),
  /** The breaks of everyone who works the business's hours (decisions.md 9.1). */
  breakHours: z.array(breakHourSchema),
  /** IANA zone of every local date and time of the business (decisions.md section 4). */
  timezone: z.string(),
  /** Hours before the start until which customers may cancel or reschedule (decisions.md 8.3). */
  cancellationNoticeHours: z.number().int(),
  /** Minutes a place freed for the waitlist is held for the first in line (decisions.md 9.3). */
  waitlistHoldMinutes: z.number().int(),
  /** How long before the start each reminder goes out, in minutes. */
  reminderLeadMinutes: z.array(z.number().int()),
  /** Closed days and one-off hours from today on, in date order (decisions.md 8.4). */
  dateOverrides: z.array(dateOverrideAnswerSchema),
  /** The colour of the embedded booking and its button (`#rrggbb`), null for Booklane's own (decisions.md 9.5). */
  brandColor: z.string().nullable(),
  createdAt: instantSchema,
});
export type Business = z.infer<typeof businessSchema>;

/** The business's self-service policy (decisions.md 8.3), one rule for the form and the server. */
export const cancellationNoticeHoursSchema = z
  .number({ error: M.cancellationNoticeInvalid })
  .int(M.cancellationNoticeInvalid)
  .min(CANCELLATION_NOTICE_HOURS_MIN, M.cancellationNoticeInvalid)
  .max(CANCELLATION_NOTICE_HOURS_MAX, M.cancellationNoticeInvalid);
/** The business's waitlist hold (decisions.md 9.3), part of its booking policy. */
const waitlistHoldMinutesSchema = z
  .number({ error: M.waitlistHoldInvalid })
  .int(M.waitlistHoldInvalid)
  .min(WAITLIST_HOLD_MINUTES_MIN, M.waitlistHoldInvalid)
  .max(WAITLIST_HOLD_MINUTES_MAX, M.waitlistHoldInvalid);
const reminderLeadMinutesSchema = z
  .array(
    z
      .number({ error: M.reminderLeadInvalid })
      .int(M.reminderLeadInvalid)
      .min(REMINDER_LEAD_MINUTES_MIN, M.reminderLeadInvalid)
      .max(REMINDER_LEAD_MINUTES_MAX, M.reminderLeadInvalid),
  )
  .max(REMINDER_LEADS_MAX, M.reminderLeadsTooMany)
  .refine((leads) => new Set(leads).size === leads.length, M.reminderLeadsRepeated);
/** What a new business starts with. */
export const DEFAULT_SELF_SERVICE_POLICY = {
  cancellationNoticeHours: CANCELLATION_NOTICE_HOURS_DEFAULT,
  waitlistHoldMinutes: WAITLIST_HOLD_MINUTES_DEFAULT,
  reminderLeadMinutes: [...REMINDER_LEAD_MINUTES_DEFAULT],
} as const;

/** How an account belongs to a business (decisions.md 9.2): its owner, or one of its staff. */
export const BUSINESS_MEMBERSHIPS = ['owner', 'staff'] as const;
export type BusinessMembership = (typeof BUSINESS_MEMBERSHIPS)[number];

/**
 * A business of the signed-in account: the one it owns, or one it works at as a team member
 * (`teamMemberId`: the member it is; staff only).
 */
export const myBusinessSchema = businessSchema.extend({
  membership: z.enum(BUSINESS_MEMBERSHIPS),
  teamMemberId: idSchema.optional(),
});
export type MyBusiness = z.infer<typeof myBusinessSchema>;

/** `GET /businesses/my-businesses`: the owned business first, then those the account is staff of. */
export const myBusinessListSchema = z.array(myBusinessSchema);

const customCurrencyField = z
  .string()
  .trim()
  .max(CUSTOM_CURRENCY_MAX_LENGTH, M.customCurrencyTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** The fields of the business form, without the cross-field rules (for `.extend`/`.pick`). */
const businessFormShape = {
  username: usernameSchema,
  name: requiredText(M.businessNameRequired, NAME_MAX_LENGTH, M.nameTooLong),
  description: z.string().trim().max(DESCRIPTION_MAX_LENGTH, M.textTooLong).optional().default(''),
  category: categorySchema,
  currency: currencySchema,
  customCurrency: customCurrencyField,
  address: requiredText(M.addressRequired, ADDRESS_MAX_LENGTH),
  phone: phoneSchema,
  email: emailSchema,
  locationLink: optionalUrlSchema,
  websiteLink: optionalUrlSchema,
  facebookLink: optionalUrlSchema,
  instagramLink: optionalUrlSchema,
  /** Optional: the server keeps the current zone, or uses its own for a new business. */
  timezone: timeZoneSchema.optional(),
  /** Optional: the server keeps the current policy, or starts a new business with the defaults. */
  cancellationNoticeHours: cancellationNoticeHoursSchema.optional(),
  waitlistHoldMinutes: waitlistHoldMinutesSchema.optional(),
  reminderLeadMinutes: reminderLeadMinutesSchema.optional(),
};

type CurrencyFields = { currency: string; customCurrency: string | null };

function checkCustomCurrency(business: CurrencyFields, ctx: z.RefinementCtx): void {
  if (business.currency === 'other' && !business.customCurrency) {
    ctx.addIssue({ code: 'custom', path: ['customCurrency'], message: M.customCurrencyRequired });
  }
}

// A custom abbreviation only means something with currency `other`; drop a stale one.
function dropStaleCustomCurrency<T extends CurrencyFields>(business: T): T {
  return business.currency === 'other' ? business : { ...business, customCurrency: null };
}

/** The create-business form: every field spec section 5 requires. A schedule may come along. */
export const businessFormSchema = z
  .object({ ...businessFormShape, schedule: scheduleSchema.nullish() })
  .superRefine(checkCustomCurrency)
  .transform(dropStaleCustomCurrency);
export type BusinessFormValues = z.input<typeof businessFormSchema>;

// An empty optional field means "not given" (the server fills in its default).
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * `POST /businesses`. Business registration creates the business right after the account, from
 * the registration form (username and name only), so the call requires just those two and
 * defaults the rest: category `other`, currency USD, no address or phone, the owner's email.
 * The dashboard's create-business form still requires every field (`businessFormSchema`).
 * See docs/decisions/0003-business-registration.md.
 */
export const createBusinessRequestSchema = z
  .object({
    ...businessFormShape,
    category: categorySchema.default('other'),
    currency: currencySchema.default(DEFAULT_CURRENCY),
    address: z
      .string()
      .transform(oneLine)
      .pipe(z.string().trim().max(ADDRESS_MAX_LENGTH, M.textTooLong))
      .optional()
      .default(''),
    phone: z.preprocess(blankToUndefined, phoneSchema.optional()).transform((v) => v ?? ''),
    email: z.preprocess(blankToUndefined, emailSchema.optional()),
    schedule: scheduleSchema.nullish(),
    /** Without them, the spec's lunch break (decisions.md 9.1; docs/decisions/0052). */
    breakHours: breakHoursListSchema.optional(),
  })
  .superRefine(checkCustomCurrency)
  .transform(dropStaleCustomCurrency);
export type CreateBusinessRequest = z.output<typeof createBusinessRequestSchema>;

/** `PUT /businesses/{id}` and the business form when editing: editing also requires a description. */
export const updateBusinessRequestSchema = z
  .object({
    ...businessFormShape,
    description: requiredText(M.descriptionRequired, DESCRIPTION_MAX_LENGTH),
  })
  .superRefine(checkCustomCurrency)
  .transform(dropStaleCustomCurrency);
export type UpdateBusinessRequest = z.output<typeof updateBusinessRequestSchema>;
export type UpdateBusinessForm = z.input<typeof updateBusinessRequestSchema>;

/** `POST /uploads/business/{businessId}/logo` answer. */
export const logoUploadResponseSchema = z.object({ logoUrl: z.string() });
