import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The real api client under a stubbed fetch: the cache, the in-flight sharing and the 429 retry
// of GET /businesses/my-businesses together (spec section 7).
const calls: string[] = [];
let responses: Array<() => Response> = [];
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  calls.length = 0;
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => (k === 'token' ? 'tok' : null),
    setItem: () => {},
    removeItem: () => {},
  });
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const next = responses.shift();
    if (!next) throw new Error('no response queued');
    return next();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchMyBusinesses', () => {
  it('shares one request among simultaneous callers and keeps the answer 10 s', async () => {
    const { fetchMyBusinesses } = await import('./my-businesses');
    responses = [json(200, [{ _id: 'b1' }]), json(200, [{ _id: 'b2' }])];
    const [a, b] = await Promise.all([fetchMyBusinesses('tok'), fetchMyBusinesses('tok')]);
    expect(a).toEqual([{ _id: 'b1' }]);
    expect(b).toBe(a);
    expect(calls).toEqual(['/api/businesses/my-businesses']);

    vi.advanceTimersByTime(9_000);
    await fetchMyBusinesses('tok');
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    await expect(fetchMyBusinesses('tok')).resolves.toEqual([{ _id: 'b2' }]);
    expect(calls).toHaveLength(2);
  });

  it('retries once after 1 s on HTTP 429', async () => {
    const { fetchMyBusinesses } = await import('./my-businesses');
    responses = [json(429, { message: 'Too many requests' }), json(200, [{ _id: 'b1' }])];
    const pending = fetchMyBusinesses('tok');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual([{ _id: 'b1' }]);
    expect(calls).toHaveLength(2);
  });

  it('gives up after the one retry and does not keep the failure', async () => {
    const { fetchMyBusinesses } = await import('./my-businesses');
    responses = [json(429, { message: 'Too many requests' }), json(429, { message: 'Too many requests' })];
    const pending = fetchMyBusinesses('tok').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toMatchObject({ status: 429 });
    responses = [json(200, [])];
    await expect(fetchMyBusinesses('tok')).resolves.toEqual([]);
    expect(calls).toHaveLength(3);
  });
});
