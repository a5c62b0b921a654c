import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiUrl, callApi, errorReason, failureText, onUnauthorized } from './api-client';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

const calls: { url: string; init: RequestInit }[] = [];
let responses: Response[] = [];

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  calls.length = 0;
  responses = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error('no response queued');
    return next;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const headersOf = (call: { init: RequestInit } | undefined) =>
  (call?.init.headers ?? {}) as Record<string, string>;

describe('callApi', () => {
  it('takes the method and path from the route table, URI-encoding each path parameter', async () => {
    responses = [json(200, { _id: 'b1' })];
    await callApi('updateBookingStatus', { params: { id: 'a/b c' }, body: { status: 'confirmed' } });
    expect(calls[0]!.url).toBe('/api/bookings/a%2Fb%20c/status');
    expect(calls[0]!.init.method).toBe('PUT');
    expect(calls[0]!.init.body).toBe('{"status":"confirmed"}');
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');

    responses = [json(200, { _id: 'b1' })];
    await callApi('getBusinessByUsername', { params: { username: 'luxe hair?' } });
    expect(calls[1]!.url).toBe('/api/businesses/u/luxe%20hair%3F');
    expect(calls[1]!.init.method).toBe('GET');
    expect(calls[1]!.init.body).toBeNull();
    expect(headersOf(calls[1])['Content-Type']).toBeUndefined();
  });

  it('leaves empty query values out, and the question mark when nothing is left', async () => {
    responses = [json(200, []), json(200, [])];
    await callApi('listBusinesses', { query: { search: 'hair & nails', category: '' } });
    expect(calls[0]!.url).toBe('/api/businesses?search=hair+%26+nails');
    await callApi('listBusinesses', { query: { search: undefined, category: undefined } });
    expect(calls[1]!.url).toBe('/api/businesses');
  });

  it('sends numbers in the query as text', async () => {
    responses = [json(200, { messages: [], hasMore: false, page: 2 })];
    await callApi('listMessages', { params: { chatId: 'c1' }, query: { page: 2, limit: 20 } });
    expect(calls[0]!.url).toBe('/api/chats/c1/messages?page=2&limit=20');
  });

  it('answers the parsed body, and nothing for a 204', async () => {
    responses = [json(200, [{ _id: '1' }])];
    await expect(callApi('listMyBookings')).resolves.toEqual([{ _id: '1' }]);
    responses = [new Response(null, { status: 204 })];
    await expect(callApi('markAllBookingsViewed')).resolves.toBeUndefined();
  });

  it('sends the stored token as a bearer header, and none when signed out', async () => {
    responses = [json(200, []), json(200, [])];
    await callApi('listBusinesses');
    expect(headersOf(calls[0]).Authorization).toBeUndefined();
    localStorage.setItem('token', 'abc');
    await callApi('listBusinesses');
    expect(headersOf(calls[1]).Authorization).toBe('Bearer abc');
  });

  it('clears the stored token and user on 401, tells the listeners and passes the error on', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', '{"id":"1"}');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    responses = [json(401, { message: 'Session expired', error: 'unauthorized' })];
    const err = await callApi('getProfile').catch((e: unknown) => e);
    stop();
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401 });
    expect(errorReason(err)).toBe('Session expired');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps the session on other failures', async () => {
    localStorage.setItem('token', 'abc');
    responses = [json(403, { message: 'Forbidden' })];
    await expect(callApi('listBusinessChats')).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it('retries a 429 once, after the given delay, when asked to', async () => {
    vi.useFakeTimers();
    responses = [json(429, { message: 'Too many requests' }), json(200, { totalUnread: 3 })];
    const pending = callApi('getUnreadSummary', {}, { retryOn429AfterMs: 1_000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ totalUnread: 3 });
    expect(calls).toHaveLength(2);
  });

  it('retries a 429 only once', async () => {
    responses = [json(429, { message: 'Too many requests' }), json(429, { message: 'Still too many' })];
    await expect(callApi('getUnreadSummary', {}, { retryOn429AfterMs: 1 })).rejects.toMatchObject({
      status: 429,
      message: 'Still too many',
    });
    expect(calls).toHaveLength(2);
  });

  it('does not retry a 429 otherwise', async () => {
    responses = [json(429, { message: 'Too many requests' })];
    await expect(callApi('login', { body: { email: 'a@b.co', password: 'secret1' } })).rejects.toMatchObject({
      status: 429,
    });
    expect(calls).toHaveLength(1);
  });

  it('sends a FormData body as it is, without a JSON content type', async () => {
    localStorage.setItem('token', 'abc');
    const body = new FormData();
    body.append('logo', new Blob(['png'], { type: 'image/png' }), 'logo.png');
    responses = [json(200, { logoUrl: '/uploads/logos/x.png' })];
    await expect(callApi('uploadLogo', { params: { businessId: 'b1' }, body })).resolves.toEqual({
      logoUrl: '/uploads/logos/x.png',
    });
    expect(calls[0]!.url).toBe('/api/uploads/business/b1/logo');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(body);
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
    expect(headersOf(calls[0]).Authorization).toBe('Bearer abc');
  });

  it('keeps the server error body, or none when it is not one', async () => {
    responses = [json(409, { message: 'Username taken', error: 'conflict', details: [] })];
    const err = await callApi('createBusiness', { body: { username: 'taken', name: 'X' } }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ status: 409, body: { message: 'Username taken', error: 'conflict' } });
    responses = [new Response('<html>', { status: 502 })];
    const other = await callApi('getHealth').catch((e: unknown) => e);
    expect(other).toMatchObject({ status: 502, body: undefined, message: 'Request failed with status 502' });
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    responses = [json(200, [])];
    await callApi('listMyBookings', {}, { signal: controller.signal });
    expect(calls[0]!.init.signal).toBe(controller.signal);
  });
});

describe('apiUrl', () => {
  it('builds the external sign-in link from the table, with its encoded query', () => {
    expect(
      apiUrl('startExternalSignIn', { params: { provider: 'google' }, query: { state: '{"a":1}' } }),
    ).toBe('/api/auth/google?state=%7B%22a%22%3A1%7D');
  });
});

describe('failureText', () => {
  const withBody = (body: { message?: string; error?: string } | undefined) =>
    new ApiError(500, body as never);

  it('prefers the server message', () => {
    expect(failureText(withBody({ message: 'Email is already registered' }), 'Registration failed')).toBe(
      'Email is already registered',
    );
  });

  it('falls back to the screen text when the server sent none', () => {
    expect(failureText(withBody(undefined), 'Login failed')).toBe('Login failed');
    expect(failureText(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });

  it('uses the error field only when asked (business registration)', () => {
    const err = withBody({ error: 'conflict' });
    expect(failureText(err, 'Registration failed. Please try again.')).toBe(
      'Registration failed. Please try again.',
    );
    expect(failureText(err, 'Registration failed. Please try again.', { errorField: true })).toBe('conflict');
  });

  it('uses the error text only when asked (booking failures)', () => {
    expect(
      failureText(new TypeError('Failed to fetch'), 'Failed to create booking', { errorText: true }),
    ).toBe('Failed to fetch');
    expect(failureText('weird', 'Failed to create booking', { errorText: true })).toBe(
      'Failed to create booking',
    );
  });
});
