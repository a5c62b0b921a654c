// Fixed-window counters for rate limits. In memory for one process (here); in Redis when
// REDIS_URL is set (redis-store.ts), so several processes share the same counts.
import { systemClock, type Clock } from '../clock';
import type { LimitSpec } from './table';

export type WindowCount = { count: number; resetInMs: number };

export interface CounterStore {
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one back from a count that still runs (never below zero, never restarting a window). */
  decrement(key: string): Promise<void>;
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  /** Expired counts are swept once a minute, from the first count on. */
  private sweeper: NodeJS.Timeout | undefined;

  /** Windows follow the app's clock (Redis windows follow Redis's own time). */
  constructor(private readonly clock: Clock = systemClock) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    if (!this.sweeper) {
      this.sweeper = setInterval(() => this.sweep(), 60_000);
      this.sweeper.unref();
    }
    const now = this.clock().getTime();
    let entry = this.counters.get(key);
    if (!entry || entry.expiresAt <= now) {
      entry = { count: 0, expiresAt: now + windowMs };
      this.counters.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.expiresAt - now };
  }

  async decrement(key: string): Promise<void> {
    const entry = this.counters.get(key);
    if (entry && entry.expiresAt > this.clock().getTime() && entry.count > 0) entry.count -= 1;
  }

  async peek(key: string): Promise<WindowCount> {
    const now = this.clock().getTime();
    const entry = this.counters.get(key);
    if (!entry || entry.expiresAt <= now) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.expiresAt - now };
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep() {
    const now = this.clock().getTime();
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }
}

/** A named limit: at most `max` events per `windowMs` for one key. */
export class RateLimit {
  private readonly name: string;
  readonly max: number;
  readonly windowMs: number;

  constructor(
    private readonly store: CounterStore,
    spec: LimitSpec,
    private readonly enabled: boolean,
  ) {
    this.name = spec.name;
    this.max = spec.max;
    this.windowMs = spec.windowMs;
  }

  /** Seconds until the key may try again, or 0 when it is under the limit. */
  async blockedFor(key: string): Promise<number> {
    if (!this.enabled) return 0;
    const { count, resetInMs } = await this.store.peek(`${this.name}:${key}`);
    return count >= this.max ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0;
  }

  /**
   * Counts one event, atomically: answers seconds to wait when this event went over the limit
   * (it must not go ahead), else 0. Any number of simultaneous callers get at most `max` zeros
   * per window: the count and the comparison are one step of the store.
   */
  async hit(key: string): Promise<number> {
    if (!this.enabled) return 0;
    const { count, resetInMs } = await this.store.increment(`${this.name}:${key}`, this.windowMs);
    return count > this.max ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0;
  }

  /**
   * Gives back an event taken with `hit` that turned out not to count (a right password after the
   * attempt was reserved), so that only failures use the limit up.
   */
  async refund(key: string): Promise<void> {
    if (!this.enabled) return;
    await this.store.decrement(`${this.name}:${key}`);
  }

  async clear(key: string): Promise<void> {
    await this.store.reset(`${this.name}:${key}`);
  }
}
