// Business dashboard, Bookings tab and history: a customer's bookings are confirmed, cancelled
// (after a confirmation) and completed (once started); finished ones move to history; a cancelled
// one is removed; a new booking shows up without a reload.
import { expect, test } from '@playwright/test';
import { createService, dateInZone, registerBusiness, registerCustomer } from '../fixtures/api';
import { bookAsCustomer, openDashboard } from '../fixtures/business';
import { expectAccessible } from '../fixtures/axe';

test('a business confirms, cancels and completes bookings, which move to history', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: false });
  // A date-only booking for today has started (its day has begun): it can be marked completed.
  const walkIn = await createService(request, owner, business, {
    name: 'Walk-in visit',
    bookingType: 'date-only',
    autoAcceptBookings: false,
  });
  const customer = await registerCustomer(request);
  const day = dateInZone(business.timezone, 1);
  await bookAsCustomer(request, customer, business, service, day, '10:00', 'Window seat please');
  await bookAsCustomer(request, customer, business, service, day, '11:00');
  await bookAsCustomer(request, customer, business, walkIn, dateInZone(business.timezone, 0), null);

  await openDashboard(page, owner, 'bookings');
  const active = page.getByTestId('active-booking');
  await expect(active).toHaveCount(3);
  const first = active.filter({ hasText: '10:00 AM' });
  const second = active.filter({ hasText: '11:00 AM' });
  const today = active.filter({ hasText: 'Walk-in visit' });
  await expect(first).toContainText(customer.user.name);
  await expect(first).toContainText('Window seat please');
  await expect(first).toContainText('Pending');
  const stats = page.getByRole('definition');
  await expect(stats.nth(1)).toHaveText('3');
  await expect(stats.nth(2)).toHaveText('0');
  await expectAccessible(page, 'the business dashboard Bookings tab');

  // Confirm: a booking of tomorrow cannot be marked completed yet.
  await first.getByRole('button', { name: 'Confirm' }).click();
  await expect(first).toContainText('Confirmed');
  await expect(stats.nth(2)).toHaveText('1');
  await expect(first.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);

  // Today's booking, confirmed, then Mark Completed: it leaves the active list.
  await today.getByRole('button', { name: 'Confirm' }).click();
  await expect(today).toContainText('Confirmed');
  await today.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(active).toHaveCount(2);

  // Cancel asks first, then it leaves the active list and can be removed.
  await second.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(active).toHaveCount(1);
  const cancelled = page.getByTestId('cancelled-booking');
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText('Cancelled by you');

  // History lists both.
  await page.getByRole('navigation').getByRole('link', { name: 'History' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking History' })).toBeVisible();
  const history = page.getByTestId('history-booking');
  await expect(history).toHaveCount(2);
  await expect(history.filter({ hasText: 'Walk-in visit' })).toContainText('Completed');
  await expect(history.filter({ hasText: '11:00 AM' })).toContainText('Cancelled by you on');
  await expectAccessible(page, 'the business Booking History');

  // Removing the cancelled booking hides it from the business's lists.
  await page.goto('/business/dashboard?tab=bookings');
  const removedEvent = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        window.addEventListener('businessBookingRemoved', () => resolve(true)),
      ),
  );
  await page.getByTestId('cancelled-booking').getByRole('button', { name: 'Remove' }).click();
  expect(await removedEvent).toBe(true);
  await expect(page.getByTestId('cancelled-booking')).toHaveCount(0);
  await page.goto('/business/history');
  await expect(page.getByTestId('history-booking')).toHaveCount(1);
  await page.getByRole('button', { name: 'Refresh History' }).click();
  await expect(page.getByTestId('history-booking')).toHaveCount(1);
});

test('a new booking appears on the open dashboard without a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: true });
  const customer = await registerCustomer(request);
  await openDashboard(page, owner, 'bookings');
  await expect(page.getByRole('heading', { name: 'No active bookings' })).toBeVisible();

  await bookAsCustomer(request, customer, business, service, dateInZone(business.timezone, 2), '14:00');
  // Live (bookingChanged), and the bookings query polls every 20 s besides.
  await expect(page.getByTestId('active-booking')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('active-booking')).toContainText('2:00 PM');
  await expect(page.getByTestId('active-booking')).toContainText('Confirmed');

  // The calendar shows it on its day, in the team member's week and by month.
  await page.getByRole('tab', { name: /Calendar/ }).click();
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  const day = dateInZone(business.timezone, 2);
  const weekColumn = page.locator(`[data-testid^="calendar-column-"][data-testid$="-${day}"]`);
  if ((await weekColumn.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click();
  await expect(weekColumn).toContainText(service.name);
  await expectAccessible(page, 'the calendar by week');
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  const monthCell = page.getByTestId(`calendar-day-${day}`);
  if ((await monthCell.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByTestId(`calendar-day-${day}`).getByRole('button').first()).toHaveAccessibleName(
    /1 booking$/,
  );
  await expectAccessible(page, 'the calendar by month');
});
