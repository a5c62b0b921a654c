// A countdown to an instant, ticking each second while mounted: the milliseconds left (0 once it
// has passed), and `onEnd` called once when it reaches zero (not when it starts at zero).
import { useEffect, useRef, useState } from 'react';
import { remainingMs } from './waitlist-words';

export function useCountdown(expiresAt: string, onEnd?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const latestOnEnd = useRef(onEnd);
  useEffect(() => {
    latestOnEnd.current = onEnd;
  });
  useEffect(() => {
    if (remainingMs(expiresAt, Date.now()) === 0) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (remainingMs(expiresAt, at) === 0) {
        clearInterval(timer);
        latestOnEnd.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return remainingMs(expiresAt, now);
}
