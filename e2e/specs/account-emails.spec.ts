// Accounts people can trust (decisions.md 8.5), in the browser with the .eml files the server
// writes: a new account confirms its address from the email's link; someone who forgot the
// password asks for a link, sets a new one and is signed in, and every other session ends.
import { expect, test } from '@playwright/test';
import { PASSWORD, registerBusiness, registerCustomer, signInBrowser, uid } from '../fixtures/api';
import { openDashboard } from '../fixtures/business';
import { accountLinkOf, waitForMail } from '../fixtures/mail';

const NOTICE = 'Please confirm your email address';

test('a new customer confirms the address from the email, and the notice goes', async ({ page }) => {
  const email = `confirm-${uid()}@example.test`;
  await page.goto('/customer/register');
  await page.getByLabel('Full name').fill('Robin Reader');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  // A new account's first visit (issue 39); the visit after the link welcomes Robin back.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Robin' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Confirm your address' });
  await expect(notice).toContainText(`${NOTICE}: we sent a link to ${email}.`);

  // Asking again sends a second email and says so.
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice).toContainText('We sent a new verification link to your email address.');

  const mail = await waitForMail('account_verify_email', email);
  expect(mail.subject).toBe('Please confirm your email address for Booklane');
  expect(mail.html || '').toContain('Confirm email address');
  await page.goto(accountLinkOf(mail, 'verify-email'));
  await expect(page.getByRole('status').filter({ hasText: 'Email confirmed' })).toContainText(
    'Your email address is verified.',
  );
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: /Welcome back, Robin/ })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);

  // The same link again: nothing to do, and no alarm for a confirmed address.
  await page.goto(accountLinkOf(mail, 'verify-email'));
  await expect(page.getByText('Your email address is already confirmed.')).toBeVisible();
});

test('the notice and the setup card come with the page: the tabs never move under a tap', async ({
  page,
  request,
}) => {
  const { owner } = await registerBusiness(request);
  // Where the dashboard's tabs are at every frame, from the first that shows them.
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { tabsAt: number[] }).tabsAt = seen;
    const frame = () => {
      const tabs = document.querySelector('[role="tablist"]');
      if (tabs) seen.push(Math.round(tabs.getBoundingClientRect().y));
      if (seen.length < 120) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await openDashboard(page, owner, 'calendar');
  await expect(page.getByRole('region', { name: 'Confirm your address' }).getByText(NOTICE)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tabsAt: number[] }).tabsAt.length))
    .toBe(120);
  const places = await page.evaluate(() => [...new Set((window as unknown as { tabsAt: number[] }).tabsAt)]);
  expect(places, 'the tabs stay where they first appeared').toHaveLength(1);
});

test('a forgotten password is reset from the email; the old session ends', async ({ browser, request }) => {
  const account = await registerCustomer(request);
  const email = account.user.email;

  // A session elsewhere, signed in before the reset.
  const elsewhere = await (await browser.newContext()).newPage();
  await signInBrowser(elsewhere, account);
  await elsewhere.goto('/customer/dashboard');
  // The account's first visit in that browser: "Welcome" (issue 39).
  await expect(elsewhere.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await page.goto('/customer/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?role=customer$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'If an account uses this email address, we sent it a link to reset the password. The link works for one hour.',
  );

  const mail = await waitForMail('account_password_reset', email);
  expect(mail.subject).toBe('Reset your Booklane password');
  const link = accountLinkOf(mail, 'reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a-new-secret');
  await page.getByLabel('Confirm new password').fill('not-the-same');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('a-new-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByText('Your password has been reset. You are signed in.')).toBeVisible();
  // The link reached the mailbox, so the address counts as confirmed: no notice.
  await expect(page.getByText(NOTICE)).toHaveCount(0);

  // The session elsewhere is over: its next request is refused and it is signed out.
  await elsewhere.reload();
  await expect(elsewhere).not.toHaveURL(/\/customer\/dashboard$/);
  expect(await elsewhere.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-secret');
  await page.getByLabel('Confirm new password').fill('third-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This password reset link is not valid any more. Please ask for a new one.',
  );
  await expect(page.getByRole('alert').getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // Only the new password signs in.
  const login = await (await browser.newContext()).newPage();
  await login.goto('/customer/login');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toContainText('Invalid email or password');
  await login.getByLabel('Password', { exact: true }).fill('a-new-secret');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toHaveURL(/\/customer\/dashboard$/);
});

test('the business login offers the reset too, and leads back to it', async ({ page, request }) => {
  const { owner } = await registerBusiness(request);
  await page.goto('/business/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?role=business$/);
  await page.getByLabel('Email').fill(owner.user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('The link works for one hour.');
  await waitForMail('account_password_reset', owner.user.email);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/business\/login$/);
});

test('an unknown address gets the same answer, and a broken link says what to do', async ({
  page,
  request,
}) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody-${uid()}@example.test`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'If an account uses this email address, we sent it a link to reset the password.',
  );
  await page.goto('/reset-password');
  await expect(page.getByText('This link is not complete')).toBeVisible();
  // Signed out, a confirmation link asks to sign in first (it confirms only its own account).
  await page.goto('/verify-email?token=broken.token-that-is-not-ours');
  await expect(page.getByRole('status').filter({ hasText: 'Sign in to confirm your email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
    'href',
    `/customer/login?next=${encodeURIComponent('/verify-email?token=broken.token-that-is-not-ours')}`,
  );
  // A signed-in account with an unconfirmed address may ask for a new link right there.
  const account = await registerCustomer(request);
  await signInBrowser(page, account);
  await page.goto('/verify-email?token=broken.token-that-is-not-ours');
  await expect(page.getByRole('alert')).toContainText('This link does not work');
  await page.getByRole('main').getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('main')).toContainText(
    'We sent a new verification link to your email address.',
  );
});
