// GET /chats/{chatId}/messages?page&limit: page 1 is the newest; each page is chronological.
import { MESSAGE_PAGE_SIZE } from '@booklane/shared/domain';
import { callApi } from '@/lib/api-client';

export function getMessages(chatId: string, page: number, signal?: AbortSignal) {
  return callApi(
    'listMessages',
    { params: { chatId }, query: { page, limit: MESSAGE_PAGE_SIZE } },
    { signal },
  );
}
