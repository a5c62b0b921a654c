// Screenshots of the business area (dashboard tabs, service form, profile, history, the
// create-business form) at desktop and mobile sizes, for looking at them.
// Usage: BASE_URL=http://localhost:4200 node e2e/tools/business-screenshots.mjs [name-filter]
// Needs the demo data (business@booklane.demo). Writes ./screenshots/business-*.png (git-ignored).
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.env.OUT_DIR ?? 'screenshots';
const filter = process.argv[2] ?? '';
fs.mkdirSync(out, { recursive: true });

async function api(path, body, token) {
  const res = await fetch(base + '/api' + path, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const demo = await api('/auth/login', {
  email: 'business@booklane.demo',
  password: 'demo1234',
  role: 'business',
});
const fresh = await api('/auth/register', {
  role: 'business',
  name: 'New Owner',
  email: `new-${Date.now()}@example.test`,
  password: 'secret-pass',
});

const shots = [
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
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
]) {
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
      [account.token, JSON.stringify(account.user)],
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
