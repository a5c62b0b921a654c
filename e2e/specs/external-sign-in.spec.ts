// External sign-in through a real (local) Google-type OpenID Connect provider, in the browser.
import { expect, test, type Page } from '@playwright/test';

async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: /sign-in/i }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new Google account signs in, chooses Business Owner and reaches the business dashboard', async ({
  page,
}) => {
  const login = `pat-${Date.now()}`;
  // The server's return to the web app (token, user, and this tab's nonce as `state`).
  const returns: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && new URL(r.url()).pathname === '/auth/callback') returns.push(r.url());
  });

  // First visit from the customer side: the account is created as a customer.
  await page.goto('/customer/login');
  await page.getByRole('link', { name: 'Google' }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(user).toMatchObject({ email: `${login}@oidc.test`, role: 'customer', provider: 'google' });
  expect(returns).toHaveLength(1);
  expect(new URL(returns[0]!).searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // The return works once: opened again (even in the same tab) it signs nobody in.
  await page.evaluate(() => localStorage.clear());
  await page.goto(returns[0]!);
  await expect(page).toHaveURL(/\/login\?error=invalid_callback$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Back from the business side: the role differs, so the app asks once.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/business/login');
  await page.getByRole('link', { name: 'Google' }).click();
  // The provider remembers the session: it may skip its pages.
  if (
    await page
      .getByPlaceholder('Enter any login')
      .isVisible()
      .catch(() => false)
  )
    await signInAtProvider(page, login);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  // The token is not left in the address bar while the role is chosen.
  await expect(page).toHaveURL(/\/auth\/callback$/);
  await expect(page.getByRole('radio', { name: /Customer/ })).toBeChecked();
  await page.getByRole('radio', { name: /Business Owner/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  const updated = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(updated).toMatchObject({ role: 'business', provider: 'google' });
});
