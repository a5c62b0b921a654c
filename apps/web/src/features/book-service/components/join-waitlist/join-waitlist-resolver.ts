// The waitlist form's checks before it is sent (decisions.md 9.3): a date, a range whose end comes
// after its start (the service's times: not asked for a date-only service), and a guest's name,
// email and phone with the shared field rules. The server checks the rest (past, opening hours,
// advance limit, one entry per day) and its answer shows under the form.
import {
  BOOKING_MESSAGES,
  isValidDate,
  isValidTime,
  NAME_MAX_LENGTH,
  timeToMinutes,
  VALIDATION_MESSAGES as M,
  WAITLIST_MESSAGES as W,
} from '@booklane/shared/domain';
import { emailField, phoneField, requiredText } from '@booklane/shared/schemas';
import type { FieldErrors, Resolver } from 'react-hook-form';

export type JoinValues = {
  date: string;
  from: string;
  to: string;
  /** '' for anyone. */
  teamMember: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
};

/** A shared field rule, as far as this form reads it. */
type FieldRule = {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
};

const GUEST_FIELDS: ReadonlyArray<[keyof JoinValues, FieldRule]> = [
  ['guestName', requiredText(M.nameRequired, NAME_MAX_LENGTH, M.nameTooLong)],
  ['guestEmail', emailField()],
  ['guestPhone', phoneField()],
];

export function joinWaitlistResolver({
  guest,
  asksTimes,
}: {
  /** Signed out: the name, email and phone are asked. */
  guest: boolean;
  /** The range is asked (every type but date-only). */
  asksTimes: boolean;
}): Resolver<JoinValues> {
  return async (values) => {
    const errors: FieldErrors<JoinValues> = {};
    const fail = (field: keyof JoinValues, message: string) => {
      errors[field] ??= { type: 'validate', message };
    };
    if (!values.date) fail('date', BOOKING_MESSAGES.selectDate);
    else if (!isValidDate(values.date)) fail('date', M.dateInvalid);
    if (asksTimes) {
      for (const field of ['from', 'to'] as const) {
        if (!values[field]) fail(field, BOOKING_MESSAGES.selectTime);
        else if (!isValidTime(values[field])) fail(field, M.timeInvalid);
      }
      if (!errors.from && !errors.to && timeToMinutes(values.to) <= timeToMinutes(values.from)) {
        fail('to', W.windowOrder);
      }
    }
    if (guest) {
      for (const [field, rule] of GUEST_FIELDS) {
        const checked = rule.safeParse(values[field]);
        if (!checked.success) fail(field, checked.error?.issues[0]?.message ?? M.textTooLong);
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
