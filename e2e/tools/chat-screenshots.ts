// Screenshots of the customer area and the chat on both sides, desktop and mobile.
// Usage: BASE_URL=http://localhost:4300 npx tsx e2e/tools/chat-screenshots.ts (needs the demo data).
// Writes ./screenshots/chat-<name>-<desktop|mobile>.png (git-ignored).
import fs from 'node:fs';
import { buildPath } from '@booklane/shared/api/operation-routes';
import { OPERATIONS } from '@booklane/shared/api/operations';
import { chromium, type Page, type ViewportSize } from '@playwright/test';
import { chromiumExecutable } from '../chromium';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.env.OUT_DIR ?? 'screenshots';
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumExecutable,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

async function signedIn(email: string, role: 'business' | 'customer', viewport: ViewportSize): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const res = await page.request.fetch(base + buildPath(OPERATIONS.login.path), {
    method: OPERATIONS.login.method,
    data: { email, password: 'demo1234', role },
  });
  const auth = (await res.json()) as { token: string; user: unknown };
  await page.goto(base + '/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [auth.token, JSON.stringify(auth.user)] as const,
  );
  return page;
}

const shot = (page: Page, name: string, device: string) =>
  page.screenshot({ path: `${out}/chat-${name}-${device}.png`, fullPage: true });

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  const biz = await signedIn('business@booklane.demo', 'business', viewport);
  await biz.goto(base + '/business/dashboard');
  await biz.getByRole('tab', { name: /Messages/ }).click();
  await biz.waitForTimeout(800);
  await shot(biz, 'business-inbox', device);

  const cust = await signedIn('customer@booklane.demo', 'customer', viewport);
  for (const [name, path] of [
    ['customer-dashboard', '/customer/dashboard'],
    ['customer-profile', '/customer/profile'],
    ['customer-history', '/customer/history'],
    ['customer-messages', '/customer/messages'],
  ] as const) {
    await cust.goto(base + path);
    await cust.waitForTimeout(1200);
    await shot(cust, name, device);
  }
  await cust.goto(base + '/customer/profile');
  await cust.getByRole('button', { name: 'Change Password' }).click();
  await cust.getByRole('button', { name: 'Update Password' }).click();
  await shot(cust, 'customer-profile-password', device);

  await cust.goto(base + '/luxe-hair');
  await cust.getByRole('status').filter({ hasText: 'Online' }).waitFor({ timeout: 15000 });
  await shot(cust, 'business-page-online', device);
  await cust.getByRole('button', { name: 'Start Chat' }).click();
  const box = cust.getByTestId('chat-window').getByRole('textbox');
  await box.fill(`Hi from the ${device} screenshot run! Do you have a slot on Friday?`);
  await box.press('Enter');
  await cust.waitForTimeout(800);
  await shot(cust, 'customer-chat', device);

  await biz.waitForTimeout(500);
  await biz.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
  const bizBox = biz.getByTestId('chat-window').getByRole('textbox');
  await bizBox.fill('Yes! Friday 10:00 is free. Shall I book it for you?');
  await bizBox.press('Enter');
  await biz.waitForTimeout(800);
  await shot(biz, 'business-chat-window', device);
  await biz.getByRole('button', { name: 'Minimize chat' }).click();
  await shot(biz, 'business-chat-minimized', device);
  await cust.waitForTimeout(500);
  await shot(cust, 'customer-chat-reply', device);
  await biz.context().close();
  await cust.context().close();
}
await browser.close();
console.log('screenshots written to', out);
