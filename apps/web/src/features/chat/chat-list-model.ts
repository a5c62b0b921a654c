// Live updates of a conversation list (spec section 2 "Conversation list"): a new message moves
// its chat to the top with the new last message and, when it came from the other side and the
// chat is not open, one more unread; a read mark sets the chat's unread count to 0.
import type { UserRole } from '@booklane/shared/domain';
import type { Chat, ChatListResponse, Message } from '@booklane/shared/schemas';

const at = (c: Chat) => (c.lastMessageAt ? Date.parse(c.lastMessageAt) || 0 : 0);

function sortChats(chats: readonly Chat[]): Chat[] {
  return [...chats].sort((a, b) => at(b) - at(a));
}

/** The list after `message` arrived in `chatId`; null when the chat is not listed (refetch it). */
export function applyNewMessage(
  list: ChatListResponse,
  chatId: string,
  message: Message,
  viewer: UserRole,
  isOpen: boolean,
): ChatListResponse | null {
  const chat = list.chats.find((c) => c._id === chatId);
  if (!chat) return null;
  const bump = message.senderType !== viewer && !isOpen ? 1 : 0;
  const updated: Chat = {
    ...chat,
    lastMessage: { content: message.content },
    lastMessageAt: message.createdAt,
    unreadCount: chat.unreadCount + bump,
  };
  return {
    chats: sortChats(list.chats.map((c) => (c._id === chatId ? updated : c))),
    totalUnread: list.totalUnread + bump,
  };
}

/** The chat was read; `unreadCount` of it stays unread (messages that came after the ones read). */
export function applyMarkedRead(list: ChatListResponse, chatId: string, unreadCount = 0): ChatListResponse {
  const chat = list.chats.find((c) => c._id === chatId);
  if (!chat || chat.unreadCount === unreadCount) return list;
  return {
    chats: list.chats.map((c) => (c._id === chatId ? { ...c, unreadCount } : c)),
    totalUnread: Math.max(0, list.totalUnread - chat.unreadCount + unreadCount),
  };
}

/** The chat is gone (deleted by either party): out of the list, its unread out of the total. */
export function applyDeleted(list: ChatListResponse, chatId: string): ChatListResponse {
  const chat = list.chats.find((c) => c._id === chatId);
  if (!chat) return list;
  return {
    chats: list.chats.filter((c) => c._id !== chatId),
    totalUnread: Math.max(0, list.totalUnread - chat.unreadCount),
  };
}

/** The other party of a chat as the viewer sees it. */
export function otherParty(chat: Chat, viewer: UserRole): { id: string; name: string; image: string | null } {
  return viewer === 'customer'
    ? { id: chat.business._id, name: chat.business.name, image: chat.business.logo }
    : { id: chat.customer._id, name: chat.customer.name, image: chat.customer.profileImage };
}
