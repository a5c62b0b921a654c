// Screenshots of the business area (dashboard tabs, service form, profile, history, the
// create-business form) at desktop and mobile sizes, for looking at them.
// Usage: BASE_URL=http://localhost:4200 npx tsx e2e/tools/business-screenshots.ts [name-filter]
// Needs the demo data (business@booklane.demo). Writes ./screenshots/business-*.png (git-ignored).
import fs from 'node:fs';
import { buildPath } from '@booklane/shared/api/operation-routes';
import { OPERATIONS, type OperationId } from '@booklane/shared/api/operations';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../chromium';

type Account = { token: string; user: unknown };
type Shot = {
  name: string;
  path: string;
  /** A button to press before the screenshot (then only the viewport is captured). */
  click?: string;
  /** Signed in as this account instead of the demo business. */
  account?: Account;
};

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.env.OUT_DIR ?? 'screenshots';
const filter = process.argv[2] ?? '';
fs.mkdirSync(out, { recursive: true });

/** Calls an operation of the route table (its method and path) and answers its JSON. */
async function api<T>(id: OperationId, body?: unknown, token?: string): Promise<T> {
  const { method, path } = OPERATIONS[id];
  const res = await fetch(base + buildPath(path), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const demo = await api<Account>('login', {
  email: 'business@booklane.demo',
  password: 'demo1234',
  role: 'business',
});
const fresh = await api<Account>('register', {
  role: 'business',
  name: 'New Owner',
  email: `new-${Date.now()}@example.test`,
  password: 'secret-pass',
});

const shots: Shot[] = [
  { name: 'business-services', path: '/business/dashboard?tab=services' },
  { name: 'business-service-form', path: '/business/dashboard?tab=services', click: 'Add service' },
  { name: 'business-service-edit', path: '/business/dashboard?tab=services', click: 'Edit' },
  { name: 'business-schedule', path: '/business/dashboard?tab=schedule' },
  { name: 'business-bookings', path: '/business/dashboard?tab=bookings' },
  { name: 'business-messages', path: '/business/dashboard?tab=messages' },
  { name: 'business-calendar-week', path: '/business/dashboard?tab=calendar' },
  { name: 'business-calendar-month', path: '/business/dashboard?tab=calendar', click: 'Month' },
  { name: 'business-profile', path: '/business/profile' },
  { name: 'business-history', path: '/business/history' },
  { name: 'business-create', path: '/business/dashboard', account: fresh },
];

const browser = await chromium.launch({
  executablePath: chromiumExecutable,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  for (const shot of shots.filter((s) => s.name.includes(filter))) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const account = shot.account ?? demo;
    await page.goto(base + '/');
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [account.token, JSON.stringify(account.user)] as const,
    );
    await page.goto(base + shot.path);
    await page.waitForLoadState('networkidle');
    if (shot.click) {
      await page.getByRole('button', { name: shot.click }).first().click();
      await page.waitForTimeout(400);
    }
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${shot.name}-${device}.png`, fullPage: !shot.click });
    console.log(`${out}/${shot.name}-${device}.png`);
    await context.close();
  }
}
await browser.close();
