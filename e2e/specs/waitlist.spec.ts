// The waitlist with held places (issue 34, decisions.md 9.3): a customer on a phone finds a time
// full in the booking sheet and joins its waitlist; in another browser the booked customer
// cancels; the first browser shows the offer banner with its countdown at once, over the booking
// sheet still open (the delay is measured and logged), and books the place with one tap; their
// dashboard lists the booking. The offer page opened from the email's link shows the place, its
// countdown, "Book it" and "No thanks", which passes it to the next in line, whose open dashboard
// follows. The owner's Waitlist tab shows who waits and who holds an offer until when. The new
// screens are scanned with axe.
import { WAITLIST_MESSAGES } from '@booklane/shared/domain';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  callApi,
  createService,
  dateInZone,
  isCallOf,
  registerBusiness,
  registerCustomer,
  signInBrowser,
  uid,
  type Account,
  type Business,
  type Service,
} from '../fixtures/api';
import { expectAccessible, PHONE } from '../fixtures/axe';
import { openBooking } from '../fixtures/booking';
import { bookAsCustomer, openDashboard, type BookingResult } from '../fixtures/business';
import { waitForMail } from '../fixtures/mail';

/** How long the banner may take after the cancellation (the issue says a second; CI machines vary). */
const BANNER_WITHIN_MS = 3_000;

type Setup = { owner: Account; business: Business; service: Service; day: string; booked: BookingResult };

/**
 * A business whose one-person service is full tomorrow at 10:00: `holder` booked it. Open 09:00 to
 * 17:00 every day, so tomorrow is always bookable.
 */
async function fullTomorrow(request: APIRequestContext, holder: Account): Promise<Setup> {
  const { owner, business } = await registerBusiness(request, {
    name: `Line Salon ${uid()}`,
    // Tomorrow's booking may still be cancelled by its customer.
    cancellationNoticeHours: 0,
  });
  const service = await createService(request, owner, business, {
    name: `Colour ${uid()}`,
    hasSlotLimit: true,
    maxSlotsPerTimeSlot: 1,
    autoAcceptBookings: true,
  });
  const day = dateInZone(business.timezone, 1);
  const booked = await bookAsCustomer(request, holder, business, service, day, '10:00');
  expect(booked.status).toBe('confirmed');
  return { owner, business, service, day, booked };
}

/** A customer joins the waitlist of the service for the day, 10:00 to 11:00, through the API. */
async function joinThroughApi(request: APIRequestContext, customer: Account, setup: Setup) {
  return callApi<{ _id: string; position: number }>(request, 'joinWaitlist', {
    params: { id: setup.service._id },
    body: { date: setup.day, from: '10:00', to: '11:00' },
    token: customer.token,
  });
}

async function cancelThroughApi(request: APIRequestContext, customer: Account, booking: BookingResult) {
  await callApi(request, 'cancelBookingByCustomer', { params: { id: booking._id }, token: customer.token });
}

/** The offer link of the `waitlist_offered` email to `email`, as a path. */
async function offerLinkOf(email: string): Promise<string> {
  const mail = await waitForMail('waitlist_offered', email);
  const match = /https?:\/\/[^\s"'<>]+(\/waitlist\/offers\/[A-Za-z0-9._~-]+)/.exec(mail.text ?? '');
  expect(match, 'the offer link in the text part').not.toBeNull();
  return match![1]!;
}

async function newPage(browser: Browser, width: number, height: number, touch = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch });
  return context.newPage();
}

/**
 * The customer's page, once a socket connection of theirs is accepted (socket.io's `40{"sid"...`,
 * by long polling or over the WebSocket): the chat connection carries `waitlistOffer`.
 */
async function openSignedIn(page: Page, customer: Account, path: string): Promise<void> {
  await signInBrowser(page, customer);
  let connected = false;
  const accepted = (text: string) => {
    if (text.includes('40{"sid"')) connected = true;
  };
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => accepted(String(frame.payload))));
  page.on('response', (response) => {
    if (response.url().includes('/socket.io/') && response.request().method() === 'GET') {
      void response.text().then(accepted, () => undefined);
    }
  });
  await page.goto(path);
  await expect.poll(() => connected, { message: 'a socket connection accepted' }).toBe(true);
}

test.describe('the waitlist', () => {
  test.slow();

  test('on a phone a customer joins the waitlist of a full time; the booked customer cancels in another browser; the offer shows at once and books with one tap', async ({
    browser,
    request,
  }) => {
    const holder = await registerCustomer(request, { name: `Bea Booked ${uid()}` });
    const waiter = await registerCustomer(request, { name: `Ana Waiting ${uid()}` });
    const { business, service, day } = await fullTomorrow(request, holder);

    // A, on a phone: the business page, the booking sheet, tomorrow: 10:00 is full.
    const phone = await newPage(browser, PHONE, 844, true);
    const desktop = await newPage(browser, 1280, 900);
    try {
      await openSignedIn(phone, waiter, `/${business.username}`);
      const sheet = await openBooking(phone, service.name);
      await sheet.getByLabel('Date').fill(day);
      await expect(sheet.getByRole('radio', { name: /^10:00 AM\s*Full$/ })).toBeDisabled();
      const prompt = sheet.getByTestId('waitlist-prompt');
      await expect(prompt).toContainText('Join the waitlist');
      await prompt.getByRole('button', { name: 'Join the waitlist' }).click();

      // The form opens on the full time, an hour long.
      const form = sheet.getByRole('form', { name: 'Join the waitlist' });
      await expect(form.getByLabel('Date')).toHaveValue(day);
      await expect(form.getByLabel('From')).toHaveValue('10:00');
      await expect(form.getByLabel('To')).toHaveValue('11:00');
      await expectAccessible(phone, 'the join-the-waitlist form', { widths: [PHONE] });
      await form.getByRole('button', { name: 'Join the waitlist' }).click();
      await expect(sheet.getByText("You're on the waitlist", { exact: true })).toBeVisible();
      await expect(sheet).toContainText('number 1 in line');
      await expectAccessible(phone, 'joined the waitlist', { widths: [PHONE] });

      // B, on a desktop, cancels their booking from the dashboard.
      await signInBrowser(desktop, holder);
      await desktop.goto('/customer/dashboard');
      const card = desktop
        .getByRole('list', { name: 'Active bookings' })
        .getByTestId('active-booking')
        .filter({ hasText: service.name });
      await card.getByRole('button', { name: /^Cancel booking/ }).click();
      const confirm = desktop.getByRole('dialog', { name: 'Cancel this booking?' });

      // A's page notes when the banner appears, on the same clock as this test. A's booking sheet
      // is still open (its success): the banner must come over it, where it can be tapped.
      await phone.evaluate(() => {
        const w = window as unknown as { bannerAt?: number };
        const seen = () => {
          if (w.bannerAt === undefined && document.querySelector('[data-testid="waitlist-banner"]')) {
            w.bannerAt = Date.now();
          }
        };
        new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
      });
      const clickedAt = Date.now();
      await confirm.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(desktop.getByText('Booking cancelled.')).toBeVisible();

      const banner = phone.getByTestId('waitlist-banner');
      await expect(banner).toBeVisible({ timeout: BANNER_WITHIN_MS });
      const bannerAt = await phone.evaluate(() => (window as unknown as { bannerAt?: number }).bannerAt);
      // The click's own round trip included (the push usually beats the test's sight of the answer).
      console.log(`waitlist banner: on screen ${bannerAt! - clickedAt} ms after the cancel click`);
      expect(bannerAt! - clickedAt).toBeLessThan(BANNER_WITHIN_MS);
      await expect(banner).toContainText(`A place freed up: ${service.name} at ${business.name}`);
      await expect(banner).toContainText('at 10:00 AM');
      // The countdown (the business's default hold: 15 minutes) ticks.
      const countdown = banner.getByText(/^for 1[45]:\d{2}$/);
      const first = await countdown.textContent();
      await expect(countdown).not.toHaveText(first!, { timeout: 3_000 });
      await expectAccessible(phone, 'the waitlist offer banner', { widths: [PHONE] });

      // One tap books it.
      const claims: string[] = [];
      phone.on('request', (r) => {
        if (isCallOf(r, 'claimWaitlistOffer')) claims.push(r.url());
      });
      await expect(sheet).toBeVisible();
      await banner.getByRole('button', { name: 'Book it' }).tap();
      await expect(banner).toContainText('Booked!');
      await expect(banner.getByRole('link', { name: 'See your bookings' })).toBeVisible();
      expect(claims).toHaveLength(1);

      await phone.goto('/customer/dashboard');
      const booking = phone
        .getByRole('list', { name: 'Active bookings' })
        .getByTestId('active-booking')
        .filter({ hasText: service.name });
      await expect(booking).toBeVisible();
      await expect(booking).toContainText('10:00');
      // Booked: nothing is left to wait for.
      await expect(phone.getByRole('list', { name: 'Waitlist entries' })).toHaveCount(0);
    } finally {
      await phone.context().close();
      await desktop.context().close();
    }
  });

  test('the offer page from the email shows the held place and its countdown; "No thanks" passes it to the next, whose dashboard follows', async ({
    browser,
    page,
    request,
  }) => {
    const holder = await registerCustomer(request);
    const first = await registerCustomer(request, { name: `Fay First ${uid()}` });
    const second = await registerCustomer(request, { name: `Sid Second ${uid()}` });
    const setup = await fullTomorrow(request, holder);
    expect((await joinThroughApi(request, first, setup)).position).toBe(1);
    expect((await joinThroughApi(request, second, setup)).position).toBe(2);
    await cancelThroughApi(request, holder, setup.booked);

    // The second in line watches their dashboard on a phone: still in line.
    const secondPage = await newPage(browser, PHONE, 844);
    try {
      await openSignedIn(secondPage, second, '/customer/dashboard');
      const entry = secondPage
        .getByRole('list', { name: 'Waitlist entries' })
        .getByTestId('waitlist-entry')
        .filter({ hasText: setup.service.name });
      await expect(entry).toContainText(/Number \d in line/);
      await expect(entry).toContainText('10:00 AM – 11:00 AM');
      await expect(entry.getByRole('button', { name: /^Leave the waitlist/ })).toBeVisible();
      await expectAccessible(secondPage, "the customer dashboard's Waitlist", { widths: [PHONE] });

      // The first opens the offer from their email (no sign-in needed).
      const link = await offerLinkOf(first.user.email);
      await page.setViewportSize({ width: PHONE, height: 844 });
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Your waitlist place' })).toBeVisible();
      const place = page.getByRole('region', { name: 'Your waitlist place' });
      await expect(place).toContainText(setup.business.name);
      await expect(place).toContainText(setup.service.name);
      await expect(place).toContainText('10:00 AM');
      const timer = place.getByTestId('hold-timer');
      await expect(timer).toContainText(/Held for you until .+1[45]:\d{2} left/);
      const left = await timer.textContent();
      await expect(timer).not.toHaveText(left!, { timeout: 3_000 });
      await expect(place.getByRole('button', { name: 'Book it' })).toBeEnabled();
      await expectAccessible(page, 'the waitlist offer page');

      await place.getByRole('button', { name: 'No thanks' }).click();
      const ask = page.getByRole('dialog', { name: 'Pass on this place?' });
      await expectAccessible(page, 'passing on a held place', { widths: [PHONE] });
      await ask.getByRole('button', { name: 'No thanks' }).click();
      await expect(place).toContainText(WAITLIST_MESSAGES.declined);
      await expect(place.getByRole('button', { name: 'Book it' })).toHaveCount(0);
      await expect(place.getByTestId('hold-timer')).toHaveCount(0);

      // The place went to the second in line: their dashboard and banner say so, live, and an
      // email with a link of its own is on its way.
      await expect(entry).toContainText('Place held');
      await expect(entry.getByRole('link', { name: /^Book it/ })).toBeVisible();
      await expect(secondPage.getByTestId('waitlist-banner')).toContainText(setup.service.name);
      expect(await offerLinkOf(second.user.email)).not.toBe(link);
    } finally {
      await secondPage.context().close();
    }
  });

  test("the owner's Waitlist tab shows who waits and who holds an offer until when", async ({
    page,
    request,
  }) => {
    const holder = await registerCustomer(request);
    const first = await registerCustomer(request, { name: `Olga Offered ${uid()}` });
    const second = await registerCustomer(request, { name: `Wes Waiting ${uid()}` });
    const setup = await fullTomorrow(request, holder);
    await joinThroughApi(request, first, setup);
    await joinThroughApi(request, second, setup);
    await cancelThroughApi(request, holder, setup.booked);

    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page, setup.owner, 'waitlist');
    await expect(page.getByRole('tab', { name: /Waitlist/, selected: true })).toBeVisible();
    const line = page.getByTestId('waitlist-line').filter({ hasText: setup.service.name });
    const entries = line.getByTestId('waitlist-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(first.user.name);
    await expect(entries.nth(0).getByTestId('waitlist-offer')).toContainText('Offered');
    await expect(entries.nth(0).getByTestId('waitlist-offer')).toContainText('10:00 AM');
    await expect(entries.nth(0).getByTestId('waitlist-offer')).toContainText(
      /Held until .*\d{1,2}:\d{2} [AP]M/,
    );
    await expect(entries.nth(1)).toContainText(second.user.name);
    await expect(entries.nth(1).getByTestId('waitlist-offer')).toHaveCount(0);
    await expect(line.getByTestId('waitlist-line-summary')).toHaveText('1 waiting · 1 holding a place');
    await expectAccessible(page, "the owner's Waitlist tab");
  });
});
