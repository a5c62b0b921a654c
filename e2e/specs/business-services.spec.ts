// Business dashboard, Services tab: a service of each booking type through the form (with the
// interval warning), Go Live / Take Offline reflected on the public page, edit and delete; the
// slot limit's default, buffers and minimum notice (decisions.md 8.4).
import { VALIDATION_MESSAGES } from '@booklane/shared/domain';
import { expect, test, type Page } from '@playwright/test';
import { registerBusiness, uid } from '../fixtures/api';
import { openDashboard } from '../fixtures/business';
import { expectAccessible } from '../fixtures/axe';

async function fillNewService(
  page: Page,
  name: string,
  type: 'Date and time' | 'Date only' | 'Time only' | 'Flexible',
  fields: { duration?: string; price?: string; interval?: string } = {},
) {
  await page.getByRole('button', { name: 'Add service' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New service' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Service name').fill(name);
  await dialog.getByRole('radio', { name: new RegExp(`^${type}`) }).check();
  if (fields.duration) await dialog.getByLabel('Duration (minutes)').fill(fields.duration);
  if (fields.price) await dialog.getByLabel('Price', { exact: true }).fill(fields.price);
  if (fields.interval) await dialog.getByLabel('Interval', { exact: true }).selectOption(fields.interval);
  return dialog;
}

function serviceCard(page: Page, name: string) {
  return page.getByTestId('service-item').filter({ has: page.getByRole('heading', { name }) });
}

test('a business creates a service of each booking type, with the form rules of spec sections 4-5', async ({
  page,
  request,
}) => {
  // A long journey: four booking types, their form rules, and accessibility scans at two widths.
  test.slow();
  const { owner, business } = await registerBusiness(request);
  await openDashboard(page, owner);
  await expect(page.getByRole('heading', { name: 'No services yet' })).toBeVisible();
  await expect(page.getByTestId('public-page-url')).toHaveText(new RegExp(`/${business.username}$`));

  // Validation: an empty name and a cleared price are refused with the shared messages.
  let dialog = await fillNewService(page, '', 'Date and time');
  await dialog.getByLabel('Price', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  await expect(dialog.getByLabel('Service name')).toHaveAttribute('aria-invalid', 'true');
  // The first field in error has the focus.
  await expect(dialog.getByLabel('Service name')).toBeFocused();
  await expectAccessible(page, 'the service form with errors');
  // A custom interval outside 1-720 minutes.
  await dialog.getByRole('switch', { name: 'Use common intervals' }).uncheck();
  await dialog.getByLabel('Interval (minutes)').fill('721');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(dialog.getByText('Booking interval must be between 1 and 720 minutes')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // datetime, interval longer than the duration: the warning is asked first.
  const datetime = `Cut ${uid()}`;
  dialog = await fillNewService(page, datetime, 'Date and time', {
    duration: '30',
    price: '25',
    interval: '60',
  });
  await expect(dialog.getByText('Shown as $25.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add break' }).click();
  await expect(dialog.getByLabel('Break 1 name')).toHaveValue('Lunch Break');
  await expect(dialog.getByLabel('Starts')).toHaveValue('12:00');
  await expect(dialog.getByLabel('Ends')).toHaveValue('13:00');
  await page.getByRole('button', { name: 'Create service' }).click();
  const warning = page.getByRole('dialog', { name: 'Booking interval' });
  await expect(
    warning.getByText(
      'Warning: Booking interval (60 min) is longer than service duration (30 min). This may limit availability. Continue?',
    ),
  ).toBeVisible();
  await warning.getByRole('button', { name: 'Continue' }).click();
  await expect(serviceCard(page, datetime)).toBeVisible();
  await expect(serviceCard(page, datetime)).toContainText('$25.00');
  await expect(serviceCard(page, datetime)).toContainText('1 break');

  // date-only: no interval or breaks offered; a custom schedule is.
  const dateOnly = `Day pass ${uid()}`;
  dialog = await fillNewService(page, dateOnly, 'Date only', { price: '80' });
  await expect(dialog.getByLabel('Interval', { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Add break' })).toHaveCount(0);
  await dialog.getByRole('switch', { name: 'Use a custom schedule' }).check();
  await expect(dialog.getByLabel('Monday open', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(serviceCard(page, dateOnly)).toContainText('Custom hours');

  // time-only: intervals and breaks, no custom schedule.
  const timeOnly = `Walk-in ${uid()}`;
  dialog = await fillNewService(page, timeOnly, 'Time only', { duration: '60', price: '15', interval: '60' });
  await expect(dialog.getByRole('switch', { name: 'Use a custom schedule' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(serviceCard(page, timeOnly)).toContainText('Time only');

  // flexible: no price, no duration.
  const flexible = `Consultation ${uid()}`;
  dialog = await fillNewService(page, flexible, 'Flexible');
  await dialog.getByRole('switch', { name: 'Has a price' }).uncheck();
  await dialog.getByRole('switch', { name: 'Has a duration' }).uncheck();
  await dialog.getByRole('switch', { name: 'Limit customers per time slot' }).check();
  await dialog.getByLabel('Max customers per slot').fill('3');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(serviceCard(page, flexible)).toContainText('Max 3 per slot');

  // The stat row counts them.
  const stats = page.getByRole('definition');
  await expect(stats.nth(0)).toHaveText('4');
  await expect(stats.nth(3)).toHaveText('4');

  // The public page lists all four.
  await page.goto(`/${business.username}`);
  for (const name of [datetime, dateOnly, timeOnly, flexible]) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
});

test('Take Offline hides a service from the public page, Go Live brings it back; edit and delete', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const { createService } = await import('../fixtures/api');
  const service = await createService(request, owner, business);
  await openDashboard(page, owner);

  const card = serviceCard(page, service.name);
  await card.getByRole('button', { name: 'Take Offline' }).click();
  await expect(card.getByText('Offline', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Go Live' })).toBeVisible();
  await expect(page.getByRole('definition').nth(3)).toHaveText('0');

  await page.goto(`/${business.username}`);
  await expect(page.getByRole('heading', { name: 'No services available' })).toBeVisible();
  await expect(page.getByRole('heading', { name: service.name })).toHaveCount(0);

  await page.goto('/business/dashboard?tab=services');
  await serviceCard(page, service.name).getByRole('button', { name: 'Go Live' }).click();
  await expect(serviceCard(page, service.name).getByText('Live', { exact: true })).toBeVisible();
  await page.goto(`/${business.username}`);
  await expect(page.getByRole('heading', { name: service.name })).toBeVisible();

  // Edit: the form is filled with the service; the new name is saved.
  await page.goto('/business/dashboard?tab=services');
  await serviceCard(page, service.name)
    .getByRole('button', { name: `Edit ${service.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit ${service.name}` });
  await expect(dialog.getByLabel('Service name')).toHaveValue(service.name);
  const renamed = `${service.name} deluxe`;
  await dialog.getByLabel('Service name').fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(serviceCard(page, renamed)).toBeVisible();

  // Delete asks the spec's question; Cancel keeps it, Delete removes it.
  await serviceCard(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete service' });
  await expect(confirm.getByText('Are you sure you want to delete this service?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(serviceCard(page, renamed)).toBeVisible();
  await serviceCard(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await page.getByRole('dialog', { name: 'Delete service' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No services yet' })).toBeVisible();
});

test('a new service starts with one place per slot; buffers and minimum notice are checked and saved', async ({
  page,
  request,
}) => {
  const { owner } = await registerBusiness(request);
  await openDashboard(page, owner);
  const name = `Massage ${uid()}`;
  const dialog = await fillNewService(page, name, 'Date and time', { duration: '60', price: '50' });

  // No double booking by default (decisions.md 8.4): the limit is on with 1 place.
  await expect(dialog.getByRole('switch', { name: 'Limit customers per time slot' })).toBeChecked();
  await expect(dialog.getByLabel('Max customers per slot')).toHaveValue('1');
  await expect(dialog.getByText('For group sessions raise it, or switch the limit off.')).toBeVisible();

  // Out of range: the shared messages.
  await dialog.getByLabel('Buffer after (minutes)').fill('300');
  await dialog.getByLabel('Minimum notice (minutes)').fill('20000');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(dialog.getByText(VALIDATION_MESSAGES.bufferInvalid)).toBeVisible();
  await expect(dialog.getByText(VALIDATION_MESSAGES.minimumNoticeInvalid)).toBeVisible();

  await dialog.getByLabel('Buffer before (minutes)').fill('10');
  await dialog.getByLabel('Buffer after (minutes)').fill('15');
  await dialog.getByLabel('Minimum notice (minutes)').fill('120');
  await expect(dialog.getByText('Customers book at least 2 hours ahead')).toBeVisible();
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(serviceCard(page, name)).toBeVisible();

  // The edit form shows what was saved.
  await serviceCard(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Buffer before (minutes)')).toHaveValue('10');
  await expect(edit.getByLabel('Buffer after (minutes)')).toHaveValue('15');
  await expect(edit.getByLabel('Minimum notice (minutes)')).toHaveValue('120');
  await expect(edit.getByLabel('Max customers per slot')).toHaveValue('1');
});
