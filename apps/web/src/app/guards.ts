// Route guards of spec section 6: who may open a protected page, and where the others go.
import type { UserRole } from '@booklane/shared';

export type GuardRule = {
  role: UserRole;
  /** Where a visitor without a stored user goes; '/' unless the page says otherwise. */
  signedOutTo?: string;
  /** Where a signed-in user of the other role goes; '/' unless the page says otherwise. */
  wrongRoleTo?: string;
};

/** The path to send the user to, or null when they may stay. */
export function guardRedirect(user: { role: UserRole } | null, rule: GuardRule): string | null {
  if (!user) return rule.signedOutTo ?? '/';
  if (user.role !== rule.role) return rule.wrongRoleTo ?? '/';
  return null;
}

/**
 * The protected pages and their rules (spec sections 2 and 6). The business dashboard "redirects
 * to /login if not a signed-in business" (spec section 2; section 6 names it apart from the
 * general rule): signed out or a customer, it goes to /login (docs/decisions/0009).
 */
export const GUARDS = {
  businessDashboard: { role: 'business', signedOutTo: '/login', wrongRoleTo: '/login' },
  businessProfile: { role: 'business', signedOutTo: '/business/login' },
  businessHistory: { role: 'business', signedOutTo: '/business/login' },
  customerDashboard: { role: 'customer', signedOutTo: '/customer/login' },
  customerProfile: { role: 'customer', signedOutTo: '/customer/login' },
  customerHistory: { role: 'customer', signedOutTo: '/customer/login' },
  customerMessages: { role: 'customer', signedOutTo: '/customer/login' },
} as const satisfies Record<string, GuardRule>;
