// The booking policy part of the business form (decisions.md 8.3, 9.3): the cancellation notice in
// hours, how long a freed place is held for the first on the waitlist (minutes), and up to three
// reminder lead times, each typed as a number and a unit (minutes, hours, days). The server takes
// minutes; these functions convert both ways and say which control an
// error of the shared schema belongs to.
import { REMINDER_LEADS_MAX, VALIDATION_MESSAGES } from '@booklane/shared/domain';
import { DEFAULT_SELF_SERVICE_POLICY } from '@booklane/shared/schemas';

export const REMINDER_UNITS = ['minutes', 'hours', 'days'] as const;
export type ReminderUnit = (typeof REMINDER_UNITS)[number];

const MINUTES_PER: Record<ReminderUnit, number> = { minutes: 1, hours: 60, days: 1440 };

/** One reminder row as typed: `amount` is the input's text. */
export type ReminderRow = { amount: string; unit: ReminderUnit };

/** The policy as the form holds it (inputs hold text). */
export type PolicyFields = {
  cancellationNoticeHours: string;
  waitlistHoldMinutes: string;
  reminders: ReminderRow[];
};

/** The policy as the server takes it. */
export type Policy = {
  cancellationNoticeHours: number;
  waitlistHoldMinutes: number;
  reminderLeadMinutes: number[];
};

/** A lead time in the largest unit that shows it whole: 1440 -> 1 day, 90 -> 90 minutes. *
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function minutesToReminder(minutes: number): ReminderRow {
  if (minutes > 0 && minutes % MINUTES_PER.days === 0) {
    return { amount: String(minutes / MINUTES_PER.days), unit: 'days' };
  }
  if (minutes > 0 && minutes % MINUTES_PER.hours === 0) {
    return { amount: String(minutes / MINUTES_PER.hours), unit: 'hours' };
  }
  return { amount: String(minutes), unit: 'minutes' };
}

/** Text of a number input as a number; blank or not a number is NaN (the schema refuses it). */
function parseAmount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * A typed row in minutes: `1.5 hours` is 90. A result within a rounding error of a whole minute
 * is that minute (`0.1 hours` is 6, not 6.000000000000001); anything else stays as it is, so the
 * schema says it is not a whole number of minutes.
 *
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function reminderToMinutes(row: ReminderRow): number {
  const minutes = parseAmount(row.amount) * MINUTES_PER[row.unit];
  const whole = Math.round(minutes);
  return Math.abs(minutes - whole) < 1e-9 ? whole : minutes;
}

/** The form's starting values from the stored business (the defaults when it has none yet). */
export function policyToFields(business: {
  cancellationNoticeHours?: number | null | undefined;
  waitlistHoldMinutes?: number | null | undefined;
  reminderLeadMinutes?: readonly number[] | null | undefined;
}): PolicyFields {
  const hours = business.cancellationNoticeHours ?? DEFAULT_SELF_SERVICE_POLICY.cancellationNoticeHours;
  const hold = business.waitlistHoldMinutes ?? DEFAULT_SELF_SERVICE_POLICY.waitlistHoldMinutes;
  const leads = business.reminderLeadMinutes ?? DEFAULT_SELF_SERVICE_POLICY.reminderLeadMinutes;
  return {
    cancellationNoticeHours: String(hours),
    waitlistHoldMinutes: String(hold),
    reminders: leads.map(minutesToReminder),
  };
}

/** The form's values as the request's fields (checked afterwards by the shared schema). */
export function fieldsToPolicy(fields: PolicyFields): Policy {
  return {
    cancellationNoticeHours: parseAmount(fields.cancellationNoticeHours),
    waitlistHoldMinutes: parseAmount(fields.waitlistHoldMinutes),
    reminderLeadMinutes: fields.reminders.map(reminderToMinutes),
  };
}

/** A new row: the first lead time not chosen yet among common ones (1 day, 1 hour, 2 hours...). */
export function nextReminder(current: readonly ReminderRow[]): ReminderRow {
  const taken = new Set(current.map(reminderToMinutes));
  const choice = [1440, 60, 120, 30, 2880, 180].find((minutes) => !taken.has(minutes)) ?? 60;
  return minutesToReminder(choice);
}

/** Whether another reminder may be added. */
export function canAddReminder(current: readonly unknown[]): boolean {
  return current.length < REMINDER_LEADS_MAX;
}

/** Where the policy sits in the business form's values (`policy.cancellationNoticeHours`...). */
const POLICY_KEY = 'policy';

/**
 * The form control an issue of the request schema belongs to: the notice and the waitlist hold to
 * their inputs; a
 * reminder's issue to its amount; a repeated lead time to the row that repeats an earlier one;
 * any other list issue (too many) to the list itself. Other paths are the business form's own.
 */
export function formFieldOfIssue(
  path: ReadonlyArray<PropertyKey>,
  message: string,
  reminderLeadMinutes: readonly number[],
): string {
  if (path[0] === 'cancellationNoticeHours') return `${POLICY_KEY}.cancellationNoticeHours`;
  if (path[0] === 'waitlistHoldMinutes') return `${POLICY_KEY}.waitlistHoldMinutes`;
  if (path[0] === 'reminderLeadMinutes') {
    if (typeof path[1] === 'number') return `${POLICY_KEY}.reminders.${path[1]}.amount`;
    if (message === VALIDATION_MESSAGES.reminderLeadsRepeated) {
      const repeat = reminderLeadMinutes.findIndex((m, i) => reminderLeadMinutes.indexOf(m) < i);
      if (repeat >= 0) return `${POLICY_KEY}.reminders.${repeat}.amount`;
    }
    return `${POLICY_KEY}.reminders`;
  }
  return path.map(String).join('.');
}
