// "No lost context" (issue 21 item 5, issue 38 item 3): a guest who booked is offered an account with
// their details already filled in; a signed-out visitor's Start Chat leads to an account and on
// into the chat; the owner opens the chat with a booking's customer from its card; an external
// sign-in from a login with ?next= comes back to that page, through the role step and a failed
// try; every not-found state names itself in the tab title, and an unknown deep address shows the
// app's own not-found page (and answers 404).
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  bookAsGuest,
  callApi,
  createService,
  dateInZone,
  registerBusiness,
  registerCustomer,
  signInBrowser,
  uid,
} from '../fixtures/api';
import { expectAccessible, PHONE } from '../fixtures/axe';
import { openBooking, pickDateAndTime } from '../fixtures/booking';
import { screenshotsWanted } from '../fixtures/screenshots';

const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

/** Screenshots of the screen as it is, at the phone and the desktop width. */
async function screenshots(page: Page, name: string) {
  if (!screenshotsWanted) return;
  const original = page.viewportSize();
  for (const [device, width, height] of [
    ['phone', PHONE, 844],
    ['desktop', 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: shot(`${name}-${device}`) });
  }
  if (original) await page.setViewportSize(original);
}

test('a guest who booked opens the customer registration with their details filled in', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: true });
  const email = `guest-${uid()}@example.test`;

  await page.goto(`/${business.username}`);
  const dialog = await openBooking(page, service.name);
  await pickDateAndTime(page, dateInZone(business.timezone, 1), '10:00 AM');
  await dialog.getByLabel('Name').fill('Gita Guest');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+1 555 0142');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

  const success = page.getByRole('dialog', { name: 'Booking confirmed' });
  const offer = success.getByRole('link', { name: 'Create an account to track this booking' });
  await expect(offer).toBeVisible();
  // The details travel in the page's history state, not in the address.
  await expect(offer).toHaveAttribute('href', '/customer/register');
  await expect(success.getByRole('link', { name: 'Login / Sign up' })).toHaveAttribute('href', '/login');
  await expectAccessible(page, 'the success sheet with the account offer');
  await screenshots(page, 'no-lost-context-success-offer');

  await offer.click();
  await expect(page).toHaveURL(/\/customer\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Customer Account' })).toBeVisible();
  await expect(page).toHaveTitle('Create Customer Account · Booklane');
  await expect(page.getByLabel('Full name')).toHaveValue('Gita Guest');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Phone')).toHaveValue('+1 555 0142');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'the prefilled customer registration');
  await screenshots(page, 'no-lost-context-prefilled-registration');

  // The details can be changed; the password is still asked for.
  await page.getByLabel('Full name').fill('Gita G. Guest');
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/customer\/register$/);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(user).toMatchObject({ name: 'Gita G. Guest', email, phone: '+1 555 0142', role: 'customer' });

  // Opened directly, the registration starts empty.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/customer/register');
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('Start Chat: a signed-out visitor creates an account and lands in the chat; the owner has none', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const chat = `/customer/messages?business=${business._id}`;

  await page.goto(`/${business.username}`);
  await expect(page).toHaveTitle(`${business.name} · Booklane`);
  const start = page.getByRole('link', { name: 'Start Chat' });
  await expect(start).toHaveAttribute('href', `/customer/login?next=${encodeURIComponent(chat)}`);
  await expectAccessible(page, 'the business page to a signed-out visitor');
  await screenshots(page, 'no-lost-context-guest-chat');

  await start.click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Please log in as a customer to start a chat. You will be taken to the chat.',
    }),
  ).toBeVisible();
  // No account yet: the registration keeps where this was going.
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page).toHaveURL(/\/customer\/register\?next=/);
  await page.getByLabel('Full name').fill('Cora Chat');
  await page.getByLabel('Email').fill(`cora-${uid()}@example.test`);
  await page.getByLabel('Phone').fill('+1 555 0150');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/customer\/messages\?chat=/);
  await expect(
    page.getByTestId('chat-window').getByRole('heading', { name: `Chat with ${business.name}` }),
  ).toBeVisible();

  // The owner on their own page: nobody to chat with.
  await page.evaluate(() => localStorage.clear());
  await signInBrowser(page, owner);
  await page.goto(`/${business.username}`);
  await expect(page.getByRole('link', { name: 'Manage business' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Chat' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start Chat' })).toHaveCount(0);
});

test("the owner opens the chat with a booking's customer from its card; a guest's card has none", async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: true });
  const customer = await registerCustomer(request);
  const day = dateInZone(business.timezone, 1);
  await callApi(request, 'createBooking', {
    body: { service: service._id, business: business._id, notes: '', bookingDate: day, startTime: '10:00' },
    token: customer.token,
  });
  await bookAsGuest(request, business, service, day, '11:00');

  await signInBrowser(page, owner);
  await page.goto('/business/dashboard?tab=bookings');
  const cards = page.getByTestId('active-booking');
  await expect(cards).toHaveCount(2);
  const customerCard = cards.filter({ hasText: customer.user.name });
  const guestCard = cards.filter({ hasText: 'Early Bird' });
  await expect(guestCard.getByRole('button', { name: /^Message/ })).toHaveCount(0);
  await expectAccessible(page, 'the booking cards with the chat');
  await customerCard.getByRole('button', { name: /^Message/ }).click();
  const window = page.getByTestId('chat-window');
  await expect(window.getByRole('heading', { name: `Chat with ${customer.user.name}` })).toBeVisible();
  await window.getByRole('textbox').fill('See you tomorrow at 10!');
  await window.getByRole('button', { name: /send/i }).click();
  await expect(window.getByText('See you tomorrow at 10!')).toBeVisible();
});

test('an external sign-in keeps ?next=: to the chat, through the role step, and after a failed try', async ({
  page,
  request,
}) => {
  const { business } = await registerBusiness(request);
  const login = `nora-${Date.now()}`;
  const atProvider = async () => {
    // The provider remembers its session after the first time: it may skip its pages.
    if (
      await page
        .getByPlaceholder('Enter any login')
        .isVisible({ timeout: 2_000 })
        .catch(() => false)
    ) {
      await page.getByPlaceholder('Enter any login').fill(login);
      await page.getByPlaceholder('and password').fill('any-password');
      await page.getByRole('button', { name: /sign-in/i }).click();
    }
    // The provider's own button (autofocused), not the app's role step's Continue.
    const consent = page.locator('button[autofocus]', { hasText: 'Continue' });
    if (await consent.isVisible({ timeout: 2_000 }).catch(() => false)) await consent.click();
  };

  // A failed try first (the person cancels at the provider): told so, and the way on still leads
  // to the chat.
  await page.goto(`/${business.username}`);
  await page.getByRole('link', { name: 'Start Chat' }).click();
  await page.getByRole('link', { name: 'Google' }).click();
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/login\?error=oauth_failed&next=%2Fcustomer%2Fmessages/);
  await expect(page.getByText('Sign-in did not complete')).toBeVisible();
  await page.getByRole('link', { name: 'Login as a customer' }).click();
  await expect(page).toHaveURL(/\/customer\/login\?next=%2Fcustomer%2Fmessages/);
  await page.getByRole('link', { name: 'Google' }).click();
  await atProvider();
  await expect(page).toHaveURL(/\/customer\/messages\?chat=/);
  await expect(
    page.getByTestId('chat-window').getByRole('heading', { name: `Chat with ${business.name}` }),
  ).toBeVisible();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(user).toMatchObject({ email: `${login}@oidc.test`, role: 'customer' });
  // Spent: a later sign-in without ?next= goes to the dashboard.
  expect(await page.evaluate(() => sessionStorage.getItem('oauthReturnTo'))).toBeNull();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/customer/login');
  await page.getByRole('link', { name: 'Google' }).click();
  await atProvider();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  // From the business side, the account (a customer's) is asked its role once: then back to the
  // page the login was for.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/business/login?next=%2F${business.username}`);
  await page.getByRole('link', { name: 'Google' }).click();
  await atProvider();
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${business.username}$`));
  await expect(page.getByRole('button', { name: 'Start Chat' })).toBeVisible();

  // A ?next= naming another site is never followed.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/customer/login?next=%2F%2Fevil.example');
  await page.getByRole('link', { name: 'Google' }).click();
  await atProvider();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/customer\/dashboard$/);
});

test('not-found states name themselves; an unknown deep address keeps the app around it', async ({
  page,
  request,
}) => {
  for (const path of ['/customer/foo/bar', '/customer/nope', '/business/nope/x', '/a/b/c']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Booklane');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText(`There is no page at ${path}.`)).toBeVisible();
  }
  await expectAccessible(page, 'the not-found page');
  await screenshots(page, 'no-lost-context-not-found');
  await page.getByRole('link', { name: 'Explore businesses' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page).toHaveTitle(/· Booklane$/);

  // Signed in, the way to the dashboard is offered too.
  await signInBrowser(page, await registerCustomer(request));
  await page.goto('/customer/foo/bar');
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  expect((await page.goto(`/no-such-business-${uid()}`))?.status()).toBe(404);
  await expect(page.getByText('Business not found').first()).toBeVisible();
  await expect(page).toHaveTitle('Business not found · Booklane');
  await page.goto(`/customer/business/${randomUUID()}`);
  await expect(page).toHaveTitle('Business not found · Booklane');

  await page.goto('/manage/not-a-real-link');
  await expect(page).toHaveTitle('Booking link not valid · Booklane');
});
