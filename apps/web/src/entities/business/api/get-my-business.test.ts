import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myBusinessesQuery } from './get-my-business';

// The real api client under a stubbed fetch, through TanStack Query as the screens use it: the
// business cache of spec section 7 (shared in flight, kept 10 s, one retry after 1 s on 429).
const calls: string[] = [];
let responses: Array<() => Response> = [];
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
  client.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the own-business query', () => {
  it('shares one request among simultaneous screens and keeps the answer 10 s', async () => {
    responses = [json(200, [{ _id: 'b1' }]), json(200, [{ _id: 'b2' }])];
    const [a, b] = await Promise.all([
      client.fetchQuery(myBusinessesQuery('tok')),
      client.fetchQuery(myBusinessesQuery('tok')),
    ]);
    expect(a).toEqual([{ _id: 'b1' }]);
    expect(b).toBe(a);
    expect(calls).toEqual(['/api/businesses/my-businesses']);

    vi.advanceTimersByTime(9_000);
    await client.fetchQuery(myBusinessesQuery('tok'));
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1_001);
    await expect(client.fetchQuery(myBusinessesQuery('tok'))).resolves.toEqual([{ _id: 'b2' }]);
    expect(calls).toHaveLength(2);
  });

  it('keeps answers per token: another session asks again', async () => {
    responses = [json(200, [{ _id: 'b1' }]), json(200, [])];
    await client.fetchQuery(myBusinessesQuery('tok'));
    await expect(client.fetchQuery(myBusinessesQuery('other'))).resolves.toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('retries once after 1 s on HTTP 429, and does not keep a failure', async () => {
    responses = [json(429, { message: 'Too many requests' }), json(200, [{ _id: 'b1' }])];
    const pending = client.fetchQuery(myBusinessesQuery('tok'));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual([{ _id: 'b1' }]);

    responses = [json(429, { message: 'Too many requests' }), json(429, { message: 'Too many requests' })];
    const failing = client.fetchQuery(myBusinessesQuery('again')).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await failing).toMatchObject({ status: 429 });
    responses = [json(200, [])];
    await expect(client.fetchQuery(myBusinessesQuery('again'))).resolves.toEqual([]);
    expect(calls).toHaveLength(5);
  });
});
