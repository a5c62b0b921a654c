import { expect, test } from '@playwright/test';
import { apiRoute, registerCustomer } from '../fixtures/api';

test('a failed external sign-in lands on /login with an understandable message', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied');
  await expect(page).toHaveURL(/\/login\?error=oauth_failed$/);
  await expect(page.getByRole('alert')).toContainText('did not complete');

  await page.goto('/auth/callback?token=only-a-token');
  await expect(page).toHaveURL(/\/login\?error=invalid_callback$/);

  await page.goto('/auth/callback?token=t&user=%7Bbroken');
  await expect(page).toHaveURL(/\/login\?error=callback_error$/);
});

test('a complete return signs in and goes to the dashboard of the role', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  const user = encodeURIComponent(JSON.stringify(customer.user));
  await page.goto(`/auth/callback?token=${customer.token}&user=${user}`);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(customer.token);
});

test('an external account whose role differs from the chosen one is asked to complete its profile', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('oauthRole', 'business'));
  const user = encodeURIComponent(JSON.stringify({ ...customer.user, provider: 'google' }));
  await page.goto(`/auth/callback?token=${customer.token}&user=${user}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Customer/ })).toBeChecked();
  await expect(page.getByText('I want to offer services and manage bookings')).toBeVisible();

  // The update fails without a server message: 'Failed to update role'.
  await page.route(apiRoute('updateRole'), (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('radio', { name: /Business Owner/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to update role');
  await page.unroute(apiRoute('updateRole'));

  // The server refuses (this account's role cannot change any more): its dashboard is the way on.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('The role of this account has already been chosen');
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('the sign-in screens start Google and Facebook sign-in with the intended role', async ({ page }) => {
  await page.goto('/business/login');
  const google = page.getByRole('link', { name: 'Google' });
  const href = await google.getAttribute('href');
  expect(href).toMatch(/^\/api\/auth\/google\?state=/);
  expect(JSON.parse(decodeURIComponent(href!.split('state=')[1]!))).toEqual({ intendedRole: 'business' });
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    /^\/api\/auth\/facebook\?state=/,
  );
  for (const path of ['/business/register', '/customer/login', '/customer/register']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Google' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Facebook' })).toBeVisible();
  }
});
