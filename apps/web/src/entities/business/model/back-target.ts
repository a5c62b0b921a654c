// The business page's back button (spec section 2), apart from the page's other rules
// (page-rules.ts) so that the page's first download does not carry their date and clock code.
import { type UserRole } from '@booklane/shared/domain';
import { dashboardPathOf, PATHS } from '@/config/paths';

/** Back button: customer dashboard for a customer, business dashboard for a business, / otherwise. */
export function backTarget(role: UserRole | null | undefined): { to: string; label: string } {
  if (role) return { to: dashboardPathOf(role), label: 'Back to dashboard' };
  return { to: PATHS.explore, label: 'Back to Explore Businesses' };
}
