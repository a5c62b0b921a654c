// A secret the server shows only once (a webhook's signing secret, an API token): the value in a
// read-only field, a Copy button that takes the focus when it appears, and the words that it will
// not be shown again. Copying says so where a screen reader hears it.
import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon, CopyIcon } from './action-icons';
import { buttonClasses } from './button';
import { AlertCircleIcon } from './icons';

export function SecretOnce({
  label,
  value,
  notice,
  testId,
}: {
  label: string;
  value: string;
  /** What to do with it now, and that it will not be shown again. */
  notice: string;
  testId?: string;
}) {
  const id = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    copyRef.current?.focus();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-3">
      <p
        id={`${id}-notice`}
        className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
      >
        <AlertCircleIcon className="mt-0.5 h-5 w-5 shrink-0" />
        <span>{notice}</span>
      </p>
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {label}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          {/* A text area, so the whole value shows (wrapped) on a phone too. */}
          <textarea
            id={id}
            readOnly
            rows={2}
            value={value}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${id}-notice`}
            spellCheck={false}
            className="block w-full min-w-0 resize-none break-all rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
            data-testid={testId}
          />
          <button
            ref={copyRef}
            type="button"
            onClick={() => void copy()}
            className={buttonClasses('primary', 'md', 'shrink-0')}
          >
            {copied === 'yes' ? <CheckIcon className="h-4 w-4" /> : <CopyIcon className="h-4 w-4" />}
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </button>
        </div>
        <p aria-live="polite" className="mt-1.5 text-sm text-slate-600">
          {copied === 'yes'
            ? 'Copied to the clipboard.'
            : copied === 'failed'
              ? 'Select the text and copy it.'
              : ''}
        </p>
      </div>
    </div>
  );
}
