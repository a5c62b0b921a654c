// Route guards of spec section 6: who may open a protected page, and where the others go.
import type { UserRole } from '@booklane/shared/domain';
import { loginPathOf, PATHS } from '@/config/paths';

export type GuardRule = {
  role: UserRole;
  /** Where a visitor without a stored user goes; '/' unless the page says otherwise. */
  signedOutTo?: string;
  /** Where a signed-in user of the other role goes; '/' unless the page says otherwise. */
  wrongRoleTo?: string;
};

/** The path to send the user to, or null when they may stay. */
export function guardRedirect(user: { role: UserRole } | null, rule: GuardRule): string | null {
  if (!user) return rule.signedOutTo ?? PATHS.explore;
  if (user.role !== rule.role) return rule.wrongRoleTo ?? PATHS.explore;
  return null;
}

/**
 * The protected pages and their rules (spec sections 2 and 6). The business dashboard "redirects
 * to /login if not a signed-in business" (spec section 2; section 6 names it apart from the
 * general rule): signed out or a customer, it goes to /login (docs/decisions/0009).
 */
export const GUARDS = {
  businessDashboard: { role: 'business', signedOutTo: PATHS.welcome, wrongRoleTo: PATHS.welcome },
  businessOnboarding: { role: 'business', signedOutTo: loginPathOf('business') },
  businessProfile: { role: 'business', signedOutTo: loginPathOf('business') },
  businessHistory: { role: 'business', signedOutTo: loginPathOf('business') },
  businessCustomer: { role: 'business', signedOutTo: loginPathOf('business') },
  customerDashboard: { role: 'customer', signedOutTo: loginPathOf('customer') },
  customerProfile: { role: 'customer', signedOutTo: loginPathOf('customer') },
  customerHistory: { role: 'customer', signedOutTo: loginPathOf('customer') },
  customerMessages: { role: 'customer', signedOutTo: loginPathOf('customer') },
  customerBookingReview: { role: 'customer', signedOutTo: loginPathOf('customer') },
} as const satisfies Record<string, GuardRule>;
