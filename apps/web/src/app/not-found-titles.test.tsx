// @vitest-environment happy-dom
// Every not-found state of the web app names itself in the tab title (issue 38 item 2): an address
// that is no page, a business, a guest's manage link, a booking to review and a customer of the
// owner that do not exist, so a tab, a bookmark and the history list say what happened.
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { businessCustomerPath, PATHS, publicPagePath } from '@/config/paths';
import { aBusiness, BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import type { SessionUser } from '@/lib/session';
import BusinessCustomerPage from '@/pages/business-customer/business-customer-page';
import BusinessPagePage from '@/pages/business/business-page';
import CustomerBookingReviewPage from '@/pages/customer-booking-review/customer-booking-review-page';
import ManageBookingPage from '@/pages/manage-booking/manage-booking-page';
import NotFoundPage from '@/pages/not-found/not-found-page';

vi.mock('@/lib/realtime/socket-io', () => ({
  loadSocketIo: () => new Promise(() => undefined),
  loadedSocketIo: () => null,
}));

cleanUpAfterEach();
beforeEach(() => {
  document.title = 'Booklane';
});

const owner: SessionUser = { id: 'o1', name: 'Olive Owner', email: 'olive@example.com', role: 'business' };
const customer: SessionUser = { id: 'c1', name: 'Alex Morgan', email: 'alex@example.com', role: 'customer' };
const MISSING = { status: 404, body: { message: 'Not found' } };

/** The page at `path`, routed by its pattern as the app's router does. */
function open(pattern: string, path: string, page: ReactElement, user: SessionUser | null = null) {
  return renderWith(
    <Routes location={path}>
      <Route path={pattern} element={page} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    { user },
  );
}

describe('not-found states name themselves in the tab title', () => {
  it('an address that is no page of the app', async () => {
    open(PATHS.customerDashboard, '/customer/nope', <p>dashboard</p>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found · Booklane');
  });

  it('a business that does not exist', async () => {
    answerApi({ 'GET /api/businesses/u/nobody-here': MISSING });
    open(PATHS.businessByUsername, publicPagePath('nobody-here'), <BusinessPagePage />);
    expect((await screen.findAllByText('Business not found')).length).toBeGreaterThan(0);
    expect(document.title).toBe('Business not found · Booklane');
  });

  it("a guest's manage link that names no booking", async () => {
    answerApi({ 'GET /api/manage/not-a-real-link': MISSING });
    open(PATHS.manageBooking, '/manage/not-a-real-link', <ManageBookingPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking link is not valid any more.' }),
    ).toBeTruthy();
    expect(document.title).toBe('Booking link not valid · Booklane');
  });

  it('a booking to review that is not the customer’s', async () => {
    const id = '3f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    answerApi({ [`GET /api/bookings/${id}`]: MISSING });
    open(
      PATHS.customerBookingReview,
      `/customer/bookings/${id}/review`,
      <CustomerBookingReviewPage />,
      customer,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeTruthy();
    expect(document.title).toBe('Booking not found · Booklane');
    expect(screen.getByRole('link', { name: 'Booking History' }).getAttribute('href')).toBe(
      PATHS.customerHistory,
    );
  });

  it("a customer the owner's business does not know", async () => {
    const key = 'email:nobody@example.com';
    answerApi({
      'GET /api/businesses/my-businesses': [aBusiness()],
      [`GET /api/businesses/${BUSINESS_ID}/customers/${encodeURIComponent(key)}`]: MISSING,
    });
    open(PATHS.businessCustomer, businessCustomerPath(key), <BusinessCustomerPage />, owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer not found' })).toBeTruthy();
    expect(document.title).toBe('Customer not found · Booklane');
  });
});
