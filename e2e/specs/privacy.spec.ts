// Privacy rights (decisions.md 9.6, issue 39): a customer downloads their data from the profile,
// then deletes the account after re-entering the password: signed out, the booking still to come
// cancelled for the business, the password no longer signing in; an owner deletes theirs and the
// business page goes; the terms and privacy notice that registration asks agreement to exist.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  callApi,
  createService,
  dateInZone,
  PASSWORD,
  registerBusiness,
  registerCustomer,
  sendApi,
  signInBrowser,
} from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { bookAsCustomer } from '../fixtures/business';

test('a customer downloads their data and deletes the account', async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business);
  const customer = await registerCustomer(request);
  const booking = await bookAsCustomer(
    request,
    customer,
    business,
    service,
    dateInZone(business.timezone, 2),
    '10:00',
  );

  await signInBrowser(page, customer);
  await page.goto('/customer/profile');
  const data = page.getByRole('region', { name: 'Your data' });
  await expect(data).toBeVisible();

  // The whole account as one JSON file, holding the booking.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^booklane-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    profile: { email: string };
    bookings: Array<{ _id: string }>;
  };
  expect(exported.profile.email).toBe(customer.user.email);
  expect(exported.bookings.map((b) => b._id)).toEqual([booking._id]);

  // The bookings as a calendar file too.
  const [calendar] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('button', { name: 'Bookings (calendar)' }).click(),
  ]);
  expect(calendar.suggestedFilename()).toMatch(/\.ics$/);
  expect(fs.readFileSync((await calendar.path())!, 'utf8')).toContain(`UID:booking-${booking._id}@`);

  // Delete: the dialog says what happens; a wrong password changes nothing.
  await data.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toContainText('Your upcoming bookings are cancelled');
  await expectAccessible(page, 'Delete account dialog');
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The password is incorrect. Your account was not deleted.',
  );

  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login / Sign up' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The business sees the booking cancelled; the old password no longer signs in.
  const history = await callApi<Array<{ _id: string; status: string }>>(
    request,
    'listBusinessBookingHistory',
    {
      params: { id: business._id },
      token: owner.token,
    },
  );
  expect(history.find((b) => b._id === booking._id)?.status).toBe('cancelled');
  const login = await sendApi(request, 'login', { body: { email: customer.user.email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('an owner deletes the account: signed out on the directory, the business page gone', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  await signInBrowser(page, owner);
  await page.goto('/business/profile');
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Delete account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toContainText('Your business is unpublished');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  // Home, signed out: not the sign-in page the business profile sends a signed-out visitor to.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login / Sign up' }).first()).toBeVisible();
  await page.goto(`/${business.username}`);
  await expect(page.getByRole('alert')).toContainText('Business not found');
});

test('registration asks for agreement to the terms and the privacy notice, which exist', async ({ page }) => {
  await page.goto('/customer/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Please agree to the terms and the privacy notice to create an account'),
  ).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we store and why' })).toBeVisible();
  await expectAccessible(page, 'Privacy notice');
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
});
