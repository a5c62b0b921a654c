// Parts of a server-rendered page that are not needed to use it at once (the business page's
// header, reviews and team, its online dot: issue 37). While React takes over the server's markup,
// their code loads once the browser is idle after the page's load, and until then the server's
// markup of them stays as it is (React hydrates a Suspense boundary when its code arrives), so
// the page becomes usable on less JavaScript and shows the same from the start. A page the browser
// renders itself loads them at once (and its route may have started loading them already).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { isHydrating } from './server-view';

/** After the page's load event, when the browser has nothing else to do (or after 2 s). */
function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}

/**
 * A component whose code is `load`ed as above, in its own Suspense boundary (`fallback` shows on
 * a page the browser renders while the code is on its way).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (isHydrating()) await afterLoadAndIdle();
    return { default: await load() };
  });
  function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
