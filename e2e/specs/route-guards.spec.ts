import { expect, test } from '@playwright/test';
import { PASSWORD, registerBusiness, registerCustomer, signInBrowser } from '../fixtures/api';

// Each protected page sends a signed-out visitor to sign in, and names itself to come back to
// (the business dashboard's way in, /login, leads back to it anyway).
const signedOut: Array<[string, string]> = [
  ['/business/dashboard', '/login'],
  ['/business/profile', '/business/login?next=%2Fbusiness%2Fprofile'],
  ['/business/history', '/business/login?next=%2Fbusiness%2Fhistory'],
  ['/customer/dashboard', '/customer/login?next=%2Fcustomer%2Fdashboard'],
  ['/customer/profile', '/customer/login?next=%2Fcustomer%2Fprofile'],
  ['/customer/history', '/customer/login?next=%2Fcustomer%2Fhistory'],
  ['/customer/messages', '/customer/login?next=%2Fcustomer%2Fmessages'],
];

// One browser visits them in turn (a fresh context per page cost more than the visit itself).
test('signed out, each protected page redirects to its sign-in', async ({ page }) => {
  for (const [path, target] of signedOut) {
    await page.goto(path);
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, {
        message: `signed out, ${path} redirects to ${target}`,
      })
      .toBe(target);
  }
});

test('signing in from a protected page says why and goes back there', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await page.goto('/customer/messages');
  await expect(
    page.getByRole('status').filter({ hasText: 'Please log in to open that page.' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(customer.user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/customer\/messages$/);
  // A link to another site is never followed.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/customer/login?next=%2F%2Fevil.example');
  await expect(page.getByText('Please log in to open that page.')).toHaveCount(0);
});

test('a customer is sent from the business dashboard to /login, from other business pages to /', async ({
  page,
  request,
}) => {
  await signInBrowser(page, await registerCustomer(request));
  await page.goto('/business/dashboard');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/login$/);
  for (const path of ['/business/profile', '/business/history']) {
    await page.goto(path);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }
  await page.goto('/customer/messages');
  await expect(page).toHaveURL(/\/customer\/messages$/);
});

test('a business is sent from customer pages to /', async ({ page, request }) => {
  const { owner } = await registerBusiness(request);
  await signInBrowser(page, owner);
  for (const path of [
    '/customer/dashboard',
    '/customer/profile',
    '/customer/history',
    '/customer/messages',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }
  await page.goto('/business/history');
  await expect(page).toHaveURL(/\/business\/history$/);
});

test('a business logs in, sees its links and logs out', async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request);
  await page.goto('/business/login');
  await page.getByLabel('Email').fill(owner.user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'History', 'Profile']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: /Messages/ })).toHaveCount(0);

  await nav.getByRole('button', { name: `Account menu for ${owner.user.name}` }).click();
  const menu = page.getByRole('menu');
  await expect(page.getByText(business.name).first()).toBeVisible();
  await expect(nav.getByText(owner.user.email)).toBeVisible();
  await expect(page.getByText('Business', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();

  await page.evaluate(() => {
    localStorage.setItem('businessRemovedBookings', '["x"]');
    localStorage.setItem('customerRemovedBookings', '["y"]');
  });
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(nav.getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
  const stored = await page.evaluate(() =>
    ['token', 'user', 'businessRemovedBookings', 'customerRemovedBookings'].map((k) =>
      localStorage.getItem(k),
    ),
  );
  expect(stored).toEqual([null, null, null, null]);
});

test('a customer signing in on the business screen gets the server refusal', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await page.goto('/business/login');
  await page.getByLabel('Email').fill(customer.user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /customer account/i })).toBeVisible();
  await expect(page).toHaveURL(/\/business\/login$/);
});

test('a 401 clears the stored session and the guard then redirects', async ({ page, request }) => {
  const { owner } = await registerBusiness(request);
  // A stored session whose token the server refuses: the navigation bar's my-businesses call gets 401.
  await signInBrowser(page, { ...owner, token: 'not-a-valid-token' });
  await page.goto('/business/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});
