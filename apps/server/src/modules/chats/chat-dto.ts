import type { Chat, Message } from '@booklane/shared/schemas';
import type { ChatSide, ChatView, MessageView } from './chats.repository';

/** A chat as one of its parties sees it: `unreadCount` is that party's. */
export function toChatDto(view: ChatView, side: ChatSide): Chat {
  const { chat, business, customer } = view;
  return {
    _id: chat.id,
    business: { _id: business.id, name: business.name, logo: business.logo },
    customer: { _id: customer.id, name: customer.name, profileImage: customer.avatar },
    lastMessage: chat.lastMessage === null ? null : { content: chat.lastMessage },
    lastMessageAt: chat.lastMessageAt?.toISOString() ?? null,
    unreadCount: side === 'customer' ? chat.customerUnread : chat.businessUnread,
  };
}

/** A stored message: the server only ever answers `sent` (`sending` exists on the sender's screen). */
export function toMessageDto({ message, sender }: MessageView): Message {
  return {
    _id: message.id,
    chatId: message.chatId,
    content: message.content,
    sender: { _id: sender.id, name: sender.name },
    senderType: message.senderType,
    messageType: message.messageType,
    createdAt: message.createdAt.toISOString(),
    status: 'sent',
  };
}
