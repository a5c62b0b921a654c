import { expect, test } from '@playwright/test';
import { PASSWORD, sendApi, uid } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';

test('a business registers with a username and its public page answers at /{username}', async ({ page }) => {
  const id = uid();
  const username = `new-shop-${id}`;
  await page.goto('/business/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Registration' })).toBeVisible();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expectAccessible(page, 'Business Registration');

  await page.getByLabel('Business username').fill(username.toUpperCase());
  // The preview shows host plus the (lowercased) username while typing.
  await expect(page.getByTestId('public-url-preview')).toHaveText(new RegExp(`^https?://[^/]+/${username}$`));
  await page.getByLabel('Full name').fill(`Robin ${id}`);
  await page.getByLabel('Email').fill(`robin-${id}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  // The account and its business in one step; the onboarding goes on with the opening hours.
  await expect(page).toHaveURL(/\/business\/onboarding\?step=hours$/);
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingBusinessUsername'))).toBeNull();

  await page.goto(`/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: `Robin ${id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/${username}$`) })).toBeVisible();
  await expect(page.getByText('No services available')).toBeVisible();
  await expect(
    page.getByText("This business hasn't added any services yet. Check back later!"),
  ).toBeVisible();
  await expect(page.getByTestId('not-taking-bookings')).toHaveText('Not taking bookings yet');
});

test('a taken username refuses the registration and creates nothing: the same email registers after', async ({
  page,
  request,
}) => {
  const id = uid();
  const owner = await sendApi(request, 'register', {
    body: { role: 'business', name: 'First', email: `first-${id}@example.test`, password: PASSWORD },
  });
  const { token } = (await owner.json()) as { token: string };
  await sendApi(request, 'createBusiness', { body: { username: `taken-${id}`, name: 'First Shop' }, token });

  await page.goto('/business/register');
  await page.getByLabel('Business username').fill(`taken-${id}`);
  await page.getByLabel('Full name').fill('Second Owner');
  await page.getByLabel('Email').fill(`second-${id}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'Username is already taken' }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/business\/register$/);
  await expect(page.getByLabel('Business username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Business username')).toBeFocused();
  // Nothing was created: no session, and the email is free.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByLabel('Business username').fill(`second-${id}`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/business\/onboarding\?step=hours$/);
});

test('registration shows the server message when the email is taken', async ({ page, request }) => {
  const id = uid();
  await sendApi(request, 'register', {
    body: {
      role: 'customer',
      name: 'Taken',
      email: `taken-${id}@example.test`,
      password: PASSWORD,
      phone: '123456',
    },
  });
  await page.goto('/customer/register');
  await page.getByLabel('Full name').fill('Someone');
  await page.getByLabel('Email').fill(`taken-${id}@example.test`);
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email is already registered' })).toBeVisible();
});

test('login shows the server message on wrong credentials', async ({ page }) => {
  await page.goto('/customer/login');
  await page.getByLabel('Email').fill(`nobody-${uid()}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});
