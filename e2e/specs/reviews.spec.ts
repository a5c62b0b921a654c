// Verified reviews (issue 22, docs/decisions/0023): a customer whose booking was completed follows
// the review link of the completion email, gives 5 stars and a text, and sees it on the business
// page; another signed-in customer reports it; the owner sees the report and answers from the
// dashboard's Reviews tab, and the answer shows on the public page; the directory card shows the
// rating. A guest reviews through the manage link. Every new screen passes axe at 390 and 1280 px.
import { fileURLToPath } from 'node:url';
import { bookingReviewPath, managePagePath } from '@booklane/shared/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiRoute,
  callApi,
  createService,
  dateInZone,
  registerBusiness,
  registerCustomer,
  PASSWORD,
  signInBrowser,
  uid,
  type Account,
  type Business,
  type Service,
} from '../fixtures/api';
import { expectAccessible, PHONE } from '../fixtures/axe';
import { waitForMail } from '../fixtures/mail';
import { screenshotsWanted } from '../fixtures/screenshots';

/** Git-ignored (`screenshots/`): looked at by people, not compared. */
const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

/** Screenshots of a part of the page at a phone's and a desktop's width. */
async function screenshots(page: Page, target: Locator, name: string) {
  if (!screenshotsWanted) return;
  for (const width of [PHONE, 1280]) {
    await page.setViewportSize({ width, height: width === PHONE ? 844 : 800 });
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: shot(`${name}-${width}`) });
  }
}

type Booked = { _id: string; status: string };

/** A date-only booking of today: it has started (its day has begun), so it can be completed. */
async function completedBooking(
  request: Parameters<typeof callApi>[0],
  owner: Account,
  business: Business,
  service: Service,
  customer: Account,
): Promise<Booked> {
  const booking = await callApi<Booked>(request, 'createBooking', {
    body: {
      service: service._id,
      business: business._id,
      notes: '',
      bookingDate: dateInZone(business.timezone, 0),
      startTime: null,
    },
    token: customer.token,
  });
  expect(booking.status).toBe('pending');
  for (const status of ['confirmed', 'completed'] as const) {
    await callApi(request, 'updateBookingStatus', {
      params: { id: booking._id },
      body: { status },
      token: owner.token,
    });
  }
  return booking;
}

/** The path of the first link in a mail's text part that matches. */
function linkIn(text: string | undefined, pattern: RegExp): string {
  const match = pattern.exec(text ?? '');
  expect(match, `a link matching ${pattern} in the text part`).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

const LONG_WORD = 'Supercalifragilistic'.repeat(8);
const REVIEW_TEXT = `Lovely visit, <b>not bold</b>.\nSecond line.\n${LONG_WORD}`;

test('a customer reviews a completed booking from the email, others report it, the owner answers', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const marker = uid();
  const { owner, business } = await registerBusiness(request, { name: `Review Studio ${marker}` });
  const service = await createService(request, owner, business, {
    name: 'Day Spa',
    bookingType: 'date-only',
    autoAcceptBookings: false,
  });
  const customer = await registerCustomer(request, { name: 'Alex Morgan' });
  const booking = await completedBooking(request, owner, business, service, customer);

  // The business page has no review yet.
  await page.goto(`/${business.username}`);
  const section = page.getByTestId('reviews-section');
  await expect(section.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
  await expect(section.getByText('No reviews yet')).toBeVisible();

  // The history offers 'Leave a review' for the completed booking.
  await signInBrowser(page, customer);
  await page.goto('/customer/history');
  const entry = page.getByTestId('history-booking').filter({ hasText: 'Day Spa' });
  await expect(entry.getByRole('link', { name: 'Leave a review of Day Spa' })).toHaveAttribute(
    'href',
    bookingReviewPath(booking._id),
  );
  await page.evaluate(() => localStorage.clear());

  // The completion email invites a review and links to the review page of the booking.
  const mail = await waitForMail('customer_booking_completed', customer.user.email);
  const link = linkIn(mail.text, /https?:\/\/[^\s"'<>]+\/customer\/bookings\/[^\s"'<>]+\/review/);
  expect(link).toBe(bookingReviewPath(booking._id));

  // Followed signed out, the link asks to sign in and comes back to the review page.
  await page.goto(link);
  await expect(page).toHaveURL(/\/customer\/login\?next=%2Fcustomer%2Fbookings%2F/);
  await page.getByLabel('Email').fill(customer.user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Day Spa' })).toBeVisible();
  await expect(page.getByRole('link', { name: business.name, exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the write-review page');

  // Stars are required; the choice is a keyboard-operable radio group.
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(page.getByRole('radio', { name: '1 star' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await page.getByRole('radio', { name: '5 stars' }).check();
  await expect(page.getByText('Excellent')).toBeVisible();
  await page.getByLabel('Your review').fill(REVIEW_TEXT);
  await expect(page.getByText(`${[...REVIEW_TEXT].length} / 2,000 characters`)).toBeVisible();
  await expectAccessible(page, 'the write-review page, filled in');
  await screenshots(page, page.locator('main'), 'reviews-write-page');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  // Written: it may still be changed (7 days), so the form stays, now editing it.
  await expect(page.getByRole('heading', { level: 1, name: 'Your review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(page.getByText(/You can change it until/)).toBeFocused();
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();

  // A second review of the same booking is refused in the server's words.
  const again = await request.fetch(`/api/bookings/${booking._id}/review`, {
    method: 'POST',
    data: { rating: 1 },
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(again.status()).toBe(409);
  // The page of a tab opened before the review was written: the refusal in the server's words,
  // then the booking reloaded with its review.
  await page.route(
    apiRoute('getBooking', { id: booking._id }),
    async (route) => {
      const response = await route.fetch();
      const read = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...read, review: null } });
    },
    { times: 1 },
  );
  await page.reload();
  await page.getByRole('radio', { name: '3 stars' }).check();
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This booking already has a review.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();

  // Seven days later (the server's answer as it will be then) it is shown as written, fixed.
  const past = new Date(Date.now() - 60_000).toISOString();
  type Read = { review?: { editableUntil: string } | null };
  const age = (b: Read) => (b.review ? { ...b, review: { ...b.review, editableUntil: past } } : b);
  await page.route(apiRoute('getBooking', { id: booking._id }), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: age((await response.json()) as Read) });
  });
  await page.route(apiRoute('listMyBookingHistory'), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: ((await response.json()) as Read[]).map(age) });
  });
  await page.reload();
  const own = page.getByTestId('own-review');
  await expect(own.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
  await expect(own.getByText('Second line.', { exact: false })).toBeVisible();
  await expect(own.getByText('A review can be changed for 7 days after it is written.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expectAccessible(page, 'the review page of a review that can no longer change');
  await screenshots(page, page.locator('main'), 'reviews-write-page-fixed');
  await page.goto('/customer/history');
  await expect(entry.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
  await expect(entry.getByRole('link', { name: /review/ })).toHaveCount(0);
  await page.unroute(apiRoute('getBooking', { id: booking._id }));
  await page.unroute(apiRoute('listMyBookingHistory'));

  // The history shows the stars and 'Edit review'.
  await page.goto('/customer/history');
  await expect(entry.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Edit your review of Day Spa' })).toHaveAttribute(
    'href',
    bookingReviewPath(booking._id),
  );

  // Published on the business page: plain text (the markup shows as typed), lines kept.
  await page.goto(`/${business.username}`);
  await expect(section.getByText('No reviews yet')).toHaveCount(0);
  await expect(section.getByText('Rated 5.0 out of 5 from 1 review')).toBeAttached();
  // The header shows the rating too, linking down to the reviews.
  await expect(page.getByRole('link', { name: 'Rated 5.0 out of 5 from 1 review' })).toHaveAttribute(
    'href',
    '#reviews-heading',
  );
  const review = section.getByTestId('review');
  await expect(review).toHaveCount(1);
  await expect(review.getByRole('heading', { name: 'Alex M.' })).toBeVisible();
  await expect(review).toContainText('Day Spa');
  await expect(review.getByText('Lovely visit, <b>not bold</b>.')).toBeVisible();
  await expect(review.locator('b')).toHaveCount(0);
  await expect(section.getByRole('list', { name: 'Reviews by stars' })).toContainText('5 stars: 1 review');
  // The author's own review has no Report button for its business's owner only; a long word wraps.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);

  // Another signed-in customer reports it.
  const reporter = await registerCustomer(request);
  await signInBrowser(page, reporter);
  await page.goto(`/${business.username}`);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the business page with a review');
  await screenshots(page, section, 'reviews-business-page');
  await review.getByRole('button', { name: 'Report the review by Alex M.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please say why you report this review.')).toBeVisible();
  await dialog.getByLabel('Why are you reporting it?').fill('It mentions a competitor.');
  await expectAccessible(page, 'the report dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Thank you. The business will see your report.')).toBeVisible();
  await expect(review.getByText('Reported', { exact: true })).toBeVisible();

  // The owner's Reviews tab: unanswered, reported with the reason; the owner answers.
  await signInBrowser(page, owner);
  await page.goto('/business/dashboard?tab=reviews');
  const tab = page.getByRole('tabpanel', { name: 'Reviews' });
  const card = tab.getByTestId('owner-review');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Alex M.' })).toBeVisible();
  await expect(card.getByText('Not answered')).toBeVisible();
  await expect(card.getByText('Reported once. Reasons given:')).toBeVisible();
  await expect(card.getByText('It mentions a competitor.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, "the owner's Reviews tab");
  await card.getByRole('button', { name: 'Answer to Alex M.' }).click();
  await card.getByRole('button', { name: 'Publish answer' }).click();
  await expect(card.getByText('Please write an answer.')).toBeVisible();
  await card.getByLabel('Your answer').fill('Thank you, Alex!\nSee you soon.');
  await expectAccessible(page, "the owner's answer form");
  await screenshots(page, tab, 'reviews-owner-tab-answering');
  await card.getByRole('button', { name: 'Publish answer' }).click();
  await expect(page.getByText('Your answer is published.')).toBeVisible();
  await expect(card.getByText(`Response from ${business.name}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit answer to Alex M.' })).toBeFocused();
  await expect(card.getByText('Not answered')).toHaveCount(0);
  await screenshots(page, tab, 'reviews-owner-tab');
  await screenshots(page, page.getByRole('tablist', { name: 'Dashboard sections' }), 'reviews-owner-tablist');

  // The answer shows on the public page (the owner has no Report button there).
  await page.goto(`/${business.username}`);
  await expect(review.getByText(`Response from ${business.name}`)).toBeVisible();
  await expect(review).toContainText('Thank you, Alex!');
  await expect(review.getByRole('button', { name: /Report/ })).toHaveCount(0);
  await screenshots(page, section, 'reviews-business-page-answered');
  await screenshots(page, page.locator('main'), 'reviews-business-page-whole');

  // The directory card shows the rating.
  await page.goto('/');
  await page.getByLabel('Search businesses').fill(business.name);
  const listed = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: business.name }) });
  await expect(listed.getByText('Rated 5.0 out of 5 from 1 review')).toBeAttached();
  await expect(listed.getByText('(1 review)')).toBeVisible();
  await expect(listed.getByText('5.0', { exact: true })).toBeVisible();
});

test('a guest reviews a completed booking on the manage page of the email', async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    name: 'Day Pass',
    bookingType: 'date-only',
    autoAcceptBookings: true,
  });
  const guestEmail = `guest-${uid()}@example.test`;
  const booking = await callApi<Booked>(request, 'createGuestBooking', {
    body: {
      service: service._id,
      business: business._id,
      notes: '',
      bookingDate: dateInZone(business.timezone, 0),
      startTime: null,
      guestName: 'Robin Quinn',
      guestEmail,
      guestPhone: '+1 555 0123',
    },
  });
  await callApi(request, 'updateBookingStatus', {
    params: { id: booking._id },
    body: { status: 'completed' },
    token: owner.token,
  });
  const mail = await waitForMail('customer_booking_completed', guestEmail);
  const link = linkIn(mail.text, /https?:\/\/[^\s"'<>]+\/manage\/[^\s"'<>]+/);
  expect(link.startsWith(managePagePath(''))).toBe(true);

  await page.goto(link);
  const card = page.getByTestId('managed-review');
  await expect(card.getByRole('heading', { name: 'How was it? Write a review' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'the manage page of a completed booking');
  await screenshots(page, card, 'reviews-manage-page');
  await card.getByRole('radio', { name: '4 stars' }).check();
  await card.getByLabel('Your review').fill('Quick and friendly.');
  await card.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Your review' })).toBeVisible();

  // Changed within 7 days: PUT through the link.
  await card.getByRole('radio', { name: '3 stars' }).check();
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your review is updated.')).toBeVisible();

  await page.goto(`/${business.username}`);
  const review = page.getByTestId('reviews-section').getByTestId('review');
  await expect(review.getByRole('heading', { name: 'Robin Q.' })).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 3 out of 5 stars' })).toBeVisible();
  await expect(review).toContainText('Quick and friendly.');
});

test('the business page shows 20 reviews, then more on "Show more reviews", with the count per star', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    name: 'Quick Trim',
    bookingType: 'date-only',
    autoAcceptBookings: false,
  });
  // 21 reviews, written one after the other: 1 star first, then 5, 4, 3, 2, 5, 4, ...
  const ratings = [1, ...Array.from({ length: 20 }, (_, i) => [5, 4, 3, 2][i % 4] as number)];
  for (const [i, rating] of ratings.entries()) {
    const customer = await registerCustomer(request, { name: `Pat Reviewer${i}` });
    const booking = await completedBooking(request, owner, business, service, customer);
    await callApi(request, 'createBookingReview', {
      params: { id: booking._id },
      body: { rating, text: `Visit number ${i}` },
      token: customer.token,
    });
  }

  await page.goto(`/${business.username}`);
  const section = page.getByTestId('reviews-section');
  const reviews = section.getByTestId('review');
  await expect(reviews).toHaveCount(20);
  // Newest first: the last one written leads, the first (1 star) is not shown yet.
  await expect(reviews.first()).toContainText('Visit number 20');
  await expect(section.getByText('Visit number 0', { exact: true })).toHaveCount(0);
  const sum = ratings.reduce((a, b) => a + b, 0);
  const average = (Math.round((sum / ratings.length) * 10) / 10).toFixed(1);
  await expect(section.getByText(`Rated ${average} out of 5 from 21 reviews`)).toBeAttached();
  const byStars = section.getByRole('list', { name: 'Reviews by stars' });
  await expect(byStars).toContainText('5 stars: 5 reviews');
  await expect(byStars).toContainText('1 star: 1 review');

  await section.getByRole('button', { name: 'Show more reviews' }).click();
  await expect(reviews).toHaveCount(21);
  await expect(reviews.last()).toContainText('Visit number 0');
  await expect(reviews.last().getByRole('img', { name: 'Rated 1 out of 5 stars' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Show more reviews' })).toHaveCount(0);
});

test('the review page says why a booking cannot be reviewed', async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, { name: 'Colour' });
  const customer = await registerCustomer(request);
  const upcoming = await callApi<Booked>(request, 'createBooking', {
    body: {
      service: service._id,
      business: business._id,
      notes: '',
      bookingDate: dateInZone(business.timezone, 2),
      startTime: '10:00',
    },
    token: customer.token,
  });
  await signInBrowser(page, customer);
  await page.goto(bookingReviewPath(upcoming._id));
  await expect(page.getByText('You can review a booking once it is completed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
  await expectAccessible(page, 'the review page of a booking not completed', { widths: [PHONE] });

  await page.goto(bookingReviewPath('00000000-0000-4000-8000-000000000000'));
  await expect(page.getByText('Booking not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Booking History' })).toHaveAttribute(
    'href',
    '/customer/history',
  );
});
