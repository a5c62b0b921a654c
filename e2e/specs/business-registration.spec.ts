import { expect, test } from '@playwright/test';
import { PASSWORD, sendApi, uid } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';

test('a business registers with a username and its public page answers at /{username}', async ({ page }) => {
  const id = uid();
  const username = `new-shop-${id}`;
  await page.goto('/business/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Registration' })).toBeVisible();
  await expectAccessible(page, 'Business Registration');

  await page.getByLabel('Business username').fill(username.toUpperCase());
  // The preview shows host plus the (lowercased) username while typing.
  await expect(page.getByTestId('public-url-preview')).toHaveText(new RegExp(`^https?://[^/]+/${username}$`));
  await page.getByLabel('Full name').fill(`Robin ${id}`);
  await page.getByLabel('Email').fill(`robin-${id}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/business\/dashboard$/);
  expect(await page.evaluate(() => sessionStorage.getItem('pendingBusinessUsername'))).toBeNull();

  await page.goto(`/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: `Robin ${id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/${username}$`) })).toBeVisible();
  await expect(page.getByText('No services available')).toBeVisible();
  await expect(
    page.getByText("This business hasn't added any services yet. Check back later!"),
  ).toBeVisible();
});

test('a taken username keeps the account and continues at the dashboard with the username kept aside', async ({
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
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await expect(page.getByText('Failed to create business: Username is already taken')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingBusinessUsername'))).toBe(`taken-${id}`);
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
