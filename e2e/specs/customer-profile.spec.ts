// /customer/profile (spec section 2 "Customer profile").
import { expect, test } from '@playwright/test';
import { apiRoute, PASSWORD, registerCustomer, sendApi, signInBrowser } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';

test('the three cards, the profile update and its failure', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  const other = await registerCustomer(request);
  await signInBrowser(page, customer);
  // Hold the profile call to see the loading text.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(apiRoute('getProfile'), async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.fallback();
  });
  await page.goto('/customer/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Profile' })).toBeVisible();
  await expect(page.getByText('Loading profile...')).toBeVisible();
  release();

  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Account Details' });
  await expect(details.getByText('Account Type')).toBeVisible();
  await expect(details.getByText('Customer', { exact: true })).toBeVisible();
  await expect(details.getByText('Member Since')).toBeVisible();
  await expect(details).toContainText(String(new Date().getFullYear()));
  await expect(page.getByLabel('Full name')).toHaveValue(customer.user.name);
  await expect(page.getByLabel('Email')).toHaveValue(customer.user.email);
  await expectAccessible(page, 'Customer Profile');

  await page.getByLabel('Full name').fill('Renamed Customer');
  await page.getByLabel('Phone').fill('+1 555 0177');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  // The stored user follows: the account menu shows the new name.
  await expect(page.getByRole('button', { name: 'Account menu for Renamed Customer' })).toBeVisible();

  // A new address asks for the current password (docs/decisions/0030); the server's message
  // when it refuses (another account's email).
  const info = page.getByRole('region', { name: 'Personal Information' });
  await expect(info.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('Email').fill(other.user.email);
  await info.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email is already registered' })).toBeVisible();

  // A free address waits for the link sent to it; the account keeps its address meanwhile.
  const moved = `moved-${customer.user.email}`;
  await page.getByLabel('Email').fill(moved);
  await info.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(info.getByRole('status').filter({ hasText: `We sent a link to ${moved}` })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(customer.user.email);

  // Required fields.
  await page.getByLabel('Full name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
});

test('Change Password: checks, Cancel clears, server errors, success stores the new token', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  await page.goto('/customer/profile');
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByLabel('Current password')).toHaveCount(0);
  await security.getByRole('button', { name: 'Change Password' }).click();

  await security.getByLabel('Current password').fill(PASSWORD);
  await security.getByLabel('New password', { exact: true }).fill('abc');
  await security.getByLabel('Confirm new password').fill('abd');
  await security.getByRole('button', { name: 'Update Password' }).click();
  await expect(security.getByText('New passwords do not match')).toBeVisible();
  await expect(security.getByText('New password must be at least 6 characters')).toHaveCount(0);
  await security.getByLabel('Confirm new password').fill('abc');
  await security.getByRole('button', { name: 'Update Password' }).click();
  await expect(security.getByText('New password must be at least 6 characters')).toBeVisible();

  // Cancel hides the form and clears the three fields.
  await security.getByRole('button', { name: 'Cancel' }).click();
  await expect(security.getByLabel('Current password')).toHaveCount(0);
  await security.getByRole('button', { name: 'Change Password' }).click();
  for (const label of ['Current password', 'Confirm new password']) {
    await expect(security.getByLabel(label)).toHaveValue('');
  }
  await expect(security.getByLabel('New password', { exact: true })).toHaveValue('');

  // A wrong current password: the server's message.
  await security.getByLabel('Current password').fill('not-my-password');
  await security.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await security.getByLabel('Confirm new password').fill('brand-new-pass');
  await security.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    security.getByRole('alert').filter({ hasText: 'Current password is incorrect' }),
  ).toBeVisible();

  await security.getByLabel('Current password').fill(PASSWORD);
  await security.getByRole('button', { name: 'Update Password' }).click();
  await expect(security.getByText('Password updated successfully!')).toBeVisible();
  await expect(security.getByLabel('Current password')).toHaveCount(0);
  await security.getByRole('button', { name: 'Change Password' }).click();
  await expect(security.getByLabel('Current password')).toHaveValue('');

  // The old token no longer works, the stored one does: the page still loads after a reload.
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  expect(stored).not.toBe(customer.token);
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue(customer.user.name);
  const login = await sendApi(request, 'login', {
    body: { email: customer.user.email, password: 'brand-new-pass', role: 'customer' },
  });
  expect(login.ok()).toBe(true);
});

test('a failing profile load shows "Failed to load profile data"', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  await page.route(apiRoute('getProfile'), (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/customer/profile');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load profile data' })).toBeVisible();
});
