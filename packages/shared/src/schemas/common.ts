// Building blocks shared by the schemas of every area: ids, dates, times, texts, contact fields.

import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, URL_MAX_LENGTH } from '../domain/constants';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { isValidDate, isValidTimeZone, canonicalTimeZone, TIME_PATTERN } from '../domain/time';

/** Ids are opaque UUID strings (decisions.md section 2). */
export const idSchema = z.uuid({ error: M.idInvalid });

/** `HH:mm`, 24-hour, business local. */
export const timeSchema = z.string({ error: M.timeInvalid }).regex(TIME_PATTERN, M.timeInvalid);

/** `YYYY-MM-DD`, a real calendar day, business local. */
export const dateSchema = z.string({ error: M.dateInvalid }).refine(isValidDate, M.dateInvalid);

/** An ISO 8601 instant as JSON carries a Date (`2026-03-01T09:00:00.000Z`). */
export const instantSchema = z.iso.datetime({ offset: true });

/** An IANA time zone, stored in the runtime's canonical spelling. */
export const timeZoneSchema = z
  .string({ error: M.timezoneInvalid })
  .trim()
  .refine(isValidTimeZone, M.timezoneInvalid)
  .transform(canonicalTimeZone);

/** Control characters (C0, DEL, C1): never part of a one-line text (issue 32). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** A one-line text as typed: each run of control characters (a pasted tab or line break) becomes a space. */
export function oneLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ');
}

/** A required one-line text: control characters replaced, trimmed, not empty, bounded. */
export function requiredText(
  requiredMessage: string,
  max = NAME_MAX_LENGTH,
  tooLongMessage: string = M.textTooLong,
) {
  return z
    .string({ error: requiredMessage })
    .transform(oneLine)
    .pipe(z.string().trim().min(1, requiredMessage).max(max, tooLongMessage));
}

/** Email with its own "required" text: trimmed and lowercased (emails are unique case-insensitively). */
export function emailField(requiredMessage: string = M.emailRequired) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(EMAIL_MAX_LENGTH, M.emailInvalid)
    .pipe(z.email(M.emailInvalid));
}

/** Email, required (decisions.md section 3: stored lowercased). */
export const emailSchema = emailField();

// A phone is free text in a tel input; we only refuse what cannot be a number: other characters
// than digits, spaces, + ( ) . - and fewer than 3 digits.
const PHONE_PATTERN = /^\+?[0-9\s().-]+$/;
function isPlausiblePhone(value: string): boolean {
  return PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3;
}

/** Phone number with its own "required" text; one message per failure. */
export function phoneField(requiredMessage: string = M.phoneRequired) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((phone, ctx) => {
      if (phone === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (phone.length > PHONE_MAX_LENGTH || !isPlausiblePhone(phone)) {
        ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
      }
    });
}

/** Phone number, required. */
export const phoneSchema = phoneField();

/** Person's full name, required. */
export const personNameSchema = requiredText(M.nameRequired, NAME_MAX_LENGTH, M.nameTooLong);

// Only web links: a `javascript:` link shown as an outbound button would run script.
const webUrlSchema = z.url({ protocol: /^https?$/, error: M.urlInvalid }).max(URL_MAX_LENGTH, M.urlInvalid);

/** An optional link field: '' or missing mean none (null); otherwise an http(s) URL. */
export const optionalUrlSchema = z
  .string({ error: M.urlInvalid })
  .trim()
  .pipe(z.union([z.literal(''), webUrlSchema], { error: M.urlInvalid }))
  .nullish()
  .transform((value) => (value ? value : null));

/** Plain `{ message }` answers of calls that only confirm (password change, delete, mark read). */
export const messageResponseSchema = z.object({ message: z.string() });
