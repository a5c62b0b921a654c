// Screenshots of the business side of customer self-service (decisions.md 8.3) at desktop and
// mobile sizes, for looking at them: the Bookings tab (Mark Completed only on a started booking,
// who cancelled), the cancel dialog of a pending booking, the live notice of a guest's booking,
// the history, the booking policy in the profile (valid and with errors) and the public page.
// Usage: BASE_URL=http://localhost:4200 npx tsx e2e/tools/business-self-service-screenshots.ts
// Makes its own accounts; writes ./screenshots/business-self-*.png (git-ignored).
import fs from 'node:fs';
import { buildPath } from '@booklane/shared/api/operation-routes';
import { OPERATIONS, type OperationId } from '@booklane/shared/api/operations';
import { chromium, type Page } from '@playwright/test';
import { chromiumExecutable } from '../chromium';

type Account = { token: string; user: { name: string } };
type Business = { _id: string; username: string; timezone: string };
type Service = { _id: string; name: string };
type Booking = { _id: string };

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.env.OUT_DIR ?? 'screenshots';
fs.mkdirSync(out, { recursive: true });

async function api<T>(
  id: OperationId,
  { params = {}, body, token }: { params?: Record<string, string>; body?: unknown; token?: string } = {},
): Promise<T> {
  const { method, path } = OPERATIONS[id];
  const res = await fetch(base + buildPath(path, params), {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function dayInZone(timeZone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const id = Date.now().toString(36);
const owner = await api<Account>('register', {
  body: { role: 'business', name: 'Maya Owner', email: `maya-${id}@example.test`, password: 'secret-pass' },
});
const business = await api<Business>('createBusiness', {
  token: owner.token,
  body: {
    username: `maya-${id}`,
    name: 'Maya’s Hair Studio',
    description: 'Cuts, colour and styling in the old town.',
    category: 'salon',
    address: '12 Market Street',
    phone: '+1 555 0100',
    email: `studio-${id}@example.test`,
  },
});
await api('updateSchedule', {
  params: { id: business._id },
  token: owner.token,
  body: {
    schedule: Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
        day,
        { start: '09:00', end: '17:00', isOpen: true },
      ]),
    ),
  },
});
const service = (name: string, fields: Record<string, unknown>) =>
  api<Service>('createService', {
    token: owner.token,
    body: {
      business: business._id,
      name,
      description: 'Wash, cut and blow-dry.',
      hasDuration: true,
      duration: 60,
      hasPricing: true,
      price: 45,
      bookingType: 'datetime',
      bookingInterval: 60,
      ...fields,
    },
  });
const cut = await service('Haircut', { autoAcceptBookings: true });
const colour = await service('Full colour', { autoAcceptBookings: false, duration: 120, price: 120 });
const walkIn = await service('Walk-in trim', {
  bookingType: 'date-only',
  autoAcceptBookings: true,
  price: 20,
});

const customer = await api<Account>('register', {
  body: {
    role: 'customer',
    name: 'Casey Customer',
    email: `casey-${id}@example.test`,
    password: 'secret-pass',
    phone: '+1 555 0142',
  },
});
const book = (svc: Service, days: number, time: string | null, notes = '') =>
  api<Booking>('createBooking', {
    token: customer.token,
    body: {
      service: svc._id,
      business: business._id,
      notes,
      bookingDate: dayInZone(business.timezone, days),
      startTime: time,
    },
  });
let guestCount = 0;
const guestBook = (svc: Service, days: number, time: string) =>
  api<Booking>('createGuestBooking', {
    body: {
      service: svc._id,
      business: business._id,
      notes: '',
      bookingDate: dayInZone(business.timezone, days),
      startTime: time,
      guestName: 'Robin Guest',
      guestEmail: `robin-${id}-${(guestCount += 1)}@example.test`,
      guestPhone: '+1 555 0199',
    },
  });

await book(walkIn, 0, null);
await book(cut, 1, '10:00', 'Window seat please');
await book(colour, 3, '11:00');
const theirs = await book(cut, 4, '14:00');
await api('cancelBookingByCustomer', { params: { id: theirs._id }, token: customer.token });
const ours = await guestBook(colour, 5, '15:00');
await api('updateBookingStatus', {
  params: { id: ours._id },
  token: owner.token,
  body: { status: 'cancelled', reason: 'Closed for a training day.' },
});

const browser = await chromium.launch({
  executablePath: chromiumExecutable,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

async function open(page: Page, path: string, signedIn = true) {
  await page.goto(base + '/');
  if (signedIn) {
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [owner.token, JSON.stringify(owner.user)] as const,
    );
  }
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const shot = async (name: string, fullPage = true) => {
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${out}/business-self-${name}-${device}.png`, fullPage });
    console.log(`${out}/business-self-${name}-${device}.png`);
  };

  await open(page, '/business/dashboard?tab=bookings');
  await shot('bookings');

  // A guest books while the tab is open: the card and the notice arrive by themselves.
  await page.waitForTimeout(1500);
  await guestBook(cut, 2, device === 'desktop' ? '12:00' : '13:00');
  await page.getByText('New booking: Haircut').waitFor();
  await page.waitForTimeout(400);
  await shot('live-notice', false);

  await page
    .getByTestId('active-booking')
    .filter({ hasText: 'Full colour' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(300);
  await shot('cancel-pending', false);
  await page.getByRole('button', { name: 'Keep booking' }).click();

  await open(page, '/business/history');
  await shot('history');

  await open(page, '/business/profile');
  const policy = page.getByRole('region', { name: 'Booking policy' });
  await policy.scrollIntoViewIfNeeded();
  await policy.screenshot({ path: `${out}/business-self-policy-${device}.png` });
  console.log(`${out}/business-self-policy-${device}.png`);
  await policy.getByRole('button', { name: 'Add reminder' }).click();
  await policy.getByRole('button', { name: 'Add reminder' }).click();
  await policy.getByLabel('Cancellation notice (hours)').fill('1000');
  await policy.getByLabel('Reminder 2: how long before').fill('24');
  await policy.getByLabel('Reminder 2: unit').selectOption('hours');
  await policy.getByLabel('Reminder 3: how long before').fill('2');
  await policy.getByLabel('Reminder 3: unit').selectOption('minutes');
  await page.getByRole('button', { name: 'Save business information' }).click();
  await page.waitForTimeout(300);
  await policy.screenshot({ path: `${out}/business-self-policy-errors-${device}.png` });
  console.log(`${out}/business-self-policy-errors-${device}.png`);
  await shot('profile');

  await open(page, `/${business.username}`, false);
  await shot('public-page');
  await context.close();
}
await browser.close();
