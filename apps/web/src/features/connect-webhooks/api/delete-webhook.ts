// DELETE /webhooks/{id} (decisions.md 9.5): the webhook goes; deliveries still due are dropped.
import { callApi } from '@/lib/api-client';

export function deleteWebhook(webhookId: string) {
  return callApi('deleteWebhook', { params: { id: webhookId } });
}
