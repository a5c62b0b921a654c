// The business information form's resolver: the business fields and the booking policy checked
// together by the shared request schema (the server's own rules and messages), with the policy
// converted from what the form holds (hours as text, reminders as a number and a unit) first, and
// each error put on the control it is about, so the first invalid field gets the focus.
import { updateBusinessRequestSchema, type UpdateBusinessRequest } from '@booklane/shared/schemas';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import type { BusinessFieldsValues } from '@/components/business/business-fields';
import { fieldsToPolicy, formFieldOfIssue, type PolicyFields } from './policy-model';

export type BusinessProfileValues = BusinessFieldsValues & { policy: PolicyFields };

export const businessProfileResolver: Resolver<
  BusinessProfileValues,
  unknown,
  UpdateBusinessRequest
> = async (values, _context, options) => {
  const { policy: fields, ...business } = values;
  const policy = fieldsToPolicy(fields);
  const parsed = await updateBusinessRequestSchema.safeParseAsync({ ...business, ...policy });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of parsed.error.issues) {
    const name = formFieldOfIssue(issue.path, issue.message, policy.reminderLeadMinutes);
    flat[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};
