import { describe, expect, it } from 'vitest';
import { navItemsFor, roleLabel } from './nav-items';

describe('navigation items', () => {
  it('gives customers Dashboard, History, Profile and Messages', () => {
    expect(navItemsFor('customer')).toEqual([
      { label: 'Dashboard', to: '/customer/dashboard' },
      { label: 'History', to: '/customer/history' },
      { label: 'Profile', to: '/customer/profile' },
      { label: 'Messages', to: '/customer/messages' },
    ]);
  });

  it('gives businesses no Messages link', () => {
    expect(navItemsFor('business').map((i) => i.to)).toEqual([
      '/business/dashboard',
      '/business/history',
      '/business/profile',
    ]);
  });

  it('labels the role', () => {
    expect(roleLabel('customer')).toBe('Customer');
    expect(roleLabel('business')).toBe('Business');
  });
});
