// Screenshots of the customer's side of self-service (decisions.md 8.3) at a phone and a desktop
// width: the dashboard's booking cards (open, past the cut-off, flexible, cancelled), the cancel
// and reschedule dialogs, the history, a guest's manage page and the page of a link that is not
// valid. It makes its own businesses (in Berlin time, so the zone labels show), customer and guest.
// Usage: BASE_URL=http://localhost:4310 MAIL_DIR=<DATA_DIR>/mail \
//   npx tsx e2e/tools/customer-self-service-screenshots.ts
// Writes ./screenshots/customer-self-service-*.png (git-ignored).
import fs from 'node:fs';
import path from 'node:path';
import { buildPath } from '@booklane/shared/api/operation-routes';
import { OPERATIONS, type OperationId } from '@booklane/shared/api/operations';
import { chromium, type Page } from '@playwright/test';
import { chromiumExecutable } from '../chromium';

type Account = { token: string; user: { email: string } };
type Entity = { _id: string };

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const mailDir = process.env.MAIL_DIR ?? 'data/mail';
const out = process.env.OUT_DIR ?? 'screenshots';
fs.mkdirSync(out, { recursive: true });
const id = Date.now().toString(36);

async function api<T>(
  op: OperationId,
  { body, token, params }: { body?: unknown; token?: string; params?: Record<string, string> } = {},
): Promise<T> {
  const { method, path: route } = OPERATIONS[op];
  const res = await fetch(base + buildPath(route, params), {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** `YYYY-MM-DD`, `days` after today in Berlin. */
function dayFromNow(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const everyDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    { start: '09:00', end: '17:00', isOpen: true },
  ]),
);

async function businessWith(name: string, slug: string, noticeHours: number) {
  const owner = await api<Account>('register', {
    body: {
      role: 'business',
      name: `Owner ${id}`,
      email: `owner-${slug}-${id}@example.test`,
      password: 'secret-pass',
    },
  });
  const username = `${slug}-${id}`;
  const business = await api<Entity>('createBusiness', {
    body: { username, name, timezone: 'Europe/Berlin' },
    token: owner.token,
  });
  await api('updateSchedule', {
    params: { id: business._id },
    body: { schedule: everyDay },
    token: owner.token,
  });
  await api('updateBusiness', {
    params: { id: business._id },
    token: owner.token,
    body: {
      username,
      name,
      description: 'Cuts, colour and styling.',
      category: 'salon',
      currency: 'EUR',
      customCurrency: null,
      address: '12 Linden Street, Berlin',
      phone: '+49 30 1234567',
      email: `hello-${slug}-${id}@example.test`,
      cancellationNoticeHours: noticeHours,
    },
  });
  const service = (fields: Record<string, unknown>) =>
    api<Entity>('createService', {
      token: owner.token,
      body: {
        business: business._id,
        hasDuration: true,
        duration: 60,
        hasPricing: true,
        price: 45,
        bookingType: 'datetime',
        bookingInterval: 60,
        autoAcceptBookings: true,
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: 2,
        ...fields,
      },
    });
  return { owner, business, service };
}

const salon = await businessWith('Luxe Hair Berlin', 'luxe', 24);
const haircut = await salon.service({ name: 'Women’s Haircut' });
const colour = await salon.service({ name: 'Deluxe Colour', autoAcceptBookings: false, duration: 90 });
const consult = await salon.service({
  name: 'Style Consultation',
  bookingType: 'flexible',
  hasDuration: false,
});
const spa = await businessWith('Serenity Spa', 'serenity', 720);
const massage = await spa.service({ name: 'Swedish Massage' });

const customer = await api<Account>('register', {
  body: {
    role: 'customer',
    name: 'Casey Customer',
    email: `casey-${id}@example.test`,
    password: 'secret-pass',
    phone: '+1 555 0100',
  },
});
const book = (business: Entity, service: Entity, bookingDate: string | null, startTime: string | null) =>
  api<Entity>('createBooking', {
    token: customer.token,
    body: { service: service._id, business: business._id, notes: '', bookingDate, startTime },
  });
await book(salon.business, haircut, dayFromNow(3), '10:00');
await book(salon.business, colour, dayFromNow(4), '14:00');
await book(salon.business, consult, null, null);
await book(spa.business, massage, dayFromNow(2), '11:00');
const byBusiness = await book(salon.business, haircut, dayFromNow(5), '15:00');
await api('updateBookingStatus', {
  params: { id: byBusiness._id },
  token: salon.owner.token,
  body: { status: 'cancelled' },
});
const byMe = await book(salon.business, haircut, dayFromNow(6), '16:00');
await api('cancelBookingByCustomer', { params: { id: byMe._id }, token: customer.token });

const guestEmail = `robin-${id}@example.test`;
await api('createGuestBooking', {
  body: {
    service: haircut._id,
    business: salon.business._id,
    notes: 'Please use the side entrance.',
    bookingDate: dayFromNow(3),
    startTime: '12:00',
    guestName: 'Robin Guest',
    guestEmail,
    guestPhone: '+1 555 0199',
  },
});

/** The manage link of the guest's first email (its text part, quoted-printable lines joined). */
async function manageLink(): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    // Only whole messages: each is written as `.partial`, then renamed.
    const names = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((n) => n.endsWith('.eml')) : [];
    for (const name of names) {
      const raw = fs.readFileSync(path.join(mailDir, name), 'utf8').replace(/=\r?\n/g, '');
      if (!raw.includes(guestEmail)) continue;
      const match = /https?:\/\/[^\s"'<>]+\/manage\/[A-Za-z0-9._-]+/.exec(raw);
      if (match) return new URL(match[0]).pathname;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no manage link to ${guestEmail} in ${mailDir}`);
}
const managePath = await manageLink();

const browser = await chromium.launch({
  executablePath: chromiumExecutable,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/**
 * Opens a page of the app. A manage link whose token has a dot may be answered 404 by a server
 * that takes it for a file: then the app is opened client-side, and a warning says so.
 */
async function openApp(page: Page, appPath: string) {
  const response = await page.goto(base + appPath);
  if (response?.status() !== 404) return;
  console.warn(`WARNING: the server answered 404 for the page ${appPath}; opening it client-side`);
  await page.goto(base + '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, appPath);
}

async function shot(page: Page, name: string, device: string, fullPage = true) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  const file = `${out}/customer-self-service-${name}-${device}.png`;
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(base + '/');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [customer.token, JSON.stringify(customer.user)] as const,
  );
  await page.goto(base + '/customer/dashboard');
  await page.getByTestId('self-service').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'dashboard', device);
  await page
    .getByRole('region', { name: 'My Active Bookings' })
    .screenshot({ path: `${out}/customer-self-service-cards-${device}.png` });

  const card = page.getByTestId('active-booking').filter({ hasText: 'Women’s Haircut' }).first();
  await card.getByRole('button', { name: /^Cancel booking/ }).click();
  await page.getByRole('dialog', { name: 'Cancel this booking?' }).waitFor();
  await shot(page, 'cancel-dialog', device, false);
  await page.getByRole('button', { name: 'Keep booking' }).click();

  const pending = page.getByTestId('active-booking').filter({ hasText: 'Deluxe Colour' });
  await pending.getByRole('button', { name: /^Reschedule/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Reschedule/ });
  await dialog.getByRole('radio').first().waitFor();
  await shot(page, 'reschedule-dialog', device, false);
  await dialog.getByRole('radio', { name: '2:00 PM', exact: true }).check();
  await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
  await dialog.getByRole('alert').first().waitFor();
  await shot(page, 'reschedule-same-time', device, false);
  await dialog.getByRole('group', { name: 'Next available days' }).getByRole('button').nth(2).click();
  await dialog.getByRole('radio', { name: '9:00 AM', exact: true }).check();
  await page.waitForLoadState('networkidle');
  await dialog.locator('.overflow-y-auto').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await shot(page, 'reschedule-picked', device, false);
  await page.getByRole('button', { name: 'Keep current time' }).click();

  await page.goto(base + '/customer/history');
  await page.getByTestId('history-booking').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'history', device);

  await page.evaluate(() => localStorage.clear());
  await openApp(page, managePath);
  await page.getByTestId('managed-booking').waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'manage', device);
  await page.getByRole('button', { name: /^Reschedule/ }).click();
  await page.getByRole('dialog').getByRole('radio').first().waitFor();
  await shot(page, 'manage-reschedule', device, false);
  await page.getByRole('button', { name: 'Keep current time' }).click();

  await openApp(page, managePath.slice(0, -3) + 'xyz');
  await page.getByRole('heading', { level: 1, name: 'This booking link is not valid any more.' }).waitFor();
  await shot(page, 'link-not-valid', device);
  await context.close();
}
await browser.close();
