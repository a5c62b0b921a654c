// Business presence over the status socket (spec section 4 "Business online status"): the owner's
// wish to be online (queued while disconnected, re-announced on reconnect, a heartbeat every 60 s)
// and the viewers' status request with its 5 s time-out.
import { ERROR_MESSAGES, HEARTBEAT_INTERVAL_MS, STATUS_SOCKET } from '@booklane/shared/domain';
import type { RealtimeConnection } from './connection';
import { PresenceOutbox } from './presence-outbox';

export function ownPresence(connection: RealtimeConnection) {
  const outbox = new PresenceOutbox();
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const syncHeartbeat = () => {
    if (outbox.wantsOnline && !heartbeat) {
      heartbeat = setInterval(() => {
        connection.current()?.emit('business_heartbeat');
      }, HEARTBEAT_INTERVAL_MS);
    } else if (!outbox.wantsOnline && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  };

  connection.onConnect((socket) => {
    const status = outbox.onConnect();
    if (status !== null) socket.emit('business_status_update', { isOnline: status });
  });

  return {
    /** The business says it is online (dashboard open) or offline (dashboard closed). */
    set(isOnline: boolean) {
      if (isOnline) connection.ensureStarted();
      const socket = connection.current();
      if (outbox.set(isOnline, socket !== null)) socket?.emit('business_status_update', { isOnline });
      syncHeartbeat();
    },
    /** Sign-out or a new account: an online business first says it is offline. */
    beforeTokenChange() {
      if (outbox.wantsOnline) connection.current()?.emit('business_status_update', { isOnline: false });
      outbox.reset();
      syncHeartbeat();
    },
  };
}

/** `getBusinessStatus` with its acknowledgement; rejects with the spec's texts. */
export function requestBusinessStatus(connection: RealtimeConnection, businessId: string): Promise<boolean> {
  const socket = connection.current();
  if (!socket) return Promise.reject(new Error(ERROR_MESSAGES.websocketNotConnected));
  return new Promise((resolve, reject) => {
    socket
      .timeout(STATUS_SOCKET.statusRequestTimeoutMs)
      .emit('getBusinessStatus', businessId, (err, answer) => {
        if (err) reject(new Error(ERROR_MESSAGES.businessStatusTimeout));
        else if ('error' in answer) reject(new Error(answer.error));
        else resolve(answer.isOnline);
      });
  });
}
