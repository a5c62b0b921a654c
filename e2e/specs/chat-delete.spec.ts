// Deleting a conversation (DELETE /chats/{chatId}, spec sections 7 and 8): asked first, gone for
// both parties afterwards, and 'Failed to delete chat' in a dismissible alert when it fails.
import { expect, test } from '@playwright/test';
import { apiRoute, registerBusiness, registerCustomer, signInBrowser } from '../fixtures/api';
import { businessBaseURL, signedInContext } from '../fixtures/chat';
import { postMessage, startChat } from '../fixtures/customer';

test('a customer deletes a conversation after confirming; it closes live for the business', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const { owner, business } = await registerBusiness(request);
  const customer = await registerCustomer(request);
  const chatId = await startChat(request, customer, business);
  await postMessage(request, customer, chatId, 'Can I move my appointment?');

  // The business has the conversation open meanwhile.
  const biz = await signedInContext(browser, owner, businessBaseURL(baseURL));
  await biz.page.goto('/business/dashboard');
  await biz.page.getByRole('tab', { name: /Messages/ }).click();
  await biz.page.getByRole('button', { name: new RegExp(customer.user.name) }).click();
  await expect(biz.page.getByTestId('chat-window').getByText('Can I move my appointment?')).toBeVisible();

  await signInBrowser(page, customer);
  await page.goto(`/customer/messages?chat=${chatId}`);
  const chat = page.getByTestId('chat-window');
  await expect(chat.getByText('Can I move my appointment?')).toBeVisible();

  // Cancel keeps everything.
  await chat.getByRole('button', { name: 'Delete chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this chat?' });
  await expect(dialog).toContainText(`The conversation with ${business.name}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(chat.getByText('Can I move my appointment?')).toBeVisible();

  await chat.getByRole('button', { name: 'Delete chat' }).click();
  await dialog.getByRole('button', { name: 'Delete chat' }).click();
  await expect(page.getByRole('heading', { name: 'Select a conversation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

  // The business's window closes by itself and says why; its list is empty.
  await expect(biz.page.getByText(`The conversation with ${customer.user.name} was deleted.`)).toBeVisible();
  await expect(biz.page.getByTestId('chat-window')).toHaveCount(0);
  await expect(biz.page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await biz.context.close();
});

test('a business deletes a conversation from its inbox; a failure is explained and dismissible', async ({
  page,
  request,
}) => {
  const { owner, business } = await registerBusiness(request);
  const customer = await registerCustomer(request);
  const chatId = await startChat(request, customer, business);
  await postMessage(request, customer, chatId, 'Hello there');

  await signInBrowser(page, owner);
  await page.goto('/business/dashboard');
  await page.getByRole('tab', { name: /Messages/ }).click();
  await page.getByRole('button', { name: new RegExp(customer.user.name) }).click();
  const chat = page.getByTestId('chat-window');
  await expect(chat.getByText('Hello there')).toBeVisible();

  // A proxy fails once without an explanation: the spec's text shows, and Dismiss clears it.
  let failures = 1;
  await page.route(apiRoute('deleteChat', { chatId }), (route) =>
    route.request().method() === 'DELETE' && failures-- > 0
      ? route.fulfill({ status: 502, json: {} })
      : route.fallback(),
  );
  await chat.getByRole('button', { name: 'Delete chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this chat?' });
  await dialog.getByRole('button', { name: 'Delete chat' }).click();
  const alert = chat.getByRole('alert').filter({ hasText: 'Failed to delete chat' });
  await expect(alert).toBeVisible();
  await expect(chat.getByText('Hello there')).toBeVisible();
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);

  await chat.getByRole('button', { name: 'Delete chat' }).click();
  await dialog.getByRole('button', { name: 'Delete chat' }).click();
  await expect(page.getByTestId('chat-window')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
});
