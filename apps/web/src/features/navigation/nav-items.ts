// What the navigation bar offers each role (spec section 2 "Navigation bar", section 6).
import type { UserRole } from '@booklane/shared';

export type NavItem = { label: 'Dashboard' | 'History' | 'Profile' | 'Messages'; to: string };

/** Dashboard, History, Profile per role; Messages for customers only (businesses chat in their dashboard). */
export function navItemsFor(role: UserRole): NavItem[] {
  const items: NavItem[] = [
    { label: 'Dashboard', to: `/${role}/dashboard` },
    { label: 'History', to: `/${role}/history` },
    { label: 'Profile', to: `/${role}/profile` },
  ];
  if (role === 'customer') items.push({ label: 'Messages', to: '/customer/messages' });
  return items;
}

/** Where 'Profile Settings' leads. */
export function profileSettingsPath(role: UserRole): string {
  return `/${role}/profile`;
}

/** The role badge of the account menu. */
export function roleLabel(role: UserRole): 'Business' | 'Customer' {
  return role === 'business' ? 'Business' : 'Customer';
}
