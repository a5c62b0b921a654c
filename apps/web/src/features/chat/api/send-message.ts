// POST /chats/{chatId}/messages with { content, messageType: 'text' }: answers the stored message.
import { callApi } from '@/lib/api-client';

export function sendMessage(chatId: string, content: string) {
  return callApi('sendMessage', { params: { chatId }, body: { content, messageType: 'text' } });
}
