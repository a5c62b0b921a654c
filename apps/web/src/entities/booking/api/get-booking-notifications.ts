// GET /bookings/{id}/notifications (decisions.md 8.2): a booking's delivery log, shown on the
// business's booking cards and on the customer's. Both dashboards use it, so the query, its key
// and the words for each message live here. The log is loaded only when a card's Notifications
// section opens, and polled while a message still waits to go out.
import type { NotificationKind, NotificationLogEntry } from '@booklane/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bookingNotificationsKey } from './keys';

/** Who reads the log: the business sees every message, the customer only theirs. */
export type NotificationViewer = 'business' | 'customer';

/** How often an open log is asked again while a message is queued or retrying. */
const WAITING_POLL_MS = 10_000;

/**
 * Whether a message is on its way now: retrying, or queued and due. A reminder scheduled for later
 * is not: the log is not asked again for it (it may be days ahead).
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function isOnItsWay(entry: NotificationLogEntry, now: Date = new Date()): boolean {
  if (entry.status === 'retrying') return true;
  if (entry.status !== 'queued') return false;
  return !entry.scheduledFor || new Date(entry.scheduledFor).getTime() <= now.getTime();
}

export function useBookingNotifications(bookingId: string) {
  return useQuery({
    queryKey: bookingNotificationsKey(bookingId),
    queryFn: ({ signal }) => callApi('listBookingNotifications', { params: { id: bookingId } }, { signal }),
    // Opening the section always shows the log as it is now.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((entry) => isOnItsWay(entry)) ? WAITING_POLL_MS : false,
  });
}

/** What each message is, in the reader's words. */
const KIND_LABELS: Record<NotificationKind, string> = {
  customer_booking_requested: 'Booking request received',
  customer_booking_confirmed: 'Booking confirmed',
  customer_booking_cancelled: 'Booking cancelled',
  customer_booking_rescheduled: 'Booking rescheduled',
  customer_booking_reminder: 'Reminder',
  customer_booking_completed: 'Visit completed: review invitation',
  customer_review_reminder: 'Review reminder',
  business_booking_created: 'New booking',
  business_booking_from_waitlist: 'Booked from the waitlist',
  business_booking_cancelled: 'Cancelled by the customer',
  business_booking_rescheduled: 'Rescheduled by the customer',
  business_chat_message: 'New chat message',
};

/**
 * `Booking confirmed (to customer)`, `New booking (to business)`. The customer reads only the
 * messages sent to them, so theirs go without the recipient. A kind this build does not know yet
 * still reads as words.
 */
export function notificationLabel(kind: string, viewer: NotificationViewer): string {
  const known = (KIND_LABELS as Record<string, string | undefined>)[kind];
  const toCustomer = kind.startsWith('customer_');
  const text = known ?? capitalise(kind.replace(/^(customer|business)_/, '').replace(/_/g, ' '));
  if (viewer === 'customer') return text;
  return `${text} (to ${toCustomer ? 'customer' : 'business'})`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A log time in the viewer's locale and zone, saying whose time it is (issue 39): the time alone
 * when it is today (`10:02 AM EST`), else with its day (`Mar 2, 10:02 AM EST`).
 */
export function formatLogTime(iso: string, now: Date = new Date(), locale?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

export type NotificationTone = 'done' | 'waiting' | 'retrying' | 'failed';

/** Where a message is, in words, and how it should look; `formatTime` writes its time. */
export function notificationStatus(
  entry: NotificationLogEntry,
  formatTime: (iso: string) => string,
): { text: string; tone: NotificationTone } {
  const reason = entry.lastError?.trim();
  switch (entry.status) {
    case 'sent':
      return { text: entry.sentAt ? `Sent ${formatTime(entry.sentAt)}` : 'Sent', tone: 'done' };
    case 'stored':
      return {
        text: entry.sentAt ? `Saved as email file · ${formatTime(entry.sentAt)}` : 'Saved as email file',
        tone: 'done',
      };
    case 'retrying':
      return {
        text: `Retrying (attempt ${entry.attempts})${reason ? `: ${reason}` : ''}`,
        tone: 'retrying',
      };
    case 'failed':
      return { text: reason ? `Failed: ${reason}` : 'Failed', tone: 'failed' };
    case 'queued':
      return entry.scheduledFor
        ? { text: `Scheduled for ${formatTime(entry.scheduledFor)}`, tone: 'waiting' }
        : { text: 'Queued', tone: 'waiting' };
  }
}
