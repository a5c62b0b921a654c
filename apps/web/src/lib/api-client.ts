// The HTTP client of spec sections 7-8, typed by the shared route table: JSON, bearer token from
// localStorage, and any 401 clears the stored token and user. Errors keep the server's
// { message, error, details }.
// Only the zod-free part of the route table is imported at run time (the entry chunk stays small);
// the schemas are used for types alone.
import { type RequestInput, type ResponseOf } from '@booklane/shared/api';
// The methods and paths only (not the table's summaries): this module is in the entry chunk.
import { buildPath, OPERATION_ROUTES } from '@booklane/shared/api/operation-routes';
import type { HttpMethod, OperationId } from '@booklane/shared/api/operations';
import { type ApiErrorBody } from '@booklane/shared/errors';
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

/** How a call is made, beyond what the route table fixes. */
export type CallOptions = {
  signal?: AbortSignal;
  /** Retry once after this many ms when the server answers 429 (spec: business and unread calls). */
  retryOn429AfterMs?: number;
};

type CallArgs<K extends OperationId> =
  // An operation without parameters or body may be called with nothing but its name.
  Record<string, never> extends RequestInput<K>
    ? [input?: RequestInput<K>, options?: CallOptions]
    : [input: RequestInput<K>, options?: CallOptions];

/**
 * Calls one operation of the route table (`OPERATIONS` in the shared package): its method and
 * path come from the table, and the answer has the type of the table's response schema.
 */
export async function callApi<K extends OperationId>(
  id: K,
  ...[input, options = {}]: CallArgs<K>
): Promise<ResponseOf<K>> {
  const parts = (input ?? {}) as RequestParts;
  const response = await send(OPERATION_ROUTES[id][0], urlOf(id, parts), parts.body, options);
  if (response.status === 204) return undefined as ResponseOf<K>;
  const text = await response.text();
  // The table's schema is the answer's type; the server parsed the answer with it before sending.
  return (text ? JSON.parse(text) : undefined) as ResponseOf<K>;
}

type RequestParts = { params?: Record<string, string>; query?: object; body?: unknown };

/**
 * The URL of an operation with its path parameters (URI-encoded) and query (empty values left
 * out), for what the browser itself opens: the external sign-in start is a link, not a call.
 */
export function apiUrl<K extends OperationId>(
  id: K,
  input: Pick<RequestInput<K>, 'params' | 'query'>,
): string {
  return urlOf(id, input as RequestParts);
}

function urlOf(id: OperationId, parts: RequestParts): string {
  return buildPath(OPERATION_ROUTES[id][1], parts.params) + queryString(parts.query);
}

function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One request with the session's bearer token: a 401 ends the session, any other failure throws
 * an ApiError. `callApi` reads the answer as JSON; `fetchApiFile` (api-file.ts) as a file.
 */
export async function send(
  method: HttpMethod,
  url: string,
  payload: unknown,
  options: CallOptions,
  accept = 'application/json',
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = local.get(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (payload instanceof FormData) {
    body = payload;
  } else if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  }

  const attempt = () => fetch(url, { method, headers, body: body ?? null, signal: options.signal ?? null });
  let response = await attempt();
  if (response.status === 429 && options.retryOn429AfterMs !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, options.retryOn429AfterMs));
    response = await attempt();
  }

  if (response.status === 401) {
    local.remove(STORAGE_KEYS.token);
    local.remove(STORAGE_KEYS.user);
    for (const listener of unauthorizedListeners) listener();
  }
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  return response;
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
