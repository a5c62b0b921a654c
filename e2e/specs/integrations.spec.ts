// Integrations (decisions.md 9.5): an owner adds a webhook, sees its signing secret once, sends a
// test event that a receiver on this machine gets, signed with that secret, and sees it delivered
// in the log; an account creates an API token, shown once, uses it, and revokes it.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { registerBusiness, registerCustomer, sendApi, signInBrowser } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { openDashboard } from '../fixtures/business';

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A webhook receiver on loopback that answers 200 and keeps what it got. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/booklane`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The Standard Webhooks signature of a request, with the secret the owner was shown. */
function signatureOf(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
}

test('an owner adds a webhook, keeps its secret, and sees a test event delivered and signed', async ({
  page,
  context,
  request,
}) => {
  // A delivery to wait for and two full scans (best practices included) of a tab with a frame.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const receiver = await startReceiver();
  try {
    const { owner } = await registerBusiness(request);
    await openDashboard(page, owner, 'integrations');
    await expect(page.getByRole('heading', { name: 'Webhooks', exact: true })).toBeVisible();
    await expect(page.getByText('No webhooks yet')).toBeVisible();
    await expectAccessible(page, 'Integrations tab, no webhooks');

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook' });
    await expect(form.getByRole('checkbox', { name: 'All events' })).toBeChecked();
    await form.getByLabel('Endpoint URL').fill(receiver.url);
    await expectAccessible(page, 'Add webhook dialog');
    await form.getByRole('button', { name: 'Add webhook' }).click();

    // The signing secret, once, with Copy.
    const shown = page.getByRole('dialog', { name: 'Webhook added' });
    await expect(shown).toContainText('it will not be shown again');
    const secretField = shown.getByLabel('Signing secret');
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    await shown.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectAccessible(page, 'Signing secret shown once');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    const item = page.getByTestId('webhook');
    await expect(item.getByRole('heading', { name: receiver.url })).toBeVisible();
    await expect(item.getByText('All events')).toBeVisible();
    await expect(item.getByText('No deliveries yet')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('webhook')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // A test event: the receiver gets it signed with the shown secret, and the log says delivered.
    await item.getByRole('button', { name: /^Send test event/ }).click();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [first] = receiver.received;
    const headers = first!.headers;
    expect(JSON.parse(first!.body)).toMatchObject({ type: 'webhook.test' });
    const expected = signatureOf(
      secret,
      String(headers['webhook-id']),
      String(headers['webhook-timestamp']),
      first!.body,
    );
    expect(String(headers['webhook-signature']).split(' ')).toContain(`v1,${expected}`);

    const log = item.getByTestId('webhook-delivery').first();
    await expect(log).toContainText('Test event');
    await expect(log).toContainText('Delivered', { timeout: 15_000 });
    await expect(log.getByTestId('webhook-attempt').first()).toContainText('HTTP 200');
    await expect(log).toContainText('{"received":true}');
    await expect(item).toContainText(/Last delivery: Delivered · HTTP 200/);
    await expectAccessible(page, 'Webhook with its delivery log');
  } finally {
    await receiver.close();
  }
});

test('a customer creates an API token, sees it once, uses it, and revokes it', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  await page.goto('/customer/profile');
  const card = page.getByRole('region', { name: 'API tokens' });
  await expect(card.getByText('No API tokens yet.')).toBeVisible();
  await expect(card.getByRole('link', { name: /API documentation/ })).toHaveAttribute('href', '/api/docs');

  await card.getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'Create API token' });
  await form.getByLabel('Name').fill('Spreadsheet sync');
  await form.getByRole('radio', { name: /^Read only/ }).check();
  await expectAccessible(page, 'Create API token dialog');
  await form.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'API token created' });
  await expect(shown).toContainText('it will not be shown again');
  const token = await shown.getByLabel('Your API token').inputValue();
  expect(token).toMatch(/^blk_/);
  await shown.getByRole('button', { name: 'Done' }).click();

  // The token reads as the account; a read-only one changes nothing.
  const read = await sendApi(request, 'getProfile', { token });
  expect(read.status()).toBe(200);
  expect((await read.json()).email).toBe(customer.user.email);
  const write = await sendApi(request, 'updateProfile', {
    token,
    body: { name: 'Someone Else', email: customer.user.email, phone: '+1 555 0100' },
  });
  expect(write.status()).toBe(403);

  await page.reload();
  const row = page.getByTestId('api-token');
  await expect(row.getByRole('heading', { name: 'Spreadsheet sync' })).toBeVisible();
  await expect(row).toContainText('Read only');
  await expect(row).toContainText(/Last used just now|Last used 1 minute ago/);
  await expect(page.getByText(token)).toHaveCount(0);
  await expectAccessible(page, 'Profile with an API token');

  await row.getByRole('button', { name: 'Revoke Spreadsheet sync' }).click();
  const question = page.getByRole('dialog', { name: 'Revoke Spreadsheet sync?' });
  await question.getByRole('button', { name: 'Revoke token' }).click();
  await expect(card.getByText('No API tokens yet.')).toBeVisible();
  expect((await sendApi(request, 'getProfile', { token })).status()).toBe(401);
});
