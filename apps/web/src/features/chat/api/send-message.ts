// POST /chats/{chatId}/messages with { content, messageType: 'text' }: answers the stored message.
import type { Message } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';

export function sendMessage(chatId: string, content: string): Promise<Message> {
  return apiRequest<Message>(`/chats/${encodeURIComponent(chatId)}/messages`, {
    method: 'POST',
    body: { content, messageType: 'text' },
  });
}
