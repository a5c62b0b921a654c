// Component tests (Testing Library, in happy-dom): the app's providers around a component, a
// signed-in or signed-out session, a user driving it, and the API answered by the test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { session, type SessionUser } from '@/lib/session';

/**
 * Unmounts, signs out and restores fetch after each test of the calling file. Called by each file:
 * the web project shares modules between files (isolate: false), so a hook registered when this
 * module loads would run in the first file only.
 */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    session.signOut();
  });
}

/** One request the component sent. */
export type SentRequest = { method: string; path: string; query: URLSearchParams; body: unknown };

type Answer = { status?: number; body: unknown };
/** A fixed answer, or a function of the request that gives one. */
type Route = ((request: SentRequest) => unknown) | object;

/**
 * Answers fetch from `routes` (`'GET /api/services/s1/availability'`: a value is a 200 with it
 * as JSON, `{ status, body }` another status); anything else is a 404. Returns what was sent.
 */
export function answerApi(routes: Record<string, Route>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const request: SentRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const answer: unknown =
      typeof route === 'function' ? (route as (r: SentRequest) => unknown)(request) : route;
    const { status, body } =
      answer && typeof answer === 'object' && 'status' in answer && 'body' in answer
        ? (answer as Answer)
        : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

/** Replaces a field's text at once (pasted: one input event instead of one per character). */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** `url`: the address the app opens at (path and query), `/` by default. */
export function renderWith(
  ui: ReactNode,
  { user = null, url = '/' }: { user?: SessionUser | null; url?: string } = {},
) {
  if (user) session.signIn('test-token', user);
  else session.signOut();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup({ delay: null }) };
}
