// Issue 39 items 4 and 6 in the browser. A guest who books and then creates an account with the
// same address is welcomed ("Welcome", not "Welcome back") and sees the booking waiting for the
// address to be confirmed, instead of "No upcoming bookings". The owner's calendar feed links each
// event to the booking in the dashboard, which opens on that booking's card.
import { expect, test } from '@playwright/test';
import {
  callApi,
  createService,
  dateInZone,
  PASSWORD,
  registerBusiness,
  signInBrowser,
  uid,
} from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';

test('a guest who creates an account sees the booking to confirm the address for', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request, { name: `Luxe Hair ${uid()}` });
  const service = await createService(request, owner, business);
  const day = dateInZone(business.timezone, 2);
  const email = `ivy-${uid()}@example.test`;

  // The guest books from this browser (its cookies), as the booking form does.
  await page.goto('/');
  const booked = await page.request.post('/api/bookings/guest', {
    data: {
      service: service._id,
      business: business._id,
      notes: '',
      bookingDate: day,
      startTime: '14:00',
      guestName: 'Ivy Chen',
      guestEmail: email,
      guestPhone: '+1 555 0177',
    },
  });
  expect(booked.status()).toBe(201);

  await page.goto('/customer/register');
  await page.getByLabel('Full name').fill('Ivy Chen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 555 0177');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ivy' })).toBeVisible();
  const waiting = page.getByTestId('awaiting-verification');
  await expect(waiting).toContainText(
    new RegExp(
      `Confirm your email to see your booking at ${business.name} on \\w{3}, \\w{3} \\d{1,2} at (14:00|2:00 PM)`,
    ),
  );
  await expect(waiting).toContainText(`We sent the link to ${email}.`);
  await expect(page.getByText(/No upcoming bookings/)).toHaveCount(0);
  await expectAccessible(page, 'the dashboard of a new account with a booking to confirm');

  // Another browser of someone who registered the address hears nothing of it: covered by the
  // server's tests. A later visit welcomes Ivy back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ivy' })).toBeVisible();
});

test("the owner's calendar feed opens each booking in the dashboard", async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business);
  const day = dateInZone(business.timezone, 2);
  const booking = await callApi<{ _id: string }>(request, 'createGuestBooking', {
    body: {
      service: service._id,
      business: business._id,
      notes: 'Fringe only',
      bookingDate: day,
      startTime: '11:00',
      guestName: 'Ivy Chen',
      guestEmail: `ivy-${uid()}@example.test`,
      guestPhone: '+1 555 0177',
    },
  });
  const { url } = await callApi<{ url: string }>(request, 'getCalendarFeedUrl', { token: owner.token });
  const ics = (await (await request.get(new URL(url).pathname)).text()).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('Phone: +1 555 0177');
  expect(ics).toContain('Notes: Fringe only');
  const link = /^URL[^:]*:(.+)$/m.exec(ics)?.[1]?.trim();
  expect(link).toContain(`booking=${booking._id}`);

  await signInBrowser(page, owner);
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  const card = page.locator('[data-testid="active-booking"][aria-current="true"]');
  await expect(card).toBeFocused();
  await expect(card).toContainText('Ivy Chen');
  await expect(card).toContainText('Fringe only');
});
