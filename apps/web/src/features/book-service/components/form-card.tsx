import { useId, type ReactNode } from 'react';

/** One of the four cards of the booking form. */
export function FormCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50/60 p-4" aria-labelledby={id}>
      <h3 id={id} className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon ? <span className="text-indigo-600">{icon}</span> : null}
        {title}
      </h3>
      {children}
    </section>
  );
}
