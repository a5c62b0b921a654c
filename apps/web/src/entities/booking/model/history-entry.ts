// What one history entry shows (spec section 2 "Customer booking history"), with the spec's
// fallbacks: 'Unknown Service', 'Unknown Business'; duration only with hasDuration, price only
// with hasPricing; the completion, cancellation or no-show date, and who cancelled (decisions.md
// 8.3, 9.2).
import {
  bookingLocalWhen,
  businessTime,
  DEFAULT_CURRENCY,
  FALLBACK_NAMES,
  formatMoney,
} from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { cancelledByText } from './self-service';

export type HistoryEntry = {
  serviceName: string;
  businessName: string;
  date: string | null;
  time: string | null;
  duration: string | null;
  finished: string | null;
  price: string | null;
  notes: string | null;
  badge: 'Completed' | 'Cancelled' | 'No-show';
  /** `Cancelled by you` or `Cancelled by the business`; null otherwise. */
  cancelledBy: string | null;
};

function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** The day of an instant in the business's zone when it is known (the booking's own dates are), else the viewer's. */
function formatInstant(iso: string | null | undefined, timeZone: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      ...(timeZone ? { timeZone } : {}),
    }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
  }
}

export function historyEntry(booking: Booking): HistoryEntry {
  const service = booking.service;
  const when = bookingLocalWhen(booking);
  const completed = booking.status === 'completed';
  const noShow = booking.status === 'no-show';
  const finishedAt = formatInstant(
    (completed ? booking.completedAt : noShow ? booking.noShowAt : booking.cancelledAt) ?? booking.updatedAt,
    booking.business?.timezone,
  );
  const badge = completed ? 'Completed' : noShow ? 'No-show' : 'Cancelled';
  return {
    serviceName: service?.name || FALLBACK_NAMES.service,
    businessName: booking.business?.name || FALLBACK_NAMES.business,
    date: when.date ? formatDay(when.date) : null,
    time: when.time ? businessTime(when.time, booking.business) : null,
    duration: service?.hasDuration && service.duration ? `${service.duration} minutes` : null,
    finished: finishedAt ? `${noShow ? 'Marked as no-show' : badge} on ${finishedAt}` : null,
    price:
      service?.hasPricing && service.price !== null
        ? formatMoney(
            service.price,
            booking.business?.currency ?? DEFAULT_CURRENCY,
            booking.business?.customCurrency,
          )
        : null,
    notes: booking.notes?.trim() || null,
    badge,
    cancelledBy: cancelledByText(booking),
  };
}
