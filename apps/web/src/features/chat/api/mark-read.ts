// PUT /chats/{chatId}/mark-read: zeroes the viewer's unread count of the chat (throttled by the
// caller to once per 2 s, see mark-read-throttle.ts).
import { callApi } from '@/lib/api-client';

export function markChatRead(chatId: string) {
  return callApi('markChatRead', { params: { chatId } });
}
