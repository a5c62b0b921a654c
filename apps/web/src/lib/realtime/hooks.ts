// React bindings of the realtime connections.
import type { ServerToClientEvents } from '@booklane/shared/realtime/event-maps';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { AppSocket, ConnectionState, RealtimeConnection } from './connection';

/** The connection's state; starts the connection if it is not running yet. */
export function useConnectionState(connection: RealtimeConnection): ConnectionState {
  useEffect(() => connection.ensureStarted(), [connection]);
  return useSyncExternalStore(connection.subscribeState, connection.getState, connection.getState);
}

/** Calls `handler` (its latest version) for every `event`; starts the connection. */
export function useRealtimeEvent<E extends keyof ServerToClientEvents>(
  connection: RealtimeConnection,
  event: E,
  handler: ServerToClientEvents[E],
  enabled = true,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    connection.ensureStarted();
    const forward = ((...args: unknown[]) =>
      (latest.current as (...a: unknown[]) => void)(...args)) as unknown as ServerToClientEvents[E];
    return connection.on(event, forward);
  }, [connection, event, enabled]);
}

/** Holds a room (joined now and after every reconnect) while mounted with a non-null key. */
export function useRealtimeRoom(
  connection: RealtimeConnection,
  key: string | null,
  join: (socket: AppSocket, key: string) => void,
  leave: (socket: AppSocket, key: string) => void,
): void {
  const fns = useRef({ join, leave });
  useEffect(() => {
    fns.current = { join, leave };
  });
  useEffect(() => {
    if (!key) return;
    connection.ensureStarted();
    return connection.holdRoom(
      key,
      (socket) => fns.current.join(socket, key),
      (socket) => fns.current.leave(socket, key),
    );
  }, [connection, key]);
}
