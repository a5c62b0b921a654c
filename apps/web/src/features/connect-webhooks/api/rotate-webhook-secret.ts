// POST /webhooks/{id}/secret (decisions.md 9.5): a new signing secret, shown only now; the old one
// stops signing at once.
import { callApi } from '@/lib/api-client';

export function rotateWebhookSecret(webhookId: string) {
  return callApi('rotateWebhookSecret', { params: { id: webhookId } });
}
