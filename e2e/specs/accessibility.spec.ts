// axe scans (WCAG 2.0 and 2.1, A and AA, and best practices; fixtures/axe.ts): no violations on
// the public screens, on the booking cards with their Notifications section open and the
// cancel-with-reason dialog, and (one journey per dashboard, issue 38) on every tab of the business
// dashboard and every screen of the customer's area with every dialog they open, and the booking
// sheet, with every control at least 44 px at 390 px (fixtures/touch-targets.ts). A question's
// dialog opens with the focus on its safe answer (Cancel, Keep booking).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  callApi,
  createService,
  dateInZone,
  registerBusiness,
  registerCustomer,
  signInBrowser,
  uid,
} from '../fixtures/api';
import { openBooking } from '../fixtures/booking';
import { expectAccessible } from '../fixtures/axe';
import { bookAsCustomer, openDashboard } from '../fixtures/business';
import { postMessage, seedCustomerBookings, startChat } from '../fixtures/customer';

// The journeys of this file are long (every screen scanned at two widths): they run side by side.
test.describe.configure({ mode: 'parallel' });

// One browser visits the public screens in turn (a fresh context per screen cost more than its
// scan); a violation fails softly, so every screen is still scanned and reported.
test('the public screens have no accessibility violations', async ({ page }) => {
  for (const [name, path, heading] of [
    ['the directory', '/', 'Explore Businesses'],
    ['the welcome page', '/login', 'Welcome to Booklane'],
    ['Business Login', '/business/login', 'Business Login'],
    ['Business Registration', '/business/register', 'Business Registration'],
    ['Customer Login', '/customer/login', 'Customer Login'],
    ['Create Customer Account', '/customer/register', 'Create Customer Account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, name);
  }
});

test('a sign-in screen with errors shown has no accessibility violations', async ({ page }) => {
  await page.goto('/customer/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expectAccessible(page, 'Create Customer Account with errors');
});

test('a business page with the booking modal open has no accessibility violations', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    breakHours: [{ name: 'Lunch', start: '12:00', end: '13:00', days: ['monday', 'tuesday'] }],
  });
  await page.goto(`/${business.username}`);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the business page');

  const dialog = await openBooking(page, service.name);
  await dialog.getByRole('group', { name: 'Next available days' }).getByRole('button').nth(1).click();
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await expectAccessible(page, 'the booking sheet with times');
});

test('booking cards with Notifications open, and the cancel dialog, have no accessibility violations', async ({
  page,
  request,
}) => {
  // Three full-page scans and two sign-ins: the allowance of a long journey.
  test.slow();
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: true });
  const customer = await registerCustomer(request);
  await bookAsCustomer(request, customer, business, service, dateInZone(business.timezone, 1), '10:00');

  // The business's Bookings tab, the section open and loaded.
  await openDashboard(page, owner, 'bookings');
  const card = page.getByTestId('active-booking');
  await card.getByRole('button', { name: 'Notifications' }).click();
  await expect(card.getByTestId('notification')).toHaveCount(2);
  await expectAccessible(page, 'the Bookings tab with Notifications open');

  // Cancelling the confirmed booking: the dialog, with the reason too long.
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog.getByLabel('Reason for the customer').fill('x'.repeat(501));
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'the cancel dialog with an error');
  await dialog.getByRole('button', { name: 'Keep booking' }).click();

  // The customer's dashboard card.
  await signInBrowser(page, customer);
  await page.goto('/customer/dashboard');
  const row = page.getByRole('list', { name: 'Active bookings' }).getByTestId('active-booking');
  await row.getByRole('button', { name: 'Notifications' }).click();
  await expect(row.getByTestId('notification')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the customer dashboard with Notifications open');
});

/**
 * Opens a dialog, checks where the focus starts (on the safe answer of a question), scans it at
 * both widths (the dialog: the page behind it is inert, and scanned before) and closes it (with
 * the safe answer, else its close button).
 */
async function scanDialog(
  page: Page,
  opener: Locator,
  name: string,
  { safe }: { safe?: string } = {},
): Promise<void> {
  await expect(opener).toBeVisible();
  await opener.click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  if (safe) await expect(dialog.getByRole('button', { name: safe, exact: true })).toBeFocused();
  await expectAccessible(page, `the "${name}" dialog`, { within: 'dialog[open]', touchTargets: true });
  // The safe answer, else the dialog's close button (the first in the dialog, before its title).
  await dialog
    .getByRole('button', { name: safe ?? /^Close/, exact: true })
    .first()
    .click();
  await expect(dialog).toBeHidden();
}

/** Selects a tab of the business dashboard, waits for what shows it loaded, and scans it. */
async function scanTab(page: Page, tab: string, loaded: Locator): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`), selected: true })).toBeVisible();
  await expect(loaded).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, `the business dashboard's ${tab} tab`, { touchTargets: true });
}

/**
 * A business with a booking of each kind, a review to answer, someone in line, a conversation;
 * its owner's dashboard open on the first tab (Calendar).
 */
async function openSeededDashboard(page: Page, request: APIRequestContext) {
  const customer = await registerCustomer(request, { name: `Robin Reviewer ${uid()}` });
  const seeded = await seedCustomerBookings(request, customer);
  const { owner, business } = seeded;
  // A review to answer, someone in line, a conversation.
  await callApi(request, 'createBookingReview', {
    params: { id: seeded.completed._id },
    body: { rating: 4, text: 'Friendly and on time.' },
    token: customer.token,
  });
  const waiter = await registerCustomer(request);
  await callApi(request, 'joinWaitlist', {
    params: { id: seeded.auto._id },
    body: { date: dateInZone(business.timezone, 1), from: '10:00', to: '11:00' },
    token: waiter.token,
  });
  const chatId = await startChat(request, customer, business);
  await postMessage(request, customer, chatId, 'Is there parking nearby?');
  const memberName = owner.user.name;

  await openDashboard(page, owner, 'calendar');
  await expect(page.getByRole('button', { name: 'New booking' })).toBeVisible();
  return { customer, seeded, owner, business, memberName };
}

test("the business dashboard's Calendar tab and its dialogs have no accessibility violations", async ({
  page,
  request,
}) => {
  // Each tab and dialog scanned at two widths.
  test.slow();
  const { seeded } = await openSeededDashboard(page, request);
  // Calendar (the first tab): New booking, Block time, a booking's details (tomorrow's), the feed's
  // Rotate question.
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, "the business dashboard's Calendar tab", { touchTargets: true });
  await scanDialog(page, page.getByRole('button', { name: 'New booking' }), 'New booking');
  await scanDialog(page, page.getByRole('button', { name: 'Block time' }), 'Block time');
  await page.getByRole('button', { name: 'Next day' }).click();
  await page.locator(`[data-booking-id="${seeded.confirmed._id}"]`).click();
  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  await expectAccessible(page, "a booking's details in the calendar");
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  const feed = page.getByTestId('calendar-feed-card');
  await feed.getByRole('button', { name: 'Show calendar feed' }).click();
  await scanDialog(page, feed.getByRole('button', { name: 'Rotate' }), 'Rotate calendar feed URL?', {
    safe: 'Cancel',
  });
});

test("the business dashboard's Services and Team tabs and their dialogs have no accessibility violations", async ({
  page,
  request,
}) => {
  // Each tab and dialog scanned at two widths.
  test.slow();
  const { memberName } = await openSeededDashboard(page, request);
  // Services: the list (its items' inner lists), the service form, the delete question.
  await scanTab(page, 'Services', page.getByTestId('service-item').first());
  await scanDialog(page, page.getByRole('button', { name: 'Add service' }), 'New service');
  await scanDialog(page, page.getByRole('button', { name: 'Delete Express Trim' }), 'Delete service', {
    safe: 'Cancel',
  });

  // Team: the member form, their other calendar, the invitation, the removal question.
  await scanTab(page, 'Team', page.getByRole('list', { name: 'Team members' }));
  await scanDialog(page, page.getByRole('button', { name: 'Add team member' }).first(), 'Add team member');
  await scanDialog(page, page.getByRole('button', { name: `Edit ${memberName}` }), `Edit ${memberName}`);
  await scanDialog(
    page,
    page.getByRole('button', { name: `Other calendar of ${memberName}` }),
    'Busy times from another calendar',
  );
  await scanDialog(page, page.getByRole('button', { name: `Invite ${memberName}` }), `Invite ${memberName}`);
  await scanDialog(page, page.getByRole('button', { name: `Remove ${memberName}` }), 'Remove team member', {
    safe: 'Cancel',
  });
});

test("the business dashboard's Schedule, Bookings, Waitlist and Messages tabs and their dialogs have no accessibility violations", async ({
  page,
  request,
}) => {
  // Each tab and dialog scanned at two widths.
  test.slow();
  const { customer } = await openSeededDashboard(page, request);
  // Schedule: the weekly hours, date overrides, time off and its dialog.
  await scanTab(page, 'Schedule', page.getByRole('button', { name: 'Add block' }));
  await scanDialog(page, page.getByRole('button', { name: 'Add block' }), 'Add block');

  // Bookings: the active cards and the cancel question.
  const card = page.getByTestId('active-booking').filter({ hasText: 'Express Trim' });
  await scanTab(page, 'Bookings', card);
  await scanDialog(page, card.getByRole('button', { name: 'Cancel' }), 'Cancel this booking?', {
    safe: 'Keep booking',
  });

  await scanTab(page, 'Waitlist', page.getByTestId('waitlist-entry').first());

  // Messages: the inbox and the open conversation.
  await scanTab(page, 'Messages', page.getByRole('button', { name: new RegExp(customer.user.name) }));
  await page.getByRole('button', { name: new RegExp(customer.user.name) }).click();
  await expect(page.getByTestId('chat-window').getByText('Is there parking nearby?')).toBeVisible();
  await expectAccessible(page, 'an open conversation in the Messages tab');
});

test("the business dashboard's Reviews, Insights, Customers and Integrations tabs and their dialogs have no accessibility violations", async ({
  page,
  request,
}) => {
  // Each tab and dialog scanned at two widths.
  test.slow();
  const { customer } = await openSeededDashboard(page, request);
  await scanTab(page, 'Reviews', page.getByText('Friendly and on time.'));
  await scanTab(page, 'Insights', page.getByRole('heading', { name: /Bookings by status|Bookings/ }).first());
  await scanTab(
    page,
    'Customers',
    page.getByRole('tabpanel').getByRole('link', { name: customer.user.name }),
  );

  // Integrations: the webhook form, the embedding snippets and their preview.
  await scanTab(page, 'Integrations', page.getByRole('button', { name: 'Add webhook' }));
  await scanDialog(page, page.getByRole('button', { name: 'Add webhook' }), 'Add webhook');
});

test("the customer's dashboard, history, messages and profile, the business page's dialogs and the waitlist form have no accessibility violations", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const customer = await registerCustomer(request);
  const mine = await seedCustomerBookings(request, customer);
  // Another customer's business: their review to report, their booking that fills tomorrow 10:00.
  const other = await registerCustomer(request, { name: `Sam Other ${uid()}` });
  const theirs = await seedCustomerBookings(request, other);
  await callApi(request, 'createBookingReview', {
    params: { id: theirs.completed._id },
    body: { rating: 5, text: 'Great colour, lovely staff.' },
    token: other.token,
  });
  const chatId = await startChat(request, customer, mine.business);
  await postMessage(request, mine.owner, chatId, 'See you tomorrow!');
  await signInBrowser(page, customer);

  // The business page: the report question, the booking sheet on a full time, the waitlist form.
  await page.goto(`/${theirs.business.username}`);
  await expect(page.getByText('Great colour, lovely staff.')).toBeVisible();
  // Signed in once the server-rendered page has hydrated.
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await scanDialog(page, page.getByRole('button', { name: /^Report the review/ }), 'Report this review');
  const sheet = await openBooking(page, 'Express Trim');
  await sheet.getByLabel('Date').fill(dateInZone(theirs.business.timezone, 1));
  await expect(sheet.getByRole('radio', { name: /^10:00 AM\s*Full$/ })).toBeDisabled();
  await expectAccessible(page, 'the booking sheet with a full time', {
    touchTargets: { within: 'dialog[open]' },
  });
  await sheet.getByTestId('waitlist-prompt').getByRole('button', { name: 'Join the waitlist' }).click();
  const form = sheet.getByRole('form', { name: 'Join the waitlist' });
  await expect(form.getByLabel('From')).toHaveValue('10:00');
  await expectAccessible(page, 'the join-the-waitlist form', { touchTargets: { within: 'dialog[open]' } });
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(sheet.getByText("You're on the waitlist", { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // The dashboard: bookings, visits to review, the waitlist, the calendar feed; each dialog.
  await page.goto('/customer/dashboard');
  const active = page.getByRole('list', { name: 'Active bookings' }).getByTestId('active-booking');
  // The pending booking, two days ahead: past the business's cut-off, so it can still be changed.
  const pending = active.filter({ hasText: 'Deluxe Colour' });
  await expect(pending).toBeVisible();
  await expect(page.getByTestId('waitlist-entry')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the customer dashboard', { touchTargets: true });
  await scanDialog(page, pending.getByRole('button', { name: /^Cancel booking/ }), 'Cancel this booking?', {
    safe: 'Keep booking',
  });
  await scanDialog(page, pending.getByRole('button', { name: /^Reschedule/ }), 'Reschedule Deluxe Colour');
  await scanDialog(
    page,
    page.getByTestId('waitlist-entry').getByRole('button', { name: /^Leave the waitlist/ }),
    'Leave the waitlist?',
    { safe: 'Stay in line' },
  );
  const feed = page.getByTestId('calendar-feed-card');
  await feed.getByRole('button', { name: 'Show calendar feed' }).click();
  await scanDialog(page, feed.getByRole('button', { name: 'Rotate' }), 'Rotate calendar feed URL?', {
    safe: 'Cancel',
  });

  // History, Messages (with the conversation open and its delete question), Profile (with the API
  // token form).
  await page.goto('/customer/history');
  await expect(page.getByTestId('history-booking').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the customer history', { touchTargets: true });
  await page.goto(`/customer/messages?chat=${chatId}`);
  const chat = page.getByTestId('chat-window');
  await expect(chat.getByText('See you tomorrow!')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the customer messages with a conversation open', { touchTargets: true });
  await scanDialog(page, chat.getByRole('button', { name: 'Delete chat' }), 'Delete this chat?', {
    safe: 'Cancel',
  });
  await page.goto('/customer/profile');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the customer profile', { touchTargets: true });
  await scanDialog(
    page,
    page.getByRole('region', { name: 'API tokens' }).getByRole('button', { name: 'Create token' }),
    'Create API token',
  );
});
