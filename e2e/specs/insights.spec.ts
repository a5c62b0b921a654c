// Insights and customers (issue 35, decisions.md 9.4): the owner opens Insights at 390 and 1280 px,
// reads the last 30 days' figures and chart, changes the range, switches to the table view and
// downloads the range's bookings as CSV; then finds a customer in the Customers tab, opens their
// page, keeps a private note and a tag (still there after a reload) and opens a chat with them.
// axe finds nothing on each screen; screenshots go to screenshots/ (git-ignored) to be looked at.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  callApi,
  createService,
  dateInZone,
  registerBusiness,
  registerCustomer,
  signInBrowser,
  uid,
  type Account,
  type Service,
} from '../fixtures/api';
import { expectAccessible, PHONE } from '../fixtures/axe';
import { keepScreenshot } from '../fixtures/screenshots';

const DESKTOP = 1280;
const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

type Booking = { _id: string; status: string };

/**
 * The business's last days, made by the owner as walk-ins: Ana (an account) came yesterday and
 * comes back tomorrow, Ben (a guest with an email) came two days ago, Cleo (a phone number only)
 * did not show up three days ago. Each visit costs 45.
 */
async function seed(request: APIRequestContext) {
  const { owner, business } = await registerBusiness(request, { name: `Insight Salon ${uid()}` });
  const service = await createService(request, owner, business, { name: `Cut and style ${uid()}` });
  const ana = await registerCustomer(request, { name: `Ana Souza ${uid()}` });
  const day = (days: number) => dateInZone(business.timezone, days);
  const walkIn = (bookingDate: string, startTime: string, customer: Record<string, unknown>) =>
    callApi<Booking>(request, 'createBusinessBooking', {
      params: { id: business._id },
      body: { service: service._id, bookingDate, startTime, customer },
      token: owner.token,
    });
  const setStatus = (booking: Booking, status: string) =>
    callApi(request, 'updateBookingStatus', {
      params: { id: booking._id },
      body: { status },
      token: owner.token,
    });

  await setStatus(await walkIn(day(-1), '10:00', { userId: ana.user.id }), 'completed');
  await setStatus(
    await walkIn(day(-2), '11:00', { name: 'Ben Walk-in', email: `ben-${uid()}@example.test` }),
    'completed',
  );
  await setStatus(await walkIn(day(-3), '09:00', { name: 'Cleo No-show', phone: '+1 555 0142' }), 'no-show');
  await walkIn(day(1), '14:00', { userId: ana.user.id });
  return { owner, business, service, ana, day };
}

async function openDashboardTab(page: Page, owner: Account, tab: 'insights' | 'customers') {
  await signInBrowser(page, owner);
  await page.goto(`/business/dashboard?tab=${tab}`);
  await expect(
    page.getByRole('tab', { name: tab === 'insights' ? 'Insights' : 'Customers', selected: true }),
  ).toBeVisible();
}

test.describe('insights and customers', () => {
  test.slow();

  let owner: Account;
  let service: Service;
  let ana: Account;
  let day: (days: number) => string;

  test.beforeEach(async ({ request }) => {
    ({ owner, service, ana, day } = await seed(request));
  });

  test('the owner reads the last 30 days, changes the range, switches to the table view and exports the bookings', async ({
    page,
  }) => {
    await page.setViewportSize({ width: DESKTOP, height: 900 });
    await openDashboardTab(page, owner, 'insights');
    const panel = page.getByRole('tabpanel', { name: 'Insights' });

    // The last 30 days: three visits due (two came, one did not), two paid for.
    await expect(panel.getByRole('button', { name: 'Last 30 days', pressed: true })).toBeVisible();
    const bookings = panel.getByTestId('figure-bookings');
    await expect(bookings).toContainText('3');
    await expect(bookings).toContainText('2 completed · 0 upcoming · 0 cancelled · 1 no-show');
    await expect(bookings).toContainText('+3 vs previous 30 days');
    await expect(panel.getByTestId('figure-revenue')).toContainText('$90.00');
    await expect(panel.getByTestId('figure-no-show-rate')).toContainText('33.3%');
    await expect(panel.getByTestId('figure-new-customers')).toContainText('3');
    await expect(panel.getByTestId('daily-chart')).toBeVisible();
    await expect(panel.getByRole('img', { name: /^Top services by bookings: Cut and style/ })).toBeVisible();
    await expect(panel.getByTestId('heatmap')).toBeVisible();
    await keepScreenshot(() => page.screenshot({ path: shot(`insights-${DESKTOP}`), fullPage: true }));
    await expectAccessible(page, 'the Insights tab');

    await page.setViewportSize({ width: PHONE, height: 844 });
    await expect(panel.getByTestId('daily-chart')).toBeVisible();
    await keepScreenshot(() => page.screenshot({ path: shot(`insights-${PHONE}`), fullPage: true }));

    // This week, then two chosen days: the days before yesterday, with Ben and Cleo.
    const range = panel.getByTestId('insights-range');
    const last30 = await range.textContent();
    await panel.getByRole('button', { name: 'This week' }).click();
    await expect(range).not.toHaveText(last30 ?? '');
    await expect(bookings).toContainText('vs previous 7 days');
    await panel.getByRole('button', { name: 'Custom' }).click();
    await panel.getByLabel('From', { exact: true }).fill(day(-3));
    await panel.getByLabel('To', { exact: true }).fill(day(-2));
    await expect(bookings).toContainText('vs previous 2 days');
    await expect(bookings).toContainText('1 completed · 0 upcoming · 0 cancelled · 1 no-show');
    await expect(panel.getByTestId('figure-revenue')).toContainText('$45.00');

    // The same numbers as tables.
    await panel.getByRole('button', { name: 'Table view' }).click();
    await expect(panel.getByRole('button', { name: 'Table view', pressed: true })).toBeVisible();
    const services = panel.getByRole('table', { name: 'Top services' });
    await expect(services.getByRole('row', { name: new RegExp(service.name) })).toContainText('$45.00');
    await expect(
      panel.getByRole('table', { name: 'Bookings and revenue per day' }).getByRole('row'),
    ).toHaveCount(3);
    await expect(panel.getByTestId('daily-chart')).toHaveCount(0);
    await keepScreenshot(() => page.screenshot({ path: shot(`insights-table-${PHONE}`), fullPage: true }));
    await expectAccessible(page, "the Insights tab's table view");

    // The range's bookings as a spreadsheet file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export bookings (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Ben Walk-in');
    expect(csv).toContain('Cleo No-show');
    expect(csv).not.toContain(ana.user.name);
  });

  test('the owner finds a customer, keeps a note and a tag on their page, and opens a chat with them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: DESKTOP, height: 900 });
    await openDashboardTab(page, owner, 'customers');
    const panel = page.getByRole('tabpanel', { name: 'Customers' });
    const rows = panel.getByTestId('customer-row');
    await expect(rows).toHaveCount(3);
    await keepScreenshot(() => page.screenshot({ path: shot(`customers-${DESKTOP}`), fullPage: true }));
    await expectAccessible(page, 'the Customers tab');

    await panel.getByLabel('Search by name, email or phone').fill('souza');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('1 visit');
    await rows.getByRole('link', { name: ana.user.name }).click();

    await expect(page.getByRole('heading', { level: 1, name: ana.user.name })).toBeVisible();
    await expect(page).toHaveURL(/\/business\/customers\/user%3A/);
    await expect(
      page.getByRole('list', { name: `Bookings of ${ana.user.name}` }).locator(':scope > li'),
    ).toHaveCount(2);

    // A private note and a tag, kept.
    await page.getByLabel('Private note', { exact: true }).fill('Prefers mornings. Allergic to latex.');
    await page.getByLabel('Tags', { exact: true }).fill('VIP');
    await page.getByLabel('Tags', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Note and tags saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Private note', { exact: true })).toHaveValue(
      'Prefers mornings. Allergic to latex.',
    );
    await expect(page.getByRole('list', { name: 'Tags of this customer' })).toContainText('VIP');
    await keepScreenshot(() => page.screenshot({ path: shot(`customer-${DESKTOP}`), fullPage: true }));
    await expectAccessible(page, "a customer's page");
    await page.setViewportSize({ width: PHONE, height: 844 });
    await keepScreenshot(() => page.screenshot({ path: shot(`customer-${PHONE}`), fullPage: true }));

    // The tag shows in the list too.
    await page.getByRole('link', { name: 'All customers' }).click();
    await expect(
      page
        .getByTestId('customer-row')
        .filter({ hasText: ana.user.name })
        .getByRole('list', { name: `Tags of ${ana.user.name}` }),
    ).toContainText('VIP');
    await keepScreenshot(() => page.screenshot({ path: shot(`customers-${PHONE}`), fullPage: true }));

    // Ana has an account: the owner can write to her from her page.
    await page.getByTestId('customer-row').filter({ hasText: ana.user.name }).getByRole('link').click();
    await page.getByRole('button', { name: 'Message' }).click();
    const chat = page.getByTestId('chat-window');
    await expect(chat).toBeVisible();
    await expect(chat.getByLabel(`Message to ${ana.user.name}`)).toBeVisible();

    // A guest has no account to write to.
    await page.goto('/business/dashboard?tab=customers');
    await page.getByTestId('customer-row').filter({ hasText: 'Ben Walk-in' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ben Walk-in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Message' })).toHaveCount(0);
  });
});
