// The booking form reads its dates and times from GET /services/{id}/availability and follows
// `availabilityChanged` live (decisions.md 8.4): a full time shows as full and cannot be picked,
// and a place taken in another browser turns the time full here without a reload.
import { BOOKING_MESSAGES } from '@booklane/shared/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  bookAsGuest,
  createService,
  dateInZone,
  registerBusiness,
  registerCustomer,
  signInBrowser,
  uid,
} from '../fixtures/api';
import { openBooking } from '../fixtures/booking';
import { bookAsCustomer } from '../fixtures/business';

/** A time shown as full: its radio is named `10:00 AM Full`. */
const fullTime = (dialog: Locator, time: string) =>
  dialog.getByRole('radio', { name: new RegExp(`^${time}\\s*Full$`) });

async function openOn(page: Page, username: string, serviceName: string, date: string) {
  await page.goto(`/${username}`);
  const dialog = await openBooking(page, serviceName);
  await dialog.getByLabel('Date').fill(date);
  return dialog;
}

test('a full time cannot be picked, and a place taken in another browser turns full live', async ({
  browser,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    name: `Fitting ${uid()}`,
    hasSlotLimit: true,
    maxSlotsPerTimeSlot: 1,
    autoAcceptBookings: true,
  });
  const day = dateInZone(business.timezone, 2);
  await bookAsGuest(request, business, service, day, '10:00');

  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const pageA = await first.newPage();
    const pageB = await second.newPage();
    const [dialogA, dialogB] = await Promise.all([
      openOn(pageA, business.username, service.name, day),
      openOn(pageB, business.username, service.name, day),
    ]);

    // The time booked beforehand is full in both, and cannot be chosen.
    for (const dialog of [dialogA, dialogB]) {
      await expect(fullTime(dialog, '10:00 AM')).toBeDisabled();
    }

    // Both look at 11:00, which has its one place.
    await dialogA.getByRole('radio', { name: '11:00 AM', exact: true }).check();
    await dialogB.getByRole('radio', { name: '11:00 AM', exact: true }).check();
    await expect(dialogB.getByText('1 place left.')).toBeVisible();

    // A books it.
    await dialogA.getByLabel('Name').fill('First Guest');
    await dialogA.getByLabel('Email').fill(`first-${uid()}@example.test`);
    await dialogA.getByLabel('Phone').fill('+1 555 0101');
    await dialogA.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(pageA.getByRole('dialog', { name: 'Booking confirmed' })).toBeVisible();

    // B sees 11:00 become full without reloading, and is told its choice is gone.
    await expect(fullTime(dialogB, '11:00 AM')).toBeDisabled();
    await expect(dialogB.getByText(BOOKING_MESSAGES.timeSlotFull)).toBeVisible();
    await expect(dialogB.getByText('1 place left.')).toHaveCount(0);

    // Another time still books.
    await dialogB.getByRole('radio', { name: '2:00 PM', exact: true }).check();
    await expect(dialogB.getByText(BOOKING_MESSAGES.timeSlotFull)).toHaveCount(0);
    await dialogB.getByLabel('Name').fill('Second Guest');
    await dialogB.getByLabel('Email').fill(`second-${uid()}@example.test`);
    await dialogB.getByLabel('Phone').fill('+1 555 0102');
    await dialogB.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(pageB.getByRole('dialog', { name: 'Booking confirmed' })).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

test("the customer's reschedule dialog follows the business's places live while open", async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    name: `Massage ${uid()}`,
    hasSlotLimit: true,
    maxSlotsPerTimeSlot: 1,
    autoAcceptBookings: true,
  });
  const customer = await registerCustomer(request);
  const day = dateInZone(business.timezone, 2);
  await bookAsCustomer(request, customer, business, service, day, '10:00');

  // The dialog joins the business's view room while open (whichever socket carries it); the
  // server answers a join with the business's status once the socket is in the room.
  const joined = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        const payload = String(frame.payload);
        if (payload.includes('businessStatusUpdate') && payload.includes(business._id)) resolve();
      }),
    );
  });
  await signInBrowser(page, customer);
  await page.goto('/customer/dashboard');
  const card = page
    .getByRole('list', { name: 'Active bookings' })
    .getByTestId('active-booking')
    .filter({ hasText: service.name });
  await card.getByRole('button', { name: /^Reschedule/ }).click();
  const dialog = page.getByRole('dialog', { name: `Reschedule ${service.name}` });
  await expect(dialog.getByLabel('Date')).toHaveValue(day);
  await expect(dialog.getByRole('radio', { name: '2:00 PM', exact: true })).toBeEnabled();
  await joined;

  // Someone else takes 2:00 PM that day: the open dialog shows it full without a reload.
  await bookAsGuest(request, business, service, day, '14:00');
  await expect(fullTime(dialog, '2:00 PM')).toBeDisabled();
});
