import { useEffect, type ReactNode } from 'react';

/** A page heading that also sets the document title. */
export function PageTitle({ children, subtitle }: { children: string; subtitle?: ReactNode }) {
  useEffect(() => {
    document.title = `${children} · Booklane`;
  }, [children]);
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{children}</h1>
      {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
    </div>
  );
}
