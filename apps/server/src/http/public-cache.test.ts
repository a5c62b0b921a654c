import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_TTL_MS,
  matchesIfNoneMatch,
  publicReadKey,
  publicReadPolicy,
  PublicReadCache,
  TTL_MS,
} from './public-cache';

const B1 = '00000000-0000-4000-8000-0000000000b1';
const B2 = '00000000-0000-4000-8000-0000000000b2';
const S1 = '00000000-0000-4000-8000-0000000000c1';

/** The path parameters of the few routes these tests ask, as Fastify's router gives them. */
function paramsOf(path: string): Record<string, string> {
  const detail = /^\/api\/businesses\/detail\/([^/]+)$/.exec(path);
  if (detail) return { businessId: decodeURIComponent(detail[1]!) };
  const availability = /^\/api\/services\/([^/]+)\/availability$/.exec(path);
  if (availability) return { id: decodeURIComponent(availability[1]!) };
  return {};
}

/** Just enough of a request and a reply to see what the cache sends. */
function exchange(url: string, headers: Record<string, string> = {}) {
  const [path = '', search = ''] = url.split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  const request = { method: 'GET', url, headers, params: paramsOf(path), query } as unknown as FastifyRequest;
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    code(status: number) {
      sent.status = status;
      return reply;
    },
    type(value: string) {
      sent.headers['content-type'] = value;
      return reply;
    },
    send(body?: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { request, reply: reply as unknown as FastifyReply, sent };
}

const directory = publicReadPolicy('listBusinesses')!;
const businessPage = publicReadPolicy('getBusiness')!;

describe('PublicReadCache', () => {
  it('keeps an answer and serves the same bytes until a write drops its tag', () => {
    const cache = new PublicReadCache(() => new Date(1_000_000));
    const miss = exchange('/api/businesses');
    expect(cache.serve(miss.request, miss.reply, directory)).toBe(false);
    cache.fill(miss.request, miss.reply, directory, {}, [{ name: 'A' }]);

    const hit = exchange('/api/businesses');
    expect(cache.serve(hit.request, hit.reply, directory)).toBe(true);
    expect(String(hit.sent.body)).toBe(String(miss.sent.body));
    expect(hit.sent.headers.etag).toBe(miss.sent.headers.etag);

    void cache.business(B1);
    expect(cache.serve(exchange('/api/businesses').request, exchange('').reply, directory)).toBe(false);
  });

  it('keeps one answer whatever undeclared parameters or order a query adds (no cache miss to order)', () => {
    const cache = new PublicReadCache(() => new Date(1_000_000));
    const availability = publicReadPolicy('getServiceAvailability')!;
    const first = exchange(`/api/services/${S1}/availability?from=2026-06-01&to=2026-06-07`);
    expect(cache.serve(first.request, first.reply, availability)).toBe(false);
    cache.fill(first.request, first.reply, availability, { id: S1 }, { days: [] });
    for (const url of [
      `/api/services/${S1}/availability?to=2026-06-07&from=2026-06-01`,
      `/api/services/${S1}/availability?from=2026-06-01&_=123&to=2026-06-07`,
      `/api/services/${S1}/availability?cachebuster=9&from=2026-06-01&to=2026-06-07&utm=x`,
      `/api/services/${S1.toUpperCase()}/availability?from=2026-06-01&to=2026-06-07`,
    ]) {
      const again = exchange(url);
      expect(cache.serve(again.request, again.reply, availability), url).toBe(true);
    }
    expect(cache.size).toBe(1);
    // A declared parameter is part of the answer: another value is another answer.
    const other = exchange(`/api/services/${S1}/availability?from=2026-06-02&to=2026-06-07`);
    expect(cache.serve(other.request, other.reply, availability)).toBe(false);
  });

  it('keys an answer by its operation and its parsed, declared parameters only, in one order', () => {
    expect(publicReadKey('getBusiness', { businessId: B1 }, {})).toBe(
      publicReadKey('getBusiness', { businessId: B1.toUpperCase() }, { _: '1', x: '2' }),
    );
    const page = publicReadKey('listDirectoryPage', {}, { search: 'cut', page: '2', zzz: '1' });
    expect(page).toBe(publicReadKey('listDirectoryPage', {}, { page: '02', search: ' cut ', category: '' }));
    expect(page).not.toBe(publicReadKey('listDirectoryPage', {}, { search: 'cut' }));
    expect(publicReadKey('listDirectoryPage', {}, {})).toBe(
      publicReadKey('listDirectoryPage', {}, { page: '1', search: '' }),
    );
    expect(publicReadKey('getBusinessByUsername', { username: 'Luxe-Hair' }, {})).toBe(
      publicReadKey('getBusinessByUsername', { username: 'luxe-hair' }, { v: '9' }),
    );
    // What does not parse is answered 400 or 404 by its handler, and not kept.
    expect(publicReadKey('listDirectoryPage', {}, { page: 'x' })).toBeUndefined();
    expect(publicReadKey('getBusiness', { businessId: 'b1' }, {})).toBeUndefined();
  });

  it('sends but does not keep an answer whose read began before a write to the same data', () => {
    const cache = new PublicReadCache(() => new Date(1_000_000));
    const slow = exchange(`/api/businesses/detail/${B1}`);
    cache.serve(slow.request, slow.reply, businessPage);
    // The owner saves while the read is still under way; the read then answers older rows.
    void cache.business(B1);
    cache.fill(slow.request, slow.reply, businessPage, { businessId: B1 }, { name: 'old' });
    expect(slow.sent.status).toBe(200);
    expect(cache.size).toBe(0);
    // A write to another business does not stop a read from being kept.
    const other = exchange(`/api/businesses/detail/${B2}`);
    cache.serve(other.request, other.reply, businessPage);
    void cache.business(B1);
    cache.fill(other.request, other.reply, businessPage, { businessId: B2 }, { name: 'b2' });
    expect(cache.size).toBe(1);
  });

  it('lets an answer live a few seconds at most, and an availability answer not past its minute', () => {
    let now = 1_000_400;
    const cache = new PublicReadCache(() => new Date(now));
    const first = exchange('/api/businesses');
    cache.serve(first.request, first.reply, directory);
    cache.fill(first.request, first.reply, directory, {}, []);
    now += TTL_MS - 1;
    expect(cache.serve(exchange('/api/businesses').request, exchange('').reply, directory)).toBe(true);
    now += 1;
    expect(cache.serve(exchange('/api/businesses').request, exchange('').reply, directory)).toBe(false);

    const availability = publicReadPolicy('getServiceAvailability')!;
    const url = `/api/services/${S1}/availability`;
    const keep = () => {
      const read = exchange(url);
      cache.serve(read.request, read.reply, availability);
      cache.fill(read.request, read.reply, availability, { id: S1 }, { days: [] });
    };
    const kept = () => cache.serve(exchange(url).request, exchange('').reply, availability) === true;
    // Computed 2 s before a minute ends: good until it ends, not a moment longer.
    now = 60_000 * 100 - 2_000;
    keep();
    now += 1_999;
    expect(kept()).toBe(true);
    now += 1;
    expect(kept()).toBe(false);
  });

  it('keeps an availability answer until the clock changes it, a minute at most, and drops it when the business takes a booking', () => {
    let now = 60_000 * 100 + 5_000;
    const cache = new PublicReadCache(() => new Date(now));
    const availability = publicReadPolicy('getServiceAvailability')!;
    const url = `/api/services/${S1}/availability`;
    const keep = (changesAtMs: number | null) => {
      const read = exchange(url);
      cache.serve(read.request, read.reply, availability);
      read.request.publicReadLife = { businessId: B1, changesAtMs };
      cache.fill(read.request, read.reply, availability, { id: S1 }, { days: [] });
    };
    const kept = () => {
      const read = exchange(url);
      const served = cache.serve(read.request, read.reply, availability);
      cache.settle(read.request); // a miss computes nothing here
      return served === true;
    };

    // Its first time leaves the answer 20 s from now: kept until then, past the minute's end.
    keep(now + 20_000);
    now += 19_999;
    expect(kept()).toBe(true);
    now += 1;
    expect(kept()).toBe(false);

    // Nothing changes it by the clock for an hour: a minute at most.
    keep(now + 3_600_000);
    now += AVAILABILITY_TTL_MS - 1;
    expect(kept()).toBe(true);
    now += 1;
    expect(kept()).toBe(false);

    // A booking of another service of the business holds a member this service's times need.
    keep(now + 3_600_000);
    void cache.places(B2, '00000000-0000-4000-8000-0000000000c2');
    expect(kept()).toBe(true);
    void cache.places(B1, '00000000-0000-4000-8000-0000000000c2');
    expect(kept()).toBe(false);

    // Without a clock bound (a date-only service with a notice): the end of its minute, as before.
    now = 60_000 * 200 - 2_000;
    keep(null);
    now += 1_999;
    expect(kept()).toBe(true);
    now += 1;
    expect(kept()).toBe(false);
  });

  it('computes an answer once for a crowd asking at the same moment', async () => {
    const cache = new PublicReadCache(() => new Date(1_000_000));
    const first = exchange('/api/businesses');
    const second = exchange('/api/businesses');
    expect(cache.serve(first.request, first.reply, directory)).toBe(false);
    const waiting = cache.serve(second.request, second.reply, directory);
    expect(waiting).toBeInstanceOf(Promise);
    cache.fill(first.request, first.reply, directory, {}, [{ name: 'A' }]);
    expect(await waiting).toBe(true);
    expect(String(second.sent.body)).toBe(String(first.sent.body));
  });

  it('lets the crowd compute for itself when the first answer was overtaken by a write', async () => {
    const cache = new PublicReadCache(() => new Date(1_000_000));
    const first = exchange('/api/businesses');
    const second = exchange('/api/businesses');
    cache.serve(first.request, first.reply, directory);
    const waiting = cache.serve(second.request, second.reply, directory);
    void cache.business(B1);
    cache.fill(first.request, first.reply, directory, {}, [{ name: 'old' }]);
    expect(await waiting).toBe(false);
    expect(second.sent.body).toBeUndefined();
  });

  it('computes once more, not once each, for a crowd whose first answer was overtaken by a write', async () => {
    const cache = new PublicReadCache(() => new Date(1_000_000));
    const [first, second, third] = [1, 2, 3].map(() => exchange('/api/businesses'));
    cache.serve(first!.request, first!.reply, directory);
    const secondWaits = cache.serve(second!.request, second!.reply, directory);
    const thirdWaits = cache.serve(third!.request, third!.reply, directory);
    void cache.business(B1);
    cache.fill(first!.request, first!.reply, directory, {}, [{ name: 'old' }]);
    // The second computes it again; the third waits for that answer instead of computing its own.
    expect(await secondWaits).toBe(false);
    let thirdDone = false;
    void Promise.resolve(thirdWaits).then(() => (thirdDone = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(thirdDone).toBe(false);
    cache.fill(second!.request, second!.reply, directory, {}, [{ name: 'new' }]);
    expect(await thirdWaits).toBe(true);
    expect(String(third!.sent.body)).toBe(String(second!.sent.body));
    expect(String(third!.sent.body)).toContain('new');
  });

  it('releases the crowd when the first request fails', async () => {
    const cache = new PublicReadCache(() => new Date(1_000_000));
    const first = exchange(`/api/businesses/detail/${B2}`);
    const second = exchange(`/api/businesses/detail/${B2}`);
    cache.serve(first.request, first.reply, businessPage);
    const waiting = cache.serve(second.request, second.reply, businessPage);
    cache.settle(first.request);
    expect(await waiting).toBe(false);
  });

  it('answers 304 to a client holding the current bytes', () => {
    const cache = new PublicReadCache(() => new Date(1_000_000));
    const first = exchange('/api/businesses');
    cache.serve(first.request, first.reply, directory);
    cache.fill(first.request, first.reply, directory, {}, []);
    const repeat = exchange('/api/businesses', { 'if-none-match': first.sent.headers.etag! });
    cache.serve(repeat.request, repeat.reply, directory);
    expect(repeat.sent.status).toBe(304);
    expect(repeat.sent.body).toBeUndefined();
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, over a list, and matches *', () => {
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b", "a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch('a', '"a"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
  });
});
