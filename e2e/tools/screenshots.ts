// Screenshots of the public screens at desktop and mobile sizes, for looking at them.
// Usage: BASE_URL=http://localhost:4100 npx tsx e2e/tools/screenshots.ts [name-filter]
// Writes ./screenshots/<name>-<desktop|mobile>.png (git-ignored). Needs the demo data (npm start).
import fs from 'node:fs';
import { buildPath } from '@booklane/shared/api/operation-routes';
import { OPERATIONS } from '@booklane/shared/api/operations';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../chromium';

type Shot = {
  name: string;
  path: string;
  /** Form fields to fill first: label, value. */
  fill?: Array<[label: string, value: string]>;
  /** A button to press before the screenshot. */
  submit?: string;
  /** A demo account to sign in as. */
  login?: string;
  /** Open the account menu. */
  menu?: boolean;
  /** Open the booking modal of this service. */
  book?: string;
  pickDate?: boolean;
  complete?: boolean;
};

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.env.OUT_DIR ?? 'screenshots';
const filter = process.argv[2] ?? '';
fs.mkdirSync(out, { recursive: true });

const shots: Shot[] = [
  { name: 'directory', path: '/' },
  { name: 'directory-empty', path: '/?q=zzzz-nothing' },
  { name: 'welcome', path: '/login' },
  { name: 'welcome-oauth-error', path: '/login?error=oauth_failed' },
  { name: 'business-login', path: '/business/login' },
  { name: 'business-register', path: '/business/register', fill: [['Business username', 'My-Shop']] },
  { name: 'customer-login', path: '/customer/login' },
  { name: 'customer-register', path: '/customer/register' },
  { name: 'customer-register-errors', path: '/customer/register', submit: 'Create Account' },
  { name: 'business-page', path: '/luxe-hair' },
  { name: 'business-not-found', path: '/no-such-business' },
  { name: 'booking-modal', path: '/luxe-hair', book: "Women's Haircut" },
  { name: 'booking-modal-slots', path: '/luxe-hair', book: "Men's Cut", pickDate: true },
  { name: 'booking-modal-errors', path: '/luxe-hair', book: "Women's Haircut", submit: 'Confirm Booking' },
  { name: 'booking-modal-flexible', path: '/luxe-hair', book: 'Bridal Styling' },
  { name: 'guest-success', path: '/luxe-hair', book: "Women's Haircut", pickDate: true, complete: true },
  { name: 'signed-in-customer', path: '/', login: 'customer@booklane.demo', menu: true },
  { name: 'signed-in-business', path: '/luxe-hair', login: 'business@booklane.demo', menu: true },
  {
    name: 'customer-booking-modal',
    path: '/luxe-hair',
    login: 'customer@booklane.demo',
    book: "Women's Haircut",
  },
];

const browser = await chromium.launch({
  executablePath: chromiumExecutable,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const shot of shots.filter((s) => s.name.includes(filter))) {
    await page.goto(base + '/');
    await page.evaluate(() => localStorage.clear());
    if (shot.login) {
      const role = shot.login.startsWith('business') ? 'business' : 'customer';
      const res = await page.request.fetch(base + buildPath(OPERATIONS.login.path), {
        method: OPERATIONS.login.method,
        data: { email: shot.login, password: 'demo1234', role },
      });
      const auth = (await res.json()) as { token: string; user: unknown };
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('user', u);
        },
        [auth.token, JSON.stringify(auth.user)] as const,
      );
    }
    await page.goto(base + shot.path);
    await page.waitForLoadState('networkidle');
    if (shot.menu) {
      const nav = page.getByRole('navigation', { name: 'Main' });
      const mobileToggle = nav.getByRole('button', { name: 'Open menu' });
      if (await mobileToggle.isVisible()) await mobileToggle.click();
      else await nav.getByRole('button', { name: /^Account menu/ }).click();
    }
    for (const [label, value] of shot.fill ?? []) await page.getByLabel(label).fill(value);
    if (shot.book) {
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: shot.book }) })
        .getByRole('button', { name: 'Book This Service' })
        .click();
      await page.getByRole('dialog').waitFor();
      if (shot.pickDate) {
        await page.getByRole('group', { name: 'Next available days' }).getByRole('button').nth(1).click();
        await page.getByRole('radio', { disabled: false }).first().check();
      }
      if (shot.complete) {
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Name').fill('Sam Guest');
        await dialog.getByLabel('Email').fill(`sam-${Date.now()}@example.test`);
        await dialog.getByLabel('Phone').fill('+1 555 0100');
        await dialog.getByRole('button', { name: /^(Confirm Booking|Request booking)$/ }).click();
        await page
          .getByRole('dialog', { name: /^(Booking confirmed|Requested: the business will confirm)$/ })
          .waitFor();
      }
    }
    if (shot.submit) await page.getByRole('button', { name: shot.submit }).click();
    await page.waitForTimeout(300);
    if (shot.book && !shot.complete) {
      // The modal scrolls inside: capture its whole content by scrolling it in steps.
      await page.screenshot({ path: `${out}/${shot.name}-${device}.png` });
      await page.locator('dialog .overflow-y-auto').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${out}/${shot.name}-${device}-end.png` });
    } else {
      await page.screenshot({ path: `${out}/${shot.name}-${device}.png`, fullPage: !shot.complete });
    }
    console.log(`${out}/${shot.name}-${device}.png`);
  }
  await context.close();
}
await browser.close();
