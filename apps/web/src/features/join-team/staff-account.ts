// The account a team member creates on the join page: name, email and password, checked with the
// registration's own rules (the shared schema the server applies too).
import { registerRequestSchema } from '@booklane/shared/schemas';

/** `acceptTerms`: the agreement to the terms and the privacy notice (issue 39). */
export type StaffAccount = { name: string; email: string; password: string; acceptTerms: boolean };
export type StaffAccountErrors = Partial<Record<keyof StaffAccount, string>>;

const FIELDS: ReadonlyArray<keyof StaffAccount> = ['name', 'email', 'password', 'acceptTerms'];

/** The first problem of each field, in the registration's words; empty when the account can be made. */
export function staffAccountErrors(account: StaffAccount): StaffAccountErrors {
  const result = registerRequestSchema.safeParse({ role: 'business', ...account });
  if (result.success) return {};
  const errors: StaffAccountErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
