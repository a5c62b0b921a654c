// The business side of customer self-service (decisions.md 8.3 and 8.5): bookings made, cancelled
// and moved by guests and customers reach the open dashboard live (bookingChanged), with a notice;
// the owner sets the booking policy (cancellation notice, reminders) in the profile and the
// public page shows it; every Cancel asks first; Mark Completed waits for the start.
import { expect, test, type Page } from '@playwright/test';
import {
  bookAsGuest,
  callApi,
  createService,
  dateInZone,
  registerBusiness,
  registerCustomer,
  sendApi,
  signInBrowser,
  type Account,
} from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { bookAsCustomer } from '../fixtures/business';

/** `Tue, Mar 3`: how the dashboard's notices name a business-local day. */
function shortDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/**
 * Opens the owner's Bookings tab and waits until the chat connection (the one carrying the
 * account's events; it starts on long polling) has been accepted, so no event is missed.
 */
async function openLiveBookings(page: Page, owner: Account): Promise<void> {
  await signInBrowser(page, owner);
  const connected = page.waitForResponse(
    async (response) =>
      response.url().includes('/socket.io/') &&
      response.request().method() === 'GET' &&
      (await response.text().catch(() => '')).includes('40{"sid"'),
  );
  await page.goto('/business/dashboard?tab=bookings');
  await expect(page.getByRole('tab', { name: /Services/ })).toBeVisible();
  await connected;
}

test('bookings made, cancelled and moved by guests and customers appear live with a notice', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: false });
  const customer = await registerCustomer(request);
  await openLiveBookings(page, owner);
  await expect(page.getByRole('heading', { name: 'No active bookings' })).toBeVisible();
  const stats = page.getByRole('definition');
  await expect(stats.nth(1)).toHaveText('0');

  // A guest books: the card, the notice and the counters, well before the 20 s poll.
  const guestDay = dateInZone(business.timezone, 2);
  await bookAsGuest(request, business, service, guestDay, '14:00');
  const live = { timeout: 8_000 };
  await expect(
    page.getByText(`New booking request: ${service.name}, ${shortDay(guestDay)} at 2:00 PM`),
  ).toBeVisible(live);
  const cards = page.getByTestId('active-booking');
  await expect(cards).toHaveCount(1, live);
  await expect(cards).toContainText('Early Bird');
  await expect(cards).toContainText('Pending');
  await expect(stats.nth(1)).toHaveText('1');
  await expect(page.getByRole('tab', { name: /Bookings/ })).toContainText('1');

  // A customer books, moves it, then cancels it.
  const day = dateInZone(business.timezone, 3);
  const booking = await bookAsCustomer(request, customer, business, service, day, '10:00');
  await expect(
    page.getByText(`New booking request: ${service.name}, ${shortDay(day)} at 10:00 AM`),
  ).toBeVisible(live);
  await expect(cards).toHaveCount(2);
  await expect(stats.nth(1)).toHaveText('2');

  const later = dateInZone(business.timezone, 4);
  await callApi(request, 'rescheduleBooking', {
    params: { id: booking._id },
    body: { bookingDate: later, startTime: '15:00' },
    token: customer.token,
  });
  await expect(
    page.getByText(`${customer.user.name} moved ${service.name} to ${shortDay(later)} at 3:00 PM`),
  ).toBeVisible(live);
  await expect(cards.filter({ hasText: customer.user.name })).toContainText('3:00 PM');

  await callApi(request, 'cancelBookingByCustomer', { params: { id: booking._id }, token: customer.token });
  await expect(
    page.getByText(`${customer.user.name} cancelled ${service.name}, ${shortDay(later)} at 3:00 PM`),
  ).toBeVisible(live);
  await expect(cards).toHaveCount(1);
  await expect(stats.nth(1)).toHaveText('1');
  const cancelled = page.getByTestId('cancelled-booking');
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled.getByTestId('cancelled-by')).toHaveText('Cancelled by the customer');

  // The history says who cancelled too.
  await page.goto('/business/history');
  await expect(page.getByTestId('history-booking')).toContainText('Cancelled by the customer on');
});

test('the owner sets the booking policy in the profile and the public page shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The policy a new business starts with: 24 hours' notice, a reminder a day before.
  const { owner, business } = await registerBusiness(request, { reminderLeadMinutes: [1440] });
  await createService(request, owner, business);
  await page.goto(`/${business.username}`);
  await expect(page.getByTestId('cancellation-policy')).toContainText(
    'Free cancellation until 24 hours before',
  );

  await signInBrowser(page, owner);
  await page.goto('/business/profile');
  const info = page.getByRole('region', { name: 'Business Information' });
  await info.getByLabel('Description').fill('Cuts and colour.');
  await info.getByLabel('Address').fill('1 Main Street');
  await info.getByLabel('Phone').fill('+1 555 0100');

  const policy = info.getByRole('region', { name: 'Booking policy' });
  const notice = policy.getByLabel('Cancellation notice (hours)');
  await expect(notice).toHaveValue('24');
  await expect(policy.getByTestId('policy-preview')).toHaveText(
    'Your page shows: “Free cancellation until 24 hours before”',
  );
  // One reminder to start with: a day before.
  const reminders = policy.getByTestId('reminder');
  await expect(reminders).toHaveCount(1);
  await expect(policy.getByLabel('Reminder 1: how long before')).toHaveValue('1');
  await expect(policy.getByLabel('Reminder 1: unit')).toHaveValue('days');

  // Out of range: the shared rule's message, on the field, which gets the focus.
  await notice.fill('800');
  await expect(policy.getByTestId('policy-preview')).toHaveCount(0);
  const save = info.getByRole('button', { name: 'Save business information' });
  await save.click();
  await expect(notice).toHaveAttribute('aria-invalid', 'true');
  await expect(notice).toBeFocused();
  await expect(
    policy.getByText('Cancellation notice must be a whole number of hours from 0 to 720'),
  ).toBeVisible();
  await notice.fill('48');
  await expect(policy.getByTestId('policy-preview')).toHaveText(
    'Your page shows: “Free cancellation until 48 hours before”',
  );

  // Up to three reminders; a repeated or out-of-range one is refused on its row.
  await policy.getByRole('button', { name: 'Add reminder' }).click();
  await policy.getByRole('button', { name: 'Add reminder' }).click();
  await expect(reminders).toHaveCount(3);
  await expect(policy.getByRole('button', { name: 'Add reminder' })).toHaveCount(0);
  await expect(policy.getByText('At most 3 reminders.')).toBeVisible();
  await policy.getByLabel('Reminder 2: how long before').fill('24');
  await policy.getByLabel('Reminder 2: unit').selectOption('hours');
  await policy.getByLabel('Reminder 3: how long before').fill('2');
  await policy.getByLabel('Reminder 3: unit').selectOption('minutes');
  await save.click();
  await expect(policy.getByLabel('Reminder 2: how long before')).toBeFocused();
  await expect(reminders.nth(1).getByRole('alert')).toHaveText('Each reminder time may be chosen once');
  await expect(reminders.nth(2).getByRole('alert')).toHaveText(
    'Each reminder must be between 5 minutes and 7 days before the start',
  );
  // The screen as it is now, errors shown, has no serious accessibility problems.
  await expectAccessible(page, 'the profile with policy errors');

  await policy.getByRole('button', { name: 'Remove reminder 3' }).click();
  await policy.getByLabel('Reminder 2: how long before').fill('1.5');
  await expect(reminders).toHaveCount(2);
  await save.click();
  await expect(info.getByText('Business information updated successfully!')).toBeVisible();

  // Saved in the server's units, and shown again as typed.
  const stored = await callApi<{ cancellationNoticeHours: number; reminderLeadMinutes: number[] }>(
    request,
    'getBusinessByUsername',
    { params: { username: business.username } },
  );
  expect(stored.cancellationNoticeHours).toBe(48);
  expect(stored.reminderLeadMinutes).toEqual([1440, 90]);
  await page.reload();
  await expect(policy.getByLabel('Cancellation notice (hours)')).toHaveValue('48');
  await expect(policy.getByLabel('Reminder 2: how long before')).toHaveValue('90');
  await expect(policy.getByLabel('Reminder 2: unit')).toHaveValue('minutes');
  await expectAccessible(page, 'the profile with its policy saved');

  await page.goto(`/${business.username}`);
  await expect(page.getByTestId('cancellation-policy')).toContainText(
    'Free cancellation until 48 hours before',
  );
});

test('every Cancel asks first, and Mark Completed waits for the start', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { owner, business } = await registerBusiness(request);
  const manual = await createService(request, owner, business, { autoAcceptBookings: false });
  const auto = await createService(request, owner, business, { autoAcceptBookings: true });
  const today = await createService(request, owner, business, {
    name: `Walk-in ${Date.now().toString(36)}`,
    bookingType: 'date-only',
    autoAcceptBookings: true,
  });
  const customer = await registerCustomer(request);
  const tomorrow = dateInZone(business.timezone, 1);
  const future = await bookAsCustomer(request, customer, business, auto, tomorrow, '10:00');
  await bookAsCustomer(request, customer, business, manual, tomorrow, '11:00');
  await bookAsCustomer(request, customer, business, today, dateInZone(business.timezone, 0), null);

  // The server refuses to complete a booking that has not started.
  const early = await sendApi(request, 'updateBookingStatus', {
    params: { id: future._id },
    body: { status: 'completed' },
    token: owner.token,
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).message).toBe(
    'A booking can be marked completed only once its start has passed.',
  );

  await openLiveBookings(page, owner);
  const cards = page.getByTestId('active-booking');
  await expect(cards).toHaveCount(3);
  const confirmedFuture = cards.filter({ hasText: auto.name });
  const pending = cards.filter({ hasText: manual.name });
  const started = cards.filter({ hasText: today.name });

  // Not started: Cancel only. Started (today, date-only): Mark Completed too.
  await expect(confirmedFuture.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(confirmedFuture.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);
  await started.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(page.getByText('Booking marked as completed.')).toBeVisible();
  await expect(cards).toHaveCount(2);

  // A pending booking's Cancel asks first; keeping it changes nothing.
  await pending.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(
    `${customer.user.name} will get an email saying you cancelled their ${manual.name} booking request.`,
  );
  await expect(dialog.getByLabel('Reason for the customer')).toBeVisible();
  await expectAccessible(page, 'the cancel dialog of a pending booking');
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(pending).toContainText('Pending');

  await pending.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByLabel('Reason for the customer').fill('Fully booked that morning, sorry.');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId('cancelled-booking').getByTestId('cancelled-by')).toHaveText(
    'Cancelled by you',
  );
});
