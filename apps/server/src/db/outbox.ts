// What a change writes to the outbox beside itself, in its own transaction: the emails (rows of
// `notifications`, the delivery log and queue in one, docs/decisions/0013), the lines of the
// booking's history (`booking_events`, decisions.md 9.2), and the webhooks' deliveries
// (`webhook_deliveries`, decisions.md 9.5, docs/decisions/0038).
import type { bookingEvents, notifications } from './schema';

export type NewNotificationRow = typeof notifications.$inferInsert;
export type NewBookingEventRow = typeof bookingEvents.$inferInsert;

/**
 * An event for the webhooks of a business: the statement that writes it makes one delivery per
 * active webhook of `businessId` that listens to `event` (none: nothing is written).
 */
export type NewWebhookEvent = {
  businessId: string;
  event: string;
  /** The body to send, `{ type, timestamp, data }`. */
  payload: object;
  at: Date;
};

/**
 * A new booking's emails still to be written (docs/decisions/0047): the booking's statement stores
 * this in their place, and a worker writes them after the commit.
 */
export type EmailIntent = { byBusiness: boolean; fromWaitlist: boolean };

/**
 * What a new booking's one statement writes beside it: that its emails are due (they are written
 * after the answer), its history lines and its webhooks' deliveries.
 */
export type OutboxRows = {
  emailIntent?: EmailIntent;
  bookingEvents?: NewBookingEventRow[];
  webhookEvents?: NewWebhookEvent[];
};

/**
 * What a new booking's one statement wrote beside it, for the reactions after its commit that
 * only act when it wrote something (the webhooks' worker wakes only for deliveries).
 */
export type OutboxWritten = {
  webhookDeliveries: number;
  /**
   * The business's staff accounts as the statement read them (decisions.md 9.2), for the pushes
   * after the commit; absent: they are read then.
   */
  staffAccounts?: readonly string[];
};
