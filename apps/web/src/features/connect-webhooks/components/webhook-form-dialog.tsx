// Add webhook and Edit webhook (decisions.md 9.5): the receiver's address and the events it hears,
// checked with the shared schema. The server's refusal (a private address, too many webhooks) shows
// in its words. A new webhook's signing secret is shown once, in place of the form, with Copy.
import { WEBHOOK_EVENTS } from '@booklane/shared/domain';
import {
  createWebhookRequestSchema,
  type CreateWebhookForm,
  type CreateWebhookRequest,
  type Webhook,
  type WebhookWithSecret,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { refreshWebhooks } from '@/entities/webhook/api/get-webhooks';
import { ApiError, failureText } from '@/lib/api-client';
import { createWebhook } from '../api/create-webhook';
import { updateWebhook } from '../api/update-webhook';
import { EventFields } from './event-fields';
import { SigningSecret } from './signing-secret';

export function WebhookFormDialog({
  businessId,
  webhook,
  onClose,
}: {
  businessId: string;
  /** The webhook to edit; null adds one. */
  webhook: Webhook | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const form = useForm<CreateWebhookForm, unknown, CreateWebhookRequest>({
    resolver: zodResolver(createWebhookRequestSchema),
    defaultValues: { url: webhook?.url ?? '', events: webhook ? [...webhook.events] : [...WEBHOOK_EVENTS] },
  });
  const { register, handleSubmit, setError, formState } = form;
  const save = useMutation({
    // A new webhook's answer carries its secret, to show; an edited one's does not.
    mutationFn: async (body: CreateWebhookRequest): Promise<WebhookWithSecret | null> => {
      if (!webhook) return createWebhook(businessId, body);
      await updateWebhook(webhook._id, body);
      return null;
    },
    onSuccess: async (answer) => {
      if (answer) setCreated(answer);
      else {
        toast.success('Webhook saved.');
        onClose();
      }
      await refreshWebhooks(queryClient, businessId);
    },
    onError: (err) => {
      // A field the server found wrong goes beside that field too.
      if (!(err instanceof ApiError)) return;
      for (const detail of err.body?.details ?? []) {
        const field = detail.path.split('.')[0];
        if (field === 'url' || field === 'events') setError(field, { message: detail.message });
      }
    },
  });
  const formId = `webhook-form-${webhook?._id ?? 'new'}`;

  if (created) {
    return (
      <Dialog
        open
        onClose={onClose}
        title="Webhook added"
        description={`Booklane now sends the chosen events to ${created.url}.`}
        footer={
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Done
          </button>
        }
      >
        <SigningSecret secret={created.secret} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={webhook ? 'Edit webhook' : 'Add webhook'}
      description="Booklane sends a signed POST request to this address when one of the chosen events happens."
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button type="submit" form={formId} disabled={save.isPending} className={buttonClasses('primary')}>
            {save.isPending ? <Spinner /> : null}
            {webhook ? 'Save webhook' : 'Add webhook'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={handleSubmit((body) => save.mutate(body))}
        className="space-y-5"
        aria-busy={save.isPending}
      >
        {save.isError ? (
          <Alert title={webhook ? 'Could not save the webhook' : 'Could not add the webhook'}>
            {failureText(save.error, 'Please try again.', { errorText: true })}
          </Alert>
        ) : null}
        <TextField
          label="Endpoint URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/booklane-webhook"
          hint="A public https:// address of your app or automation tool (Zapier, Make, n8n...)."
          data-autofocus
          error={formState.errors.url?.message}
          {...register('url')}
        />
        <EventFields form={form} />
      </form>
    </Dialog>
  );
}
