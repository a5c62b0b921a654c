// The business marks itself online while its dashboard is open (spec section 4): online on mount
// (queued until the status socket connects, re-announced on reconnect), a heartbeat every 60 s,
// offline when the dashboard closes or the page goes away; sign-out is handled by the realtime
// client (offline first, then disconnect).
import { useEffect } from 'react';
import { presence } from '@/lib/realtime';

export function useBusinessPresence(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    presence.set(true);
    const goOffline = () => presence.set(false);
    window.addEventListener('pagehide', goOffline);
    return () => {
      window.removeEventListener('pagehide', goOffline);
      presence.set(false);
    };
  }, [enabled]);
}
