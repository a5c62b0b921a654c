// Team calendars (decisions.md 9.1, issue 31): a customer picks a stylist and a time on a phone;
// "Anyone" says who was assigned; the owner adds a team member with their own hours and a day off,
// and the public page stops offering that day for them.
import { expect, test } from '@playwright/test';
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
import { openDashboard } from '../fixtures/business';

type Member = { _id: string; name: string };

async function addMember(
  request: Parameters<typeof callApi>[0],
  owner: Account,
  business: Business,
  body: Record<string, unknown>,
) {
  return callApi<Member>(request, 'createTeamMember', {
    params: { id: business._id },
    body,
    token: owner.token,
  });
}

test('a customer picks a stylist and a time on a phone; "Anyone" says who was assigned', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: PHONE, height: 844 });
  const { owner, business } = await registerBusiness(request);
  await addMember(request, owner, business, { name: 'Maya Stone', title: 'Senior stylist' });
  const leo = await addMember(request, owner, business, { name: 'Leo Park', title: 'Barber' });
  const service = await createService(request, owner, business);
  const customer = await registerCustomer(request, { phone: '+1 555 0100' });
  const tomorrow = dateInZone(business.timezone, 1);

  await signInBrowser(page, customer);
  await page.goto(`/${business.username}`);
  // The public page shows the team.
  await expect(page.getByText('Maya Stone')).toBeVisible();
  let dialog = await openBooking(page, service.name);
  const team = dialog.getByRole('group', { name: 'Team member' });
  await expect(team.getByRole('radio', { name: /Anyone/ })).toBeChecked();
  await team.getByRole('radio', { name: /Leo Park/ }).check();
  await pickDateAndTime(page, tomorrow, '10:00 AM');
  await expect(dialog.getByTestId('booking-summary')).toContainText('Leo Park');
  await expectAccessible(page, 'the booking sheet with a team member chosen');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText(/Your appointment is with Leo Park\./)).toBeVisible();

  // Leo is taken at 10:00 now; anyone else still is free then, and the answer says who.
  const mine = await callApi<Array<{ teamMember: Member | null; startTime: string }>>(
    request,
    'listMyBookings',
    {
      token: customer.token,
    },
  );
  expect(mine.map((b) => [b.startTime, b.teamMember?._id])).toEqual([['10:00', leo._id]]);
  // The customer lands on their dashboard; back to the business's page.
  await page.goto(`/${business.username}`);
  dialog = await openBooking(page, service.name);
  await dialog
    .getByRole('group', { name: 'Team member' })
    .getByRole('radio', { name: /Leo Park/ })
    .check();
  await dialog.getByLabel('Date').fill(tomorrow);
  await expect(dialog.getByRole('radio', { name: '10:00 AM Full', exact: true })).toBeDisabled();
  await dialog
    .getByRole('group', { name: 'Team member' })
    .getByRole('radio', { name: /Anyone/ })
    .check();
  await pickDateAndTime(page, tomorrow, '10:00 AM');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  // The owner's own member comes first in the team's order, with no bookings that day.
  await expect(page.getByText(new RegExp(`Your appointment is with ${owner.user.name}\\.`))).toBeVisible();
});

test('the owner adds a team member with hours and a day off; the public page stops offering that day for them', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business);
  const dayOff = dateInZone(business.timezone, 2);
  const dayAfter = dateInZone(business.timezone, 3);
  const name = `Jordan ${uid()}`;

  await openDashboard(page, owner, 'team');
  await page.getByRole('tab', { name: /Team/ }).click();
  await page.getByRole('button', { name: 'Add team member' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add team member' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Title').fill('Colour specialist');
  await add.getByRole('switch', { name: "Uses the business's hours" }).click();
  await expect(add.getByRole('group', { name: 'Their weekly hours' })).toBeVisible();
  await expectAccessible(page, 'the add team member dialog');
  await add.getByRole('button', { name: 'Add team member' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('list', { name: 'Team members' }).getByRole('heading', { name })).toBeVisible();

  await page.getByRole('tab', { name: /Schedule/ }).click();
  await page.getByRole('button', { name: 'Add block' }).click();
  const block = page.getByRole('dialog', { name: 'Add block' });
  await block.getByLabel('Who').selectOption({ label: name });
  await expect(block.getByRole('switch', { name: 'All day' })).toBeChecked();
  await block.getByLabel('First day').fill(dayOff);
  await block.getByLabel('Last day').fill(dayOff);
  await block.getByLabel('Note').fill('Day off');
  await block.getByRole('button', { name: 'Add block' }).click();
  await expect(block).toBeHidden();
  await expect(page.getByText('Day off')).toBeVisible();

  await page.goto(`/${business.username}`);
  const dialog = await openBooking(page, service.name);
  await dialog
    .getByRole('group', { name: 'Team member' })
    .getByRole('radio', { name: new RegExp(name) })
    .check();
  await dialog.getByLabel('Date').fill(dayOff);
  // Their day off offers no time that can be picked.
  await expect(dialog.getByRole('radio', { name: /^\d{1,2}:\d{2} (AM|PM)/, disabled: false })).toHaveCount(0);
  await dialog.getByLabel('Date').fill(dayAfter);
  await expect(dialog.getByRole('radio', { name: '10:00 AM', exact: true })).toBeEnabled();
  // Anyone else still works that day.
  await dialog
    .getByRole('group', { name: 'Team member' })
    .getByRole('radio', { name: /Anyone/ })
    .check();
  await dialog.getByLabel('Date').fill(dayOff);
  await expect(dialog.getByRole('radio', { name: '10:00 AM', exact: true })).toBeEnabled();
});
