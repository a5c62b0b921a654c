// Business profile: logo upload (shown in the navigation bar and the directory; an invalid file
// gives 'Failed to upload logo: ...'), account and business information, password change; and
// the dashboard's create-business form for an account without a business.
import { expect, test } from '@playwright/test';
import {
  createService,
  PASSWORD,
  registerBusiness,
  sendApi,
  signInBrowser,
  uid,
  type Account,
} from '../fixtures/api';
import { solidPng } from '../fixtures/business';

test('a business uploads a logo and sees it in the navigation bar and the directory', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  // Listed in the directory once it has a live service (decisions.md 9.2).
  await createService(request, owner, business);
  await signInBrowser(page, owner);
  await page.goto('/business/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Profile' })).toBeVisible();

  // Not an image (by content, whatever its name): the server's reason after the spec's prefix.
  const logoInput = page.getByLabel('Logo image');
  await logoInput.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(
    page.getByText('Failed to upload logo: Only PNG, JPEG, WebP or GIF images are accepted'),
  ).toBeVisible();

  // A real PNG: previewed, uploaded, then shown everywhere.
  await logoInput.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(64, [79, 70, 229]),
  });
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('Logo updated successfully!')).toBeVisible();
  const navLogo = page.getByRole('banner').locator('img[src*="/uploads/"]').first();
  await expect(navLogo).toBeVisible();
  await expect.poll(() => navLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Found by its name: on the directory's first page only while few businesses sort before it
  // (every journey registers some).
  await page.goto(`/?q=${encodeURIComponent(business.name)}`);
  const card = page.getByRole('listitem').filter({ hasText: business.name });
  await expect(card.locator('img[src*="/uploads/"]')).toBeVisible();
});

test('a business edits its account and business information and changes its password', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  await signInBrowser(page, owner);
  await page.goto('/business/profile');

  const account = page.getByRole('region', { name: 'Account Information' });
  await account.getByLabel('Phone').fill('+1 555 0142');
  await account.getByRole('button', { name: 'Save account information' }).click();
  await expect(account.getByText('User profile updated successfully!')).toBeVisible();

  const info = page.getByRole('region', { name: 'Business Information' });
  // Editing requires a description (spec section 5), and 'other' needs its abbreviation.
  await info.getByLabel('Description').fill('');
  await info.getByLabel('Currency').selectOption('other');
  await info.getByLabel('Address').fill('1 Main Street');
  await info.getByLabel('Phone').fill('+1 555 0100');
  await info.getByLabel('Category').selectOption('spa');
  await info.getByRole('button', { name: 'Save business information' }).click();
  await expect(info.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
  await expect(info.getByLabel('Custom currency abbreviation')).toHaveAttribute('aria-invalid', 'true');
  await info.getByLabel('Description').fill('Calm treatments.');
  await info.getByLabel('Custom currency abbreviation').fill('PTS');
  await info.getByLabel('Website').fill('not a url');
  await info.getByRole('button', { name: 'Save business information' }).click();
  await expect(info.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
  await info.getByLabel('Website').fill('https://spa.example');
  // The time zone is found by city and listed with its UTC offset, canonical names only.
  await info.getByLabel('Find a time zone').fill('berlin');
  await expect(info.getByText('1 time zone match: choose in the list below.')).toBeVisible();
  const zone = info.getByLabel('Time zone', { exact: true });
  await expect(zone.locator('option', { hasText: /^\(UTC\+0[12]:00\) Europe\/Berlin$/ })).toHaveCount(1);
  await zone.selectOption('Europe/Berlin');
  await info.getByLabel('Find a time zone').fill('eastern');
  await expect(zone.locator('option', { hasText: 'US/Eastern' })).toHaveCount(0);
  await info.getByRole('button', { name: 'Save business information' }).click();
  await expect(info.getByText('Business information updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Europe/Berlin');

  await page.goto(`/${business.username}`);
  await expect(page.getByText('Calm treatments.')).toBeVisible();
  await expect(page.getByText('Spa & Beauty').first()).toBeVisible();

  // Password: mismatch first, then length; success keeps the session working with the new token.
  await page.goto('/business/profile');
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Change Password' }).click();
  await security.getByLabel('Current password').fill(PASSWORD);
  await security.getByLabel('New password', { exact: true }).fill('abc');
  await security.getByLabel('Confirm new password').fill('abd');
  await security.getByRole('button', { name: 'Update Password' }).click();
  await expect(security.getByText('New passwords do not match')).toBeVisible();
  await security.getByLabel('Confirm new password').fill('abc');
  await security.getByRole('button', { name: 'Update Password' }).click();
  await expect(security.getByText('New password must be at least 6 characters')).toBeVisible();
  await security.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await security.getByLabel('Confirm new password').fill('brand-new-pass');
  await security.getByRole('button', { name: 'Update Password' }).click();
  await expect(security.getByText('Password updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Profile' })).toBeVisible();
  await expect(page.getByText('Account Type')).toBeVisible();
});

test('an account without a business creates it from the dashboard, username prefilled', async ({
  page,
  request,
}) => {
  const id = uid();
  const response = await sendApi(request, 'register', {
    body: { role: 'business', name: `Owner ${id}`, email: `owner-${id}@example.test`, password: PASSWORD },
  });
  const owner = (await response.json()) as Account;
  await signInBrowser(page, owner);
  const username = `fresh-${id}`;
  await page.evaluate((name) => sessionStorage.setItem('pendingBusinessUsername', name), username);
  await page.goto('/business/dashboard');
  await expect(page.getByRole('heading', { name: 'Create your business' })).toBeVisible();
  await expect(page.getByLabel('Business username')).toHaveValue(username);

  await page.getByRole('button', { name: 'Create business' }).click();
  await expect(page.getByLabel('Business name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Business name').fill(`Fresh ${id}`);
  await page.getByLabel('Category').selectOption('fitness');
  await page.getByLabel('Address', { exact: true }).fill('2 Side Street');
  await page.getByLabel('Phone').fill('+1 555 0177');
  await page.getByRole('button', { name: 'Create business' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Fresh ${id}` })).toBeVisible();
  await expect(page.getByTestId('public-page-url')).toHaveText(new RegExp(`/${username}$`));
  expect(await page.evaluate(() => sessionStorage.getItem('pendingBusinessUsername'))).toBeNull();
});
