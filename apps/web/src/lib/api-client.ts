// The HTTP client of spec sections 7-8: base /api, JSON, bearer token from localStorage, and any
// 401 clears the stored token and user. Errors keep the server's { message, error, details }.
import type { ApiErrorBody } from '@booklane/shared';
import { local, STORAGE_KEYS } from './storage';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** Listeners told when a 401 ends the session (the session store clears its state). */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Retry once after this many ms when the server answers 429 (spec: business and unread calls). */
  retryOn429AfterMs?: number;
};

export const API_BASE = '/api';

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(API_BASE + path, globalThis.location?.origin ?? 'http://localhost');
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = local.get(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const send = () =>
    fetch(url.pathname + url.search, {
      method: options.method ?? 'GET',
      headers,
      body: body ?? null,
      signal: options.signal ?? null,
    });
  let response = await send();
  if (response.status === 429 && options.retryOn429AfterMs !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, options.retryOn429AfterMs));
    response = await send();
  }

  if (response.status === 401) {
    local.remove(STORAGE_KEYS.token);
    local.remove(STORAGE_KEYS.user);
    for (const listener of unauthorizedListeners) listener();
  }
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function readErrorBody(response: Response): Promise<ApiErrorBody | undefined> {
  try {
    // A plain shape check: the entry bundle should not pull in the whole validation library.
    const data: unknown = await response.json();
    if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
      return data as ApiErrorBody;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/** The reason shown in "Failed to ...: {reason}" texts: the server message, else the error text. */
export function errorReason(err: unknown): string {
  if (err instanceof ApiError) return err.body?.message ?? err.body?.error ?? err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}

/** Which parts of a failure may stand in for the server's message, in this order. */
export type ErrorTextOptions = {
  /** Use the server's `error` field when it sent no `message`. */
  errorField?: boolean;
  /** Use the error's own text (a network failure, "Request failed with status 500"). */
  errorText?: boolean;
};

/**
 * The text a screen shows for a failed call (spec section 8): the server message, else (when
 * asked) its `error` field, else (when asked) the error's text, else the screen's fallback.
 */
export function failureText(err: unknown, fallback: string, options: ErrorTextOptions = {}): string {
  if (err instanceof ApiError) {
    if (err.body?.message) return err.body.message;
    if (options.errorField && err.body?.error) return err.body.error;
    if (options.errorText && err.message) return err.message;
    return fallback;
  }
  if (options.errorText && err instanceof Error && err.message) return err.message;
  return fallback;
}

/** True for an ApiError with the given status. */
export function hasStatus(err: unknown, status: number): boolean {
  return err instanceof ApiError && err.status === status;
}
