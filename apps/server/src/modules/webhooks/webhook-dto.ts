import { type Webhook, type WebhookDelivery } from '@booklane/shared/schemas';
import type { DeliveryRow, LastDeliveryRow, WebhookRow } from './webhooks.repository';

/** The first characters of a secret: `whsec_` and four more, enough to tell two apart. */
const SECRET_HINT_LENGTH = 10;

/** A webhook as its owner sees it: never the secret, only its first characters. */
export function toWebhookDto(row: WebhookRow, last: LastDeliveryRow | null): Webhook {
  return {
    _id: row.id,
    url: row.url,
    events: row.events as Webhook['events'],
    isActive: row.isActive,
    secretHint: row.secret.slice(0, SECRET_HINT_LENGTH),
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last && {
      status: last.status,
      at: last.attempt?.at ?? last.createdAt.toISOString(),
      statusCode: last.attempt?.statusCode ?? null,
    },
  };
}

/** The `webhook-id` of a delivery: the same on every attempt. */
export const messageId = (deliveryId: string) => `msg_${deliveryId}`;

/** One delivery in the log: its `webhook-id`, status, next attempt and every attempt so far. */
export function toDeliveryDto(row: DeliveryRow): WebhookDelivery {
  const waiting = row.status === 'queued' || row.status === 'retrying';
  return {
    _id: messageId(row.id),
    event: row.event as WebhookDelivery['event'],
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: waiting ? row.sendAfter.toISOString() : null,
    attempts: row.attemptLog as WebhookDelivery['attempts'],
  };
}
