// The browser tab's title: every page, and every not-found or error state, names itself
// ("Business not found · Booklane"), so a tab, a bookmark and the history list say where it is.
import { useEffect } from 'react';

/**
 * "{name} · Booklane".
 * @internal Exported for its unit test; pages use `useDocumentTitle`.
 */
export function documentTitle(name: string): string {
  return `${name} · Booklane`;
}

/** Sets the tab title while the page shows; null leaves it as it is (a page still loading). */
export function useDocumentTitle(name: string | null): void {
  useEffect(() => {
    if (name !== null) document.title = documentTitle(name);
  }, [name]);
}
