// Private calendar feeds (decisions.md 8.4): the owner's and the customer's dashboards show the
// secret URL on demand, copy it, and rotate it after a confirmation; the old URL stops working.
import { expect, test } from '@playwright/test';
import { registerBusiness, registerCustomer, signInBrowser } from '../fixtures/api';
import { openDashboard } from '../fixtures/business';

test('an owner shows, copies and rotates the calendar feed URL; the old one stops working', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { owner } = await registerBusiness(request);
  await openDashboard(page, owner, 'calendar');

  const card = page.getByTestId('calendar-feed-card');
  await expect(card.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
  // The secret URL is only fetched when asked for.
  await expect(card.getByTestId('calendar-feed-url')).toHaveCount(0);
  await card.getByRole('button', { name: 'Show calendar feed' }).click();
  const field = card.getByLabel('Your private feed URL');
  await expect(field).toHaveValue(/\/api\/calendar\/[^/]+\.ics$/);
  const oldUrl = await field.inputValue();

  const feed = await request.get(new URL(oldUrl).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Calendar feed URL copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

  // Rotating asks first, then gives a new URL; the old one answers 404.
  await card.getByRole('button', { name: 'Rotate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rotate calendar feed URL?' });
  await expect(confirm).toContainText('The old URL stops working');
  await confirm.getByRole('button', { name: 'Rotate URL' }).click();
  await expect(confirm).toBeHidden();
  await expect(field).not.toHaveValue(oldUrl);
  const newUrl = await field.inputValue();
  expect((await request.get(new URL(oldUrl).pathname)).status()).toBe(404);
  expect((await request.get(new URL(newUrl).pathname)).status()).toBe(200);
});

test('a customer finds their calendar feed on the dashboard', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  await page.goto('/customer/dashboard');
  const card = page.getByTestId('calendar-feed-card');
  await card.getByRole('button', { name: 'Show calendar feed' }).click();
  await expect(card.getByLabel('Your private feed URL')).toHaveValue(/\/api\/calendar\/[^/]+\.ics$/);
});
