// One titled group of a long form (the service form, the team member form).
import { useId, type ReactNode } from 'react';

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0"
    >
      <div>
        <h3 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
