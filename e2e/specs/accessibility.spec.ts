// axe-core scans (WCAG 2.x A/AA rules): no serious or critical violations on the public screens.
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { createService, registerBusiness } from '../fixtures/api';
import { openBooking } from '../fixtures/booking';

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
