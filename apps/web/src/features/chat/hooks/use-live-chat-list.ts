// The viewer's conversations, kept live by the chat socket (newMessage, chatMarkedAsRead,
// chatDeleted, unreadSummary) and reloaded after a reconnect, when events may have been missed. The live
// handlers are registered once per list however many components read it.
import type { UserRole } from '@booklane/shared/domain';
import type { ChatListResponse } from '@booklane/shared/schemas';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatConnection } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { chatListKey, useChatList } from '@/entities/chat/api/get-chats';
import { applyDeleted, applyMarkedRead, applyNewMessage } from '../chat-list-model';
import { isChatOnScreen } from '../open-chats';

const live = new Map<string, { count: number; stop: () => void }>();

function startLive(client: QueryClient, role: UserRole, token: string): () => void {
  const key = chatListKey(role, token);
  const update = (fn: (list: ChatListResponse) => ChatListResponse | null) => {
    const list = client.getQueryData<ChatListResponse>(key);
    if (!list) return;
    const next = fn(list);
    if (next) client.setQueryData(key, next);
    else void client.invalidateQueries({ queryKey: key });
  };
  let wasDown = false;
  const stops = [
    chatConnection.on('newMessage', ({ chatId, message }) =>
      update((list) => applyNewMessage(list, chatId, message, role, isChatOnScreen(chatId))),
    ),
    chatConnection.on('chatMarkedAsRead', ({ chatId, unreadCount }) =>
      update((list) => applyMarkedRead(list, chatId, unreadCount)),
    ),
    chatConnection.on('chatDeleted', ({ chatId }) => update((list) => applyDeleted(list, chatId))),
    chatConnection.on('unreadSummary', ({ totalUnread }) => update((list) => ({ ...list, totalUnread }))),
    chatConnection.subscribeState(() => {
      const state = chatConnection.getState();
      if (state === 'disconnected') wasDown = true;
      if (state === 'connected' && wasDown) {
        wasDown = false;
        void client.invalidateQueries({ queryKey: key });
      }
    }),
  ];
  chatConnection.ensureStarted();
  // Events were not followed while nobody showed the list: a cached copy may be behind.
  if (client.getQueryData(key)) void client.invalidateQueries({ queryKey: key });
  return () => stops.forEach((stop) => stop());
}

export function useLiveChatList(role: UserRole) {
  const { token } = useSession();
  const client = useQueryClient();
  const query = useChatList(role, token);
  useEffect(() => {
    if (!token) return;
    const id = JSON.stringify(chatListKey(role, token));
    const entry = live.get(id);
    if (entry) entry.count += 1;
    else live.set(id, { count: 1, stop: startLive(client, role, token) });
    return () => {
      const current = live.get(id);
      if (!current) return;
      current.count -= 1;
      if (current.count === 0) {
        current.stop();
        live.delete(id);
      }
    };
  }, [client, role, token]);
  return query;
}

/** The unread total of the list (the business dashboard's Messages tab badge). */
export function useChatUnreadTotal(role: UserRole): number {
  return useLiveChatList(role).data?.totalUnread ?? 0;
}
