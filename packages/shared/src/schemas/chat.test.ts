import { describe, expect, it } from 'vitest';
import { issuesToDetails } from '../errors/api-error';
import {
  chatListResponseSchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageRequestSchema,
  unreadSummarySchema,
} from './chat';

type Parsed = { success: boolean; error?: { issues: Parameters<typeof issuesToDetails>[0] } };
const details = (result: Parsed) => (result.success ? [] : issuesToDetails(result.error?.issues ?? []));
const ID = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

describe('chat messages', () => {
  it.each([
    ['  hello  ', 'hello', []],
    ['x'.repeat(1000), 'x'.repeat(1000), []],
    [`  ${'x'.repeat(1000)}  `, 'x'.repeat(1000), []],
    ['', undefined, [{ path: 'content', message: 'Message cannot be empty' }]],
    ['   \n ', undefined, [{ path: 'content', message: 'Message cannot be empty' }]],
    ['x'.repeat(1001), undefined, [{ path: 'content', message: 'Message must be at most 1000 characters' }]],
  ])('%j -> %j', (content, stored, expected) => {
    const result = sendMessageRequestSchema.safeParse({ content });
    expect(details(result)).toEqual(expected);
    if (stored !== undefined) expect(result.data).toEqual({ content: stored, messageType: 'text' });
  });

  it('refuses message types other than text', () => {
    expect(sendMessageRequestSchema.safeParse({ content: 'hi', messageType: 'image' }).success).toBe(false);
  });

  it('parses messages with a sender object or id, text by default', () => {
    const message = {
      _id: ID,
      chatId: ID,
      content: 'hi',
      sender: { _id: ID, name: 'Ann' },
      senderType: 'customer',
      createdAt: '2026-03-02T09:00:00.000Z',
      status: 'sent',
    };
    expect(messageSchema.parse(message)).toEqual({ ...message, messageType: 'text' });
    expect(messageSchema.parse({ ...message, sender: ID }).sender).toBe(ID);
    expect(messagesPageSchema.parse({ messages: [message], hasMore: false, page: 1 }).messages).toHaveLength(
      1,
    );
  });

  it.each([
    [{}, { page: 1, limit: 50 }],
    [
      { page: '3', limit: '20' },
      { page: 3, limit: 20 },
    ],
    [
      { page: '0', limit: '-5' },
      { page: 1, limit: 50 },
    ],
    [
      { page: 'abc', limit: '2.5' },
      { page: 1, limit: 50 },
    ],
    [{ limit: '1000' }, { page: 1, limit: 100 }],
  ])('query %j -> %j', (query, parsed) => {
    expect(messagesQuerySchema.parse(query)).toEqual(parsed);
  });
});

describe('chat lists', () => {
  it('parses a list with its unread total', () => {
    const list = {
      chats: [
        {
          _id: ID,
          business: { _id: ID, name: 'Bella', logo: null },
          customer: { _id: ID, name: 'Ann', profileImage: null },
          lastMessage: null,
          lastMessageAt: null,
          unreadCount: 0,
        },
      ],
      totalUnread: 0,
    };
    expect(chatListResponseSchema.parse(list)).toEqual(list);
    expect(unreadSummarySchema.safeParse({ totalUnread: -1 }).success).toBe(false);
  });
});
