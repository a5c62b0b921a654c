// A booking's status as a badge, in the same colours on every screen (the business's cards, the
// customer's list, a guest's manage page).
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@booklane/shared/domain';
import { Badge } from '@/components/ui/badge';

const STATUS_TONES: Record<BookingStatus, 'amber' | 'emerald' | 'indigo' | 'red'> = {
  pending: 'amber',
  confirmed: 'emerald',
  completed: 'indigo',
  cancelled: 'red',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
