// POST /auth/register for a team member (decisions.md 9.2): a business account without a business
// of its own, made to join the team that invited it.
import { callApi } from '@/lib/api-client';
import type { StaffAccount } from '../staff-account';

/** Called once the form's checks passed, the agreement to the terms among them. */
export function createStaffAccount({ acceptTerms, ...account }: StaffAccount) {
  return callApi('register', {
    body: { role: 'business', ...account, ...(acceptTerms ? { acceptTerms: true as const } : {}) },
  });
}
