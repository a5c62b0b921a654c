import type { UserRole } from '@booklane/shared';

/** Where a signed-in user lands: the dashboard of their role. */
export function dashboardPathOf(role: UserRole): string {
  return role === 'business' ? '/business/dashboard' : '/customer/dashboard';
}
