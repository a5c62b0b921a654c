import type { Chat, ChatListResponse, Message } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { applyDeleted, applyMarkedRead, applyNewMessage } from './chat-list-model';

const chat = (id: string, unread: number, at: string): Chat => ({
  _id: id,
  business: { _id: 'b', name: 'Shop', logo: null },
  customer: { _id: 'c', name: 'Casey', profileImage: null },
  lastMessage: null,
  lastMessageAt: at,
  unreadCount: unread,
});
const list: ChatListResponse = {
  chats: [chat('one', 0, '2026-01-02T00:00:00Z'), chat('two', 2, '2026-01-01T00:00:00Z')],
  totalUnread: 2,
};
const message = (senderType: 'customer' | 'business'): Message => ({
  _id: 'm',
  chatId: 'two',
  content: 'Hello there',
  sender: 'x',
  senderType,
  messageType: 'text',
  createdAt: '2026-01-03T00:00:00Z',
  status: 'sent',
});

describe('applyNewMessage', () => {
  it('moves the chat to the top with its last message and one more unread from the other side', () => {
    const next = applyNewMessage(list, 'two', message('business'), 'customer', false);
    expect(next?.chats[0]).toMatchObject({
      _id: 'two',
      lastMessage: { content: 'Hello there' },
      unreadCount: 3,
    });
    expect(next?.totalUnread).toBe(3);
  });

  it('adds no unread for the viewer’s own message or an open chat', () => {
    expect(applyNewMessage(list, 'two', message('customer'), 'customer', false)?.chats[0]?.unreadCount).toBe(
      2,
    );
    expect(applyNewMessage(list, 'two', message('business'), 'customer', true)?.totalUnread).toBe(2);
  });

  it('asks for a reload when the chat is new', () => {
    expect(applyNewMessage(list, 'three', message('business'), 'customer', false)).toBeNull();
  });
});

describe('applyMarkedRead', () => {
  it('sets the chat to 0 unread and lowers the total', () => {
    const next = applyMarkedRead(list, 'two');
    expect(next.chats[1]?.unreadCount).toBe(0);
    expect(next.totalUnread).toBe(0);
  });

  it('keeps what the server says stays unread (a message that came after the ones read)', () => {
    const next = applyMarkedRead(list, 'two', 1);
    expect(next.chats[1]?.unreadCount).toBe(1);
    expect(next.totalUnread).toBe(1);
  });
});

describe('applyDeleted', () => {
  it('drops the chat and its unread from the total', () => {
    const next = applyDeleted(list, 'two');
    expect(next.chats.map((c) => c._id)).toEqual(['one']);
    expect(next.totalUnread).toBe(0);
  });

  it('leaves the list alone for a chat it does not hold', () => {
    expect(applyDeleted(list, 'elsewhere')).toBe(list);
  });
});
