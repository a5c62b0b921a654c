// axe scans (WCAG 2.0 and 2.1, A and AA; fixtures/axe.ts): no violations on the public screens,
// and on the booking cards with their Notifications section open and the cancel-with-reason dialog.
import { expect, test } from '@playwright/test';
import {
  createService,
  dateInZone,
  registerBusiness,
  registerCustomer,
  signInBrowser,
} from '../fixtures/api';
import { openBooking } from '../fixtures/booking';
import { expectAccessible } from '../fixtures/axe';
import { bookAsCustomer, openDashboard } from '../fixtures/business';

for (const [name, path, heading] of [
  ['the directory', '/', 'Explore Businesses'],
  ['the welcome page', '/login', 'Welcome to Booklane'],
  ['Business Login', '/business/login', 'Business Login'],
  ['Business Registration', '/business/register', 'Business Registration'],
  ['Customer Login', '/customer/login', 'Customer Login'],
  ['Create Customer Account', '/customer/register', 'Create Customer Account'],
] as const) {
  test(`${name} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, name);
  });
}

test('a sign-in screen with errors shown has no accessibility violations', async ({ page }) => {
  await page.goto('/customer/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expectAccessible(page, 'Create Customer Account with errors');
});

test('a business page with the booking modal open has no accessibility violations', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    breakHours: [{ name: 'Lunch', start: '12:00', end: '13:00', days: ['monday', 'tuesday'] }],
  });
  await page.goto(`/${business.username}`);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the business page');

  const dialog = await openBooking(page, service.name);
  await dialog.getByRole('group', { name: 'Next available days' }).getByRole('button').nth(1).click();
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await expectAccessible(page, 'the booking sheet with times');
});

test('booking cards with Notifications open, and the cancel dialog, have no accessibility violations', async ({
  page,
  request,
}) => {
  // Three full-page scans and two sign-ins: the allowance of a long journey.
  test.slow();
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: true });
  const customer = await registerCustomer(request);
  await bookAsCustomer(request, customer, business, service, dateInZone(business.timezone, 1), '10:00');

  // The business's Bookings tab, the section open and loaded.
  await openDashboard(page, owner, 'bookings');
  const card = page.getByTestId('active-booking');
  await card.getByRole('button', { name: 'Notifications' }).click();
  await expect(card.getByTestId('notification')).toHaveCount(2);
  await expectAccessible(page, 'the Bookings tab with Notifications open');

  // Cancelling the confirmed booking: the dialog, with the reason too long.
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog.getByLabel('Reason for the customer').fill('x'.repeat(501));
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'the cancel dialog with an error');
  await dialog.getByRole('button', { name: 'Keep booking' }).click();

  // The customer's dashboard card.
  await signInBrowser(page, customer);
  await page.goto('/customer/dashboard');
  const row = page.getByRole('list', { name: 'Active bookings' }).getByTestId('active-booking');
  await row.getByRole('button', { name: 'Notifications' }).click();
  await expect(row.getByTestId('notification')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the customer dashboard with Notifications open');
});
