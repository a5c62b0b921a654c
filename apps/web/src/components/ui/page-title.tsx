import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * A page heading that also sets the document title. Focusable by script (tabIndex -1): after a
 * route change the focus moves to it (app/use-route-focus.ts).
 */
export function PageTitle({ children, subtitle }: { children: string; subtitle?: ReactNode }) {
  useDocumentTitle(children);
  return (
    <div className="mb-6">
      <h1 tabIndex={-1} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {children}
      </h1>
      {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
    </div>
  );
}
