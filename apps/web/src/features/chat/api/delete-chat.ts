// DELETE /chats/{chatId}: removes the conversation and its messages for both parties. On success
// the chat leaves the viewer's list at once (the server pushes the new unread totals).
import type { UserRole } from '@booklane/shared/domain';
import type { ChatListResponse } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { applyDeleted } from '../chat-list-model';
import { chatListKey } from '@/entities/chat/api/get-chats';

function deleteChat(chatId: string) {
  return callApi('deleteChat', { params: { chatId } });
}

export function useDeleteChat(role: UserRole) {
  const client = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: deleteChat,
    onSuccess: (_done, chatId) => {
      const key = chatListKey(role, token);
      const list = client.getQueryData<ChatListResponse>(key);
      if (list) client.setQueryData(key, applyDeleted(list, chatId));
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
