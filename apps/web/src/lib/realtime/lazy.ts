// The realtime connections for code in the app's first download (the navigation bar): the
// realtime module, and socket.io-client with it, load when a signed-in screen first listens, so a
// guest never downloads them (issue 20). Screens that load lazily import ./index and ./hooks.
import type { ServerToClientEvents } from '@booklane/shared/realtime/event-maps';
import { useEffect, useRef } from 'react';

type ConnectionName = 'chatConnection' | 'statusConnection';

/** Like useRealtimeEvent, with the connection named and its module loaded on first use. */
export function useLazyRealtimeEvent<E extends keyof ServerToClientEvents>(
  connection: ConnectionName,
  event: E,
  handler: ServerToClientEvents[E],
  enabled: boolean,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    let off: (() => void) | undefined;
    let cancelled = false;
    import('./').then(
      (realtime) => {
        if (cancelled) return;
        const conn = realtime[connection];
        conn.ensureStarted();
        const forward = ((...args: unknown[]) =>
          (latest.current as (...a: unknown[]) => void)(...args)) as unknown as ServerToClientEvents[E];
        off = conn.on(event, forward);
      },
      (err: unknown) => console.warn(`[realtime] did not load: ${String(err)}`),
    );
    return () => {
      cancelled = true;
      off?.();
    };
  }, [connection, event, enabled]);
}
