// The chat's other states (spec sections 2 and 8): empty lists, the placeholder, the redirects,
// the chat-start refusal, older pages, a failed send, the 'Chat Error' panel, 'Failed to get chat', list failure and
// the dot's 'connection issues'.
import { expect, test, type WebSocketRoute } from '@playwright/test';
import { apiRoute, registerBusiness, registerCustomer, signInBrowser } from '../fixtures/api';
import { expectDot } from '../fixtures/chat';
import { postMessage, startChat } from '../fixtures/customer';
import { expectAccessible } from '../fixtures/axe';

test('empty conversation lists and the placeholder, for both roles', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  await page.goto('/customer/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'My Messages' })).toBeVisible();
  await expect(page.getByText("Chat with businesses you're interested in")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await expect(page.getByText("Start chatting with businesses you're interested in!")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select a conversation' })).toBeVisible();
  await expect(page.getByText('Choose a chat from the sidebar to start messaging')).toBeVisible();
  await expectAccessible(page, 'My Messages, empty');

  const { owner } = await registerBusiness(request);
  await signInBrowser(page, owner);
  await page.goto('/business/dashboard');
  await page.getByRole('tab', { name: /Messages/ }).click();
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await expect(page.getByText('Customers will appear here when they message you.')).toBeVisible();
  await expectAccessible(page, 'the business Messages tab, empty');
});

test('/customer/messages redirects: signed out to /customer/login, a business to /', async ({
  page,
  request,
}) => {
  await page.goto('/customer/messages');
  await expect(page).toHaveURL(/\/customer\/login\?next=%2Fcustomer%2Fmessages$/);
  const { owner } = await registerBusiness(request);
  await signInBrowser(page, owner);
  await page.goto('/customer/messages');
  await expect(page).toHaveURL(/\/$/);
});

test('only a signed-in customer can start a chat', async ({ page, request }) => {
  const { business } = await registerBusiness(request);
  // Signed out: Start Chat leads to sign in first, then to the chat (no-lost-context.spec.ts).
  await page.goto(`/${business.username}`);
  await expect(page.getByRole('link', { name: 'Start Chat' })).toHaveAttribute(
    'href',
    `/customer/login?next=${encodeURIComponent(`/customer/messages?business=${business._id}`)}`,
  );

  // Another business's owner is told why not (their own page has no button at all).
  const other = await registerBusiness(request);
  await signInBrowser(page, other.owner);
  await page.goto(`/${business.username}`);
  await page.getByRole('button', { name: 'Start Chat' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please log in as a customer to start a chat.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${business.username}$`));
});

test('older messages load when scrolled to the top; rows show last message and unread count', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const customer = await registerCustomer(request);
  const chatId = await startChat(request, customer, business);
  for (let i = 1; i <= 55; i += 1) {
    await postMessage(request, owner, chatId, `Message number ${i}`);
  }
  await signInBrowser(page, customer);
  await page.goto('/customer/messages');
  const row = page.getByRole('button', { name: new RegExp(business.name) });
  await expect(row).toContainText('Message number 55');
  await expect(row.getByTestId('chat-unread-badge')).toHaveText(/^55/);
  await expect(row).toContainText('Just now');
  await row.click();
  const log = page.getByTestId('chat-window').getByRole('log');
  await expect(log.getByText('Message number 55')).toBeVisible();
  await expect(log.getByText('Message number 6', { exact: true })).toBeAttached();
  await expect(log.getByText('Message number 5', { exact: true })).toHaveCount(0);
  await log.evaluate((el) => (el.scrollTop = 0));
  await expect(log.getByText('Message number 1', { exact: true })).toBeAttached();
  await expect(log.getByRole('listitem')).toHaveCount(55);
  await expect(row.getByTestId('chat-unread-badge')).toHaveCount(0);
  await expectAccessible(page, 'My Messages with a chat open');
});

test('a failed send removes the message and restores its text; list and chat failures', async ({
  page,
  request,
}) => {
  const { business } = await registerBusiness(request);
  const customer = await registerCustomer(request);
  await startChat(request, customer, business);
  await signInBrowser(page, customer);

  await page.route(apiRoute('sendMessage'), (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await page.goto('/customer/messages');
  await page.getByRole('button', { name: new RegExp(business.name) }).click();
  const chat = page.getByTestId('chat-window');
  const box = chat.getByLabel(`Message to ${business.name}`);
  // The composer sends once the chat has loaded (until then Enter does nothing).
  await expect(chat.getByText('No messages yet')).toBeVisible();
  await box.fill('This one will fail');
  await box.press('Enter');
  await expect(chat.getByRole('alert').filter({ hasText: 'Failed to send message' })).toBeVisible();
  await expect(chat.getByRole('log').getByText('This one will fail')).toHaveCount(0);
  await expect(box).toHaveValue('This one will fail');
  await chat.getByRole('button', { name: 'Dismiss' }).click();
  await expect(chat.getByText('Failed to send message')).toHaveCount(0);

  // Opening a chat with a business fails: a dismissible alert with Try again.
  await page.route(apiRoute('openChatWithBusiness'), (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(`/customer/messages?business=${business._id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to get chat' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Failed to get chat')).toHaveCount(0);
  await expect(page).toHaveURL(/\/customer\/messages$/);
  await page.goto(`/customer/messages?business=${business._id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to get chat' })).toBeVisible();
  await page.unroute(apiRoute('openChatWithBusiness'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('chat-window')).toBeVisible();
  await expect(page).toHaveURL(/\?chat=/);

  // The chat panel itself fails (an answer it cannot show): the 'Chat Error' panel with Try Again.
  await page.route(apiRoute('listMessages', {}, '*'), (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ messages: 5, hasMore: false }),
    }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Chat Error' })).toBeVisible();
  await expect(page.getByText('Something went wrong with the chat functionality')).toBeVisible();
  await page.unroute(apiRoute('listMessages', {}, '*'));
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('chat-window')).toBeVisible();

  // The list fails: 'Failed to load chats'.
  await page.route(apiRoute('listCustomerChats'), (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/customer/messages');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load chats' })).toBeVisible({
    timeout: 20_000,
  });
});

test('the online dot says "connection issues" when the realtime connection drops', async ({
  page,
  request,
}) => {
  const { business } = await registerBusiness(request);
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  // Sockets pass through until the network "drops": then open ones close and new ones are refused.
  let down = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/socket\.io/, (ws) => {
    if (down) return void ws.close();
    ws.connectToServer();
    open.push(ws);
  });
  await page.goto(`/${business.username}`);
  await expectDot(page, 'Offline');
  down = true;
  await Promise.all(open.map((ws) => ws.close()));
  await expectDot(page, 'connection issues');
});

test('a business that is not online shows offline', async ({ page, request }) => {
  const { business } = await registerBusiness(request);
  const customer = await registerCustomer(request);
  await signInBrowser(page, customer);
  await page.goto(`/${business.username}`);
  await expectDot(page, 'Offline');
});
