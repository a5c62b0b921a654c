// GET /businesses/{id}/webhooks (the owner, decisions.md 9.5): the business's webhooks, each with
// its last delivery. The Integrations tab reads it; its changes put the server's answer in and
// reload the list.
import type { Webhook } from '@booklane/shared/schemas';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { webhooksKey } from './keys';

/** While the list is open, how often it is asked again: its last deliveries change on their own. */
const LIST_POLL_MS = 30_000;

export function useWebhooks(businessId: string) {
  return useQuery({
    queryKey: webhooksKey(businessId),
    queryFn: ({ signal }): Promise<Webhook[]> =>
      callApi('listWebhooks', { params: { id: businessId } }, { signal }),
    refetchInterval: LIST_POLL_MS,
  });
}

/** After a webhook was added, changed, rotated, tested or deleted: the list and its logs again. */
export async function refreshWebhooks(queryClient: QueryClient, businessId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: webhooksKey(businessId) });
}

/** The list alone again (its last deliveries), not the open logs: a log saw a delivery move on. */
export async function refreshWebhookList(queryClient: QueryClient, businessId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: webhooksKey(businessId), exact: true });
}
