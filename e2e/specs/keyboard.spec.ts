// Keyboard-only journeys (WCAG 2.1.1): a guest finds a business and books a service, and an owner
// confirms a pending booking, with Tab, Enter, Space, arrows and typing only: no click, no fill.
// Along the way: after a route change the focus is on the new page's heading, a submitted form
// with a missing field puts the focus on it, and the owner's Confirm names its booking.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createService,
  dateInZone,
  registerBusiness,
  registerCustomer,
  signInBrowser,
  uid,
} from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { bookAsCustomer } from '../fixtures/business';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBeFocused();
}

/** The element that has the focus, as a short description for failure messages. */
async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 60)}"` : 'nothing';
  });
}

test('a guest books a service on a business page with the keyboard only', async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request, { name: `Keyboard Cuts ${uid()}` });
  const service = await createService(request, owner, business, { autoAcceptBookings: true });

  // The directory, filtered through its address (a shared link), then Tab to the card's link.
  await page.goto(`/?q=${encodeURIComponent(business.name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Businesses' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: business.name }) });
  await tabTo(page, card.getByRole('link', { name: 'View & Book' }));
  await page.keyboard.press('Enter');

  // The new page's heading has the focus and names the page.
  const title = page.getByRole('heading', { level: 1, name: business.name });
  await expect(title).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(business.name));

  // Tab on to the service and open its booking sheet.
  const book = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: service.name }) })
    .getByRole('button', { name: 'Book This Service' });
  await tabTo(page, book);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Book ${service.name}` });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), {
      message: 'the focus is inside the sheet',
    })
    .toBe(true);

  // A day of the strip with Enter, then a time: Tab into the radio group, arrows move the choice.
  const days = dialog.getByRole('group', { name: 'Next available days' });
  const day = days.locator('button:not([disabled])').nth(1);
  await tabTo(page, day);
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const firstTime = dialog.locator('input[type="radio"]:not([disabled])').first();
  await tabTo(page, firstTime);
  await page.keyboard.press('Space');
  await expect(firstTime).toBeChecked();
  await page.keyboard.press('ArrowRight');
  const checked = dialog.getByRole('radio', { checked: true });
  await expect(checked).toHaveCount(1);
  await expect(firstTime).not.toBeChecked();
  await expect(checked).toBeFocused();

  // Submitting without the guest's details puts the focus on the first missing field.
  const confirm = dialog.getByRole('button', { name: 'Confirm Booking' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  const name = dialog.getByLabel('Name');
  await expect(name, `focused instead: ${await focusedText(page)}`).toBeFocused();
  await expect(dialog.getByText('Please enter your name and email to proceed.').first()).toBeVisible();
  await page.keyboard.type('Kim Keyboard');
  await tabTo(page, dialog.getByLabel('Email'));
  await page.keyboard.type(`kim-${uid()}@example.test`);
  await tabTo(page, dialog.getByLabel('Phone'));
  await page.keyboard.type('+1 555 0123');
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');

  const success = page.getByRole('dialog', { name: 'Booking confirmed' });
  await expect(success).toBeVisible();
  await expect(success.getByText(service.name)).toBeVisible();
  await expectAccessible(page, 'the success dialog reached by keyboard', { widths: [1280] });

  // Escape closes it and goes to the directory, whose heading then has the focus.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Businesses' })).toBeFocused();
});

test('an owner confirms a pending booking with the keyboard only', async ({ page, request }) => {
  const { owner, business } = await registerBusiness(request);
  const service = await createService(request, owner, business, {
    name: `Women's Haircut ${uid()}`,
    autoAcceptBookings: false,
  });
  const customer = await registerCustomer(request);
  const day = dateInZone(business.timezone, 3);
  await bookAsCustomer(request, customer, business, service, day, '15:00');

  await signInBrowser(page, owner);
  await page.goto('/business/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();

  // The tabs: Tab into the list, arrows to Bookings (automatic activation).
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  await tabTo(page, tabs.getByRole('tab', { selected: true }));
  const bookings = tabs.getByRole('tab', { name: /Bookings/ });
  // As many arrows as Bookings is to the right of the selected tab (wrapping), one at a time.
  const names = await tabs.getByRole('tab').allTextContents();
  const selected = (await tabs.getByRole('tab', { selected: true }).textContent()) ?? '';
  const steps =
    (names.findIndex((n) => /Bookings/.test(n)) - names.indexOf(selected) + names.length) % names.length;
  for (let i = 0; i < steps; i += 1) {
    const focused = await page.evaluate(() => document.activeElement?.id);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).not.toBe(focused);
  }
  await expect(bookings).toHaveAttribute('aria-selected', 'true');
  await expect(bookings).toBeFocused();

  // The card's Confirm says which booking it confirms; Enter confirms it.
  const card = page.getByTestId('active-booking').filter({ hasText: service.name });
  await expect(card).toContainText('Pending');
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const when = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
    .formatToParts(new Date(Date.UTC(y, m - 1, d, 12)))
    .filter((p) => p.type !== 'literal')
    .map((p) => p.value)
    .join(' ');
  const confirm = card.getByRole('button', {
    name: `Confirm ${service.name} for ${customer.user.name}, ${when} 3:00 PM`,
    exact: true,
  });
  await expect(confirm).toHaveText('Confirm');
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
  await expect(page.getByText('Booking confirmed.')).toBeVisible();
});
