// Business dashboard, Schedule tab: closures and special hours (decisions.md 8.4). The owner closes
// a day with a note and gives another one-off hours; bookings left outside the new hours are
// listed (not cancelled), the public page shows the upcoming closure and the booking form does
// not offer the closed day.
import { VALIDATION_MESSAGES } from '@booklane/shared/domain';
import { expect, test, type Locator } from '@playwright/test';
import { createService, dateInZone, registerBusiness, registerCustomer } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { openBooking } from '../fixtures/booking';
import { bookAsCustomer, openDashboard } from '../fixtures/business';

/** `2026-12-24` -> `Thu, Dec 24`, as the app writes short dates. */
function shortDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * Picks a date on the overrides calendar, moving to its month when needed (back too: the two days
 * a journey picks can fall in two months, the later one picked first).
 */
async function pickDate(panel: Locator, date: string) {
  const day = panel.locator(`[data-date="${date}"]`);
  const shownDays = panel.locator('[data-date]');
  await expect(shownDays.first()).toBeVisible();
  for (let step = 0; step < 3 && !(await day.isVisible()); step++) {
    // Only the shown month's days carry a date: the first names the month.
    const shown = (await shownDays.first().getAttribute('data-date')) ?? '';
    const way = shown.slice(0, 7) < date.slice(0, 7) ? 'Next month' : 'Previous month';
    await panel.getByRole('button', { name: way }).click();
  }
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
}

test('an owner closes a day with a note; affected bookings are listed and the public page shows it', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business);
  const customer = await registerCustomer(request);
  const closedDay = dateInZone(business.timezone, 3);
  const shortDayHours = dateInZone(business.timezone, 4);
  await bookAsCustomer(request, customer, business, service, closedDay, '10:00');

  await openDashboard(page, owner, 'schedule');
  const panel = page.getByRole('tabpanel', { name: /Schedule/ });
  await expect(panel.getByRole('heading', { name: 'Closures and special hours' })).toBeVisible();

  // One-off hours that close before they open are refused in the spec's words.
  await pickDate(panel, shortDayHours);
  await panel.getByRole('radio', { name: 'Special hours' }).check();
  await panel.getByLabel('Opening time', { exact: true }).fill('14:00');
  await panel.getByLabel('Closing time', { exact: true }).fill('10:00');
  await panel.getByRole('button', { name: 'Add to the list' }).click();
  await expect(
    panel.getByRole('alert').filter({ hasText: VALIDATION_MESSAGES.overrideHoursInvalid }),
  ).toBeVisible();
  await panel.getByLabel('Opening time', { exact: true }).fill('10:00');
  await panel.getByLabel('Closing time', { exact: true }).fill('12:00');
  await panel.getByRole('button', { name: 'Add to the list' }).click();

  // The closure, with a note for customers.
  await pickDate(panel, closedDay);
  await panel.getByRole('radio', { name: 'Closed all day' }).check();
  await panel.getByLabel('Note for customers').fill('Staff training');
  await panel.getByRole('button', { name: 'Add to the list' }).click();

  const list = panel.getByTestId('date-overrides');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Staff training');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Open 10:00 AM – 12:00 PM');

  await panel.getByRole('button', { name: 'Save schedule' }).click();
  // The booking on the closed day is listed for the owner to handle, not cancelled.
  const affected = panel.getByRole('status').filter({ hasText: 'These bookings fall on a closed day' });
  await expect(affected).toBeVisible();
  await expect(affected).toContainText(service.name);
  await expect(affected.getByRole('link', { name: 'the Bookings tab' })).toBeVisible();

  await expectAccessible(page, 'the Schedule tab with date overrides');

  // The list is saved: a reload shows it.
  await page.reload();
  await expect(panel.getByTestId('date-overrides').getByRole('listitem')).toHaveCount(2);

  // The public page lists the upcoming closure and the special hours.
  await page.goto(`/${business.username}`);
  const closures = page.getByRole('region', { name: 'Closures and special hours' });
  await expect(closures).toContainText(`Closed on ${shortDay(closedDay)} — Staff training`);
  await expect(closures).toContainText(`Open 10:00 AM – 12:00 PM on ${shortDay(shortDayHours)}`);
  await expectAccessible(page, 'the business page with closures');

  // The booking form does not offer the closed day (it shows as closed, with the note).
  const booking = await openBooking(page, service.name);
  const closedChoice = booking
    .getByRole('group', { name: 'Next available days' })
    .getByRole('button', { name: /Staff training/ });
  await expect(closedChoice).toHaveCount(1);
  await expect(closedChoice).toBeDisabled();
  await page.keyboard.press('Escape');

  // Removing the special hours and saving leaves the closure alone.
  await page.goto('/business/dashboard?tab=schedule');
  await panel
    .getByRole('button', { name: /^Remove / })
    .nth(1)
    .click();
  await panel.getByRole('button', { name: 'Save schedule' }).click();
  // One Save sends the hours and the closures (issue 39).
  await expect(panel.getByText('Schedule saved successfully!')).toBeVisible();
  await expect(panel.getByTestId('date-overrides').getByRole('listitem')).toHaveCount(1);
  await page.goto(`/${business.username}`);
  await expect(closures).toContainText('Staff training');
  await expect(closures).not.toContainText('Open 10:00 AM');
});
