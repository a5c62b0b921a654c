// Issue 9's journey: live chat and presence between a customer and a business, in two browser
// contexts (on two server processes in the cluster run, see playwright.cluster.config.ts).
import { expect, test } from '@playwright/test';
import { registerBusiness, registerCustomer } from '../fixtures/api';
import { businessBaseURL, expectDot, messagesNavLink, signedInContext } from '../fixtures/chat';
import { expectAccessible } from '../fixtures/axe';

test('customer and business chat live; presence and unread badges follow', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { owner, business } = await registerBusiness(request);
  const customer = await registerCustomer(request);

  // The business opens its dashboard: it is online while the page is open.
  const biz = await signedInContext(browser, owner, businessBaseURL(baseURL));
  await biz.page.goto('/business/dashboard');
  await expect(biz.page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  // In the cluster run the business really is on the other server process.
  if (process.env.E2E_SECOND_BASE_URL) expect(biz.page.url()).toContain(process.env.E2E_SECOND_BASE_URL);

  // The customer sees the business online on its page and starts a chat.
  const cust = await signedInContext(browser, customer, baseURL);
  await cust.page.goto(`/${business.username}`);
  await expect(cust.page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expectDot(cust.page, 'Online');
  await cust.page.getByRole('button', { name: 'Start Chat' }).click();
  await expect(cust.page).toHaveURL(/\/customer\/messages\?chat=/);
  await expect(cust.page.getByRole('heading', { level: 1, name: 'My Messages' })).toBeVisible();
  const custChat = cust.page.getByTestId('chat-window');
  await expect(custChat.getByRole('heading', { name: `Chat with ${business.name}` })).toBeVisible();
  await expect(custChat.getByText('No messages yet')).toBeVisible();
  await expect(custChat.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();

  const question = 'Hello! Friday? <b>not bold</b><img src=x onerror="window.__xss=1">';
  await custChat.getByLabel(`Message to ${business.name}`).fill(question);
  await custChat.getByLabel(`Message to ${business.name}`).press('Enter');
  const sent = custChat.getByRole('listitem').filter({ hasText: question });
  await expect(sent).toContainText('Sent');
  // Shown as text, never as HTML.
  await expect(sent.locator('b, img')).toHaveCount(0);
  expect(await cust.page.evaluate(() => '__xss' in window)).toBe(false);
  await expect(custChat.getByLabel(`Message to ${business.name}`)).toHaveValue('');

  // The business's Messages tab badge rises live, and the conversation shows the message.
  const tabBadge = biz.page.getByTestId('messages-unread-badge');
  await expect(tabBadge).toHaveText(/^1\s*unread$/);
  await biz.page.getByRole('tab', { name: /Messages/ }).click();
  const row = biz.page.getByRole('button', { name: new RegExp(customer.user.name) });
  await expect(row).toContainText(question);
  await expect(row.getByTestId('chat-unread-badge')).toHaveText(/^1/);
  await row.click();
  const bizChat = biz.page.getByTestId('chat-window');
  await expect(bizChat.getByRole('heading', { name: `Chat with ${customer.user.name}` })).toBeVisible();
  await expect(bizChat.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  expect(await biz.page.evaluate(() => '__xss' in window)).toBe(false);
  // Opening it marks it read: the tab badge and the row badge clear.
  await expect(tabBadge).toHaveCount(0);
  await expect(row.getByTestId('chat-unread-badge')).toHaveCount(0);
  await expectAccessible(biz.page, 'the business Messages tab with a chat open');
  await expectAccessible(cust.page, 'My Messages with a live chat', { widths: [1280] });

  // The answer reaches the customer's open chat live.
  const answer = 'Yes, Friday at 10:00 works for us.';
  await bizChat.getByLabel(`Message to ${customer.user.name}`).fill(answer);
  await bizChat.getByRole('button', { name: 'Send' }).click();
  await expect(bizChat.getByRole('listitem').filter({ hasText: answer })).toContainText('Sent');
  await expect(custChat.getByRole('listitem').filter({ hasText: answer })).toBeVisible();

  // The window can be minimized and expanded again.
  await bizChat.getByRole('button', { name: 'Minimize chat' }).click();
  await expect(bizChat.getByRole('log')).toBeHidden();
  await bizChat.getByRole('button', { name: 'Expand chat' }).click();
  await expect(bizChat.getByRole('log')).toBeVisible();

  // With the chat closed on the customer's side, a new answer raises the navbar badge.
  await cust.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  // "Welcome" on a new account's first visit, "Welcome back" after (issue 39).
  await expect(cust.page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const followUp = 'See you then!';
  await bizChat.getByLabel(`Message to ${customer.user.name}`).fill(followUp);
  await bizChat.getByLabel(`Message to ${customer.user.name}`).press('Enter');
  await expect(messagesNavLink(cust.page)).toHaveAccessibleName(/Messages\s*1\s*unread/);
  await messagesNavLink(cust.page).click();
  const custRow = cust.page.getByRole('button', { name: new RegExp(business.name) });
  await expect(custRow).toContainText(followUp);
  await expect(custRow.getByTestId('chat-unread-badge')).toHaveText(/^1/);
  await custRow.click();
  await expect(
    cust.page.getByTestId('chat-window').getByRole('listitem').filter({ hasText: followUp }),
  ).toBeVisible();
  // Reading clears both the row badge and the navbar badge.
  await expect(custRow.getByTestId('chat-unread-badge')).toHaveCount(0);
  await expect(messagesNavLink(cust.page)).toHaveAccessibleName('Messages');

  // A signed-out visitor sees the presence too (decision 0008).
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/${business.username}`);
  await expectDot(visitorPage, 'Online');

  // Closing the business dashboard turns the dot offline, live.
  await cust.page.goto(`/${business.username}`);
  await expectDot(cust.page, 'Online');
  await biz.page.close();
  await expectDot(cust.page, 'Offline');
  await expectDot(visitorPage, 'Offline');

  await biz.context.close();
  await cust.context.close();
  await visitor.close();
});
