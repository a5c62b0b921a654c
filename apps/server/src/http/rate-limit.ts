// Fixed-window counters for rate limits. In memory for one process; in Redis when REDIS_URL is
// set, so several processes share the same counts.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '@booklane/shared';
import type { Redis } from 'ioredis';
import { systemClock, type Clock } from '../clock';
import { AppError } from './errors';

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
  private readonly sweeper: NodeJS.Timeout;

  /** Windows follow the app's clock (Redis windows follow Redis's own time). */
  constructor(private readonly clock: Clock = systemClock) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
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

const DECREMENT_EXISTING = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'booklane:rl:',
  ) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const k = this.prefix + key;
    const results = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    const count = Number(results?.[0]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async decrement(key: string): Promise<void> {
    // Only a count that still exists: DECR on an expired key would start one with no expiry.
    await this.redis.eval(DECREMENT_EXISTING, 1, this.prefix + key);
  }

  async peek(key: string): Promise<WindowCount> {
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/** A named limit: at most `max` events per `windowMs` for one key. */
export class RateLimit {
  constructor(
    private readonly store: CounterStore,
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly enabled: boolean,
  ) {}

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

/**
 * A route's pre-handler that counts each request under `key` first (atomically, so parallel
 * requests cannot pass the limit) and answers 429 once over it.
 */
export function limitedBy(
  limit: RateLimit,
  key: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const wait = await limit.hit(key(request));
    if (wait > 0) throw tooMany(wait);
  };
}

/** 429 with `Retry-After` (decisions.md section 2). */
export function tooMany(
  retryAfterSeconds: number,
  message: string = AUTH_MESSAGES.tooManyRequests,
): AppError {
  return new AppError('rate_limited', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}
