// axe-core scans (WCAG 2.x A/AA rules): no serious or critical violations on the public screens,
// and on the booking cards with their Notifications section open and the cancel-with-reason dialog.
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import {
  createService,
  dateInZone,
  registerBusiness,
  registerCustomer,
  signInBrowser,
} from '../fixtures/api';
import { openBooking } from '../fixtures/booking';
import { bookAsCustomer, openDashboard } from '../fixtures/business';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The app's Content-Security-Policy forbids inline scripts; the scanner is injected as one.
// Reduced motion: colours are measured as they settle, not halfway through a transition.
test.use({ bypassCSP: true, reducedMotion: 'reduce' });

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

async function scan(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

function describe(violations: Violation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');
}

for (const [name, path, heading] of [
  ['the directory', '/', 'Explore Businesses'],
  ['the welcome page', '/login', 'Welcome to Booklane'],
  ['Business Login', '/business/login', 'Business Login'],
  ['Business Registration', '/business/register', 'Business Registration'],
  ['Customer Login', '/customer/login', 'Customer Login'],
  ['Create Customer Account', '/customer/register', 'Create Customer Account'],
] as const) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await scan(page);
    expect(violations, describe(violations)).toEqual([]);
  });
}

test('a sign-in screen with errors shown has no serious or critical violations', async ({ page }) => {
  await page.goto('/customer/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  const violations = await scan(page);
  expect(violations, describe(violations)).toEqual([]);
});

test('a business page with the booking modal open has no serious or critical violations', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    breakHours: [{ name: 'Lunch', start: '12:00', end: '13:00', days: ['monday', 'tuesday'] }],
  });
  await page.goto(`/${business.username}`);
  await page.waitForLoadState('networkidle');
  let violations = await scan(page);
  expect(violations, describe(violations)).toEqual([]);

  const dialog = await openBooking(page, service.name);
  await dialog.getByRole('group', { name: 'Next available days' }).getByRole('button').nth(1).click();
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  violations = await scan(page);
  expect(violations, describe(violations)).toEqual([]);
});

test('booking cards with Notifications open, and the cancel dialog, have no serious or critical violations', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: true });
  const customer = await registerCustomer(request);
  await bookAsCustomer(request, customer, business, service, dateInZone(business.timezone, 1), '10:00');

  // The business's Bookings tab, the section open and loaded.
  await openDashboard(page, owner, 'bookings');
  const card = page.getByTestId('active-booking');
  await card.getByRole('button', { name: 'Notifications' }).click();
  await expect(card.getByTestId('notification')).toHaveCount(2);
  let violations = await scan(page);
  expect(violations, describe(violations)).toEqual([]);

  // Cancelling the confirmed booking: the dialog, with the reason too long.
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog.getByLabel('Reason for the customer').fill('x'.repeat(501));
  await expect(dialog.getByRole('alert')).toBeVisible();
  violations = await scan(page);
  expect(violations, describe(violations)).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep booking' }).click();

  // The customer's dashboard card.
  await signInBrowser(page, customer);
  await page.goto('/customer/dashboard');
  const row = page.getByRole('list', { name: 'Active bookings' }).getByTestId('active-booking');
  await row.getByRole('button', { name: 'Notifications' }).click();
  await expect(row.getByTestId('notification')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  violations = await scan(page);
  expect(violations, describe(violations)).toEqual([]);
});
