// The customer's side of self-service (decisions.md 8.3): the booking form names the business's
// policy; a customer cancels and reschedules from the dashboard until the cut-off (the booking
// form's own date and time controls), after it the buttons give way to an explanation and the
// server's refusal shows in its words; the cards follow the business's answers live; a guest
// manages the booking through the link of its emails; a link that is not valid says so. Every
// screen is scanned with axe, and its controls are 44 px tall on a phone.
import { BOOKING_MESSAGES, hourCycleFor, localInstantWords } from '@booklane/shared/domain';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  callApi,
  createService,
  dateInZone,
  registerBusiness,
  registerCustomer,
  signInBrowser,
  uid,
  type Account,
  type Business,
} from '../fixtures/api';
import { expectAccessible, PHONE } from '../fixtures/axe';
import { openBooking, pickDateAndTime } from '../fixtures/booking';
import { bookAsCustomer } from '../fixtures/business';
import { waitForMail } from '../fixtures/mail';

type BookingAnswer = { _id: string; status: string; startsAt: string | null; changeableUntil: string | null };

/** `Tue, Mar 3`: how the cards name a business-local day. */
function shortDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** These journeys run on a phone: the axe scan stays at its width. */
async function expectNoViolations(page: Page, screen: string): Promise<void> {
  await expectAccessible(page, screen, { widths: [PHONE] });
}

/** The business's cancellation notice, set through the API as the profile form does. */
async function setNoticeHours(request: APIRequestContext, owner: Account, business: Business, hours: number) {
  const current = await callApi<Record<string, unknown>>(request, 'getBusiness', {
    params: { businessId: business._id },
  });
  await callApi(request, 'updateBusiness', {
    params: { id: business._id },
    token: owner.token,
    body: {
      username: current.username,
      name: current.name,
      description: 'Cuts and colour.',
      category: 'salon',
      currency: 'USD',
      customCurrency: null,
      address: '1 Main Street',
      phone: '+1 555 0101',
      email: owner.user.email,
      cancellationNoticeHours: hours,
    },
  });
}

/** The customer's dashboard, once the chat connection (which carries the account's events) is accepted. */
async function openDashboard(page: Page, customer: Account): Promise<Locator> {
  await signInBrowser(page, customer);
  const connected = page.waitForResponse(
    async (response) =>
      response.url().includes('/socket.io/') &&
      response.request().method() === 'GET' &&
      (await response.text().catch(() => '')).includes('40{"sid"'),
  );
  await page.goto('/customer/dashboard');
  await connected;
  return page.getByRole('list', { name: 'Active bookings' }).getByTestId('active-booking');
}

async function expectTouchHeight(control: Locator): Promise<void> {
  const box = await control.boundingBox();
  expect(box?.height ?? 0, 'a control at least 44 px tall on a phone').toBeGreaterThanOrEqual(44);
}

test('a customer cancels a booking from the dashboard and history says "Cancelled by you"', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { name: `Trim ${uid()}` });
  const customer = await registerCustomer(request);
  const day = dateInZone(business.timezone, 2);
  const booked = await bookAsCustomer(request, customer, business, service, day, '10:00');

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = await openDashboard(page, customer);
  const card = cards.filter({ hasText: service.name });
  await expect(card).toContainText(`${shortDay(day)} · 10:00 AM`);
  const cancel = card.getByRole('button', { name: /^Cancel booking/ });
  await expect(card.getByRole('button', { name: /^Reschedule/ })).toBeVisible();
  // On the business's clock: a business in the server's zone with the default USD (docs/decisions/0032).
  await expect(card).toContainText(/Free cancellation until \w+day \d{1,2} \w+ \d{4}, 10:00 AM\./);
  await expectTouchHeight(cancel);
  await expectTouchHeight(card.getByRole('button', { name: /^Reschedule/ }));
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'the customer booking card');

  // The dialog takes the focus, keeps the booking on 'Keep booking' and gives the focus back.
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(`${service.name} with ${business.name}, ${shortDay(day)} · 10:00 AM.`);
  await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
  await expectTouchHeight(dialog.getByRole('button', { name: 'Cancel booking' }));
  await expectNoViolations(page, 'the cancel dialog');
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();

  await cancel.click();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled.')).toBeVisible();
  await expect(cards.filter({ hasText: service.name })).toHaveCount(0);
  const cancelled = page.getByRole('list', { name: 'Cancelled bookings' }).getByTestId('active-booking');
  await expect(cancelled.filter({ hasText: service.name })).toContainText('Cancelled by you');

  const stored = await callApi<BookingAnswer[]>(request, 'listMyBookingHistory', { token: customer.token });
  expect(stored.find((b) => b._id === booked._id)).toMatchObject({
    status: 'cancelled',
    cancelledBy: 'customer',
  });

  await page.goto('/customer/history');
  const entry = page.getByTestId('history-booking').filter({ hasText: service.name });
  await expect(entry).toContainText('Cancelled by you');
  await expect(entry.getByText('Cancelled', { exact: true })).toBeVisible();
  await expectNoViolations(page, 'the customer history');
});

test('a customer reschedules with the booking form’s date and time controls; a confirmed booking is pending again', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    name: `Colour ${uid()}`,
    autoAcceptBookings: false,
    hasSlotLimit: true,
    maxSlotsPerTimeSlot: 1,
  });
  const customer = await registerCustomer(request);
  const day = dateInZone(business.timezone, 2);
  const booked = await bookAsCustomer(request, customer, business, service, day, '10:00');
  await callApi(request, 'updateBookingStatus', {
    params: { id: booked._id },
    body: { status: 'confirmed' },
    token: owner.token,
  });
  // Another customer holds 11:00 on the new day: the one place there is taken.
  const other = await registerCustomer(request);
  const newDay = dateInZone(business.timezone, 3);
  await bookAsCustomer(request, other, business, service, newDay, '11:00');

  const cards = await openDashboard(page, customer);
  const card = cards.filter({ hasText: service.name });
  await expect(card).toContainText('Confirmed');
  await card.getByRole('button', { name: /^Reschedule/ }).click();
  const dialog = page.getByRole('dialog', { name: `Reschedule ${service.name}` });
  await expect(dialog.getByText(`Choose a new time with ${business.name}`)).toBeVisible();
  await expect(dialog).toContainText(`Now booked for ${shortDay(day)} · 10:00 AM`);
  // The booking form's own controls, words and rules.
  await expect(dialog.getByText('You can book up to 30 days in advance.')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Next available days' })).toBeVisible();
  await expect(dialog.getByLabel('Date')).toHaveValue(day);
  await expect(dialog).toContainText('approves each request: your booking is pending again');

  // Its own time is marked as the current one and cannot be picked.
  await expect(dialog.getByRole('radio', { name: /^10:00 AM\s*Current$/ })).toBeDisabled();

  // Nothing chosen yet: the spec's message, which goes once a time is picked.
  await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
  await expect(dialog.getByText(BOOKING_MESSAGES.selectDateAndTime)).toBeVisible();

  // A time another customer took is full on the new day.
  await dialog.getByLabel('Date').fill(newDay);
  await expect(dialog.getByRole('radio', { name: /^11:00 AM\s*Full$/ })).toBeDisabled();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'the reschedule dialog with a full time');

  await dialog.getByRole('radio', { name: '2:00 PM', exact: true }).check();
  await expect(dialog.getByText('1 place left.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText(`Booking moved to ${shortDay(newDay)} · 2:00 PM.`, { exact: false }),
  ).toBeVisible();
  await expect(card).toContainText(`${shortDay(newDay)} · 2:00 PM`);
  await expect(card).toContainText('Pending');
});

test('past the cut-off the buttons give way to an explanation, and a late click gets the server’s words', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { name: `Massage ${uid()}` });
  const customer = await registerCustomer(request);
  const booked = (await bookAsCustomer(
    request,
    customer,
    business,
    service,
    dateInZone(business.timezone, 2),
    '11:00',
  )) as BookingAnswer;

  // The dashboard opens before the cut-off; then the business asks for 30 days' notice.
  const cards = await openDashboard(page, customer);
  const card = cards.filter({ hasText: service.name });
  await card.getByRole('button', { name: /^Cancel booking/ }).click();
  await setNoticeHours(request, owner, business, 720);
  const cutoff = localInstantWords(
    new Date(Date.parse(booked.startsAt!) - 720 * 3_600_000),
    business.timezone,
    // registerBusiness keeps the default currency, USD.
    hourCycleFor({ timezone: business.timezone, currency: 'USD' }),
  );
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Changes by the customer were possible until ${cutoff}. Please contact the business.`,
  );
  await dialog.getByRole('button', { name: 'Keep booking' }).click();

  // The refusal reloaded the booking: its new cut-off shows without a reload.
  await expect(card).toContainText(
    `Free cancellation ended on ${cutoff}. Chat with the business to change this booking.`,
  );
  await expect(card.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Reschedule/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Chat with the business' })).toHaveAttribute(
    'href',
    `/customer/messages?business=${business._id}`,
  );
  await expect(card).toContainText('Confirmed');
  await expectNoViolations(page, 'a booking card after the business rescheduled');
});

test('a flexible booking can be cancelled at any time but has no time to reschedule', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    name: `Call back ${uid()}`,
    bookingType: 'flexible',
  });
  const customer = await registerCustomer(request);
  await bookAsCustomer(request, customer, business, service, null, null);
  const cards = await openDashboard(page, customer);
  const card = cards.filter({ hasText: service.name });
  await expect(card).toContainText('Any time (flexible)');
  await expect(card.getByRole('button', { name: /^Cancel booking/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Reschedule/ })).toHaveCount(0);
  await expect(card).not.toContainText('Free cancellation');
});

test('the cards follow the business’s answers live, with a toast', async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    name: `Facial ${uid()}`,
    autoAcceptBookings: false,
  });
  const customer = await registerCustomer(request);
  const booked = await bookAsCustomer(
    request,
    customer,
    business,
    service,
    dateInZone(business.timezone, 2),
    '13:00',
  );
  const cards = await openDashboard(page, customer);
  const card = cards.filter({ hasText: service.name });
  await expect(card).toContainText('Pending');

  const live = { timeout: 8_000 };
  await callApi(request, 'updateBookingStatus', {
    params: { id: booked._id },
    body: { status: 'confirmed' },
    token: owner.token,
  });
  await expect(page.getByText(`${business.name} confirmed your ${service.name} booking.`)).toBeVisible(live);
  await expect(card).toContainText('Confirmed', live);

  await callApi(request, 'updateBookingStatus', {
    params: { id: booked._id },
    body: { status: 'cancelled' },
    token: owner.token,
  });
  await expect(page.getByText(`${business.name} cancelled your ${service.name} booking.`)).toBeVisible(live);
  const cancelled = page.getByRole('list', { name: 'Cancelled bookings' }).getByTestId('active-booking');
  await expect(cancelled.filter({ hasText: service.name })).toContainText('Cancelled by the business', live);
});

test('a guest books, follows the manage link of the email, reschedules and cancels', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { name: `Blow-dry ${uid()}` });
  const guestEmail = `guest-${uid()}@example.test`;

  // The booking form names the policy next to its button.
  await page.goto(`/${business.username}`);
  const form = await openBooking(page, service.name);
  await expect(form.getByText('Free cancellation until 24 hours before')).toBeVisible();
  const day = dateInZone(business.timezone, 3);
  await pickDateAndTime(page, day, '10:00 AM');
  // Then the chosen time's own deadline: 24 hours before it, the day before at 10:00 AM.
  await expect(form.getByTestId('cancellation-line')).toHaveText(
    /^Free cancellation until (Mon|Tue|Wed|Thu|Fri|Sat|Sun) 10:00 AM$/,
  );
  await form.getByLabel('Name').fill('Robin Guest');
  await form.getByLabel('Email').fill(guestEmail);
  await form.getByLabel('Phone').fill('+1 555 0123');
  await form.getByLabel('Notes').fill('Side entrance please');
  await form.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking confirmed' })).toBeVisible();

  const mail = await waitForMail('customer_booking_confirmed', guestEmail);
  const match = /https?:\/\/[^\s"'<>]+\/manage\/[^\s"'<>]+/.exec(mail.text ?? '');
  expect(match, 'a manage link in the text part').not.toBeNull();
  const link = new URL(match![0]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  const booking = page.getByTestId('managed-booking');
  await expect(booking.getByRole('heading', { name: service.name })).toBeVisible();
  await expect(booking.getByRole('link', { name: business.name })).toHaveAttribute(
    'href',
    `/${business.username}`,
  );
  await expect(booking).toContainText('Confirmed');
  await expect(booking).toContainText('10:00 AM');
  await expect(booking).toContainText('Robin Guest');
  await expect(booking).toContainText('Side entrance please');
  await expect(page.getByText('Free cancellation until 24 hours before')).toBeVisible();
  await expectTouchHeight(booking.getByRole('button', { name: /^Reschedule/ }));
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'the manage page');

  // Reschedule through the same dialog as customers.
  await booking.getByRole('button', { name: /^Reschedule/ }).click();
  const dialog = page.getByRole('dialog', { name: `Reschedule ${service.name}` });
  const newDay = dateInZone(business.timezone, 4);
  await dialog.getByLabel('Date').fill(newDay);
  await dialog.getByRole('radio', { name: '3:00 PM', exact: true }).check();
  await expectNoViolations(page, 'the manage page reschedule dialog');
  await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(booking).toContainText('3:00 PM');

  await booking.getByRole('button', { name: /^Cancel booking/ }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(booking).toContainText('Cancelled by you.');
  await expect(booking.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(booking.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);

  const stored = await callApi<BookingAnswer & { cancelledBy: string }>(request, 'getManagedBooking', {
    params: { token: link.pathname.split('/').pop()! },
  });
  expect(stored).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
});

test('an unknown or altered manage link shows that it is not valid, with the way to the directory', async ({
  page,
}) => {
  for (const token of [`${crypto.randomUUID()}.${'A'.repeat(43)}`, 'not-a-token']) {
    await page.goto(`/manage/${token}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This booking link is not valid any more.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore businesses' })).toHaveAttribute('href', '/');
  }
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'an invalid manage link');
  await page.getByRole('link', { name: 'Explore businesses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Businesses' })).toBeVisible();
});
