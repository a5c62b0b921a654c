// DELETE /chats/{chatId}.
import { apiRequest } from '@/lib/api-client';

export function deleteChat(chatId: string): Promise<void> {
  return apiRequest<void>(`/chats/${encodeURIComponent(chatId)}`, { method: 'DELETE' });
}
