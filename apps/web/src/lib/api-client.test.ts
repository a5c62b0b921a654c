import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, errorReason, failureText } from './api-client';

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
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error('no response queued');
    return next;
  });
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest', () => {
  it('sends the stored token as a bearer header under /api', async () => {
    localStorage.setItem('token', 'abc');
    responses = [json(200, [{ _id: '1' }])];
    await expect(apiRequest('/businesses')).resolves.toEqual([{ _id: '1' }]);
    expect(calls[0]!.url).toBe('/api/businesses');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('clears the stored token and user on 401 and passes the error on', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', '{"id":"1"}');
    responses = [json(401, { message: 'Session expired', error: 'unauthorized' })];
    const err = await apiRequest('/users/profile').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorReason(err)).toBe('Session expired');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('retries once after a 429 when asked to', async () => {
    responses = [json(429, { message: 'Too many requests' }), json(200, { totalUnread: 3 })];
    await expect(apiRequest('/chats/unread/summary', { retryOn429AfterMs: 5 })).resolves.toEqual({
      totalUnread: 3,
    });
    expect(calls).toHaveLength(2);
  });

  it('does not retry a 429 otherwise', async () => {
    responses = [json(429, { message: 'Too many requests' })];
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
    });
    expect(calls).toHaveLength(1);
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
