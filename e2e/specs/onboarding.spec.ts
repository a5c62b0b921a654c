// Onboarding that ends with a bookable page (issue 33): a taken username refuses the registration
// before anything is created; a new business goes through every step (the account with the
// browser's time zone, opening hours, a first service, the team, the public link) to a page that
// shows its service; an owner who leaves resumes at the first missing step; a business without a
// live service is not in the directory, and its page says it is not taking bookings yet. Every
// step is scanned with axe at 390 and 1280 px.
import { ONBOARDING_TEXTS } from '@booklane/shared/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  callApi,
  PASSWORD,
  registerBusiness,
  signInBrowser,
  uid,
  type Account,
  type Business,
} from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';

// The browser's zone, which a new business starts with.
test.use({ timezoneId: 'Europe/Lisbon' });

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
    'aria-valuenow',
    String(step),
  );
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

test('a new business is led through every step to its bookable public page', async ({ page, request }) => {
  test.slow();
  const id = uid();
  const username = `corner-${id}`;
  const name = `Alex Corner ${id}`;
  const { business: taken } = await registerBusiness(request);

  // Step 1: the account and the username, the time zone from the browser (editable).
  await page.goto('/business/register');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await expect(page.getByTestId('registration-time-zone')).toContainText('Europe/Lisbon');
  await page.getByRole('button', { name: 'Change time zone' }).click();
  await page.getByLabel('Time zone', { exact: true }).selectOption('Europe/Madrid');
  await expect(page.getByTestId('registration-time-zone')).toContainText('Europe/Madrid');
  await expectAccessible(page, 'onboarding: the registration with the time zone picker');

  await page.getByLabel('Business username').fill(taken.username);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`alex-${id}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  // Refused before anything is created: still here, signed out, the username marked.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Username is already taken' }).first(),
  ).toBeVisible();
  await expect(page.getByLabel('Business username')).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectAccessible(page, 'onboarding: a taken username');

  await page.getByLabel('Business username').fill(username);
  await page.getByRole('button', { name: 'Register' }).click();

  // Step 2: opening hours, in the zone chosen.
  await expect(page).toHaveURL(/\/business\/onboarding\?step=hours$/);
  await expect(page.getByRole('heading', { level: 1, name: ONBOARDING_TEXTS.pageTitle })).toBeVisible();
  await expectStep(page, 2, 'Opening hours');
  await expect(page.getByTestId('onboarding-step-hours')).toContainText('Europe/Madrid');
  await expectAccessible(page, 'onboarding: opening hours');
  await page.getByRole('button', { name: ONBOARDING_TEXTS.hoursSave }).click();

  // Step 3: a first service; the step's heading takes the focus.
  await expect(page).toHaveURL(/\/business\/onboarding\?step=service$/);
  await expectStep(page, 3, 'Your first service');
  await expect(page.getByRole('heading', { level: 2, name: 'Your first service' })).toBeFocused();
  await expect(page.getByText(ONBOARDING_TEXTS.serviceNeeded)).toBeVisible();
  await expectAccessible(page, 'onboarding: first service');
  const serviceName = `Walk-in cut ${id}`;
  await page.getByRole('button', { name: 'Add your first service' }).click();
  const dialog = page.getByRole('dialog', { name: 'New service' });
  await dialog.getByLabel('Service name').fill(serviceName);
  await dialog.getByRole('spinbutton', { name: 'Price' }).fill('30');
  await dialog.getByRole('button', { name: 'Create service' }).click();
  await expect(page.getByTestId('service-item').filter({ hasText: serviceName })).toBeVisible();
  await expect(page.getByText(ONBOARDING_TEXTS.serviceNeeded)).toHaveCount(0);
  await page.getByRole('button', { name: ONBOARDING_TEXTS.continue }).click();

  // Step 4: the team (optional): the owner is its first member; add a colleague.
  await expect(page).toHaveURL(/\/business\/onboarding\?step=team$/);
  await expectStep(page, 4, 'Your team');
  await expect(page.getByTestId('onboarding-step-team')).toContainText(name);
  await expectAccessible(page, 'onboarding: team');
  await page.getByRole('button', { name: 'Add team member' }).first().click();
  const memberDialog = page.getByRole('dialog', { name: 'Add team member' });
  await memberDialog.getByLabel('Name', { exact: true }).fill('Sam Lee');
  await memberDialog.getByRole('button', { name: 'Add team member' }).click();
  await expect(memberDialog).toHaveCount(0);
  await expect(page.getByTestId('onboarding-step-team')).toContainText('Sam Lee');
  await page.getByRole('button', { name: ONBOARDING_TEXTS.continue }).click();

  // Step 5: the public link, to copy or open.
  await expect(page).toHaveURL(/\/business\/onboarding\?step=link$/);
  await expectStep(page, 5, 'Your booking page');
  await expect(page.getByText(ONBOARDING_TEXTS.linkReady)).toBeVisible();
  await expect(page.getByTestId('onboarding-public-link')).toHaveValue(
    new RegExp(`^https?://[^/]+/${username}$`),
  );
  await expectAccessible(page, 'onboarding: the public link');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: ONBOARDING_TEXTS.copyLink }).click();
  await expect(page.getByRole('status').filter({ hasText: ONBOARDING_TEXTS.linkCopied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/${username}$`));

  const [publicPage] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: new RegExp(ONBOARDING_TEXTS.openLink) }).click(),
  ]);
  await expect(publicPage).toHaveURL(new RegExp(`/${username}$`));
  await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(publicPage.getByRole('heading', { name: serviceName })).toBeVisible();
  await expect(publicPage.getByRole('button', { name: /Book This Service/ }).first()).toBeVisible();
  await publicPage.close();

  // Listed in the directory now that it has a live service.
  await page.getByRole('link', { name: ONBOARDING_TEXTS.finish }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })).toBeVisible();
});

test('an owner who leaves the setup resumes at the first missing step', async ({ page, request }) => {
  const id = uid();
  const owner = await callApi<Account & { business: Business }>(request, 'register', {
    body: {
      role: 'business',
      name: `Resume ${id}`,
      email: `resume-${id}@example.test`,
      password: PASSWORD,
      business: { username: `resume-${id}` },
    },
  });
  await signInBrowser(page, owner);
  await page.goto('/business/onboarding');
  await expectStep(page, 2, 'Opening hours');

  // Hours saved (from another device): the setup goes on at the service.
  await callApi(request, 'updateSchedule', {
    params: { id: owner.business._id },
    body: {
      schedule: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
          day,
          { start: '09:00', end: '17:00', isOpen: day !== 'sunday' },
        ]),
      ),
    },
    token: owner.token,
  });
  await page.goto('/business/onboarding');
  await expectStep(page, 3, 'Your first service');
  // Back goes to the step before, and the browser's Back returns.
  await page.getByRole('button', { name: ONBOARDING_TEXTS.back }).click();
  await expectStep(page, 2, 'Opening hours');
  await page.goBack();
  await expectStep(page, 3, 'Your first service');
  // Skipping is allowed: the page is not listed until a service is live.
  await page.getByRole('button', { name: ONBOARDING_TEXTS.skip }).click();
  await expectStep(page, 4, 'Your team');
  await page.getByRole('button', { name: ONBOARDING_TEXTS.continue }).click();
  await expectStep(page, 5, 'Your booking page');
  await expect(page.getByText(ONBOARDING_TEXTS.linkNotReady)).toBeVisible();
  await expectAccessible(page, 'onboarding: the public link before any service');
});

test('a business without a live service is not in the directory; its page is not taking bookings yet', async ({
  page,
  request,
}) => {
  const marker = uid();
  const { business } = await registerBusiness(request, { name: `Quiet Corner ${marker}` });
  await page.goto(`/?q=${encodeURIComponent(`Quiet Corner ${marker}`)}`);
  await expect(page.getByText('No businesses found.')).toBeVisible();

  await page.goto(`/${business.username}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(page.getByTestId('not-taking-bookings')).toHaveText(ONBOARDING_TEXTS.notTakingBookings);
  await expect(page.getByRole('heading', { name: 'No services available' })).toBeVisible();
  await expectAccessible(page, 'a business page that is not taking bookings yet');
});
