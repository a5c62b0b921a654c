// Presence shared by every process through Redis (REDIS_URL). Each step is one Lua script, so
// it is atomic, and every script reads Redis's own clock (TIME): processes with skewed clocks
// still agree on what has expired. Keys:
//   <prefix>presence:sockets:<businessId>  sorted set: announcing socket id -> expiry (ms); the
//                                          key itself expires with its last socket
//   <prefix>presence:online                sorted set: business reported online -> latest expiry
// A process that dies leaves its sockets behind only until they expire; whichever process sweeps
// first reports the business offline (ZREM answers 1 to one caller only).
import type { Redis } from 'ioredis';
import type { PresenceStore } from './presence-store';

const NOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

/** KEYS: sockets, online. ARGV: socketId, ttlMs, businessId. 1 when the business just came online. */
const ANNOUNCE = `${NOW}
local expires = now + tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], expires, ARGV[1])
local top = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], top[2])
local was = redis.call('ZSCORE', KEYS[2], ARGV[3])
redis.call('ZADD', KEYS[2], 'GT', expires, ARGV[3])
if was then return 0 end
return 1
`;

/**
 * KEYS: sockets, online. ARGV: socketId ('' for none), businessId. Removes the socket and the
 * expired ones; 1 when the business was reported online and has no socket left.
 */
const SETTLE = `${NOW}
if ARGV[1] ~= '' then redis.call('ZREM', KEYS[1], ARGV[1]) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local top = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if top[2] then
  redis.call('PEXPIREAT', KEYS[1], top[2])
  redis.call('ZADD', KEYS[2], 'XX', top[2], ARGV[2])
  return 0
end
return redis.call('ZREM', KEYS[2], ARGV[2])
`;

/** KEYS: online. ARGV: max count. Businesses whose latest expiry has passed. */
const DUE = `${NOW}
return redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, tonumber(ARGV[1]))
`;

/** KEYS: sockets. 1 when a socket of the business has not expired. */
const IS_ONLINE = `${NOW}
if redis.call('ZCOUNT', KEYS[1], '(' .. now, '+inf') > 0 then return 1 end
return 0
`;

type PresenceCommands = {
  presenceAnnounce(
    sockets: string,
    online: string,
    socketId: string,
    ttlMs: number,
    businessId: string,
  ): Promise<number>;
  presenceSettle(sockets: string, online: string, socketId: string, businessId: string): Promise<number>;
  presenceDue(online: string, max: number): Promise<string[]>;
  presenceIsOnline(sockets: string): Promise<number>;
};

const SWEEP_BATCH = 500;
const MAX_SWEEP_ROUNDS = 20;

export class RedisPresenceStore implements PresenceStore {
  private readonly redis: Redis & PresenceCommands;
  private readonly onlineKey: string;

  constructor(
    redis: Redis,
    private readonly ttlMs: number,
    private readonly prefix: string,
  ) {
    redis.defineCommand('presenceAnnounce', { numberOfKeys: 2, lua: ANNOUNCE });
    redis.defineCommand('presenceSettle', { numberOfKeys: 2, lua: SETTLE });
    redis.defineCommand('presenceDue', { numberOfKeys: 1, lua: DUE });
    redis.defineCommand('presenceIsOnline', { numberOfKeys: 1, lua: IS_ONLINE });
    this.redis = redis as Redis & PresenceCommands;
    this.onlineKey = `${prefix}presence:online`;
  }

  private socketsKey(businessId: string) {
    return `${this.prefix}presence:sockets:${businessId}`;
  }

  async announce(businessId: string, socketId: string): Promise<boolean> {
    const came = await this.redis.presenceAnnounce(
      this.socketsKey(businessId),
      this.onlineKey,
      socketId,
      this.ttlMs,
      businessId,
    );
    return came === 1;
  }

  async withdraw(businessId: string, socketId: string): Promise<boolean> {
    const left = await this.redis.presenceSettle(
      this.socketsKey(businessId),
      this.onlineKey,
      socketId,
      businessId,
    );
    return left === 1;
  }

  async expire(): Promise<string[]> {
    const gone: string[] = [];
    // Each round settles what was due; a round that fills the batch is followed by another one.
    for (let round = 0; round < MAX_SWEEP_ROUNDS; round++) {
      const due = await this.redis.presenceDue(this.onlineKey, SWEEP_BATCH);
      const results = await Promise.all(
        due.map((id) => this.redis.presenceSettle(this.socketsKey(id), this.onlineKey, '', id)),
      );
      due.forEach((id, i) => {
        if (results[i] === 1) gone.push(id);
      });
      if (due.length < SWEEP_BATCH) break;
    }
    return gone;
  }

  async isOnline(businessId: string): Promise<boolean> {
    return (await this.redis.presenceIsOnline(this.socketsKey(businessId))) === 1;
  }
}
