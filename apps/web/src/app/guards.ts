// Route guards of spec section 6: who may open a protected page, and where the others go.
import type { UserRole } from '@booklane/shared';

export type GuardRule = {
  role: UserRole;
  /** Where a visitor without a stored user goes; '/' unless the page says otherwise. */
  signedOutTo?: string;
};

/** The path to send the user to, or null when they may stay. A wrong role always goes to '/'. */
export function guardRedirect(user: { role: UserRole } | null, rule: GuardRule): string | null {
  if (!user) return rule.signedOutTo ?? '/';
  if (user.role !== rule.role) return '/';
  return null;
}

/** The protected pages and their rules (spec sections 2 and 6). */
export const GUARDS = {
  businessDashboard: { role: 'business', signedOutTo: '/login' },
  businessProfile: { role: 'business', signedOutTo: '/business/login' },
  businessHistory: { role: 'business', signedOutTo: '/business/login' },
  customerDashboard: { role: 'customer', signedOutTo: '/customer/login' },
  customerProfile: { role: 'customer', signedOutTo: '/customer/login' },
  customerHistory: { role: 'customer', signedOutTo: '/customer/login' },
  customerMessages: { role: 'customer', signedOutTo: '/customer/login' },
} as const satisfies Record<string, GuardRule>;
