// What the screens say about webhooks (decisions.md 9.5): each event in plain words, which events a
// webhook hears, where a delivery is, and what one attempt got back.
import {
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryStatus,
  type WebhookEvent,
} from '@booklane/shared/domain';
import type { Webhook, WebhookAttempt } from '@booklane/shared/schemas';

const EVENT_LABELS: Record<WebhookEvent | typeof WEBHOOK_TEST_EVENT, string> = {
  'booking.created': 'New booking',
  'booking.confirmed': 'Booking confirmed',
  'booking.cancelled': 'Booking cancelled',
  'booking.rescheduled': 'Booking rescheduled',
  'booking.completed': 'Booking completed',
  'booking.no_show': 'No-show',
  'review.created': 'New review',
  'waitlist.offered': 'Waitlist place offered',
  [WEBHOOK_TEST_EVENT]: 'Test event',
};

/** `New booking`; an event this build does not know yet reads as its name. */
export function eventLabel(event: string): string {
  return (EVENT_LABELS as Record<string, string | undefined>)[event] ?? event;
}

/** `All events`, or the events' labels in the list's order: `New booking, Booking cancelled`. */
export function eventsText(events: readonly string[]): string {
  if (WEBHOOK_EVENTS.every((event) => events.includes(event))) return 'All events';
  return WEBHOOK_EVENTS.filter((event) => events.includes(event))
    .map(eventLabel)
    .join(', ');
}

export type DeliveryTone = 'done' | 'waiting' | 'retrying' | 'failed';

const STATUS_WORDS: Record<WebhookDeliveryStatus, { text: string; tone: DeliveryTone }> = {
  queued: { text: 'Queued', tone: 'waiting' },
  retrying: { text: 'Retrying', tone: 'retrying' },
  delivered: { text: 'Delivered', tone: 'done' },
  failed: { text: 'Failed', tone: 'failed' },
};

/** Where a delivery is, in a word, and how it looks. */
export function deliveryStatus(status: WebhookDeliveryStatus): { text: string; tone: DeliveryTone } {
  return STATUS_WORDS[status];
}

/** What the receiver answered: `HTTP 200`, or `No answer` when it could not be reached. */
function statusCodeText(statusCode: number | null): string {
  return statusCode === null ? 'No answer' : `HTTP ${statusCode}`;
}

/**
 * A webhook's last delivery in one line, its time written by `formatTime`:
 * `Delivered · HTTP 200 · 10:02 AM`, `Failed · No answer · Mar 2, 9:15 AM`, `No deliveries yet`.
 */
export function lastDeliveryText(last: Webhook['lastDelivery'], formatTime: (iso: string) => string): string {
  if (!last) return 'No deliveries yet';
  const status = deliveryStatus(last.status).text;
  // A delivery still queued has not been answered yet: no status code to give.
  const code = last.status === 'queued' && last.statusCode === null ? null : statusCodeText(last.statusCode);
  return [status, code, formatTime(last.at)].filter(Boolean).join(' · ');
}

/** One attempt in one line: `HTTP 200 · 120 ms`, `No answer · 10.0 s`. */
export function attemptText(attempt: Pick<WebhookAttempt, 'statusCode' | 'durationMs'>): string {
  return `${statusCodeText(attempt.statusCode)} · ${durationText(attempt.durationMs)}`;
}

/** `120 ms` under a second, `1.5 s` above. */
function durationText(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
