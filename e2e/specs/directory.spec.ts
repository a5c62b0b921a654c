import { expect, test } from '@playwright/test';
import { apiRoute, createService, registerBusiness, uid } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';

test('the directory lists businesses with search and category filter', async ({ page, request }) => {
  const marker = uid();
  const { owner, business } = await registerBusiness(request, { name: `Zephyr Barbers ${marker}` });
  // Listed once it has a live service (decisions.md 9.2).
  await createService(request, owner, business, { name: `Beard trim ${marker}` });

  await page.goto('/');
  await page.getByLabel('Search businesses').fill(`Zephyr Barbers ${marker}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: business.name }) });
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/\?q=Zephyr/);
  await expect(page.getByText('1 business matches')).toBeVisible();
  // Registration leaves the category at 'Other'.
  await expect(card.getByText('Other')).toBeVisible();
  await expect(card.getByText(business.name.charAt(0), { exact: true })).toBeVisible();
  await expectAccessible(page, 'the directory');

  await page.getByLabel('Category').selectOption('salon');
  await expect(page.getByText('No businesses found.')).toBeVisible();
  // Clearing brings every business back (ours may be on a later page by now: other journeys
  // register businesses too).
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByLabel('Search businesses')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByText('No businesses found.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View & Book' }).first()).toBeVisible();

  await page.getByLabel('Search businesses').fill(`Zephyr Barbers ${marker}`);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: business.name }) })
    .getByRole('link', { name: 'View & Book' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${business.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expectAccessible(page, 'a business page');
  await page.getByRole('link', { name: 'Back to Explore Businesses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Businesses' })).toBeVisible();

  // The brand link clears the search, and the search box follows.
  await page.getByLabel('Search businesses').fill('something');
  await expect(page).toHaveURL(/\?q=something/);
  await page.getByRole('link', { name: 'Booklane' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByLabel('Search businesses')).toHaveValue('');
});

test('an unknown business page says Business not found', async ({ page }) => {
  await page.goto(`/no-such-business-${uid()}`);
  await expect(page.getByRole('alert')).toContainText('Business not found');
});

test('a failing directory says Failed to load businesses', async ({ page }) => {
  // The directory comes rendered with the results of its address; a search typed once the app
  // runs is the app's to ask, and the API fails.
  await page.goto('/');
  await page.waitForFunction(() => performance.getEntriesByName('booklane:app-ready').length > 0);
  await page.route(apiRoute('listDirectoryPage', {}, '?**'), (route) =>
    route.fulfill({ status: 500, body: '{"message":"boom"}' }),
  );
  await page.route(apiRoute('listDirectoryPage'), (route) =>
    route.fulfill({ status: 500, body: '{"message":"boom"}' }),
  );
  await page.getByRole('searchbox', { name: 'Search businesses' }).fill('barber');
  await expect(page.getByText('Failed to load businesses')).toBeVisible({ timeout: 20_000 });
});

test('a long directory comes a page at a time, and says how many businesses match', async ({
  page,
  request,
}) => {
  const marker = uid();
  const count = 26;
  for (let i = 0; i < count; i++) {
    const { owner, business } = await registerBusiness(request, {
      name: `Pagewise ${marker} ${String(i).padStart(2, '0')}`,
    });
    await createService(request, owner, business);
  }
  await page.goto(`/?q=${marker}`);
  await expect(page.getByText(`${count} businesses match`)).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Pagewise / }) });
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: `Show more businesses (24 of ${count})` }).click();
  await expect(cards).toHaveCount(count);
  await expect(page.getByRole('button', { name: /Show more businesses/ })).toHaveCount(0);
  await expectAccessible(page, 'the directory, every page shown');
});

test('a misspelt search says "Did you mean", and the price and free filters narrow it in the address', async ({
  page,
  request,
}) => {
  const marker = uid();
  const { owner, business } = await registerBusiness(request, { name: `Fringe ${marker}` });
  await createService(request, owner, business, { name: 'Haircut', price: 25 });

  await page.goto('/');
  await page.getByLabel('Search businesses').fill(`hairct ${marker}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: business.name }) });
  const correction = page.getByRole('link', { name: `“haircut ${marker}”` });
  await expect(correction).toBeVisible();
  await expect(card).toContainText('Haircut · $25.00');
  await expectAccessible(page, 'the directory saying "Did you mean"');

  await correction.click();
  await expect(page.getByLabel('Search businesses')).toHaveValue(`haircut ${marker}`);
  await expect(correction).toHaveCount(0);
  await expect(card).toContainText('Haircut · $25.00');

  // The price, city or area and free time filters are behind "More filters", closed at first.
  const more = page.getByRole('button', { name: /^More filters/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Highest price').fill('20');
  await expect(page.getByText('No businesses found.')).toBeVisible();
  await page.getByLabel('Highest price').fill('30');
  await page.getByLabel('Free').selectOption('week');
  await expect(page).toHaveURL(/maxPrice=30&free=week/);
  await expect(card).toBeVisible();
  await expect(page.getByText('1 business matches')).toBeVisible();

  // The address is the search: opened again, it shows the same filters and the same business.
  await page.goto(page.url());
  await expect(page.getByRole('button', { name: 'More filters (2)' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByLabel('Highest price')).toHaveValue('30');
  await expect(page.getByLabel('Free')).toHaveValue('week');
  await expect(card).toBeVisible();
  await expectAccessible(page, 'the directory with its filters');
});
