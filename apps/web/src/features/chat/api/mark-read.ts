// PUT /chats/{chatId}/mark-read: the viewer's side of the chat is read up to `upTo`, the other
// party's newest message the viewer saw (throttled by the caller to once per 2 s, see
// mark-read-throttle.ts).
import { callApi } from '@/lib/api-client';

export function markChatRead(chatId: string, upTo: string | undefined) {
  return callApi('markChatRead', { params: { chatId }, body: upTo ? { upTo } : {} });
}
