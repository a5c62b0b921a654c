// The counters behind every limit, in memory and (with TEST_REDIS_URL) in Redis: simultaneous
// events get at most `max` places, a refund gives one back, and a refund never starts a window.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryCounterStore, RateLimit, type CounterStore } from './rate-limit';
import { RedisCounterStore } from './redis-store';

const REDIS_URL = process.env.TEST_REDIS_URL;
const redis = REDIS_URL ? new Redis(REDIS_URL) : undefined;
afterAll(async () => {
  await redis?.quit();
});

let now = new Date('2026-06-01T08:00:00Z');
const stores: Array<[string, () => CounterStore]> = [
  ['memory', () => new MemoryCounterStore(() => now)],
  ...(redis
    ? [
        [
          'redis',
          () => new RedisCounterStore(redis, `rl-test-${crypto.randomBytes(4).toString('hex')}:`),
        ] as [string, () => CounterStore],
      ]
    : []),
];

describe.each(stores)('RateLimit over the %s store', (name, makeStore) => {
  const limit = (max: number, windowMs = 60_000) =>
    new RateLimit(makeStore(), { name: 'test', max, windowMs }, true);
  /**
   * An event over the limit is told to wait for the rest of the one-minute window opened at
   * `opened` (performance.now()), in whole seconds rounded up: all 60 of them in memory, where
   * time is the pinned clock; in Redis, which counts down in its own time, 60 less the seconds
   * since then.
   */
  const expectRestOfWindow = (wait: number, opened: number) => {
    if (name === 'memory') return expect(wait).toBe(60);
    expect(wait).toBeLessThanOrEqual(60);
    expect(wait).toBeGreaterThanOrEqual(60 - Math.ceil((performance.now() - opened) / 1000));
  };

  it('gives exactly `max` of many simultaneous events a place, and tells the others the rest of the window', async () => {
    const ten = limit(10);
    const opened = performance.now();
    const waits = await Promise.all(Array.from({ length: 50 }, () => ten.hit('k')));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    const refused = waits.filter((w) => w !== 0);
    expect(refused).toHaveLength(40);
    for (const wait of refused) expectRestOfWindow(wait, opened);
    expectRestOfWindow(await ten.blockedFor('k'), opened);
    expect(await ten.blockedFor('other')).toBe(0);
  });

  it('takes a refunded place back, never below nothing', async () => {
    const two = limit(2);
    const opened = performance.now();
    expect(await two.hit('k')).toBe(0);
    expect(await two.hit('k')).toBe(0);
    expectRestOfWindow(await two.hit('k'), opened);
    await two.refund('k');
    await two.refund('k');
    expect(await two.hit('k')).toBe(0);
    // Refunds of a key with no count do nothing: they cannot buy places in advance.
    for (let i = 0; i < 5; i++) await two.refund('fresh');
    const freshOpened = performance.now();
    expect(await two.hit('fresh')).toBe(0);
    expect(await two.hit('fresh')).toBe(0);
    expectRestOfWindow(await two.hit('fresh'), freshOpened);
  });

  it('does nothing when limits are off', async () => {
    const off = new RateLimit(makeStore(), { name: 'off', max: 1, windowMs: 60_000 }, false);
    for (let i = 0; i < 5; i++) expect(await off.hit('k')).toBe(0);
    expect(await off.blockedFor('k')).toBe(0);
  });
});

describe('MemoryCounterStore windows', () => {
  it('starts a new window after the old one ends', async () => {
    now = new Date('2026-06-01T08:00:00Z');
    const store = new MemoryCounterStore(() => now);
    const one = new RateLimit(store, { name: 'w', max: 1, windowMs: 60_000 }, true);
    expect(await one.hit('k')).toBe(0);
    expect(await one.hit('k')).toBe(60);
    now = new Date(now.getTime() + 61_000);
    await one.refund('k');
    expect(await one.hit('k')).toBe(0);
    store.close();
  });
});
