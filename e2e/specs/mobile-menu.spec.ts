import { expect, test } from '@playwright/test';
import { createService, registerBusiness, registerCustomer, signInBrowser, uid } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile menu works at 390x844', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  await page.goto('/');

  const nav = page.getByRole('navigation', { name: 'Main' });
  // The desktop links are hidden; the menu button shows instead.
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeHidden();
  const toggle = nav.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();

  const close = nav.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByText(customer.user.email)).toBeVisible();
  await expect(nav.getByText('Customer', { exact: true })).toBeVisible();
  for (const name of ['Dashboard', 'History', 'Profile', 'Profile Settings']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: /^Messages/ })).toBeVisible();
  await expectAccessible(page, 'the open mobile menu', { widths: [390] });

  // Escape closes it and focus returns to the button.
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'History', exact: true })).toBeHidden();
  await expect(toggle).toBeFocused();

  // A link navigates and closes the menu.
  await toggle.click();
  await nav.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/history$/);
  await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  // Log out from the menu.
  await nav.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(nav.getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the directory and a business page fit 360 px without sideways scrolling', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { owner, business } = await registerBusiness(request, {
    name: `Extraordinarily Long Business Name Studio ${uid()}`,
  });
  await createService(request, owner, business, { name: `A rather long service name ${uid()}` });
  for (const path of ['/', '/login', '/business/register', '/customer/register', `/${business.username}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
