// The private calendar feed (decisions.md 8.4) as a small card: the secret URL is fetched only
// when asked for ("Show calendar feed"), then can be copied, opened in a calendar app, or rotated
// after a confirmation that the old URL stops working.
import { FAILURE_MESSAGES } from '@booklane/shared/domain';
import { useId, useState } from 'react';
import { CopyIcon, RefreshIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CalendarIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorReason } from '@/lib/api-client';
import { useCalendarFeedUrl, useRotateCalendarFeedUrl, webcalUrl } from '../api/calendar-feed';

export function CalendarFeedCard({
  description,
  className = '',
}: {
  /** What the feed holds, in the words of the screen. */
  description: string;
  className?: string;
}) {
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const urlId = useId();
  const feed = useCalendarFeedUrl(shown);
  const rotate = useRotateCalendarFeedUrl();
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Calendar feed URL copied.');
    } catch {
      toast.info('Select the URL and copy it.');
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
      data-testid="calendar-feed-card"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <CalendarIcon className="h-5 w-5 text-indigo-600" />
        Calendar feed
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {!shown ? (
        <button
          type="button"
          onClick={() => setShown(true)}
          className={buttonClasses('secondary', 'sm', 'mt-3')}
        >
          Show calendar feed
        </button>
      ) : feed.isPending ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> Loading your feed URL...
        </p>
      ) : feed.isError ? (
        <Alert className="mt-3" onRetry={() => void feed.refetch()}>
          {FAILURE_MESSAGES.loadCalendarFeed(errorReason(feed.error))}
        </Alert>
      ) : (
        <div className="mt-3 space-y-3">
          <div>
            <label htmlFor={urlId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Your private feed URL
            </label>
            <input
              id={urlId}
              readOnly
              value={url ?? ''}
              onFocus={(event) => event.currentTarget.select()}
              className="block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 sm:text-sm"
              aria-describedby={`${urlId}-hint`}
              data-testid="calendar-feed-url"
            />
            <p id={`${urlId}-hint`} className="mt-1.5 text-sm text-slate-600">
              Subscribe to it in Google Calendar, Apple Calendar or Outlook. Anyone with this URL can see
              these bookings: keep it private.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={() => void copy()} className={buttonClasses('primary', 'sm')}>
              <CopyIcon className="h-4 w-4" />
              Copy
            </button>
            {url ? (
              <a href={webcalUrl(url)} className={buttonClasses('secondary', 'sm')}>
                Open in calendar app
              </a>
            ) : null}
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
            >
              <RefreshIcon className="h-4 w-4" />
              Rotate
            </button>
          </div>
          {rotate.isError ? (
            <Alert>{FAILURE_MESSAGES.rotateCalendarFeed(errorReason(rotate.error))}</Alert>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Rotate calendar feed URL?"
        message="You get a new private URL. The old URL stops working: calendars subscribed to it stop updating until you subscribe them to the new one."
        confirmLabel="Rotate URL"
        busy={rotate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => toast.success('New calendar feed URL ready. The old one no longer works.'),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}
