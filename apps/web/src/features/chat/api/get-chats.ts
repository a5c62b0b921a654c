// GET /chats/customer and GET /chats/business: the viewer's conversations and their unread total.
import { ERROR_MESSAGES, type ChatListResponse, type UserRole } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const chatListKey = (role: UserRole, token: string | null) => ['chats', role, token] as const;

export function getChats(role: UserRole, signal?: AbortSignal): Promise<ChatListResponse> {
  return apiRequest<ChatListResponse>(role === 'customer' ? '/chats/customer' : '/chats/business', {
    signal,
  });
}

/** The list's failure text: the server's message, else 'Failed to load chats'. */
export const CHAT_LIST_FALLBACK = ERROR_MESSAGES.loadChats;

export function useChatList(role: UserRole, token: string | null) {
  return useQuery({
    queryKey: chatListKey(role, token),
    queryFn: ({ signal }) => getChats(role, signal),
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}
