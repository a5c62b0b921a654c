// Business dashboard, Schedule tab: the weekly hours (a split shift too) are saved and the public
// booking form follows them; leaving the tab with unsaved changes asks first.
import { expect, test } from '@playwright/test';
import { createService, registerBusiness } from '../fixtures/api';
import { openBooking } from '../fixtures/booking';
import { openDashboard } from '../fixtures/business';
import { expectAccessible } from '../fixtures/axe';

test('a business edits its weekly hours and the public booking form changes', async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business);
  await openDashboard(page, owner, 'schedule');

  const panel = page.getByRole('tabpanel', { name: /Schedule/ });
  await expect(panel.getByLabel('Wednesday opening time')).toBeVisible();
  await expectAccessible(page, 'the Schedule tab');
  await panel.getByLabel('Wednesday opening time').fill('10:00');
  await panel.getByLabel('Wednesday closing time').fill('14:00');
  await panel.getByLabel('Sunday open', { exact: true }).uncheck();
  // A split shift on Tuesdays: 9:00-12:00 and 14:00-19:00 (issue 39).
  await panel.getByRole('button', { name: 'Add hours on Tuesday' }).click();
  await panel.getByLabel('Tuesday closing time', { exact: true }).fill('12:00');
  await panel.getByLabel('Tuesday opening time 2').fill('14:00');
  await panel.getByLabel('Tuesday closing time 2').fill('19:00');

  // Closing before opening is refused.
  await panel.getByLabel('Monday closing time').fill('08:00');
  await panel.getByRole('button', { name: 'Save schedule' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Monday' })).toBeVisible();
  // The first field in error has the focus.
  await expect(panel.getByLabel('Monday opening time')).toBeFocused();
  await expectAccessible(page, 'the Schedule tab with an error', { widths: [390] });
  await panel.getByLabel('Monday closing time').fill('17:00');

  await panel.getByRole('button', { name: 'Save schedule' }).click();
  await expect(panel.getByText('Schedule saved successfully!')).toBeVisible();

  await page.goto(`/${business.username}`);
  const dialog = await openBooking(page, service.name);
  await dialog.getByRole('button', { name: 'Details' }).click();
  const hours = dialog.getByRole('region', { name: 'Available Hours' });
  // Wednesday has its own hours now, Sunday is closed (the card may group equal days).
  await expect(hours).toContainText('10:00 AM – 2:00 PM');
  await expect(hours).toContainText(/Sun(day)?\s*Closed/);
  await expect(hours).toContainText('9:00 AM – 12:00 PM, 2:00 PM – 7:00 PM');

  // Back on the dashboard the saved hours are shown.
  await page.goto('/business/dashboard?tab=schedule');
  await expect(page.getByLabel('Wednesday opening time')).toHaveValue('10:00');
  await expect(page.getByLabel('Sunday open', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Tuesday opening time 2')).toHaveValue('14:00');

  // Leaving the tab with changes not saved asks first; staying keeps them.
  await page.getByLabel('Wednesday opening time').fill('11:00');
  await page.getByRole('tab', { name: /Bookings/ }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Wednesday opening time')).toHaveValue('11:00');
  await page.getByRole('tab', { name: /Bookings/ }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave without saving' })
    .click();
  await expect(page.getByRole('tab', { name: /Bookings/ })).toHaveAttribute('aria-selected', 'true');
});
