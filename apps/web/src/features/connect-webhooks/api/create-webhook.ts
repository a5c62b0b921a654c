// POST /businesses/{id}/webhooks (decisions.md 9.5): a public address and the events it hears. The
// answer carries the signing secret, shown only now.
import type { CreateWebhookRequest } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function createWebhook(businessId: string, body: CreateWebhookRequest) {
  return callApi('createWebhook', { params: { id: businessId }, body });
}
