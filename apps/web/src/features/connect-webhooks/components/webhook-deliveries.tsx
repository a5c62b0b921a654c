// A webhook's "Deliveries" (decisions.md 9.5): closed at first; open, it lists the latest events
// sent, newest first, each with its status and every attempt (time, status code, duration, and the
// start of the receiver's answer or why it could not be reached), asked again while it is open.
import type { WebhookAttempt, WebhookDelivery } from '@booklane/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { ListIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useWebhookDeliveries } from '@/entities/webhook/api/get-webhook-deliveries';
import { refreshWebhookList } from '@/entities/webhook/api/get-webhooks';
import { attemptText, eventLabel } from '@/entities/webhook/model/webhook-words';
import { DeliveryStatusBadge } from '@/entities/webhook/ui/delivery-status-badge';
import { errorReason } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { logMoment } from '@/lib/when';

function Attempt({ attempt, now }: { attempt: WebhookAttempt; now: Date }) {
  const answered = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
  return (
    <li className="space-y-1 py-2 first:pt-0 last:pb-0" data-testid="webhook-attempt">
      <p className="flex flex-wrap gap-x-2 text-slate-700">
        <time dateTime={attempt.at}>{logMoment(attempt.at, now, { seconds: true })}</time>
        <span className={answered ? 'font-medium text-emerald-800' : 'font-medium text-red-700'}>
          {attemptText(attempt)}
        </span>
      </p>
      {attempt.error ? <p className="break-words text-red-700">{attempt.error}</p> : null}
      {attempt.response ? (
        <pre className="max-h-32 overflow-auto whitespace-pre-wrap break-all rounded bg-white px-2 py-1.5 font-mono text-xs text-slate-700 ring-1 ring-slate-200">
          {attempt.response}
        </pre>
      ) : null}
    </li>
  );
}

function Delivery({ delivery, now }: { delivery: WebhookDelivery; now: Date }) {
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid="webhook-delivery">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{eventLabel(delivery.event)}</span>
        <DeliveryStatusBadge status={delivery.status} />
        <time dateTime={delivery.createdAt} className="text-slate-600">
          {logMoment(delivery.createdAt, now)}
        </time>
      </div>
      {delivery.nextAttemptAt ? (
        <p className="mt-1 text-slate-600">
          {delivery.status === 'queued' && delivery.attempts.length === 0
            ? 'Sending at '
            : 'Next attempt at '}
          {logMoment(delivery.nextAttemptAt, now)}
        </p>
      ) : null}
      {delivery.attempts.length > 0 ? (
        <ol className="mt-2 divide-y divide-slate-200 border-l-2 border-slate-200 pl-3" aria-label="Attempts">
          {delivery.attempts.map((attempt, index) => (
            <Attempt key={`${attempt.at}-${index}`} attempt={attempt} now={now} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

function DeliveryLog({ businessId, webhookId }: { businessId: string; webhookId: string }) {
  const log = useWebhookDeliveries(businessId, webhookId);
  const now = useNow(30_000);
  const queryClient = useQueryClient();
  // When the newest delivery moves on (sent, failed, retried), the list's "Last delivery" follows.
  const newest = log.data?.[0];
  const progress = newest ? `${newest._id}:${newest.status}:${newest.attempts.length}` : '';
  useEffect(() => {
    if (progress) void refreshWebhookList(queryClient, businessId);
  }, [progress, queryClient, businessId]);
  if (log.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner className="h-4 w-4 text-indigo-600" />
        Loading deliveries...
      </p>
    );
  }
  if (log.isError) {
    return (
      <div role="alert" className="text-red-700">
        <p className="break-words">Could not load deliveries: {errorReason(log.error)}</p>
        <button
          type="button"
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
          className={buttonClasses('secondary', 'sm', 'mt-2')}
        >
          {log.isFetching ? <Spinner /> : null}
          Try again
        </button>
      </div>
    );
  }
  if (log.data.length === 0) {
    return <p className="text-slate-600">No deliveries yet. Send a test event to see one here.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {log.data.map((delivery) => (
        <Delivery key={delivery._id} delivery={delivery} now={now} />
      ))}
    </ul>
  );
}

export function WebhookDeliveries({
  businessId,
  webhookId,
  open,
  onToggle,
}: {
  businessId: string;
  webhookId: string;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:min-h-9"
      >
        <ListIcon className="h-4 w-4 text-slate-500" />
        Deliveries
        <ChevronDownIcon
          className={`h-4 w-4 text-slate-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="mt-1 rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
        {open ? <DeliveryLog businessId={businessId} webhookId={webhookId} /> : null}
      </div>
    </div>
  );
}
