// PUT /chats/{chatId}/mark-read: zeroes the viewer's unread count of the chat (throttled by the
// caller to once per 2 s, see mark-read-throttle.ts).
import { apiRequest } from '@/lib/api-client';

export function markChatRead(chatId: string): Promise<void> {
  return apiRequest<void>(`/chats/${encodeURIComponent(chatId)}/mark-read`, { method: 'PUT' });
}
