// The app's two realtime connections (spec section 9), both following the session: a new token
// reconnects after 500 ms, sign-out disconnects (a business first says it is offline).
import { CHAT_SOCKET, STATUS_SOCKET } from '@booklane/shared';
import { session } from '../session';
import { RealtimeConnection } from './connection';
import { ownPresence } from './presence';

const readToken = () => session.get().token;

/** Business online status: viewers' dots and the business's own presence. */
export const statusConnection = new RealtimeConnection(
  {
    name: 'status',
    anonymous: true,
    reconnectionAttempts: STATUS_SOCKET.reconnectionAttempts,
    reconnectionDelayMs: STATUS_SOCKET.reconnectionDelayMs,
    reconnectionDelayMaxMs: STATUS_SOCKET.reconnectionDelayMaxMs,
    timeoutMs: STATUS_SOCKET.timeoutMs,
    transports: STATUS_SOCKET.transports,
    initialConnectDelayMs: STATUS_SOCKET.initialConnectDelayMs,
    ownRetry: {
      connectThrottleMs: STATUS_SOCKET.connectThrottleMs,
      pollFastMs: STATUS_SOCKET.statePollFastMs,
      pollFastCount: STATUS_SOCKET.statePollFastCount,
      pollSlowMs: STATUS_SOCKET.statePollSlowMs,
    },
  },
  readToken,
);

/** Chat: new messages, read marks and unread totals. */
export const chatConnection = new RealtimeConnection(
  {
    name: 'chat',
    reconnectionAttempts: CHAT_SOCKET.reconnectionAttempts,
    reconnectionDelayMs: CHAT_SOCKET.reconnectionDelayMs,
  },
  readToken,
);

export const presence = ownPresence(statusConnection);

let currentToken = session.get().token;
session.subscribe(() => {
  const next = session.get().token;
  if (next === currentToken) return;
  currentToken = next;
  presence.beforeTokenChange();
  statusConnection.setToken(next);
  chatConnection.setToken(next);
});

export type { AppSocket, ConnectionState, RealtimeConnection } from './connection';
