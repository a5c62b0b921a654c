import { describe, expect, it } from 'vitest';
import { GUARDS, guardRedirect } from './guards';

const customer = { role: 'customer' as const };
const business = { role: 'business' as const };

describe('guardRedirect', () => {
  it('lets the right role in', () => {
    expect(guardRedirect(business, GUARDS.businessDashboard)).toBeNull();
    expect(guardRedirect(customer, GUARDS.customerMessages)).toBeNull();
  });

  it('sends a wrong role to /, except a customer on the business dashboard, to /login', () => {
    expect(guardRedirect(customer, GUARDS.businessDashboard)).toBe('/login');
    expect(guardRedirect(customer, GUARDS.businessProfile)).toBe('/');
    expect(guardRedirect(business, GUARDS.customerProfile)).toBe('/');
    expect(guardRedirect(business, GUARDS.customerMessages)).toBe('/');
  });

  it.each([
    ['businessDashboard', '/login'],
    ['businessOnboarding', '/business/login'],
    ['businessProfile', '/business/login'],
    ['businessHistory', '/business/login'],
    ['customerDashboard', '/customer/login'],
    ['customerProfile', '/customer/login'],
    ['customerHistory', '/customer/login'],
    ['customerMessages', '/customer/login'],
  ] as const)('sends a signed-out visitor of %s to %s', (page, target) => {
    expect(guardRedirect(null, GUARDS[page])).toBe(target);
  });

  it('sends a signed-out visitor to / when the page names no other place', () => {
    expect(guardRedirect(null, { role: 'customer' })).toBe('/');
  });
});
