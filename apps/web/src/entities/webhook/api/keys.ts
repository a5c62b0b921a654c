// The webhooks' cache keys (decisions.md 9.5): a business's list, and each webhook's delivery log
// under it, so a change of the list (a test sent, a webhook paused) reloads the logs too.

/** A business's webhooks, each with its last delivery. */
export const webhooksKey = (businessId: string) => ['webhooks', businessId] as const;

/** One webhook's latest deliveries. */
export const webhookDeliveriesKey = (businessId: string, webhookId: string) =>
  [...webhooksKey(businessId), 'deliveries', webhookId] as const;
