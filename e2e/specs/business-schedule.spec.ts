// Business dashboard, Schedule tab: the weekly hours are saved and the public booking form
// follows them.
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

  // Back on the dashboard the saved hours are shown.
  await page.goto('/business/dashboard?tab=schedule');
  await expect(page.getByLabel('Wednesday opening time')).toHaveValue('10:00');
  await expect(page.getByLabel('Sunday open', { exact: true })).not.toBeChecked();
});
