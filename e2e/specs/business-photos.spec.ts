// The business page on a phone (issue 39 item 2, docs/decisions/0046): an owner adds two photos on
// the business profile and puts the second first; on a 390 px phone the public page's first
// screen shows the name, the next free time and a Book button (the bar fixed at the bottom, which
// stays while scrolling and books), the gallery shows the photos in the owner's order and moves
// with its buttons, and the page passes axe with every touch target at least 44 px. On a desktop
// where both photos fit, the gallery shows no count or buttons. A salon like the demo's `luxe-hair`
// (the e2e server runs without the demo data: four photos and three services through the API)
// swipes on a phone, its Book bar leads to a booking, and on a desktop the count says which three
// photos are in view.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { pageProblems } from '../fixtures/page-problems';
import { apiPath, createService, registerBusiness, signInBrowser, uid } from '../fixtures/api';
import { solidPng } from '../fixtures/business';
import { keepScreenshot } from '../fixtures/screenshots';
import { DESKTOP, HEIGHT, PHONE } from '../fixtures/viewports';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

/** Whether the element's box lies inside the window (the first screen, at the current scroll). */
async function inWindow(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
    });
}

test('an owner adds and orders photos; a phone shows them, the next free time and a Book bar that books', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { owner, business } = await registerBusiness(request);
  await createService(request, owner, business, { name: 'Signature cut' });

  await signInBrowser(page, owner);
  await page.goto('/business/profile');
  const card = page.getByRole('region', { name: 'Business Photos' });
  await expect(card.getByTestId('photo-count')).toHaveText('0 of 12 photos');
  for (const [alt, rgb] of [
    ['The red chair', [220, 38, 38]],
    ['The blue basin', [37, 99, 235]],
  ] as const) {
    await card.getByLabel('Photo image').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: solidPng(640, [...rgb]),
    });
    await card.getByLabel('Description (optional)').fill(alt);
    await card.getByRole('button', { name: 'Upload photo' }).click();
    await expect(card.getByRole('img', { name: alt })).toBeVisible({ timeout: 30_000 });
  }
  await expect(card.getByTestId('photo-count')).toHaveText('2 of 12 photos');
  await card.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  const ordered = card.getByRole('list', { name: 'Your photos, in order' }).getByRole('img');
  await expect(ordered.first()).toHaveAttribute('alt', 'The blue basin');

  // A visitor on a phone.
  const phone = await browser.newContext({ viewport: { width: PHONE, height: HEIGHT[PHONE]! } });
  const visitor = await phone.newPage();
  const errors = pageProblems(visitor);
  await visitor.goto(`/${business.username}`);
  await expect(visitor.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  const nextFree = visitor.getByTestId('next-free');
  await expect(nextFree).toHaveText(/^Next free: /);
  const bar = visitor.getByTestId('book-bar');
  await expect(bar.getByRole('link', { name: 'Book' })).toBeVisible();
  expect(await inWindow(visitor, 'h1')).toBe(true);
  expect(await inWindow(visitor, '[data-testid="next-free"]')).toBe(true);
  expect(await inWindow(visitor, '[data-testid="book-bar"]')).toBe(true);

  const gallery = visitor.getByRole('region', { name: 'Photos' });
  const images = gallery.getByRole('img');
  await expect(images).toHaveCount(2);
  expect(await images.evaluateAll((els) => els.map((el) => el.getAttribute('alt')))).toEqual([
    'The blue basin',
    'The red chair',
  ]);
  await expect(gallery.locator('source[type="image/avif"]').first()).toHaveAttribute('srcset', /480w/);
  await keepScreenshot(() => visitor.screenshot({ path: path.join(SHOTS, 'h1-business-390-first.png') }));
  await gallery.getByRole('button', { name: 'Next photo' }).scrollIntoViewIfNeeded();
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(gallery.getByText('2 / 2')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  // The second photo is the one in view now: the row scrolled.
  await expect.poll(() => gallery.getByRole('list').evaluate((row) => row.scrollLeft)).toBeGreaterThan(100);
  await gallery.getByRole('list').focus();
  await visitor.keyboard.press('Home');
  await expect(gallery.getByText('1 / 2')).toBeVisible();

  // Services come before the contact details; the bar stays while scrolling.
  const servicesTop = await visitor
    .locator('#services-heading')
    .evaluate((el) => el.getBoundingClientRect().top);
  const contactTop = await visitor
    .getByTestId('business-contact')
    .evaluate((el) => el.getBoundingClientRect().top);
  expect(servicesTop).toBeLessThan(contactTop);
  await visitor.mouse.wheel(0, 1500);
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect(await inWindow(visitor, '[data-testid="book-bar"]')).toBe(true);
  await keepScreenshot(() => visitor.screenshot({ path: path.join(SHOTS, 'h1-business-390-scrolled.png') }));

  await expectAccessible(visitor, 'the business page with photos', { touchTargets: true });
  await visitor.setViewportSize({ width: PHONE, height: HEIGHT[PHONE]! });

  // The bar books: the one service's booking sheet opens.
  await bar.getByRole('link', { name: 'Book' }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await expect(visitor.getByRole('dialog')).toContainText('Signature cut');
  // No errors: none of the page's own, and no inline script refused by the Content Security Policy
  // (the server renders every part inline, ssr/render-pages.tsx).
  expect(errors).toEqual([]);

  // The desktop: the header's Book, no bar.
  await visitor.goto(`/${business.username}`);
  await visitor.setViewportSize({ width: DESKTOP, height: HEIGHT[DESKTOP]! });
  await visitor.evaluate(() => window.scrollTo(0, 0));
  await expect(visitor.getByTestId('book-bar')).toBeHidden();
  await expect(visitor.getByRole('link', { name: 'Book', exact: true })).toBeVisible();
  // Both photos are in view side by side: no count, and no buttons that would move nothing.
  const wide = visitor.getByRole('region', { name: 'Photos' });
  await expect(wide.getByRole('img')).toHaveCount(2);
  await expect(wide.getByRole('button', { name: 'Next photo' })).toHaveCount(0);
  await expect(wide.getByText(/\/ 2/)).toHaveCount(0);
  await keepScreenshot(() => visitor.screenshot({ path: path.join(SHOTS, 'h1-business-1280-first.png') }));
  await visitor.mouse.wheel(0, 900);
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await keepScreenshot(() => visitor.screenshot({ path: path.join(SHOTS, 'h1-business-1280-scrolled.png') }));
  await phone.close();
});

test("a salon like the demo's: the gallery swipes on a phone, the Book bar leads to a booking, a desktop counts the photos in view", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { owner, business } = await registerBusiness(request, { name: `Luxe Hair ${uid()}` });
  for (const name of ["Women's Haircut", "Men's Cut", 'Full Colour']) {
    await createService(request, owner, business, { name });
  }
  const photos = [
    ['The studio: a round mirror above a styling chair', [201, 120, 107]],
    ['The colour bar', [167, 184, 154]],
    ['Two washing basins under a window', [232, 165, 160]],
    ['Scissors and a comb on the counter', [201, 162, 94]],
  ] as const;
  for (const [alt, rgb] of photos) {
    const res = await request.post(apiPath('uploadBusinessPhoto', { businessId: business._id }), {
      headers: { cookie: '', Authorization: `Bearer ${owner.token}` },
      multipart: {
        photo: { name: 'photo.png', mimeType: 'image/png', buffer: solidPng(640, [...rgb]) },
        alt,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  const phone = await browser.newContext({ viewport: { width: PHONE, height: HEIGHT[PHONE]! } });
  const visitor = await phone.newPage();
  const errors = pageProblems(visitor);
  await visitor.goto(`/${business.username}`);
  // The first screen: the name, the next free time and Book.
  await expect(visitor.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(visitor.getByTestId('next-free')).toHaveText(/^Next free: /);
  const bar = visitor.getByTestId('book-bar');
  await expect(bar.getByRole('link', { name: 'Book' })).toBeVisible();
  for (const selector of ['h1', '[data-testid="next-free"]', '[data-testid="book-bar"]']) {
    expect(await inWindow(visitor, selector), selector).toBe(true);
  }

  // The gallery swipes: a sideways scroll of the row snaps the next photo in and the count follows.
  const gallery = visitor.getByRole('region', { name: 'Photos' });
  const row = gallery.getByRole('list');
  const images = gallery.getByRole('img');
  await expect(images).toHaveCount(4);
  await expect(gallery.getByText('1 / 4')).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await keepScreenshot(() => visitor.screenshot({ path: path.join(SHOTS, 'h1-demo-like-390-gallery.png') }));
  const leftOf = (index: number) => images.nth(index).evaluate((el) => el.getBoundingClientRect().left);
  await row.hover();
  await visitor.mouse.wheel(200, 0);
  await expect(gallery.getByText('2 / 4')).toBeVisible();
  // The second photo is the one at the left edge now (where the snap puts it, past the padding).
  await expect.poll(() => leftOf(1)).toBeLessThan(40);
  expect(await leftOf(1)).toBeGreaterThanOrEqual(0);
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(gallery.getByText('3 / 4')).toBeVisible();
  await expect.poll(() => leftOf(2)).toBeLessThan(40);

  await expectAccessible(visitor, "a salon like the demo's on a phone", { touchTargets: true });
  await visitor.setViewportSize({ width: PHONE, height: HEIGHT[PHONE]! });

  // The bar stays while scrolling and leads to the services, whose Book opens the booking.
  await visitor.mouse.wheel(0, 1500);
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect(await inWindow(visitor, '[data-testid="book-bar"]')).toBe(true);
  await visitor.evaluate(() => window.scrollTo(0, 0));
  await bar.getByRole('link', { name: 'Book' }).click();
  await expect(visitor).toHaveURL(/#services-heading$/);
  await expect.poll(() => inWindow(visitor, '#services-heading')).toBe(true);
  await visitor.getByRole('button', { name: 'Book This Service' }).first().click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await expect(visitor.getByRole('dialog')).toContainText("Women's Haircut");
  expect(errors).toEqual([]);
  await phone.close();

  // A desktop shows three photos at once: the count says so, and Next stops once the last is in.
  const desktop = await browser.newContext({ viewport: { width: DESKTOP, height: HEIGHT[DESKTOP]! } });
  const wide = await desktop.newPage();
  await wide.goto(`/${business.username}`);
  const wideGallery = wide.getByRole('region', { name: 'Photos' });
  await expect(wideGallery.getByText('1–3 / 4')).toBeVisible();
  await keepScreenshot(() => wide.screenshot({ path: path.join(SHOTS, 'h1-demo-like-1280-first.png') }));
  const next = wideGallery.getByRole('button', { name: 'Next photo' });
  await next.click();
  await expect(wideGallery.getByText('2–4 / 4')).toBeVisible();
  await expect(next).toBeDisabled();
  await wideGallery.getByRole('button', { name: 'Previous photo' }).click();
  await expect(wideGallery.getByText('1–3 / 4')).toBeVisible();
  await desktop.close();
});
