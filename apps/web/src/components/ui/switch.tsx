// An on/off switch: a real checkbox with role=switch (Space toggles it, the label is clickable),
// drawn as a track and thumb, with an optional line of explanation tied to it.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  id?: string;
};

export function Switch({ label, description, id: givenId, className = '', ...input }: SwitchProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const descriptionId = description ? `${id}-description` : undefined;
  const caption = description ? (
    <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
      {description}
    </p>
  ) : null;
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {caption}
      </div>
      {/* 44 px tall on phones (the track's look unchanged: the margin takes the height back). */}
      <span className="relative -my-2.5 inline-flex min-h-11 shrink-0 items-center sm:my-0 sm:min-h-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={descriptionId}
          className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          {...input}
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-indigo-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:opacity-60"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
