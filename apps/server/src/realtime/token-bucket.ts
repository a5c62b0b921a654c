// The per-socket event limit. A socket lives on one process, so its counter is a plain field:
// no shared store is needed (the HTTP limits, shared through Redis, cover the REST calls).

/** `capacity` events at once, refilled at `perSecond`; take() answers false when none is left. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
