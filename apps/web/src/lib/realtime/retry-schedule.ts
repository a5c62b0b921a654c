// When the status socket tries again by itself (spec section 9): after socket.io's own
// reconnection attempts give up, up to 5 more attempts at min(3000 x 2^attempt, 30000) ms, and
// never more than one connect attempt per 5 s.
import { STATUS_SOCKET, statusSocketRetryDelayMs } from '@booklane/shared/domain';

/** Delay before own retry number `attempt` (0-based), or null when the attempts are used up. */
export function ownRetryDelay(
  attempt: number,
  maxAttempts: number = STATUS_SOCKET.ownRetryMaxAttempts,
): number | null {
  if (attempt >= maxAttempts) return null;
  return statusSocketRetryDelayMs(attempt);
}

/** How long a connect attempt asked for at `now` must wait so attempts stay `minGapMs` apart. */
export function throttleWait(lastAttemptAt: number | null, now: number, minGapMs: number): number {
  if (lastAttemptAt === null) return 0;
  return Math.max(0, lastAttemptAt + minGapMs - now);
}
