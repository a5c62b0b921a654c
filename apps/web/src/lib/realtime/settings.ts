// The settings of the app's two realtime connections (spec section 9), from the shared constants.
import { CHAT_SOCKET, STATUS_SOCKET } from '@booklane/shared/domain';
import type { ConnectionOptions } from './connection';

/** Business online status: follows visitors too, with its own retries and state watchdog. */
export const STATUS_CONNECTION: ConnectionOptions = {
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
};

/** Chat: a signed-in user's messages, read marks and unread totals. */
export const CHAT_CONNECTION: ConnectionOptions = {
  name: 'chat',
  reconnectionAttempts: CHAT_SOCKET.reconnectionAttempts,
  reconnectionDelayMs: CHAT_SOCKET.reconnectionDelayMs,
};
