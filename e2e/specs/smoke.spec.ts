import { expect, test } from '@playwright/test';

test('the directory loads at /', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Businesses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login / Sign up' })).toBeVisible();
});

test('the welcome page loads at /login, also after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login / Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a deep link is served by the app (history fallback)', async ({ page }) => {
  const res = await page.goto('/customer/history');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Booklane' })).toBeVisible();
});
