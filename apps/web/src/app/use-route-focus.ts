// After a route change the focus moves to the new page's heading (its h1, made focusable with
// tabindex -1), so keyboard and screen-reader users start at the top of the new content and hear
// which page it is (WCAG 2.4.3, 4.1.3; docs/decisions/0020). Pages load lazily and may show a
// skeleton first: the heading is awaited for a while. The first page load keeps the browser's own
// focus, a query-string change (a tab, a search) is not a new page, and a page that has already
// put the focus somewhere itself (a dialog, a field) keeps it.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 10_000;

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // Scrolling stays with the router's scroll restoration.
  heading.focus({ preventScroll: true });
}

export function useRouteFocus(): void {
  const { pathname } = useLocation();
  // The path the app was loaded at, until the first navigation away from it.
  const initial = useRef<string | null>(pathname);

  useEffect(() => {
    if (initial.current !== null) {
      if (pathname === initial.current) return;
      initial.current = null;
    }
    const main = document.getElementById('main');
    if (!main) return;
    const focusedBefore = document.activeElement;
    // The new page (a field, a dialog it opened) or the user (while it loaded) moved the focus.
    const movedElsewhere = () => {
      const now = document.activeElement;
      if (!now || now === document.body || now === main) return false;
      return now !== focusedBefore || main.contains(now) || now.closest('dialog[open]') !== null;
    };
    const tryFocus = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!movedElsewhere()) focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
