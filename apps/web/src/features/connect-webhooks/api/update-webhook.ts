// PUT /webhooks/{id} (decisions.md 9.5): a new address or events (Edit), or paused and resumed.
import type { UpdateWebhookRequest } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function updateWebhook(webhookId: string, body: UpdateWebhookRequest) {
  return callApi('updateWebhook', { params: { id: webhookId }, body });
}
