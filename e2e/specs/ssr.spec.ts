// The business page and the directory rendered on the server (issue 37): the HTML carries the
// business and its services, or the directory's first results; React hydrates them without a
// hydration warning or a second fetch of the same answers; with JavaScript off they are readable,
// Book leads to the page that opens that booking once script runs, and the directory's results are
// links to the business pages.
import { expect, test } from '@playwright/test';
import { createService, isCallOf, registerBusiness, uid } from '../fixtures/api';
import { keepScreenshot } from '../fixtures/screenshots';
import { pageProblems } from '../fixtures/page-problems';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';
const PAGE_READS = [
  'getBusinessByUsername',
  'listServices',
  'listTeamMembers',
  'listBusinessReviews',
] as const;

test('the page comes rendered and hydrates without a warning or a second fetch', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const cut = await createService(request, owner, business, { name: 'Signature Cut', price: 65 });
  await createService(request, owner, business, { name: 'Beard Trim', price: 18.5, duration: 15 });

  // The HTML alone: the business and its services with their prices.
  const html = await (await request.get(`/${business.username}`)).text();
  expect(html).toContain(`${business.name}</h1>`);
  expect(html).toContain('Signature Cut');
  expect(html).toContain('$65.00');
  expect(html).toContain('$18.50');

  const problems = pageProblems(page, { warnings: true });
  const reads: string[] = [];
  page.on('request', (r) => {
    const read = PAGE_READS.find((id) => isCallOf(r, id));
    if (read) reads.push(read);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${business.username}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  // Hydrated: the Book button opens the booking sheet in the page.
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Signature Cut' })
    .getByRole('button', { name: 'Book This Service' })
    .click();
  await expect(page.getByRole('heading', { name: 'Book Signature Cut' })).toBeVisible();
  expect(page.url()).not.toContain('book=');
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
  await keepScreenshot(() => page.screenshot({ path: `${SHOTS}/ssr-business-desktop.png`, fullPage: true }));
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(() => page.screenshot({ path: `${SHOTS}/ssr-business-phone.png`, fullPage: true }));

  // A link to a service's booking opens it once the page runs.
  await page.goto(`/${business.username}?book=${cut._id}`);
  await expect(page.getByRole('heading', { name: 'Book Signature Cut' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('with JavaScript off the page is readable and Book leads to its booking', async ({
  browser,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const cut = await createService(request, owner, business, { name: 'Signature Cut', price: 65 });

  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`/${business.username}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Signature Cut' });
  await expect(card.getByText('$65.00')).toBeVisible();
  await expect(page.getByTestId('booking-needs-script')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
  await keepScreenshot(() =>
    page.screenshot({ path: `${SHOTS}/ssr-business-nojs-phone.png`, fullPage: true }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(() =>
    page.screenshot({ path: `${SHOTS}/ssr-business-nojs-desktop.png`, fullPage: true }),
  );

  await card.getByRole('button', { name: 'Book This Service' }).click();
  await expect(page).toHaveURL(`/${business.username}?book=${cut._id}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await context.close();
});

/**
 * A listed business (it has an active service) that sorts first in the directory (by name), so it
 * is on its first page.
 */
async function firstInDirectory(request: Parameters<typeof registerBusiness>[0]) {
  const { owner, business } = await registerBusiness(request, { name: `Aaa Directory ${uid()}` });
  await createService(request, owner, business, { name: 'Signature Cut', price: 65 });
  return business;
}

test('the directory comes rendered with its first results and hydrates without a second fetch', async ({
  page,
  request,
}) => {
  const business = await firstInDirectory(request);

  // The HTML alone: the directory's heading and its first results, each a link to its page.
  const html = await (await request.get('/')).text();
  expect(html).toContain('Explore Businesses</h1>');
  expect(html).toContain(`>${business.name}</h3>`);
  expect(html).toContain(`href="/${business.username}"`);

  const problems = pageProblems(page, { warnings: true });
  const reads: string[] = [];
  page.on('request', (r) => {
    if (isCallOf(r, 'listDirectoryPage')) reads.push(new URL(r.url()).search);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const card = page.getByRole('listitem').filter({ hasText: business.name });
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  await keepScreenshot(() => page.screenshot({ path: `${SHOTS}/ssr-directory-phone.png`, fullPage: true }));
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(() => page.screenshot({ path: `${SHOTS}/ssr-directory-desktop.png`, fullPage: true }));
  expect(reads).toEqual([]);

  // Hydrated: the result's link opens the business page in this document (the router's), no reload.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await card.getByRole('link', { name: 'View & Book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // A search in the address comes rendered too, its results read once, on the server.
  await page.goto(`/?q=${encodeURIComponent(business.name)}`);
  await expect(page.getByRole('listitem').filter({ hasText: business.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
});

test('with JavaScript off the directory is readable and its results lead to the business pages', async ({
  browser,
  request,
}) => {
  const business = await firstInDirectory(request);

  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Businesses' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: business.name });
  await expect(card.getByRole('heading', { name: business.name })).toBeVisible();
  await keepScreenshot(() =>
    page.screenshot({ path: `${SHOTS}/ssr-directory-nojs-phone.png`, fullPage: true }),
  );

  // The search form works without the script: Enter sends it, the server answers with the matches.
  const search = page.getByRole('searchbox', { name: 'Search businesses' });
  await search.fill(business.name);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?q=/);
  await expect(search).toHaveValue(business.name);
  await expect(card.getByRole('heading', { name: business.name })).toBeVisible();

  await card.getByRole('link', { name: 'View & Book' }).click();
  await expect(page).toHaveURL(`/${business.username}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await context.close();
});
