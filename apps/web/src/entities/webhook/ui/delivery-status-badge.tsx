// A delivery's status as a small coloured badge: Delivered, Queued, Retrying, Failed.
import type { WebhookDeliveryStatus } from '@booklane/shared/domain';
import { Badge } from '@/components/ui/badge';
import { deliveryStatus, type DeliveryTone } from '../model/webhook-words';

const TONES = {
  done: 'emerald',
  waiting: 'slate',
  retrying: 'amber',
  failed: 'red',
} as const satisfies Record<DeliveryTone, string>;

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { text, tone } = deliveryStatus(status);
  return <Badge tone={TONES[tone]}>{text}</Badge>;
}
