// The app's two realtime connections (spec section 9), both following the session: a new token
// reconnects after 500 ms, sign-out disconnects (a business first says it is offline).
import { session } from '../session';
import { RealtimeConnection } from './connection';
import { ownPresence } from './presence';
import { CHAT_CONNECTION, STATUS_CONNECTION } from './settings';

const readToken = () => session.get().token;

/** Business online status: viewers' dots and the business's own presence. */
export const statusConnection = new RealtimeConnection(STATUS_CONNECTION, readToken);

/** Chat: new messages, read marks and unread totals. */
export const chatConnection = new RealtimeConnection(CHAT_CONNECTION, readToken);

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
