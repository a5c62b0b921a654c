// GET /chats/customer and GET /chats/business: the viewer's conversations and their unread total.
import type { UserRole } from '@booklane/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const chatListKey = (role: UserRole, token: string | null) => ['chats', role, token] as const;

function getChats(role: UserRole, signal?: AbortSignal) {
  return callApi(role === 'customer' ? 'listCustomerChats' : 'listBusinessChats', {}, { signal });
}

export function useChatList(role: UserRole, token: string | null) {
  return useQuery({
    queryKey: chatListKey(role, token),
    queryFn: ({ signal }) => getChats(role, signal),
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}
