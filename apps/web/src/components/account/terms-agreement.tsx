// The agreement to the terms and the privacy notice that registration asks for (issue 39): a
// checkbox whose label links to both pages (opened in a new tab, so the form keeps what was typed).
import type { InputHTMLAttributes, Ref } from 'react';
import { PATHS } from '@/config/paths';

export function TermsAgreement({
  error,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { error?: string | undefined; ref?: Ref<HTMLInputElement> }) {
  const errorId = 'accept-terms-error';
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-700">
        <input
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          {...input}
        />
        <span>
          I agree to the{' '}
          <a
            href={PATHS.terms}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-indigo-700 underline"
          >
            terms of use
          </a>{' '}
          and the{' '}
          <a
            href={PATHS.privacy}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-indigo-700 underline"
          >
            privacy notice
          </a>
          .
        </span>
      </label>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
