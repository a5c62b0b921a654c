// /customer/history (spec section 2 "Customer booking history").
import { expect, test } from '@playwright/test';
import { apiRoute, callApi, dateInZone, registerCustomer, signInBrowser } from '../fixtures/api';
import { seedCustomerBookings } from '../fixtures/customer';
import { expectAccessible } from '../fixtures/axe';

/** `Mon, Mar 2, 2026`: how an entry names its business-local day. */
function longDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

test('a new customer sees the empty history', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  await page.goto('/customer/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking History' })).toBeVisible();
  await expect(page.getByText('Your completed appointments')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No booking history yet' })).toBeVisible();
  await expect(page.getByText('Your completed and cancelled appointments will appear here.')).toBeVisible();
  await expectAccessible(page, 'the empty customer history');
});

test('completed and cancelled bookings show every field; refresh and removal reload the list', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const seeded = await seedCustomerBookings(request, customer);
  await signInBrowser(page, customer);
  await page.goto('/customer/history');

  const entries = page.getByTestId('history-booking');
  await expect(entries).toHaveCount(2);
  const completed = entries.filter({ hasText: 'Day Pass' });
  await expect(completed).toContainText(seeded.business.name);
  await expect(completed).toContainText(longDay(dateInZone(seeded.business.timezone)));
  await expect(completed).toContainText('60 minutes');
  await expect(completed).toContainText('$45.00');
  await expect(completed).toContainText('Window seat please');
  await expect(completed).toContainText(/Completed on \w{3} \d{1,2}, \d{4}/);
  await expect(completed.getByText('Completed', { exact: true })).toBeVisible();
  const cancelled = entries.filter({ hasText: 'Deluxe Colour' });
  await expect(cancelled).toContainText('90 minutes');
  await expect(cancelled).toContainText('$120.00');
  await expect(cancelled).toContainText(/Cancelled on/);
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelled).toContainText('Cancelled by the business');

  // Removed elsewhere (another tab or screen): the customerBookingRemoved event reloads the list.
  await callApi(request, 'removeBookingForCustomer', {
    params: { id: seeded.cancelled._id },
    token: customer.token,
  });
  await page.evaluate(() => window.dispatchEvent(new Event('customerBookingRemoved')));
  await expect(entries).toHaveCount(1);

  // A failing refresh says so and keeps the list.
  await page.route(apiRoute('listMyBookingHistory'), (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('button', { name: 'Refresh History' }).click();
  await expect(page.getByText('Failed to refresh booking history')).toBeVisible();
  await expect(entries).toHaveCount(1);
});

test('a failing load shows "Failed to load booking history"', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  await page.route(apiRoute('listMyBookingHistory'), (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/customer/history');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load booking history' })).toBeVisible();
});

test('signed-out visitors are sent to /customer/login', async ({ page }) => {
  await page.goto('/customer/history');
  await expect(page).toHaveURL(/\/customer\/login\?next=%2Fcustomer%2Fhistory$/);
});
