// What the navigation bar offers each role (spec section 2 "Navigation bar", section 6).
import type { UserRole } from '@booklane/shared/domain';
import { dashboardPathOf, historyPathOf, PATHS, profilePathOf } from '@/config/paths';

export type NavItem = { label: 'Dashboard' | 'History' | 'Profile' | 'Messages'; to: string };

/** Dashboard, History, Profile per role; Messages for customers only (businesses chat in their dashboard). */
export function navItemsFor(role: UserRole): NavItem[] {
  const items: NavItem[] = [
    { label: 'Dashboard', to: dashboardPathOf(role) },
    { label: 'History', to: historyPathOf(role) },
    { label: 'Profile', to: profilePathOf(role) },
  ];
  if (role === 'customer') items.push({ label: 'Messages', to: PATHS.customerMessages });
  return items;
}

/** The role badge of the account menu. */
export function roleLabel(role: UserRole): 'Business' | 'Customer' {
  return role === 'business' ? 'Business' : 'Customer';
}
