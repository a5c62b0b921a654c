// Email that people can trust (decisions.md 8.1, 8.2, 8.5): a booking's emails are written as .eml
// files when no SMTP server is configured, with the calendar invite; each booking card's
// Notifications section shows what was sent to whom; a business cancels a confirmed booking with
// a reason that the customer's email quotes.
import { fileURLToPath } from 'node:url';
import type { NotificationLogEntry } from '@booklane/shared/schemas';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiRoute,
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
import { openBooking, pickDateAndTime } from '../fixtures/booking';
import { bookAsCustomer, openDashboard } from '../fixtures/business';
import { addresses, inviteOf, waitForMail } from '../fixtures/mail';
import { keepScreenshot } from '../fixtures/screenshots';

/** The e2e server's PUBLIC_URL host: the sender's domain and the invites' UID domain. */
const HOST = '127.0.0.1';

type ListedBooking = { _id: string; guestEmail: string | null; status: string };

async function guestBooking(
  request: Parameters<typeof callApi>[0],
  business: Business,
  service: Service,
  guestEmail: string,
  startTime = '10:00',
): Promise<ListedBooking> {
  return callApi<ListedBooking>(request, 'createGuestBooking', {
    body: {
      service: service._id,
      business: business._id,
      notes: '',
      bookingDate: dateInZone(business.timezone, 1),
      startTime,
      guestName: 'Robin Guest',
      guestEmail,
      guestPhone: '+1 555 0123',
    },
  });
}

/** Waits until every message of the booking has left the queue (stored as a file here). */
async function expectAllStored(
  request: Parameters<typeof callApi>[0],
  owner: Account,
  bookingId: string,
  kinds: string[],
) {
  await expect
    .poll(async () => {
      const log = await callApi<NotificationLogEntry[]>(request, 'listBookingNotifications', {
        params: { id: bookingId },
        token: owner.token,
      });
      // Reminders wait for their time (a test of their own below).
      return log
        .filter((entry) => entry.kind !== 'customer_booking_reminder')
        .map((entry) => `${entry.kind}: ${entry.status}`)
        .sort();
    })
    .toEqual(kinds.map((kind) => `${kind}: stored`).sort());
}

/** Opens a card's Notifications section and answers its panel (the element it controls). */
async function openNotifications(page: Page, card: Locator): Promise<Locator> {
  const toggle = card.getByRole('button', { name: 'Notifications' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panelId = await toggle.getAttribute('aria-controls');
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

test('a guest books in the browser: the emails are .eml files, and the business sees them as saved', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: true });
  const guestEmail = `guest-${uid()}@example.test`;

  await page.goto(`/${business.username}`);
  const dialog = await openBooking(page, service.name);
  await pickDateAndTime(page, dateInZone(business.timezone, 1), '10:00 AM');
  await dialog.getByLabel('Name').fill('Robin Guest');
  await dialog.getByLabel('Email').fill(guestEmail);
  await dialog.getByLabel('Phone').fill('+1 555 0123');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking confirmed' })).toBeVisible();

  const [booking] = await callApi<ListedBooking[]>(request, 'listBusinessBookings', {
    params: { id: business._id },
    token: owner.token,
  });
  expect(booking?.guestEmail).toBe(guestEmail);
  const bookingId = booking?._id ?? '';

  // The guest's confirmation: subject, sender, recipient, both parts, and the invite.
  const confirmation = await waitForMail('customer_booking_confirmed', guestEmail);
  expect(confirmation.subject).toContain(`Booking confirmed: ${service.name} at ${business.name}`);
  expect(addresses(confirmation.to)).toEqual([guestEmail]);
  expect(addresses(confirmation.from)).toEqual([`no-reply@${HOST}`]);
  expect(confirmation.text).toContain(business.name);
  expect(confirmation.text).toContain(service.name);
  expect(confirmation.html || '').toContain(service.name);
  const invite = inviteOf(confirmation, 'REQUEST');
  expect(invite).toContain(`UID:booking-${bookingId}@${HOST}`);

  // The business hears of it at its own address, without an invite.
  const ownerMail = await waitForMail('business_booking_created', owner.user.email);
  expect(ownerMail.subject).toContain(`New booking: ${service.name}`);
  expect(ownerMail.text).toContain('Robin Guest');

  await expectAllStored(request, owner, bookingId, [
    'customer_booking_confirmed',
    'business_booking_created',
  ]);

  // The card's Notifications: closed at first, loaded only when opened.
  const logCalls: string[] = [];
  page.on('request', (r) => {
    if (isCallOf(r, 'listBookingNotifications')) logCalls.push(r.url());
  });
  await openDashboard(page, owner, 'bookings');
  const card = page.getByTestId('active-booking');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Robin Guest');
  expect(logCalls).toEqual([]);
  const panel = await openNotifications(page, card);
  await expect.poll(() => logCalls.length).toBe(1);
  const entries = panel.getByTestId('notification');
  await expect(entries).toHaveCount(2);
  const toGuest = entries.filter({ hasText: 'Booking confirmed (to customer)' });
  await expect(toGuest).toContainText(`to ${guestEmail}`);
  await expect(toGuest).toContainText('Saved as email file');
  const toOwner = entries.filter({ hasText: 'New booking (to business)' });
  await expect(toOwner).toContainText(`to ${owner.user.email}`);
  await expect(toOwner).toContainText('Saved as email file');

  // Closing hides the log again.
  await card.getByRole('button', { name: 'Notifications' }).click();
  await expect(panel).toBeHidden();
});

test('the business cancels a confirmed booking with a reason: the guest’s email quotes it', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: true });
  const guestEmail = `guest-${uid()}@example.test`;
  const booking = await guestBooking(request, business, service, guestEmail);
  expect(booking.status).toBe('confirmed');
  const reason = 'Our stylist is ill today, sorry. Please pick another day.';

  await openDashboard(page, owner, 'bookings');
  const card = page.getByTestId('active-booking');
  await expect(card).toContainText('Confirmed');
  await card.getByRole('button', { name: 'Cancel' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Robin Guest will get an email saying you cancelled');
  const field = dialog.getByLabel('Reason for the customer');
  await expect(dialog.getByText('Quoted in the cancellation email. 0/500')).toBeVisible();

  // Too long: said under the field, and the booking cannot be cancelled with it.
  await field.fill('x'.repeat(501));
  await expect(dialog.getByRole('alert')).toHaveText('Keep the reason to 500 characters or fewer (now 501).');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();

  // "Keep booking" leaves it as it is.
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Confirmed');

  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(field).toHaveValue('');
  await field.fill(reason);
  await expect(dialog.getByText(`${reason.length}/500`)).toBeVisible();
  const sent = page.waitForRequest((r) => isCallOf(r, 'updateBookingStatus'));
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  expect((await sent).postDataJSON()).toEqual({ status: 'cancelled', reason });
  await expect(page.getByText('Booking cancelled.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('active-booking')).toHaveCount(0);
  const cancelled = page.getByTestId('cancelled-booking');
  await expect(cancelled).toHaveCount(1);

  // The guest's email says who cancelled, quotes the reason, and withdraws the invite.
  const mail = await waitForMail('customer_booking_cancelled', guestEmail);
  expect(mail.subject).toContain(`Booking cancelled: ${service.name} at ${business.name}`);
  expect(addresses(mail.to)).toEqual([guestEmail]);
  expect(mail.text).toContain(`${business.name} cancelled your booking`);
  expect(mail.text).toContain(`> ${reason}`);
  expect(mail.html || '').toContain(reason);
  const invite = inviteOf(mail, 'CANCEL');
  expect(invite).toContain(`UID:booking-${booking._id}@${HOST}`);

  // The cancelled card's log lists it after the first two.
  await expectAllStored(request, owner, booking._id, [
    'customer_booking_confirmed',
    'business_booking_created',
    'customer_booking_cancelled',
  ]);
  const panel = await openNotifications(page, cancelled);
  const entries = panel.getByTestId('notification');
  await expect(entries).toHaveCount(3);
  await expect(entries.last()).toContainText('Booking cancelled (to customer)');
  await expect(entries.last()).toContainText('Saved as email file');
});

test('the customer sees only the messages sent to them; a failed load says so and can be retried', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const auto = await createService(request, owner, business, { name: `Express ${uid()}` });
  const manual = await createService(request, owner, business, {
    name: `Colour ${uid()}`,
    autoAcceptBookings: false,
  });
  const customer = await registerCustomer(request);
  const day = dateInZone(business.timezone, 1);
  const confirmed = await bookAsCustomer(request, customer, business, auto, day, '10:00');
  const pending = await bookAsCustomer(request, customer, business, manual, day, '12:00');
  await expectAllStored(request, owner, confirmed._id, [
    'customer_booking_confirmed',
    'business_booking_created',
  ]);
  // A request still waiting for the business carries no invite.
  const requested = await waitForMail('customer_booking_requested', customer.user.email);
  expect(requested.subject).toContain(`Booking request received: ${manual.name} at ${business.name}`);
  expect(addresses(requested.to)).toEqual([customer.user.email]);
  expect(requested.attachments).toEqual([]);

  // The pending booking's log fails once, then is empty.
  let calls = 0;
  await page.route(apiRoute('listBookingNotifications', { id: pending._id }), (route) => {
    calls += 1;
    return calls === 1
      ? route.fulfill({ status: 500, json: { message: 'Internal server error' } })
      : route.fulfill({ status: 200, json: [] });
  });

  await signInBrowser(page, customer);
  await page.goto('/customer/dashboard');
  const cards = page.getByRole('list', { name: 'Active bookings' }).getByTestId('active-booking');
  await expect(cards).toHaveCount(2);

  const panel = await openNotifications(page, cards.filter({ hasText: auto.name }));
  const entries = panel.getByTestId('notification');
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText('Booking confirmed');
  await expect(entries).not.toContainText('(to');
  await expect(entries).toContainText(`to ${customer.user.email}`);
  await expect(entries).toContainText('Saved as email file');
  await expect(panel).not.toContainText('New booking');

  const failing = await openNotifications(page, cards.filter({ hasText: manual.name }));
  await expect(failing.getByRole('alert')).toHaveText(
    /Could not load notifications: Internal server error\s*Try again/,
  );
  await failing.getByRole('button', { name: 'Try again' }).click();
  await expect(failing).toHaveText('No notifications yet.');
});

const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

test('the Notifications section and the cancel dialog fit a phone and a desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { owner, business } = await registerBusiness(request, { name: `Luxe Hair ${uid()}` });
  const service = await createService(request, owner, business, { name: 'Women’s Haircut' });
  const guest = await guestBooking(request, business, service, `robin.guest-${uid()}@example.test`);
  const customer = await registerCustomer(request);
  const booked = await bookAsCustomer(
    request,
    customer,
    business,
    service,
    dateInZone(business.timezone, 1),
    '14:00',
  );
  await expectAllStored(request, owner, guest._id, [
    'customer_booking_confirmed',
    'business_booking_created',
  ]);

  // The other card shows every other state, as a real SMTP server could leave them.
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const troubled: NotificationLogEntry[] = [
    {
      kind: 'customer_booking_confirmed',
      to: customer.user.email,
      status: 'failed',
      attempts: 12,
      lastError:
        '550 5.1.1 <casey@example.test>: Recipient address rejected: User unknown in virtual mailbox table',
      createdAt: minutesAgo(50),
    },
    {
      kind: 'business_booking_created',
      to: owner.user.email,
      status: 'retrying',
      attempts: 3,
      lastError: 'Connection timeout',
      createdAt: minutesAgo(50),
    },
    {
      kind: 'customer_booking_reminder',
      to: customer.user.email,
      status: 'queued',
      attempts: 0,
      createdAt: minutesAgo(50),
    },
    {
      kind: 'customer_booking_rescheduled',
      to: customer.user.email,
      status: 'sent',
      attempts: 1,
      sentAt: minutesAgo(2),
      createdAt: minutesAgo(2),
    },
  ];
  await page.route(apiRoute('listBookingNotifications', { id: booked._id }), (route) =>
    route.fulfill({ json: troubled }),
  );

  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await openDashboard(page, owner, 'bookings');
    const card = page.getByTestId('active-booking').filter({ hasText: 'Robin Guest' });
    await openNotifications(page, card);
    await expect(card.getByText('Saved as email file')).toHaveCount(2);
    const other = page.getByTestId('active-booking').filter({ hasNotText: 'Robin Guest' });
    await openNotifications(page, other);
    await expect(other.getByText('Retrying (attempt 3): Connection timeout')).toBeVisible();
    await expect(other.getByText(/^Failed: 550 5\.1\.1/)).toBeVisible();
    await expect(other.getByText('Queued')).toBeVisible();
    await expect(other.getByText(/^Sent /)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.mouse.move(0, 0); // no hover look in the pictures
    await keepScreenshot(() => card.screenshot({ path: shot(`emails-business-card-${device}`) }));
    await keepScreenshot(() => other.screenshot({ path: shot(`emails-business-card-states-${device}`) }));
    await keepScreenshot(() =>
      page.screenshot({ path: shot(`emails-business-bookings-${device}`), fullPage: true }),
    );

    await card.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByLabel('Reason for the customer').fill('Our stylist is ill today, sorry.');
    await keepScreenshot(() => page.screenshot({ path: shot(`emails-cancel-dialog-${device}`) }));
    await dialog.getByRole('button', { name: 'Keep booking' }).click();

    await signInBrowser(page, customer);
    await page.goto('/customer/dashboard');
    const row = page.getByRole('list', { name: 'Active bookings' }).getByTestId('active-booking');
    await openNotifications(page, row);
    await expect(row.getByText('Failed: 550', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.mouse.move(0, 0);
    await keepScreenshot(() =>
      page
        .getByRole('region', { name: 'My Active Bookings' })
        .screenshot({ path: shot(`emails-customer-bookings-${device}`) }),
    );
  }
});

test("a confirmed booking's reminders wait in its log with the time they go out", async ({
  page,
  request,
}) => {
  // Reminders 5 minutes and 1 hour before a booking two days ahead: both still to come.
  const { owner, business } = await registerBusiness(request, { reminderLeadMinutes: [5, 60] });
  const service = await createService(request, owner, business, { name: `Massage ${uid()}` });
  const customer = await registerCustomer(request);
  const booking = await bookAsCustomer(
    request,
    customer,
    business,
    service,
    dateInZone(business.timezone, 2),
    '10:00',
  );
  await expectAllStored(request, owner, booking._id, [
    'customer_booking_confirmed',
    'business_booking_created',
  ]);
  const log = await callApi<NotificationLogEntry[]>(request, 'listBookingNotifications', {
    params: { id: booking._id },
    token: owner.token,
  });
  const reminders = log.filter((e) => e.kind === 'customer_booking_reminder');
  expect(reminders.map((r) => r.status)).toEqual(['queued', 'queued']);
  const start = new Date(booking.startsAt ?? '').getTime();
  expect(reminders.map((r) => new Date(r.scheduledFor ?? '').getTime())).toEqual([
    start - 3_600_000,
    start - 300_000,
  ]);

  await signInBrowser(page, customer);
  await page.goto('/customer/dashboard');
  const card = page.getByRole('list', { name: 'Active bookings' }).getByTestId('active-booking');
  const panel = await openNotifications(page, card);
  const scheduled = panel.getByTestId('notification').filter({ hasText: 'Reminder' });
  await expect(scheduled).toHaveCount(2);
  await expect(scheduled.first()).toContainText('Scheduled for');
});
