// GET /webhooks/{id}/deliveries (the owner, decisions.md 9.5): a webhook's latest deliveries, newest
// first, each with every attempt. Asked only while its log is open, and asked again while it is
// open: often while a delivery is on its way, now and then otherwise.
import type { WebhookDelivery } from '@booklane/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { webhookDeliveriesKey } from './keys';

const ON_ITS_WAY_POLL_MS = 3_000;
const IDLE_POLL_MS = 15_000;

/**
 * Whether a delivery's next attempt is due within the minute (a retry hours ahead is not worth
 * asking every few seconds for).
 * @internal Exported for its unit tests.
 */
export function isDueSoon(delivery: Pick<WebhookDelivery, 'status' | 'nextAttemptAt'>, now: Date): boolean {
  if (delivery.status !== 'queued' && delivery.status !== 'retrying') return false;
  if (!delivery.nextAttemptAt) return true;
  return new Date(delivery.nextAttemptAt).getTime() - now.getTime() < 60_000;
}

export function useWebhookDeliveries(businessId: string, webhookId: string) {
  return useQuery({
    queryKey: webhookDeliveriesKey(businessId, webhookId),
    queryFn: async ({ signal }): Promise<WebhookDelivery[]> => {
      const answer = await callApi('listWebhookDeliveries', { params: { id: webhookId } }, { signal });
      return answer.deliveries;
    },
    // Opening the log always shows it as it is now.
    staleTime: 0,
    refetchInterval: (query) => {
      const now = new Date();
      return query.state.data?.some((delivery) => isDueSoon(delivery, now))
        ? ON_ITS_WAY_POLL_MS
        : IDLE_POLL_MS;
    },
  });
}
