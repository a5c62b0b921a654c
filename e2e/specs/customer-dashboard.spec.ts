// /customer/dashboard (spec section 2 "Customer dashboard").
import { expect, test } from '@playwright/test';
import {
  apiRoute,
  createService,
  isCallOf,
  registerBusiness,
  registerCustomer,
  signInBrowser,
} from '../fixtures/api';
import { seedCustomerBookings } from '../fixtures/customer';
import { expectAccessible } from '../fixtures/axe';

test('search, business cards, active bookings, quick stats; marks bookings viewed on load', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const seeded = await seedCustomerBookings(request, customer);
  const other = await registerBusiness(request, { name: `Zen Garden Spa ${Date.now()}` });
  // A word only one of its services holds: the dashboard finds businesses by their services too.
  const treatment = `Hotstone${Date.now()}`;
  await createService(request, other.owner, other.business, { name: `${treatment} massage` });
  await signInBrowser(page, customer);

  const viewed = page.waitForRequest((r) => isCallOf(r, 'markAllBookingsViewed'));
  await page.goto('/customer/dashboard');
  await viewed;

  // My Active Bookings: the confirmed and the pending one; the cancelled one can be removed.
  const panel = page.getByRole('region', { name: 'My Active Bookings' });
  const active = panel.getByRole('list', { name: 'Active bookings' }).getByTestId('active-booking');
  await expect(active).toHaveCount(2);
  await expect(active.filter({ hasText: 'Express Trim' })).toContainText('Confirmed');
  await expect(active.filter({ hasText: 'Deluxe Colour' })).toContainText('Pending');
  await expect(active.first()).toContainText(seeded.business.name);

  const stats = page.getByRole('region', { name: 'Quick Stats' });
  await expect(stats).toContainText(/Active bookings\s*2/);
  await expect(stats).toContainText(/Pending approval\s*1/);
  await expect(stats).toContainText(/Confirmed\s*1/);
  await expect(stats).toContainText(/Completed visits\s*1/);
  await expectAccessible(page, 'the customer dashboard');

  // Tab follows the visual order: on a phone the bookings come first, on a desktop the search
  // (the left column).
  const title = page.getByRole('heading', { level: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await title.focus();
  await page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The order follows the width once the page has seen the resize (a media query listener), a
  // moment after it: asked again until then.
  await expect(async () => {
    await title.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Search businesses by name')).toBeFocused({ timeout: 500 });
  }).toPass();

  // Business search by name.
  const search = page.getByLabel('Search businesses by name');
  await search.fill(other.business.name.toLowerCase());
  const cards = page.getByRole('list', { name: 'Businesses' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(other.business.name);
  // The server's search (issue 32): a service's name finds its business, as in the directory.
  await search.fill(treatment.toLowerCase());
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(other.business.name);
  await search.fill('no business is called like this');
  await expect(page.getByRole('heading', { name: 'No businesses found.' })).toBeVisible();
  await search.fill(seeded.business.name);
  await cards.first().getByRole('link', { name: 'View Services' }).click();
  await expect(page).toHaveURL(`/customer/business/${seeded.business._id}`);
  await expect(page.getByRole('heading', { level: 1, name: seeded.business.name })).toBeVisible();
});

test('removing a cancelled booking fires customerBookingRemoved and drops it', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await seedCustomerBookings(request, customer);
  await signInBrowser(page, customer);
  await page.goto('/customer/dashboard');
  await page.evaluate(() => {
    (window as unknown as { removedEvents: number }).removedEvents = 0;
    window.addEventListener('customerBookingRemoved', () => {
      (window as unknown as { removedEvents: number }).removedEvents += 1;
    });
  });
  const cancelled = page.getByRole('list', { name: 'Cancelled bookings' }).getByTestId('active-booking');
  await expect(cancelled).toHaveCount(1);
  await cancelled.getByRole('button', { name: /Remove cancelled booking/ }).click();
  await expect(page.getByText('Booking removed.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cancelled bookings' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { removedEvents: number }).removedEvents)).toBe(1);
  const remembered = await page.evaluate(() => localStorage.getItem('customerRemovedBookings'));
  expect(JSON.parse(remembered ?? '[]')).toHaveLength(1);
});

test('failures: "Failed to load dashboard data" and "Failed to fetch businesses"', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  await page.route(apiRoute('listMyBookings'), (route) => route.fulfill({ status: 500, body: '{}' }));
  // The dashboard's search is the directory's (issue 32): GET /api/directory, with or without a query.
  for (const pattern of [apiRoute('listDirectoryPage'), apiRoute('listDirectoryPage', {}, '?**')]) {
    await page.route(pattern, (route) => route.fulfill({ status: 500, body: '{}' }));
  }
  await page.goto('/customer/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch businesses' })).toBeVisible({
    timeout: 20_000,
  });
});

test('the customer area redirects: signed out to /customer/login, a business to /', async ({
  page,
  request,
}) => {
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/customer\/login\?next=%2Fcustomer%2Fdashboard$/);
  const { owner } = await registerBusiness(request);
  await signInBrowser(page, owner);
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
