// A booking's status as a badge, in the same colours on every screen (the business's cards and
// calendar, the customer's lists, a guest's manage page): `model/status-look.ts`.
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@booklane/shared/domain';
import { Badge } from '@/components/ui/badge';
import { BOOKING_STATUS_TONES } from '../model/status-look';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={BOOKING_STATUS_TONES[status]}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
