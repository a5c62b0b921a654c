// POST /webhooks/{id}/test (decisions.md 9.5): queues a `webhook.test` event, sent and logged like
// every other (429 when asked too often).
import { callApi } from '@/lib/api-client';

export function sendTestEvent(webhookId: string) {
  return callApi('testWebhook', { params: { id: webhookId } });
}
