// Embedding (decisions.md 9.5, docs/decisions/0041): another site, served here on a loopback port
// of its own, adds /embed.js; a visitor on a phone books through the overlay it opens; the inline
// frame grows and shrinks with the booking; every page but /embed/{username} refuses to be framed.
// The owner copies the snippets and tries a colour in the Integrations tab. Add to calendar is
// offered on a guest's manage page and under a customer's upcoming bookings too.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import {
  callApi,
  createService,
  dateInZone,
  registerBusiness,
  registerCustomer,
  signInBrowser,
  uid,
} from '../fixtures/api';
import { expectAccessible, PHONE } from '../fixtures/axe';
import { bookAsCustomer, openDashboard } from '../fixtures/business';
import { waitForMail } from '../fixtures/mail';
import { keepScreenshot } from '../fixtures/screenshots';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

/** The other site: each path answers the HTML the test put there. */
const sitePages = new Map<string, string>();
let site: http.Server;
let siteUrl = '';

test.beforeAll(async () => {
  site = http.createServer((req, res) => {
    const html = sitePages.get(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'Not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

/** A page of the other site around `body`; answers its address. */
function sitePage(body: string): string {
  const path = `/${uid()}.html`;
  sitePages.set(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Corner Salon</title></head><body style="font-family:sans-serif;margin:0;padding:16px;background:#fdf6ec">` +
      `<h1>Corner Salon</h1><p>Cuts, colour and a good chat since 1998.</p>${body}` +
      `<p style="height:1200px">Opening hours, prices and directions.</p></body></html>`,
  );
  return `${siteUrl}${path}`;
}

const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.style.overflow);

test('a visitor on a phone books through the Book button of another site', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const { owner, business } = await registerBusiness(request, { name: `Corner Salon ${uid()}` });
  const service = await createService(request, owner, business, { autoAcceptBookings: true });
  await callApi(request, 'updateBrand', {
    params: { id: business._id },
    body: { brandColor: '#0f766e' },
    token: owner.token,
  });
  const tomorrow = dateInZone(business.timezone, 1);

  await page.setViewportSize({ width: PHONE, height: 844 });
  await page.goto(
    sitePage(
      `<script src="${baseURL}/embed.js" data-business="${business.username}" data-label="Book now" data-color="#0f766e" async></script>`,
    ),
  );
  const book = page.getByRole('button', { name: 'Book now' });
  await expect(book).toBeVisible();
  // The business's colour, and white text on it (a dark colour).
  await expect(book).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(book).toHaveCSS('color', 'rgb(255, 255, 255)');

  await book.click();
  const overlay = page.getByRole('dialog', { name: 'Booking' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByRole('button', { name: 'Close booking' })).toBeFocused();
  expect(await overflowOf(page)).toBe('hidden');
  // Full screen on a phone.
  expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE, height: 844 });

  const frame = page.frameLocator('iframe[title="Booking"]');
  await expect(frame.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  // Only the booking: no navigation bar, footer or chat.
  await expect(frame.getByRole('navigation')).toHaveCount(0);
  await expect(frame.getByRole('contentinfo')).toHaveCount(0);
  await expect(frame.getByRole('link', { name: /See the full page/ })).toHaveAttribute('target', '_blank');
  const card = frame
    .getByRole('listitem')
    .filter({ has: frame.getByRole('heading', { name: service.name }) });
  await expect(card.getByText('$45.00')).toBeVisible();
  await expect(card.getByText('60 minutes')).toBeVisible();
  await keepScreenshot(() => page.screenshot({ path: `${SHOTS}/embed-overlay-phone.png` }));

  await card.getByRole('button', { name: 'Book This Service' }).click();
  await expect(frame.getByRole('heading', { name: `Book ${service.name}` })).toBeFocused();
  await frame.getByLabel('Date').fill(tomorrow);
  const ten = frame.getByRole('radio', { name: '10:00 AM', exact: true });
  await ten.check();
  // The chosen time wears the business's colour.
  await expect(frame.locator('input:checked + span', { hasText: '10:00 AM' })).toHaveCSS(
    'background-color',
    'rgb(15, 118, 110)',
  );
  await frame.getByLabel('Name').fill('Guest Person');
  await frame.getByLabel('Email').fill(`guest-${uid()}@example.test`);
  await frame.getByLabel('Phone').fill('+1 555 0123');
  await keepScreenshot(() => page.screenshot({ path: `${SHOTS}/embed-overlay-phone-sheet.png` }));
  await frame.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(frame.getByRole('heading', { name: 'Booking confirmed' })).toBeFocused();
  await expect(frame.getByText('10:00 AM')).toBeVisible();
  const calendar = frame.getByRole('region', { name: 'Add to calendar' });
  await expect(calendar.getByRole('link', { name: 'Calendar file (.ics)' })).toBeVisible();
  await expect(calendar.getByRole('link', { name: /Outlook\.com/ })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?subject=/,
  );
  await keepScreenshot(() =>
    page.screenshot({ path: `${SHOTS}/embed-overlay-phone-success.png`, fullPage: false }),
  );

  // Done closes the overlay: the focus goes back to the button and the page scrolls again.
  await frame.getByRole('button', { name: 'Done' }).click();
  await expect(overlay).toBeHidden();
  await expect(book).toBeFocused();
  expect(await overflowOf(page)).toBe('');

  // Escape (inside the frame too) and the backdrop close it as well.
  await book.click();
  await expect(overlay).toBeVisible();
  await frame.getByRole('heading', { name: 'Choose a service' }).click();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(book).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 800 });
  await book.click();
  await expect(overlay).toBeVisible();
  // A centred panel on a desktop.
  const box = (await overlay.boundingBox())!;
  expect(box.width).toBe(640);
  expect(Math.round(box.x + box.width / 2)).toBe(640);
  await expect(frame.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await keepScreenshot(() => page.screenshot({ path: `${SHOTS}/embed-overlay-desktop.png` }));
  await page.mouse.click(20, 20);
  await expect(overlay).toBeHidden();
});

test('the inline booking is as tall as its content', async ({ page, request, baseURL }) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(
    sitePage(
      `<div style="max-width:720px"><script src="${baseURL}/embed.js" data-business="${business.username}" data-mode="inline" async></script></div>`,
    ),
  );
  const iframe = page.locator('iframe[title="Booking"]');
  const frame = page.frameLocator('iframe[title="Booking"]');
  await expect(frame.getByRole('heading', { level: 1, name: business.name })).toBeVisible();

  const contentHeight = () =>
    frame.locator('body > div#root > div').evaluate((root) => Math.ceil(root.getBoundingClientRect().height));
  const frameHeight = async () => Math.round((await iframe.boundingBox())!.height);
  await expect.poll(async () => (await frameHeight()) - (await contentHeight())).toBe(0);
  const listHeight = await frameHeight();
  expect(listHeight).not.toBe(600);

  // The booking sheet is taller: the frame follows, then shrinks back.
  await frame.getByRole('button', { name: 'Book This Service' }).click();
  await expect(frame.getByRole('heading', { name: `Book ${service.name}` })).toBeVisible();
  await expect.poll(frameHeight).toBeGreaterThan(listHeight + 200);
  await expect.poll(async () => (await frameHeight()) - (await contentHeight())).toBe(0);
  // A viewport tall enough for the whole frame (a full-page shot leaves a frame's lower part blank).
  await page.setViewportSize({ width: 1280, height: (await frameHeight()) + 200 });
  await keepScreenshot(() => page.screenshot({ path: `${SHOTS}/embed-inline-desktop.png` }));
  await frame.getByRole('button', { name: 'All services' }).click();
  await expect.poll(frameHeight).toBe(listHeight);
  // The focus comes back to the Book button that opened the sheet.
  await expect(frame.getByRole('button', { name: 'Book This Service' })).toBeFocused();
});

test('only the embedded booking may be framed by another site', async ({ page, request, baseURL }) => {
  const { business } = await registerBusiness(request);
  await page.goto(
    sitePage(
      `<iframe title="Directory" src="${baseURL}/" style="width:100%;height:300px"></iframe>` +
        `<iframe title="Business page" src="${baseURL}/${business.username}" style="width:100%;height:300px"></iframe>` +
        `<iframe title="Embed" src="${baseURL}/embed/${business.username}" style="width:100%;height:300px"></iframe>`,
    ),
  );
  await page.waitForLoadState('load');
  await expect(
    page.frameLocator('iframe[title="Embed"]').getByRole('heading', { level: 1, name: business.name }),
  ).toBeVisible();
  // The browser refused the other two: their frames hold its error page, not the app.
  for (const title of ['Directory', 'Business page']) {
    const frame = await (await page.locator(`iframe[title="${title}"]`).elementHandle())!.contentFrame();
    expect(frame?.url(), title).toBe('chrome-error://chromewebdata/');
    await expect(page.frameLocator(`iframe[title="${title}"]`).locator('#root')).toHaveCount(0);
  }
  const answer = await request.get('/');
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const embed = await request.get(`/embed/${business.username}`);
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
});

test('the owner copies a snippet and tries a colour in the preview before saving it', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  const { owner, business } = await registerBusiness(request);
  await createService(request, owner, business);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDashboard(page, owner, 'integrations');
  const section = page.getByTestId('embed-section');
  await expect(section.getByRole('heading', { name: 'Embed on your website' })).toBeVisible();
  const snippet = section.getByRole('textbox', { name: 'A Book button' });
  await expect(snippet).toHaveValue(
    `<script src="${new URL(page.url()).origin}/embed.js" data-business="${business.username}" async></script>`,
  );
  await section.getByRole('button', { name: 'Copy: A Book button' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());

  const preview = section.frameLocator('iframe[title="Preview of your booking on another site"]');
  const bookButton = preview.getByRole('button', { name: 'Book This Service' });
  // Booklane's own accent (the theme's indigo) until the business has a colour.
  const INDIGO = 'oklch(0.511 0.262 276.966)';
  await expect(bookButton).toHaveCSS('background-color', INDIGO);
  // A light colour: the preview follows at once, with dark text on it.
  await section.getByLabel('Colour of your booking').fill('#facc15');
  await expect(bookButton).toHaveCSS('background-color', 'rgb(250, 204, 21)');
  await expect(bookButton).toHaveCSS('color', 'rgb(15, 23, 42)');
  await section.getByRole('button', { name: 'Save colour' }).click();
  await expect(snippet).toHaveValue(/data-color="#facc15"/);
  await section.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1280, height: 1100 });
  await keepScreenshot(() => section.screenshot({ path: `${SHOTS}/embed-owner-section-desktop.png` }));
  await page.setViewportSize({ width: PHONE, height: 844 });
  await keepScreenshot(() => section.screenshot({ path: `${SHOTS}/embed-owner-section-phone.png` }));
  await expectAccessible(page, 'the embed section');

  // Booklane's colours again.
  await section.getByRole('button', { name: 'Use Booklane’s colours' }).click();
  await expect(snippet).not.toHaveValue(/data-color/);
  await expect(bookButton).toHaveCSS('background-color', INDIGO);
});

test('an unknown business embeds the not-found text', async ({ page }) => {
  await page.goto(`/embed/no-such-${uid()}`);
  await expect(page.getByRole('alert')).toContainText('Business not found');
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test("a guest's manage page and a customer's upcoming bookings offer Add to calendar", async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business);
  const day = dateInZone(business.timezone, 2);
  const guestEmail = `guest-${uid()}@example.test`;
  await callApi(request, 'createGuestBooking', {
    body: {
      service: service._id,
      business: business._id,
      notes: '',
      bookingDate: day,
      startTime: '11:00',
      guestName: 'Robin Guest',
      guestEmail,
      guestPhone: '+1 555 0123',
    },
  });
  const mail = await waitForMail('customer_booking_confirmed', guestEmail);
  const link = new URL(/https?:\/\/[^\s"'<>]+\/manage\/[^\s"'<>]+/.exec(mail.text ?? '')![0]);

  await page.setViewportSize({ width: PHONE, height: 844 });
  await page.goto(link.pathname);
  const calendar = page.getByRole('region', { name: 'Add to calendar' });
  await expect(calendar.getByRole('link', { name: 'Calendar file (.ics)' })).toHaveAttribute(
    'download',
    new RegExp(`-${day}\\.ics$`),
  );
  await expect(calendar.getByRole('link', { name: /Google Calendar/ })).toBeVisible();
  await expect(calendar.getByRole('link', { name: /Outlook\.com/ })).toBeVisible();
  await keepScreenshot(() =>
    page.screenshot({ path: `${SHOTS}/add-to-calendar-manage-phone.png`, fullPage: true }),
  );

  const customer = await registerCustomer(request);
  await bookAsCustomer(request, customer, business, service, day, '14:00');
  await signInBrowser(page, customer);
  await page.goto('/customer/dashboard');
  const active = page.getByRole('list', { name: 'Active bookings' });
  await active.getByRole('button', { name: `Add to calendar: ${service.name}` }).click();
  const outlook = active.getByRole('link', { name: /Outlook\.com/ });
  await expect(outlook).toHaveAttribute('href', /startdt=\d{4}-\d\d-\d\dT\d\d%3A00%3A00Z/);
  await active.scrollIntoViewIfNeeded();
  await keepScreenshot(() => page.screenshot({ path: `${SHOTS}/add-to-calendar-dashboard-phone.png` }));
  await expectAccessible(page, 'the customer dashboard with Add to calendar open', { widths: [PHONE] });
});
