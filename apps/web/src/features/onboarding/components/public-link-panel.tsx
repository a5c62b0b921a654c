// The last step of the onboarding (issue 33): the business's public link `{host}/{username}`
// with a copy button and a link that opens it, and whether the page takes bookings yet (it does,
// and is listed in the directory, once a service is live: decisions.md 9.2).
import { ONBOARDING_TEXTS, publicPageLink } from '@booklane/shared/domain';
import { useId, useState } from 'react';
import { CopyIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { publicPagePath } from '@/config/paths';

type CopyState = 'idle' | 'copied' | 'failed';

export function PublicLinkPanel({ username, bookable }: { username: string; bookable: boolean }) {
  const url = publicPageLink(globalThis.location?.origin ?? '', username);
  const inputId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="space-y-4">
      <Alert tone={bookable ? 'success' : 'warning'}>
        {bookable ? ONBOARDING_TEXTS.linkReady : ONBOARDING_TEXTS.linkNotReady}
      </Alert>
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Your public page
        </label>
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 text-base font-medium text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
          data-testid="onboarding-public-link"
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => void copyLink()} className={buttonClasses('secondary', 'md')}>
          <CopyIcon className="h-4 w-4" />
          {ONBOARDING_TEXTS.copyLink}
        </button>
        <a
          href={publicPagePath(username)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'md')}
        >
          <ExternalLinkIcon className="h-4 w-4" />
          {ONBOARDING_TEXTS.openLink}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {copy === 'copied'
          ? ONBOARDING_TEXTS.linkCopied
          : copy === 'failed'
            ? ONBOARDING_TEXTS.copyFailed
            : ''}
      </p>
    </div>
  );
}
