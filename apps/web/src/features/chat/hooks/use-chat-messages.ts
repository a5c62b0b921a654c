// One open chat: its pages of messages (older ones on demand), live messages, optimistic sending
// and the throttled read mark (spec sections 4, 7 and 9).
import { ERROR_MESSAGES, MARK_READ_THROTTLE_MS, type UserRole } from '@booklane/shared/domain';
import { type Chat, type ChatListResponse, type Message, type SenderType } from '@booklane/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { failureText } from '@/lib/api-client';
import { chatConnection } from '@/lib/realtime';
import { useConnectionState, useRealtimeEvent, useRealtimeRoom } from '@/lib/realtime/hooks';
import { useSession } from '@/lib/session';
import { chatListKey } from '@/entities/chat/api/get-chats';
import { getMessages } from '@/entities/chat/api/get-messages';
import { markChatRead } from '../api/mark-read';
import { sendMessage } from '../api/send-message';
import { applyMarkedRead } from '../chat-list-model';
import { throttle } from '../mark-read-throttle';
import { initialMessagesState, messagesReducer, optimisticMessage } from '../message-model';

/** The id of the newest message `sender` sent, among those shown. */
function newestFrom(messages: readonly Message[], sender: SenderType): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--)
    if (messages[i]!.senderType === sender) return messages[i]!._id;
  return undefined;
}

export function useChatMessages(chat: Chat, viewer: UserRole, onScreen: boolean) {
  const chatId = chat._id;
  const { user, token } = useSession();
  const client = useQueryClient();
  const [state, dispatch] = useReducer(messagesReducer, initialMessagesState);
  /** A dismissible failure (send, mark read, chat_error). */
  const [alert, setAlert] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const connection = useConnectionState(chatConnection);

  // The newest page whenever the chat changes (or Try Again).
  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: 'reset' });
    getMessages(chatId, 1, controller.signal).then(
      (page) => dispatch({ type: 'pageLoaded', page: 1, messages: page.messages, hasMore: page.hasMore }),
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'firstPageFailed' });
      },
    );
    return () => controller.abort();
  }, [chatId, reloadKey]);

  // After a reconnect, fetch the newest page again: messages may have arrived meanwhile.
  const wasDown = useRef(false);
  useEffect(() => {
    if (connection === 'disconnected') wasDown.current = true;
    if (connection === 'connected' && wasDown.current) {
      wasDown.current = false;
      getMessages(chatId, 1).then(
        (page) => dispatch({ type: 'pageLoaded', page: 1, messages: page.messages, hasMore: page.hasMore }),
        () => undefined,
      );
    }
  }, [connection, chatId]);

  const loadOlder = useCallback(() => {
    if (state.loadingOlder || !state.hasMore || state.status !== 'ready') return;
    const next = state.page + 1;
    dispatch({ type: 'olderStarted' });
    getMessages(chatId, next).then(
      (page) => dispatch({ type: 'pageLoaded', page: next, messages: page.messages, hasMore: page.hasMore }),
      () => dispatch({ type: 'olderFailed' }),
    );
  }, [chatId, state.loadingOlder, state.hasMore, state.status, state.page]);

  // Each read mark names the other party's newest message the reader had on screen: it covers
  // that one and what came before, never a message that arrives as the chat closes.
  const newestIncoming = newestFrom(state.messages, viewer === 'customer' ? 'business' : 'customer');

  // Mark read: at most once per 2 s.
  const markRead = useMemo(
    () =>
      throttle((upTo: string | undefined) => {
        markChatRead(chatId, upTo).then(
          ({ unreadCount }) => {
            const key = chatListKey(viewer, token);
            const list = client.getQueryData<ChatListResponse>(key);
            if (list) client.setQueryData(key, applyMarkedRead(list, chatId, unreadCount));
          },
          () => setAlert(ERROR_MESSAGES.markChatRead),
        );
      }, MARK_READ_THROTTLE_MS),
    [chatId, viewer, token, client],
  );
  useEffect(() => () => markRead.flush(), [markRead]);
  useEffect(() => {
    if (onScreen && state.status === 'ready') markRead(newestIncoming);
  }, [onScreen, state.status, markRead, newestIncoming]);

  useRealtimeRoom(
    chatConnection,
    chatId,
    (socket, id) => socket.emit('join_chat', id),
    (socket, id) => socket.emit('leave_chat', id),
  );
  useRealtimeEvent(chatConnection, 'newMessage', ({ chatId: id, message }) => {
    if (id !== chatId) return;
    dispatch({ type: 'received', message });
    if (message.senderType !== viewer && onScreen) markRead(message._id);
  });
  useRealtimeEvent(chatConnection, 'message_sent', (message) => {
    if (message.chatId === chatId) dispatch({ type: 'received', message });
  });
  useRealtimeEvent(chatConnection, 'chat_error', ({ message }) => setAlert(message));

  /** Sends `text`; resolves false (and the caller restores the text) when it failed. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      if (!content || !user) return false;
      const temp = optimisticMessage({
        chatId,
        content,
        senderType: viewer,
        senderId: user.id,
        senderName: user.name,
        now: new Date(),
      });
      dispatch({ type: 'optimisticAdded', message: temp });
      setAlert(null);
      try {
        const saved = await sendMessage(chatId, content);
        dispatch({ type: 'sendSucceeded', tempId: temp._id, message: saved });
        return true;
      } catch (err) {
        dispatch({ type: 'sendFailed', tempId: temp._id });
        setAlert(failureText(err, ERROR_MESSAGES.sendMessage));
        return false;
      }
    },
    [chatId, user, viewer],
  );

  return {
    ...state,
    connection,
    alert,
    dismissAlert: () => setAlert(null),
    retry: () => setReloadKey((k) => k + 1),
    loadOlder,
    send,
  };
}
