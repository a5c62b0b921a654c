// GET /chats/{chatId}/messages?page&limit: page 1 is the newest; each page is chronological.
import { MESSAGE_PAGE_SIZE, type MessagesPage } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';

export function getMessages(chatId: string, page: number, signal?: AbortSignal): Promise<MessagesPage> {
  return apiRequest<MessagesPage>(`/chats/${encodeURIComponent(chatId)}/messages`, {
    query: { page, limit: MESSAGE_PAGE_SIZE },
    signal,
  });
}
