import { expect, test } from '@playwright/test';
import { PASSWORD, registerBusiness, registerCustomer, signInBrowser } from '../fixtures/api';

const signedOut: Array<[string, RegExp]> = [
  ['/business/dashboard', /\/login$/],
  ['/business/profile', /\/business\/login$/],
  ['/business/history', /\/business\/login$/],
  ['/customer/dashboard', /\/customer\/login$/],
  ['/customer/profile', /\/customer\/login$/],
  ['/customer/history', /\/customer\/login$/],
  ['/customer/messages', /\/customer\/login$/],
];

for (const [path, target] of signedOut) {
  test(`signed out, ${path} redirects to ${target.source}`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(target);
  });
}

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
