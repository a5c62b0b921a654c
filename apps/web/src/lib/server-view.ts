// The business page is rendered on the server and hydrated here (issue 37). What differs between
// the two sides (the clock, this page's origin, the visitor's time zone) is read as the server saw
// it while React hydrates, so both render the same markup, and as the browser sees it right after.
import type { PageView } from '@booklane/shared/pages';
import { useSyncExternalStore } from 'react';

let serverView: PageView = { now: 0, origin: '' };

/** Set by the server before rendering, and by the browser from the page before hydrating. */
export function setServerView(view: PageView): void {
  serverView = view;
}

let hydrating = false;

/**
 * Set by the app while React takes over the server's markup (from before hydrateRoot until its
 * first commit): parts that are not needed to use the page then load once the browser is idle
 * (lib/deferred.tsx), the server's markup standing in for them meanwhile.
 */
export function setHydrating(on: boolean): void {
  hydrating = on;
}

/** Whether React is taking over the server's markup (see setHydrating); false on the server. */
export function isHydrating(): boolean {
  return hydrating;
}

const noSubscription = () => () => {};

/**
 * False while React renders on the server or hydrates its markup, true afterwards (and at once
 * on a page rendered by the browser alone).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The current time, as the server rendered it until hydration is done. */
export function useRenderClock(): { now: Date; hydrated: boolean } {
  const hydrated = useHydrated();
  return { now: hydrated ? new Date() : new Date(serverView.now), hydrated };
}

/** This page's origin (`https://booklane.example`), as the server named it until hydration is done. */
export function usePageOrigin(): string {
  const hydrated = useHydrated();
  return hydrated ? (globalThis.location?.origin ?? serverView.origin) : serverView.origin;
}

/** The id of the `<script type="application/json">` the server puts its page's data in. */
export const PAGE_STATE_ID = 'booklane-page-state';

/** The data a server-rendered page carries: the view it rendered with and the query cache it read. */
type PageState<Queries> = { view: PageView; queries: Queries };

/** The server-rendered page's data, if this page is one (and once: a later read finds nothing). */
export function takePageState<Queries>(): PageState<Queries> | null {
  const element = globalThis.document?.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState<Queries>;
  } catch {
    return null;
  } finally {
    element.remove();
  }
}
