import { describe, expect, it } from 'vitest';
import { createCachedRequest } from './cached-request';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createCachedRequest', () => {
  it('shares one request among callers while it runs', async () => {
    const pending = deferred<string[]>();
    let calls = 0;
    const cached = createCachedRequest(() => {
      calls++;
      return pending.promise;
    }, 10_000);
    const a = cached.get('token');
    const b = cached.get('token');
    pending.resolve(['shop']);
    await expect(Promise.all([a, b])).resolves.toEqual([['shop'], ['shop']]);
    expect(calls).toBe(1);
  });

  it('keeps the answer for the time to live, then asks again', async () => {
    let clock = 0;
    let calls = 0;
    const cached = createCachedRequest(
      async () => ++calls,
      10_000,
      () => clock,
    );
    await expect(cached.get('t')).resolves.toBe(1);
    clock = 9_999;
    await expect(cached.get('t')).resolves.toBe(1);
    clock = 10_000;
    await expect(cached.get('t')).resolves.toBe(2);
  });

  it('keeps answers per key (one account never sees another one)', async () => {
    const cached = createCachedRequest(async (key) => `business of ${key}`, 10_000);
    await expect(cached.get('alice')).resolves.toBe('business of alice');
    await expect(cached.get('bob')).resolves.toBe('business of bob');
  });

  it('does not keep failures', async () => {
    let calls = 0;
    const cached = createCachedRequest(async () => {
      calls++;
      if (calls === 1) throw new Error('boom');
      return 'ok';
    }, 10_000);
    await expect(cached.get('t')).rejects.toThrow('boom');
    await expect(cached.get('t')).resolves.toBe('ok');
    expect(calls).toBe(2);
  });

  it('forgets answers on invalidate, also one still in flight', async () => {
    const first = deferred<number>();
    let calls = 0;
    const cached = createCachedRequest(() => {
      calls++;
      return calls === 1 ? first.promise : Promise.resolve(calls);
    }, 10_000);
    const stale = cached.get('t');
    cached.invalidate();
    first.resolve(1);
    await expect(stale).resolves.toBe(1);
    await expect(cached.get('t')).resolves.toBe(2);
  });
});
