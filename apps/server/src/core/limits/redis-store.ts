// Rate-limit counters in Redis, shared by every process of a deployment.
import type { Redis } from 'ioredis';
import type { CounterStore, WindowCount } from './rate-limit';

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
