// The messages of one open chat as the window shows them (spec section 4 "Message"): pages merged
// without duplicates, optimistic messages shown as `sending`, confirmed as `sent`, removed on
// failure, and an incoming message replacing the optimistic copy it matches. Pure: the hook
// feeds it actions.
import type { Message, SenderType } from '@booklane/shared/schemas';

export type MessagesState = {
  messages: Message[];
  status: 'loading' | 'ready' | 'error';
  /** Whether older pages exist beyond the last one loaded. */
  hasMore: boolean;
  /** The highest page loaded (1 = newest). */
  page: number;
  loadingOlder: boolean;
  olderFailed: boolean;
};

export type MessagesAction =
  | { type: 'reset' }
  | { type: 'pageLoaded'; page: number; messages: Message[]; hasMore: boolean }
  | { type: 'firstPageFailed' }
  | { type: 'olderStarted' }
  | { type: 'olderFailed' }
  | { type: 'optimisticAdded'; message: Message }
  | { type: 'sendSucceeded'; tempId: string; message: Message }
  | { type: 'sendFailed'; tempId: string }
  | { type: 'received'; message: Message };

export const initialMessagesState: MessagesState = {
  messages: [],
  status: 'loading',
  hasMore: false,
  page: 0,
  loadingOlder: false,
  olderFailed: false,
};

const time = (m: Message) => {
  const t = Date.parse(m.createdAt);
  return Number.isNaN(t) ? 0 : t;
};

/**
 * Union by id (the incoming copy wins), in chronological order; ties keep their order.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function mergeMessages(existing: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const m of existing) byId.set(m._id, m);
  for (const m of incoming) byId.set(m._id, m);
  return [...byId.values()]
    .map((m, i) => ({ m, i }))
    .sort((a, b) => time(a.m) - time(b.m) || a.i - b.i)
    .map(({ m }) => m);
}

let tempCounter = 0;
/** A message shown at once while its POST runs. */
export function optimisticMessage(input: {
  chatId: string;
  content: string;
  senderType: SenderType;
  senderId: string;
  senderName: string;
  now: Date;
}): Message {
  tempCounter += 1;
  return {
    _id: `temp-${input.now.getTime()}-${tempCounter}`,
    chatId: input.chatId,
    content: input.content,
    sender: { _id: input.senderId, name: input.senderName },
    senderType: input.senderType,
    messageType: 'text',
    createdAt: input.now.toISOString(),
    status: 'sending',
  };
}

/** The optimistic message an incoming one stands for: same side, same text, still sending. */
function matchingOptimistic(messages: readonly Message[], incoming: Message): number {
  return messages.findIndex(
    (m) =>
      m.status === 'sending' &&
      m.senderType === incoming.senderType &&
      m.content.trim() === incoming.content.trim(),
  );
}

/**
 * Places `message` where the optimistic copy was, or merges it when none matches.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function receiveMessage(messages: readonly Message[], incoming: Message): Message[] {
  if (messages.some((m) => m._id === incoming._id)) {
    return messages.map((m) => (m._id === incoming._id ? incoming : m));
  }
  const index = matchingOptimistic(messages, incoming);
  if (index >= 0) {
    const next = [...messages];
    next.splice(index, 1);
    return mergeMessages(next, [incoming]);
  }
  return mergeMessages(messages, [incoming]);
}

export function messagesReducer(state: MessagesState, action: MessagesAction): MessagesState {
  switch (action.type) {
    case 'reset':
      return initialMessagesState;
    case 'pageLoaded':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        status: 'ready',
        hasMore: action.page >= state.page ? action.hasMore : state.hasMore,
        page: Math.max(state.page, action.page),
        loadingOlder: false,
        olderFailed: false,
      };
    case 'firstPageFailed':
      return { ...state, status: 'error' };
    case 'olderStarted':
      return { ...state, loadingOlder: true, olderFailed: false };
    case 'olderFailed':
      return { ...state, loadingOlder: false, olderFailed: true };
    case 'optimisticAdded':
      return { ...state, messages: [...state.messages, action.message] };
    case 'sendSucceeded': {
      const saved = {
        ...action.message,
        status: action.message.status === 'sending' ? 'sent' : action.message.status,
      } as Message;
      const withoutTemp = state.messages.filter((m) => m._id !== action.tempId);
      const hadTemp = withoutTemp.length !== state.messages.length;
      if (!hadTemp || withoutTemp.some((m) => m._id === saved._id)) {
        // The live copy arrived first and already took the optimistic one's place.
        return {
          ...state,
          messages: withoutTemp.some((m) => m._id === saved._id)
            ? withoutTemp
            : mergeMessages(withoutTemp, [saved]),
        };
      }
      return { ...state, messages: state.messages.map((m) => (m._id === action.tempId ? saved : m)) };
    }
    case 'sendFailed':
      return { ...state, messages: state.messages.filter((m) => m._id !== action.tempId) };
    case 'received':
      return { ...state, messages: receiveMessage(state.messages, action.message) };
  }
}
