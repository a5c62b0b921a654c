// Labelled form controls. Each has a visible label, its hint and error tied to it with
// aria-describedby, aria-invalid when wrong, and the error announced (role=alert).
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

const controlBase =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-indigo-500 focus:border-indigo-500 ' +
  'disabled:bg-slate-100 disabled:text-slate-500 sm:min-h-0 sm:text-sm';

function controlClasses(invalid: boolean, extra = ''): string {
  return `${controlBase} ${invalid ? 'border-red-400' : 'border-slate-300'} ${extra}`;
}

type Described = { label: ReactNode; error?: string | undefined; hint?: ReactNode; optional?: boolean };

/**
 * A field's ids and wiring: the props of its shell (label, hint, error) and of its control (id,
 * aria-invalid, aria-describedby and the classes, with `extra` ones).
 */
function useField({ label, error, hint, optional }: Described, givenId: string | undefined) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    shell: { id, label, optional, hint, hintId, error, errorId },
    control: (extra: string) => ({
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      className: controlClasses(Boolean(error), extra),
    }),
  };
}

function FieldShell({
  id,
  label,
  optional,
  hint,
  hintId,
  error,
  errorId,
  children,
}: Described & {
  id: string;
  hintId?: string | undefined;
  errorId?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="ml-1 font-normal text-slate-500">(optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <div id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  Described & { ref?: Ref<HTMLInputElement>; id?: string; prefix?: ReactNode };

export function TextField({
  label,
  error,
  hint,
  optional,
  id: givenId,
  prefix,
  className,
  ...input
}: InputProps) {
  const field = useField({ label, error, hint, optional }, givenId);
  const props = field.control(prefix ? 'rounded-l-none' : '');
  const control = (
    <input {...props} className={props.className + (className ? ` ${className}` : '')} {...input} />
  );
  return (
    <FieldShell {...field.shell}>
      {prefix ? (
        <div className="flex">
          <span className="inline-flex max-w-[45%] items-center truncate rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
    </FieldShell>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  id: givenId,
  ...input
}: Omit<InputProps, 'type' | 'prefix'>) {
  const field = useField({ label, error, hint }, givenId);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...field.shell}>
      <div className="relative">
        <input type={visible ? 'text' : 'password'} {...field.control('pr-12')} {...input} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={field.shell.id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldShell>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> &
  Described & { ref?: Ref<HTMLTextAreaElement>; id?: string };

export function TextAreaField({ label, error, hint, optional, id, ...textarea }: TextAreaProps) {
  const field = useField({ label, error, hint, optional }, id);
  return (
    <FieldShell {...field.shell}>
      <textarea {...field.control('min-h-24')} {...textarea} />
    </FieldShell>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  Described & { ref?: Ref<HTMLSelectElement>; id?: string };

export function SelectField({ label, error, hint, optional, id, children, ...select }: SelectProps) {
  const field = useField({ label, error, hint, optional }, id);
  return (
    <FieldShell {...field.shell}>
      <select {...field.control('pr-8')} {...select}>
        {children}
      </select>
    </FieldShell>
  );
}
