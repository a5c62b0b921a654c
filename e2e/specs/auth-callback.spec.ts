import { expect, test, type Page } from '@playwright/test';
import { apiRoute, registerCustomer, type Account } from '../fixtures/api';

/** The nonce a tab keeps when it starts an external sign-in (the social buttons store it). */
const TAB_NONCE = 'dGhpcy10YWItc3RhcnRlZC1pdC0wMTIzNDU2Nzg5YWJj';

/** What the server's return carries after a sign-in: token, user and the starting tab's nonce. */
function callbackLink(account: Account, nonce?: string, user: object = account.user): string {
  const query = new URLSearchParams({ token: account.token, user: JSON.stringify(user) });
  if (nonce) query.set('state', nonce);
  return `/auth/callback?${query.toString()}`;
}

/** This tab started a sign-in: what the social buttons remember on click. */
async function startedHere(page: Page, remembered: { role?: string } = {}) {
  await page.goto('/');
  await page.evaluate(
    ({ nonce, role }) => {
      sessionStorage.setItem('oauthNonce', nonce);
      if (role) sessionStorage.setItem('oauthRole', role);
    },
    { nonce: TAB_NONCE, role: remembered.role },
  );
}

const signedInToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('a failed external sign-in lands on /login with an understandable message', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied');
  await expect(page).toHaveURL(/\/login\?error=oauth_failed$/);
  await expect(page.getByRole('alert')).toContainText('did not complete');

  await page.goto('/auth/callback?token=only-a-token');
  await expect(page).toHaveURL(/\/login\?error=invalid_callback$/);

  // A return this tab started, but unreadable.
  await startedHere(page);
  await page.goto(`/auth/callback?token=t&user=%7Bbroken&state=${TAB_NONCE}`);
  await expect(page).toHaveURL(/\/login\?error=callback_error$/);
});

test('a complete return of a sign-in this tab started signs in and goes to the dashboard of the role', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await startedHere(page);
  await page.goto(callbackLink(customer, TAB_NONCE));
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  expect(await signedInToken(page)).toBe(customer.token);
  // Single use, and the token is not left in the history.
  expect(await page.evaluate(() => sessionStorage.getItem('oauthNonce'))).toBeNull();
  await page.goBack();
  expect(page.url()).not.toContain('token=');
});

test("someone else's real callback link does not sign this browser in (login CSRF)", async ({
  page,
  request,
}) => {
  // The attacker signs in to their own account and sends the victim the return link.
  const attacker = await registerCustomer(request);
  const link = callbackLink(attacker, 'YXR0YWNrZXJzLW93bi10YWItbm9uY2UtMDEyMzQ1Njc4OQ');

  // A fresh browser that started nothing.
  const response = await page.goto(link);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page).toHaveURL(/\/login\?error=invalid_callback$/);
  await expect(page.getByRole('alert')).toContainText(
    'The sign-in answer we received was incomplete. Please try signing in again.',
  );
  expect(await signedInToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Login / Sign up' })).toBeVisible();

  // The same link without the nonce, and a victim who did start a sign-in of their own: refused too.
  await page.goto(callbackLink(attacker));
  await expect(page).toHaveURL(/\/login\?error=invalid_callback$/);
  await startedHere(page);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?error=invalid_callback$/);
  expect(await signedInToken(page)).toBeNull();
});

test('an email registered with a password is told to sign in with email and password', async ({ page }) => {
  await page.goto('/auth/callback?error=email_registered_with_password');
  await expect(page).toHaveURL(/\/login\?error=oauth_failed&reason=password_account$/);
  await expect(page.getByRole('alert')).toContainText(
    'This email is already registered with a password. Please sign in with your email and password.',
  );
  expect(await signedInToken(page)).toBeNull();
});

test('an external account whose role differs from the chosen one is asked to complete its profile', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await startedHere(page, { role: 'business' });
  await page.goto(callbackLink(customer, TAB_NONCE, { ...customer.user, provider: 'google' }));
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  // The token leaves the address bar.
  await expect(page).toHaveURL(/\/auth\/callback$/);
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

// The e2e server configures Google only (playwright.config.ts): Facebook gets no button (issue 33).
test('the sign-in screens start sign-in with the configured providers only, with the intended role', async ({
  page,
}) => {
  await page.goto('/business/login');
  const google = page.getByRole('link', { name: 'Google' });
  const href = await google.getAttribute('href');
  expect(href).toMatch(/^\/api\/auth\/google\?state=/);
  expect(JSON.parse(decodeURIComponent(href!.split('state=')[1]!))).toEqual({
    intendedRole: 'business',
    nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  });
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  for (const path of ['/business/register', '/customer/login', '/customer/register']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Google' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  }
});
