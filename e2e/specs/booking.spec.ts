import { expect, test, type Page } from '@playwright/test';
import { bookAsGuest, createService, dateInZone, registerBusiness, uid, PASSWORD } from '../fixtures/api';
import { openBooking, pickDateAndTime } from '../fixtures/booking';
import { expectAccessible } from '../fixtures/axe';

test('a guest books a datetime service and sees the success modal', async ({ page, request }) => {
  // A long journey with five accessibility scans at two widths each.
  test.slow();
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: true });
  const tomorrow = dateInZone(business.timezone, 1);

  await page.goto(`/${business.username}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expectAccessible(page, 'the business page');
  const dialog = await openBooking(page, service.name);
  await expect(dialog.getByText(`Complete your booking with ${business.name}`)).toBeVisible();
  // The sheet starts with the time; the service's cards open on demand.
  await expect(dialog.getByRole('heading', { name: 'Book Your Appointment' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Next available days' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Details' }).click();
  for (const card of ['Service Details', 'Available Hours', 'Break Hours', 'Book Your Appointment']) {
    await expect(dialog.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(dialog.getByText('You can book up to 30 days in advance.')).toBeVisible();
  await expectAccessible(page, 'the booking sheet with its details');

  // Submitting without a choice shows the spec's messages.
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(dialog.getByText('Please select both date and time')).toBeVisible();
  await expect(dialog.getByText('Please enter your name and email to proceed.').first()).toBeVisible();
  await expectAccessible(page, 'the booking sheet with errors');

  // Each message goes as soon as its field is fixed.
  await pickDateAndTime(page, tomorrow, '10:00 AM');
  await expect(dialog.getByText('Please select both date and time')).toHaveCount(0);
  await dialog.getByLabel('Name').fill('Guest Person');
  await dialog.getByLabel('Email').fill(`guest-${uid()}@example.test`);
  await dialog.getByLabel('Phone').fill('+1 555 0123');
  await expect(dialog.getByText('Please enter your name and email to proceed.')).toHaveCount(0);
  await expect(dialog.getByTestId('booking-summary')).toContainText('10:00 AM · $45');
  await dialog.getByLabel('Notes').fill('First visit');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();

  const success = page.getByRole('dialog', { name: 'Booking confirmed' });
  await expect(success).toBeVisible();
  await expect(
    success.getByText(
      'Your appointment is confirmed. Create an account to track it and chat with the business.',
    ),
  ).toBeVisible();
  await expect(success.getByText(business.name)).toBeVisible();
  await expect(success.getByText(service.name)).toBeVisible();
  await expect(success.getByText('10:00 AM')).toBeVisible();
  await expect(success.getByRole('link', { name: 'Login / Sign up' })).toHaveAttribute('href', '/login');
  // Add to calendar: the booking's .ics file and Google Calendar (docs/decisions/0032).
  const calendar = success.getByRole('region', { name: 'Add to calendar' });
  await expect(calendar.getByRole('link', { name: 'Calendar file (.ics)' })).toHaveAttribute(
    'href',
    /^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/,
  );
  await expect(calendar.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/,
  );
  await expectAccessible(page, 'the booking success dialog');
  await success.getByRole('link', { name: 'Continue browsing' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Businesses' })).toBeVisible();
});

test('a guest books a date-only and a flexible service: the form asks only what the type needs', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const dayPass = await createService(request, owner, business, {
    name: `Day pass ${uid()}`,
    bookingType: 'date-only',
    advanceBookingLimit: 7,
  });
  const callBack = await createService(request, owner, business, {
    name: `Call back ${uid()}`,
    bookingType: 'flexible',
  });
  const guestFields = async (dialog: ReturnType<Page['getByRole']>) => {
    await dialog.getByLabel('Name').fill('Guest Person');
    await dialog.getByLabel('Email').fill(`guest-${uid()}@example.test`);
    await dialog.getByLabel('Phone').fill('+1 555 0123');
  };

  // Date-only: a date within the advance limit, no time.
  await page.goto(`/${business.username}`);
  let dialog = await openBooking(page, dayPass.name);
  await expect(dialog.getByText('You can book up to 7 days in advance.')).toBeVisible();
  await expect(dialog.getByLabel('Date')).toHaveAttribute('max', dateInZone(business.timezone, 7));
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(dialog.getByText('Please select a date').first()).toBeVisible();
  await dialog.getByLabel('Date').fill(dateInZone(business.timezone, 3));
  await guestFields(dialog);
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  let success = page.getByRole('dialog', { name: 'Booking confirmed' });
  await expect(success.getByText(dayPass.name)).toBeVisible();
  await success.getByRole('link', { name: 'Continue browsing' }).click();

  // Flexible: neither date nor time.
  await page.goto(`/${business.username}`);
  dialog = await openBooking(page, callBack.name);
  await expect(dialog.getByLabel('Date')).toHaveCount(0);
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await guestFields(dialog);
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  success = page.getByRole('dialog', { name: 'Booking confirmed' });
  await expect(success.getByText(callBack.name)).toBeVisible();
});

test('a guest booking that needs approval is requested, and says so; closing the modal goes to /', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: false });
  await page.goto(`/${business.username}`);
  const dialog = await openBooking(page, service.name);
  await pickDateAndTime(page, dateInZone(business.timezone, 2), '2:00 PM');
  // The chosen time's own deadline: 24 hours before it, the day before at 2:00 PM.
  await expect(dialog.getByTestId('cancellation-line')).toHaveText(
    /^Free cancellation until (Mon|Tue|Wed|Thu|Fri|Sat|Sun) 2:00 PM$/,
  );
  await dialog.getByLabel('Name').fill('Guest Person');
  await dialog.getByLabel('Email').fill(`guest-${uid()}@example.test`);
  await dialog.getByLabel('Phone').fill('+1 555 0123');
  await expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Request booking' }).click();

  const success = page.getByRole('dialog', { name: 'Requested: the business will confirm' });
  await expect(
    success.getByText('Your request was sent. Create an account to track status and chat with the business.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});

test('a customer registers, books, and sees the confirmation', async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { autoAcceptBookings: false });
  const id = uid();

  await page.goto('/customer/register');
  await page.getByLabel('Full name').fill(`Casey ${id}`);
  await page.getByLabel('Email').fill(`casey-${id}@example.test`);
  await page.getByLabel('Phone').fill('+1 555 0142');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await page.goto(`/${business.username}`);
  const dialog = await openBooking(page, service.name);
  // Signed-in customers give no guest details.
  await expect(dialog.getByLabel('Name')).toHaveCount(0);
  await pickDateAndTime(page, dateInZone(business.timezone, 1), '11:00 AM');
  await dialog.getByRole('button', { name: 'Request booking' }).click();

  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(
    page.getByText('Requested: the business will confirm. We will email you when they do.'),
  ).toBeVisible();
});

test('a full time shows as full and cannot be picked', async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    hasSlotLimit: true,
    maxSlotsPerTimeSlot: 1,
  });
  const tomorrow = dateInZone(business.timezone, 1);
  await bookAsGuest(request, business, service, tomorrow, '10:00');

  await page.goto(`/${business.username}`);
  const dialog = await openBooking(page, service.name);
  await dialog.getByLabel('Date').fill(tomorrow);
  // The taken time shows as full and cannot be picked.
  await expect(dialog.getByRole('radio', { name: /^10:00 AM\s*Full$/ })).toBeDisabled();

  // Another time of the same day still has its place.
  await dialog.getByRole('radio', { name: '11:00 AM', exact: true }).check();
  await expect(dialog.getByText('1 place left.')).toBeVisible();
  await expect(dialog.getByTestId('booking-summary')).toContainText('11:00 AM · $45');
});

test('the booking modal closes with Escape and gives focus back', async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business);
  await page.goto(`/customer/business/${business._id}`);
  await openBooking(page, service.name);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book This Service' })).toBeFocused();
});

test('a visitor in another time zone is told once, and sees their own time next to the chosen one', async ({
  browser,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business);
  const visitorZone = business.timezone === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
  const context = await browser.newContext({ timezoneId: visitorZone });
  try {
    const page = await context.newPage();
    await page.goto(`/${business.username}`);
    const dialog = await openBooking(page, service.name);
    await expect(dialog.getByText(/^Times are in .+ time/)).toHaveCount(1);
    await pickDateAndTime(page, dateInZone(business.timezone, 2), '10:00 AM');
    const own = new Intl.DateTimeFormat('en-US', {
      timeZone: visitorZone,
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(`${dateInZone(business.timezone, 2)}T10:00:00Z`));
    // The business's zone in these specs is UTC unless the server picks another.
    if (business.timezone === 'UTC') {
      await expect(dialog.getByTestId('booking-summary')).toContainText(`${own} your time`);
    } else {
      await expect(dialog.getByTestId('booking-summary')).toContainText('your time');
    }
  } finally {
    await context.close();
  }
});
