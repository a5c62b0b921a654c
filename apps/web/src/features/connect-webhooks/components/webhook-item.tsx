// One webhook of the Integrations tab: its address, whether it is active or paused, the events it
// hears, its last delivery (status, status code, time) and the start of its signing secret; what
// the owner can do with it; and its delivery log, opened below it.
import type { Webhook } from '@booklane/shared/schemas';
import { PencilIcon, PowerIcon, RefreshIcon, TrashIcon } from '@/components/ui/action-icons';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { eventsText, lastDeliveryText } from '@/entities/webhook/model/webhook-words';
import { useNow } from '@/lib/use-now';
import { logMoment } from '@/lib/when';
import { WebhookDeliveries } from './webhook-deliveries';

export type WebhookActions = {
  onToggleActive: () => void;
  onEdit: () => void;
  onSendTest: () => void;
  onRotate: () => void;
  onDelete: () => void;
  onToggleLog: () => void;
};

/** The address's host, to tell the screen reader which webhook a button acts on. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function WebhookItem({
  businessId,
  webhook,
  logOpen,
  busy,
  actions,
}: {
  businessId: string;
  webhook: Webhook;
  logOpen: boolean;
  /** Which of its changes is being saved. */
  busy: 'toggle' | 'test' | null;
  actions: WebhookActions;
}) {
  const now = useNow();
  const which = <span className="sr-only"> webhook to {hostOf(webhook.url)}</span>;
  const last = webhook.lastDelivery;
  const lastTone =
    last?.status === 'failed'
      ? 'text-red-700'
      : last?.status === 'retrying'
        ? 'text-amber-800'
        : 'text-slate-700';
  return (
    <li
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="webhook"
    >
      <div className="min-w-0 space-y-1.5">
        <h3 className="break-all font-mono text-sm font-semibold text-slate-900">{webhook.url}</h3>
        <ul className="flex flex-wrap gap-1.5 text-xs">
          <li>
            {webhook.isActive ? <Badge tone="emerald">Active</Badge> : <Badge tone="amber">Paused</Badge>}
          </li>
          <li>
            <Badge tone="indigo">{eventsText(webhook.events)}</Badge>
          </li>
        </ul>
        <p className={`text-sm ${lastTone}`}>
          <span className="font-medium text-slate-700">Last delivery: </span>
          {lastDeliveryText(last, (iso) => logMoment(iso, now))}
        </p>
        <p className="text-xs text-slate-500">
          Signing secret starts with <span className="font-mono">{webhook.secretHint}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          onClick={actions.onToggleActive}
          disabled={busy === 'toggle'}
          className={buttonClasses('secondary', 'sm')}
        >
          {busy === 'toggle' ? <Spinner /> : <PowerIcon className="h-4 w-4" />}
          {webhook.isActive ? 'Pause' : 'Resume'}
          {which}
        </button>
        <button type="button" onClick={actions.onEdit} className={buttonClasses('secondary', 'sm')}>
          <PencilIcon className="h-4 w-4" />
          Edit{which}
        </button>
        <button
          type="button"
          onClick={actions.onSendTest}
          disabled={busy === 'test'}
          className={buttonClasses('secondary', 'sm')}
        >
          {busy === 'test' ? <Spinner /> : null}
          Send test event<span className="sr-only"> to {hostOf(webhook.url)}</span>
        </button>
        <button type="button" onClick={actions.onRotate} className={buttonClasses('ghost', 'sm')}>
          <RefreshIcon className="h-4 w-4" />
          Rotate secret<span className="sr-only"> of the webhook to {hostOf(webhook.url)}</span>
        </button>
        <button
          type="button"
          onClick={actions.onDelete}
          className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
        >
          <TrashIcon className="h-4 w-4" />
          Delete{which}
        </button>
      </div>
      <WebhookDeliveries
        businessId={businessId}
        webhookId={webhook._id}
        open={logOpen}
        onToggle={actions.onToggleLog}
      />
    </li>
  );
}
