// "Webhooks" of the Integrations tab (decisions.md 9.5): the business's webhooks, Add webhook (the
// signing secret shown once), and per webhook Pause / Resume, Edit, Send test event (its log opens
// to show it go out), Rotate secret (asked first; the new secret shown once) and Delete (asked
// first). Every refusal of the server shows in its words.
import { WEBHOOKS_MAX } from '@booklane/shared/domain';
import type { Business, Webhook, WebhookWithSecret } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PlusIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { LinkIcon } from '@/components/ui/icons';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { refreshWebhooks, useWebhooks } from '@/entities/webhook/api/get-webhooks';
import { errorReason, failureText } from '@/lib/api-client';
import { deleteWebhook } from '../api/delete-webhook';
import { rotateWebhookSecret } from '../api/rotate-webhook-secret';
import { sendTestEvent } from '../api/send-test-event';
import { updateWebhook } from '../api/update-webhook';
import { SigningSecret } from './signing-secret';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookItem } from './webhook-item';

function useWebhookChanges(businessId: string, openLog: (id: string) => void) {
  const queryClient = useQueryClient();
  const refresh = () => refreshWebhooks(queryClient, businessId);
  const toggle = useMutation({
    mutationFn: (webhook: Webhook) => updateWebhook(webhook._id, { isActive: !webhook.isActive }),
    onSuccess: async (saved) => {
      toast.success(
        saved.isActive ? 'Webhook resumed.' : 'Webhook paused. Nothing is sent until you resume it.',
      );
      await refresh();
    },
    onError: (err) => toast.error(`Could not change the webhook: ${errorReason(err)}`),
  });
  const test = useMutation({
    mutationFn: (webhook: Webhook) => sendTestEvent(webhook._id),
    onSuccess: async (_answer, webhook) => {
      toast.success('Test event queued. Its delivery shows in the log.');
      openLog(webhook._id);
      await refresh();
    },
    onError: (err) => toast.error(`Could not send a test event: ${errorReason(err)}`),
  });
  return { toggle, test, refresh };
}

export function WebhooksSection({ business }: { business: Business }) {
  const webhooks = useWebhooks(business._id);
  const headingId = useId();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [rotated, setRotated] = useState<WebhookWithSecret | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [openLogs, setOpenLogs] = useState<ReadonlySet<string>>(new Set());
  const openLog = (id: string) => setOpenLogs((prev) => new Set([...prev, id]));
  const toggleLog = (id: string) =>
    setOpenLogs((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const { toggle, test, refresh } = useWebhookChanges(business._id, openLog);
  const rotate = useMutation({
    mutationFn: (webhook: Webhook) => rotateWebhookSecret(webhook._id),
    onSuccess: async (answer) => {
      setRotating(null);
      setRotated(answer);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (webhook: Webhook) => deleteWebhook(webhook._id),
    onSuccess: async () => {
      setDeleting(null);
      toast.success('Webhook deleted.');
      await refresh();
    },
  });

  const list = webhooks.data ?? [];
  const full = list.length >= WEBHOOKS_MAX;
  const addButton = (
    <button
      type="button"
      onClick={() => setEditing('new')}
      disabled={full}
      className={buttonClasses('primary')}
    >
      <PlusIcon className="h-4 w-4" />
      Add webhook
    </button>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            Webhooks
          </h2>
          <p className="text-sm text-slate-600">
            Tell your own app or automation tool the moment something happens: a booking made, confirmed,
            cancelled or moved, a review, a waitlist offer. Each request is signed so the receiver can trust
            it; failed ones are retried for 24 hours.
          </p>
        </div>
        {addButton}
      </div>
      {full ? (
        <p className="text-sm text-slate-600">
          You have {WEBHOOKS_MAX} webhooks, the most a business can have. Delete one to add another.
        </p>
      ) : null}
      {webhooks.isPending ? (
        <LoadingBlock label="Loading webhooks..." />
      ) : webhooks.isError && !webhooks.data ? (
        <Alert
          title={`Could not load your webhooks: ${errorReason(webhooks.error)}`}
          onRetry={() => void webhooks.refetch()}
        />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <div className="mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
            <LinkIcon />
          </div>
          <h3 className="text-lg font-semibold text-slate-900">No webhooks yet</h3>
          <p className="mt-1 max-w-md text-slate-600">
            Add the address that should hear about your bookings.
          </p>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Webhooks">
          {list.map((webhook) => (
            <WebhookItem
              key={webhook._id}
              businessId={business._id}
              webhook={webhook}
              logOpen={openLogs.has(webhook._id)}
              busy={
                toggle.isPending && toggle.variables?._id === webhook._id
                  ? 'toggle'
                  : test.isPending && test.variables?._id === webhook._id
                    ? 'test'
                    : null
              }
              actions={{
                onToggleActive: () => toggle.mutate(webhook),
                onEdit: () => setEditing(webhook),
                onSendTest: () => test.mutate(webhook),
                onRotate: () => {
                  rotate.reset();
                  setRotating(webhook);
                },
                onDelete: () => {
                  remove.reset();
                  setDeleting(webhook);
                },
                onToggleLog: () => toggleLog(webhook._id),
              }}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <WebhookFormDialog
          businessId={business._id}
          webhook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={rotating !== null}
        title="Rotate the signing secret?"
        message="Booklane signs every request with a new secret from now on, and the old one stops working at once. Put the new secret in your receiver right away, or it will refuse the requests."
        confirmLabel="Rotate secret"
        busy={rotate.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={() => rotating && rotate.mutate(rotating)}
      >
        {rotate.isError ? (
          <Alert>{failureText(rotate.error, 'Could not rotate the secret.', { errorText: true })}</Alert>
        ) : null}
      </ConfirmDialog>
      <Dialog
        open={rotated !== null}
        onClose={() => setRotated(null)}
        title="New signing secret"
        description={rotated ? `For the webhook to ${rotated.url}.` : undefined}
        footer={
          <button type="button" onClick={() => setRotated(null)} className={buttonClasses('secondary')}>
            Done
          </button>
        }
      >
        {rotated ? <SigningSecret secret={rotated.secret} /> : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this webhook?"
        message={
          deleting ? (
            <>
              Booklane stops sending events to{' '}
              <span className="break-all font-mono text-sm">{deleting.url}</span>. Deliveries still waiting
              are dropped.
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Delete webhook"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        {remove.isError ? (
          <Alert>{failureText(remove.error, 'Could not delete the webhook.', { errorText: true })}</Alert>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
