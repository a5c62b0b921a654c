// The API reference at /api/docs (decisions/0010-route-table.md): Swagger UI, served by this
// server, renders the document generated from the route table. Nothing is fetched from another
// site and nothing fails under the app's Content-Security-Policy (script-src 'self').
import { fileURLToPath } from 'node:url';
import { API_TAGS, OPERATIONS } from '@booklane/shared/api/operations';
import { expect, test } from '@playwright/test';
import { apiPath } from '../fixtures/api';
import { pageProblems } from '../fixtures/page-problems';
import { keepScreenshot } from '../fixtures/screenshots';

/** Git-ignored (`screenshots/`), like the screenshot tools' output. */
const SCREENSHOT = fileURLToPath(new URL('../screenshots/api-docs.png', import.meta.url));

test('the API reference renders from this server alone, without a console error', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const problems = pageProblems(page);

  const response = await page.goto(apiPath('getApiReference'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  // Rendered: the API's title, a section per tag, each operation by its summary from the table.
  await expect(page.getByRole('heading', { name: /Booklane API/ })).toBeVisible();
  for (const tag of API_TAGS) {
    // By the tag itself: a heading's name also holds its description (Integrations mentions Auth...).
    await expect(page.locator(`.opblock-tag-section h3[data-tag="${tag}"]`)).toBeVisible();
  }
  for (const operation of [OPERATIONS.createBooking, OPERATIONS.getHealth, OPERATIONS.sendMessage]) {
    await expect(page.getByText(operation.summary, { exact: true })).toBeVisible();
  }

  // An operation opens with its parameters and answers.
  await page.getByText(OPERATIONS.updateBookingStatus.summary, { exact: true }).click();
  const opened = page.locator('.opblock.is-open');
  await expect(opened.getByRole('heading', { name: 'Responses' })).toBeVisible();
  await expect(opened.getByText('Conflict: taken, full, or not allowed in the current state.')).toBeVisible();

  await keepScreenshot(() => page.screenshot({ path: SCREENSHOT, fullPage: true }));

  // The document came from this server, and so did everything else (the browser's own
  // /favicon.ico included); nothing failed on the way.
  expect(requests).toContain(`${origin}${apiPath('getOpenApiDocument')}`);
  const elsewhere = requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
  expect(elsewhere).toEqual([]);
  expect(problems).toEqual([]);
});
