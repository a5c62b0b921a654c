// The owner's day (issue 33, decisions.md 9.2): the dashboard opens on today's grid with one
// column per team member; the owner drags a customer's booking to another member and time (the
// customer's open dashboard follows), books a walk-in without an email on a phone, marks
// yesterday's booking as a no-show; a team member invited by email joins in a second browser, sees
// the calendar, and is refused a colleague's booking.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  callApi,
  createService,
  dateInZone,
  PASSWORD,
  registerBusiness,
  registerCustomer,
  signInBrowser,
  uid,
  type Account,
  type Business,
  type Service,
} from '../fixtures/api';
import { expectAccessible, PHONE } from '../fixtures/axe';
import { waitForMail } from '../fixtures/mail';

type Member = { _id: string; name: string };
type Booking = { _id: string; status: string };

/** The grid's scale (day-calendar grid-model: 96 px an hour). */
const PX_PER_HOUR = 96;

async function newBrowserPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

test.describe("the owner's day", () => {
  test.slow();

  let owner: Account;
  let business: Business;
  let service: Service;
  let members: { own: Member; leo: Member; maya: Member };
  let today: string;

  const walkIn = (request: Parameters<typeof callApi>[0], body: Record<string, unknown>) =>
    callApi<Booking>(request, 'createBusinessBooking', {
      params: { id: business._id },
      body: { service: service._id, ...body },
      token: owner.token,
    });

  test.beforeEach(async ({ request }) => {
    ({ owner, business } = await registerBusiness(request, { name: `Day Salon ${uid()}` }));
    const addMember = (name: string, title: string) =>
      callApi<Member>(request, 'createTeamMember', {
        params: { id: business._id },
        body: { name, title, email: `${name.split(' ')[0]!.toLowerCase()}-${uid()}@example.test` },
        token: owner.token,
      });
    const leo = await addMember('Leo Park', 'Barber');
    const maya = await addMember('Maya Stone', 'Colourist');
    const team = await callApi<Member[]>(request, 'listTeamMembers', { params: { id: business._id } });
    const own = team.find((m) => m._id !== leo._id && m._id !== maya._id)!;
    members = { own, leo, maya };
    service = await createService(request, owner, business, { name: 'Cut and finish' });
    today = dateInZone(business.timezone);
  });

  test('the owner sees three members today and drags a booking to another member; the customer sees it move', async ({
    page,
    request,
    browser,
  }) => {
    const customer = await registerCustomer(request, { name: `Dana Drag ${uid()}` });
    const booked = await walkIn(request, {
      teamMember: members.own._id,
      bookingDate: today,
      startTime: '10:00',
      customer: { userId: customer.user.id },
    });
    expect(booked.status).toBe('confirmed');

    // The customer watches their dashboard in a second browser.
    const customerPage = await newBrowserPage(browser, 1280);
    await signInBrowser(customerPage, customer);
    await customerPage.goto('/customer/dashboard');
    const card = customerPage.getByTestId('active-booking').filter({ hasText: 'Cut and finish' });
    await expect(card).toContainText(members.own.name);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInBrowser(page, owner);
    await page.goto('/business/dashboard');
    // It opens on today's calendar: one column per member.
    await expect(page.getByRole('tab', { name: /Calendar/, selected: true })).toBeVisible();
    for (const member of Object.values(members)) {
      await expect(page.getByTestId(`calendar-column-${member._id}-${today}`)).toBeVisible();
    }
    const block = page.locator(`[data-booking-id="${booked._id}"]`);
    await expect(block).toContainText(customer.user.name);
    await expectAccessible(page, "the owner's day calendar");

    // Drag it an hour later into Leo's column.
    await block.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const from = (await block.boundingBox())!;
    const leoColumn = (await page.getByTestId(`calendar-column-${members.leo._id}-${today}`).boundingBox())!;
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: leoColumn.x + leoColumn.width / 2, y: start.y + PX_PER_HOUR };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 10, start.y + 10, { steps: 4 });
    await page.mouse.move(end.x, end.y, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByText('Booking moved.')).toBeVisible();
    await expect(
      page
        .getByTestId(`calendar-column-${members.leo._id}-${today}`)
        .locator(`[data-booking-id="${booked._id}"]`),
    ).toContainText(/11:00/);

    // The customer's open dashboard follows, live.
    await expect(card).toContainText('Leo Park');
    await expect(card).toContainText(/11:00/);

    // The history says who moved it.
    await page.locator(`[data-booking-id="${booked._id}"]`).click();
    const details = page.getByRole('dialog');
    await expect(details.getByTestId('booking-history')).toContainText(/Moved by Owner/);
    await expectAccessible(page, "a booking's details in the calendar");
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await page.getByRole('group', { name: 'Calendar view' }).getByRole('button', { name: 'Week' }).click();
    await expect(page.getByTestId(`calendar-column-${members.own._id}-${today}`)).toBeVisible();
    await expectAccessible(page, "a team member's week");
    await customerPage.context().close();
  });

  test('on a phone the owner books a walk-in without an email, and marks yesterday’s booking as a no-show', async ({
    page,
    request,
  }) => {
    const yesterday = dateInZone(business.timezone, -1);
    await walkIn(request, {
      teamMember: members.own._id,
      bookingDate: yesterday,
      startTime: '10:00',
      customer: { name: 'Yara Yesterday' },
    });

    await page.setViewportSize({ width: PHONE, height: 844 });
    await signInBrowser(page, owner);
    await page.goto('/business/dashboard');
    await page.getByLabel('Team member').selectOption(members.own._id);

    // A walk-in: a name is all it takes.
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByLabel('Team member').selectOption(members.own._id);
    await dialog.getByLabel('Date').fill(today);
    await dialog.getByLabel('Time').fill('15:00');
    await dialog.getByLabel('Name').fill('Wendy Walk-in');
    await expectAccessible(page, 'the new booking dialog');
    await dialog.getByRole('button', { name: 'Save booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('calendar-booking').filter({ hasText: 'Wendy Walk-in' })).toBeVisible();

    // Yesterday's booking did not happen: a no-show, final.
    await page.getByRole('button', { name: 'Previous day' }).click();
    const yara = page.getByTestId('calendar-booking').filter({ hasText: 'Yara Yesterday' });
    await yara.click();
    const details = page.getByRole('dialog');
    await details.getByRole('button', { name: /^No-show/ }).click();
    await page.getByRole('button', { name: 'Mark as no-show' }).click();
    await expect(page.getByText('Booking marked as no-show.')).toBeVisible();
    await expect(yara).toContainText('No-show');
    await expectAccessible(page, 'the day calendar on a phone', { widths: [PHONE] });
  });

  test('a team member invited by email joins in a second browser, sees the calendar, and is refused a colleague’s booking', async ({
    page,
    request,
    browser,
  }) => {
    const colleagues = await walkIn(request, {
      teamMember: members.own._id,
      bookingDate: dateInZone(business.timezone, 1),
      startTime: '14:00',
      customer: { name: 'Cora Colleague' },
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInBrowser(page, owner);
    await page.goto('/business/dashboard?tab=team');
    const leoEmail = `leo-${uid()}@example.test`;
    await page.getByRole('button', { name: 'Invite Leo Park' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Leo Park' });
    await invite.getByLabel('Email').fill(leoEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(/Invited, link valid until/)).toBeVisible();

    const mail = await waitForMail('team_invite', leoEmail);
    const link = /\/join\/[A-Za-z0-9._~-]+/.exec(mail.text ?? '')?.[0];
    expect(link, 'the join link in the email').toBeTruthy();

    // Leo has a business account of his own and opens the link in another browser.
    const leo = await callApi<Account>(request, 'register', {
      body: { role: 'business', name: 'Leo Park', email: leoEmail, password: PASSWORD },
    });
    const leoPage = await newBrowserPage(browser, 1280);
    await signInBrowser(leoPage, leo);
    await leoPage.goto(link!);
    await expect(leoPage.getByRole('heading', { name: `Join ${business.name} as Leo Park` })).toBeVisible();
    await leoPage.getByRole('button', { name: 'Join the team' }).click();
    await expect(leoPage).toHaveURL(/\/business\/dashboard/);
    await expect(leoPage.getByRole('tab', { name: /Calendar/, selected: true })).toBeVisible();

    // He sees the business's calendar, but cannot cancel a colleague's booking.
    await leoPage.getByRole('button', { name: 'Next day' }).click();
    const theirs = leoPage.locator(`[data-booking-id="${colleagues._id}"]`);
    await theirs.click();
    await leoPage
      .getByRole('dialog')
      .getByRole('button', { name: /^Cancel/ })
      .first()
      .click();
    await leoPage.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(leoPage.getByText('You can only act on your own bookings.')).toBeVisible();
    await leoPage.context().close();
  });
});
