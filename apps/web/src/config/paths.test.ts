import { businessPageHref, OAUTH_CALLBACK_ERRORS } from '@booklane/shared/domain';
import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  businessByIdPath,
  businessCustomerPath,
  businessDashboardTabPath,
  chatWithBusinessPath,
  dashboardPathOf,
  embedPath,
  historyPathOf,
  joinTeamPath,
  waitlistOfferPath,
  loginPathOf,
  loginReturningTo,
  safeReturnPath,
  PATHS,
  profilePathOf,
  publicPagePath,
  registerPathOf,
  signInErrorPath,
} from './paths';

describe('the pages of each role', () => {
  it('leads each role to its own dashboard', () => {
    expect(dashboardPathOf('business')).toBe('/business/dashboard');
    expect(dashboardPathOf('customer')).toBe('/customer/dashboard');
  });

  it('gives each role its history, profile, login and registration page', () => {
    expect(historyPathOf('business')).toBe('/business/history');
    expect(historyPathOf('customer')).toBe('/customer/history');
    expect(profilePathOf('business')).toBe('/business/profile');
    expect(profilePathOf('customer')).toBe('/customer/profile');
    expect(loginPathOf('business')).toBe('/business/login');
    expect(loginPathOf('customer')).toBe('/customer/login');
    expect(registerPathOf('business')).toBe('/business/register');
    expect(registerPathOf('customer')).toBe('/customer/register');
  });

  it('uses only paths the router declares', () => {
    const declared = new Set<string>(Object.values(PATHS));
    for (const role of ['business', 'customer'] as const) {
      for (const of of [dashboardPathOf, historyPathOf, profilePathOf, loginPathOf, registerPathOf]) {
        expect(declared.has(of(role))).toBe(true);
      }
    }
  });
});

describe('links with parameters', () => {
  it('builds business pages that the routes match', () => {
    expect(publicPagePath('luxe-hair')).toBe('/luxe-hair');
    expect(matchPath(PATHS.businessByUsername, publicPagePath('luxe-hair'))?.params).toEqual({
      username: 'luxe-hair',
    });
    expect(businessByIdPath('b 1')).toBe('/customer/business/b%201');
    expect(matchPath(PATHS.businessById, businessByIdPath('b1'))?.params).toEqual({ businessId: 'b1' });
  });

  it('builds the embedded booking of a business, never taken for a business page', () => {
    expect(embedPath('luxe-hair')).toBe('/embed/luxe-hair');
    expect(matchPath(PATHS.embed, embedPath('luxe-hair'))?.params).toEqual({ username: 'luxe-hair' });
    expect(matchPath(PATHS.businessByUsername, embedPath('luxe-hair'))).toBeNull();
  });

  it("matches a guest's manage link (the server's emails build it), never as a business page", () => {
    const token = '11111111-1111-4111-8111-111111111111.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    expect(matchPath(PATHS.manageBooking, `/manage/${token}`)?.params).toEqual({ token });
    expect(matchPath(PATHS.businessByUsername, `/manage/${token}`)).toBeNull();
  });

  it("matches a team invitation's link (the server's email builds it)", () => {
    const token = '11111111-1111-4111-8111-111111111111.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    expect(joinTeamPath(token)).toBe(`/join/${token}`);
    expect(matchPath(PATHS.joinTeam, joinTeamPath(token))?.params).toEqual({ token });
  });

  it("matches the waitlist's links (the server's emails build them)", () => {
    const token = '11111111-1111-4111-8111-111111111111.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    expect(waitlistOfferPath(token)).toBe(`/waitlist/offers/${token}`);
    expect(matchPath(PATHS.waitlistOffer, waitlistOfferPath(token))?.params).toEqual({ token });
    expect(matchPath(PATHS.waitlistLeave, `/waitlist/leave/${token}`)?.params).toEqual({ token });
  });

  it("lands the directory's shared 'View & Book' link on the same routes", () => {
    expect(businessPageHref({ _id: 'b1', username: 'luxe-hair' })).toBe(publicPagePath('luxe-hair'));
    expect(businessPageHref({ _id: 'b1', username: null })).toBe(businessByIdPath('b1'));
  });

  it("opens a customer's page by their key, in one path segment", () => {
    const key = 'email:ana/b@example.com';
    expect(businessCustomerPath(key)).toBe('/business/customers/email%3Aana%2Fb%40example.com');
    // The router decodes the segment (a slash in it included) before it names the parameter.
    expect(matchRoutes([{ path: PATHS.businessCustomer }], businessCustomerPath(key))?.[0]?.params).toEqual({
      key,
    });
    expect(businessDashboardTabPath('customers')).toBe('/business/dashboard?tab=customers');
  });

  it('opens the chat with a business on the messages page', () => {
    expect(chatWithBusinessPath('b/1')).toBe('/customer/messages?business=b%2F1');
  });

  it('names a failed external sign-in on the welcome page', () => {
    for (const code of OAUTH_CALLBACK_ERRORS) expect(signInErrorPath(code)).toBe(`/login?error=${code}`);
    expect(signInErrorPath('oauth_failed', 'password_account')).toBe(
      '/login?error=oauth_failed&reason=password_account',
    );
  });
});

describe('safeReturnPath', () => {
  it('keeps pages of this app and refuses anything else', () => {
    expect(safeReturnPath('/customer/messages?business=abc')).toBe('/customer/messages?business=abc');
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  it('ignores a return page with control characters, as the browser decodes them', () => {
    for (const raw of ['%2Fcustomer%2Fdashboard%0d%0aX', '%2Fcustomer%00', '%2F%7F', '%2F%09evil']) {
      expect(safeReturnPath(new URLSearchParams(`next=${raw}`).get('next'))).toBeNull();
    }
  });

  it('builds the login page that comes back', () => {
    expect(loginReturningTo('/customer/login', '/customer/messages')).toBe(
      '/customer/login?next=%2Fcustomer%2Fmessages',
    );
  });
});
