import { expect, test } from '@playwright/test';
import { registerCustomer, signInBrowser } from '../fixtures/api';

test('a customer sees the role links and a keyboard-usable account menu', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  await page.goto('/');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'href',
    '/customer/dashboard',
  );
  await expect(nav.getByRole('link', { name: 'History', exact: true })).toHaveAttribute(
    'href',
    '/customer/history',
  );
  await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute(
    'href',
    '/customer/profile',
  );
  await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/customer/messages');
  await expect(nav.getByRole('link', { name: 'Login / Sign up' })).toHaveCount(0);

  const button = nav.getByRole('button', { name: `Account menu for ${customer.user.name}` });
  // Initials stand in for a missing avatar.
  await expect(button).toContainText('CC');
  await button.focus();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: 'Profile Settings' });
  await expect(settings).toBeFocused();
  await expect(nav.getByText(customer.user.email)).toBeVisible();
  await expect(page.getByText('Customer', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer\/profile$/);
});
