import type { Message } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  initialMessagesState,
  mergeMessages,
  messagesReducer,
  optimisticMessage,
  receiveMessage,
  type MessagesState,
} from './message-model';

const CHAT = '11111111-1111-4111-8111-111111111111';
function msg(id: string, content: string, at: string, over: Partial<Message> = {}): Message {
  return {
    _id: id,
    chatId: CHAT,
    content,
    sender: { _id: 'u1', name: 'Casey' },
    senderType: 'customer',
    messageType: 'text',
    createdAt: at,
    status: 'sent',
    ...over,
  };
}
const optimistic = (content: string, at = '2026-01-01T10:05:00.000Z') =>
  optimisticMessage({
    chatId: CHAT,
    content,
    senderType: 'customer',
    senderId: 'u1',
    senderName: 'Casey',
    now: new Date(at),
  });

const ready = (messages: Message[]): MessagesState => ({
  ...initialMessagesState,
  status: 'ready',
  page: 1,
  messages,
});

describe('mergeMessages', () => {
  it('merges pages without duplicates, oldest first', () => {
    const newer = [msg('c', 'c', '2026-01-01T10:03:00Z'), msg('d', 'd', '2026-01-01T10:04:00Z')];
    const older = [
      msg('a', 'a', '2026-01-01T10:01:00Z'),
      msg('b', 'b', '2026-01-01T10:02:00Z'),
      msg('c', 'c', '2026-01-01T10:03:00Z'),
    ];
    expect(mergeMessages(newer, older).map((m) => m._id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('optimistic sending', () => {
  it('shows the message as sending, then sent with the stored id', () => {
    const temp = optimistic('Hello');
    expect(temp.status).toBe('sending');
    let state = messagesReducer(ready([]), { type: 'optimisticAdded', message: temp });
    expect(state.messages).toEqual([temp]);
    const saved = msg('m1', 'Hello', '2026-01-01T10:05:01Z');
    state = messagesReducer(state, { type: 'sendSucceeded', tempId: temp._id, message: saved });
    expect(state.messages).toEqual([saved]);
    expect(state.messages[0]?.status).toBe('sent');
  });

  it('removes the optimistic message when sending fails', () => {
    const temp = optimistic('Hello');
    const before = [msg('a', 'earlier', '2026-01-01T10:00:00Z')];
    let state = messagesReducer(ready(before), { type: 'optimisticAdded', message: temp });
    state = messagesReducer(state, { type: 'sendFailed', tempId: temp._id });
    expect(state.messages).toEqual(before);
  });

  it('lets an incoming copy replace the matching optimistic one, and the later POST answer adds nothing', () => {
    const temp = optimistic('  Hello  ');
    let state = messagesReducer(ready([]), { type: 'optimisticAdded', message: temp });
    const live = msg('m1', 'Hello', '2026-01-01T10:05:01Z');
    state = messagesReducer(state, { type: 'received', message: live });
    expect(state.messages).toEqual([live]);
    state = messagesReducer(state, { type: 'sendSucceeded', tempId: temp._id, message: live });
    expect(state.messages).toEqual([live]);
  });

  it('does not let the other side’s message replace an optimistic one with the same text', () => {
    const temp = optimistic('ok');
    const fromBusiness = msg('b1', 'ok', '2026-01-01T10:05:01Z', { senderType: 'business' });
    const next = receiveMessage([temp], fromBusiness);
    expect(next.map((m) => m._id)).toEqual([temp._id, 'b1']);
  });

  it('replaces only the first of two identical optimistic messages', () => {
    const one = optimistic('hi', '2026-01-01T10:05:00Z');
    const two = optimistic('hi', '2026-01-01T10:05:01Z');
    const live = msg('m1', 'hi', '2026-01-01T10:05:02Z');
    const next = receiveMessage([one, two], live);
    expect(next.map((m) => m._id)).toEqual([two._id, 'm1']);
  });

  it('ignores a message it already has (same id), updating its status', () => {
    const sent = msg('m1', 'x', '2026-01-01T10:00:00Z');
    const delivered = { ...sent, status: 'delivered' as const };
    expect(receiveMessage([sent], delivered)).toEqual([delivered]);
  });
});

describe('pages', () => {
  it('tracks the highest page and whether older ones exist', () => {
    let state = messagesReducer(initialMessagesState, {
      type: 'pageLoaded',
      page: 1,
      messages: [msg('c', 'c', '2026-01-01T10:03:00Z')],
      hasMore: true,
    });
    expect(state).toMatchObject({ status: 'ready', page: 1, hasMore: true });
    state = messagesReducer(state, { type: 'olderStarted' });
    state = messagesReducer(state, {
      type: 'pageLoaded',
      page: 2,
      messages: [msg('a', 'a', '2026-01-01T10:01:00Z')],
      hasMore: false,
    });
    expect(state).toMatchObject({ page: 2, hasMore: false, loadingOlder: false });
    expect(state.messages.map((m) => m._id)).toEqual(['a', 'c']);
  });
});
