import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient, dropCacheOnAccountChange } from '@/lib/query-client';
import { setHydrating, setServerView, takePageState } from '@/lib/server-view';
import { session } from '@/lib/session';
import { createRouter } from './router';

/** The User Timing mark of the app's first commit (the page usable). */
const APP_READY_MARK = 'booklane:app-ready';

// One of each for the page's life: the router's loaders fill the same cache the screens read.
const queryClient = createQueryClient();

// A page the server rendered (the business page, issue 37) carries the answers it was rendered
// from: into the cache before the router's loaders ask for them, so nothing is fetched twice. The
// server renders what a visitor who is not signed in sees; a signed-in visitor's app renders on
// its own (and fetches its own view: an owner sees more of the business).
const pageState = takePageState<DehydratedState>();
const hydrating = pageState !== null && session.get().token === null;
if (pageState && hydrating) {
  setServerView(pageState.view);
  hydrate(queryClient, pageState.queries);
  setHydrating(true);
}

const router = createRouter(queryClient);

/**
 * Whether the page's markup is React's, to hydrate: then resolves once the router has loaded the
 * route's code, so the first render is the server's.
 */
export function appStart(): Promise<'hydrate' | 'render'> {
  if (!hydrating) return Promise.resolve('render');
  if (router.state.initialized) return Promise.resolve('hydrate');
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve('hydrate');
    });
  });
}

export function App() {
  useEffect(() => dropCacheOnAccountChange(queryClient), []);
  // The page is React's now, hydrated or rendered (what waits for idle time loads on its own:
  // lib/deferred.tsx). The mark tells when it became usable (bench/web-vitals.ts counts the
  // JavaScript asked for before it).
  useEffect(() => {
    setHydrating(false);
    performance.mark(APP_READY_MARK);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
